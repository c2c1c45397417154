import * as cheerio from 'cheerio';
import { looksLikeBookmarks, parseBookmarks } from '#domain/imports/bookmarks';
import {
  type ImportSource,
  MAX_IMPORT_ITEMS,
  type ParsedImport,
} from '#domain/imports/import-item';
import { NOT_KARAKEEP, parseKarakeepExport } from '#domain/imports/karakeep';
import { NOT_PINRY, parsePinry } from '#domain/imports/pinry';
import { parsePinterestExport } from '#domain/imports/pinterest-export';
import { IMPORT_SOURCE_INFO, tooLargeMessage } from '#domain/imports/sources';
import { AppError, badRequest } from '../../errors.ts';

const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'table',
  'section',
  'article',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'dl',
  'dt',
  'dd',
]);
/** a node of a parsed page (domhandler's, through cheerio's own types) */
type AnyNode = ReturnType<ReturnType<cheerio.CheerioAPI['root']>['contents']>[number];

const SKIPPED = new Set(['script', 'style', 'template', 'head', 'noscript']);

/**
 * An HTML page's text by `<h1>` section, each section's text as the lines a browser would show
 * (a `<br>` or a block ends a line). Text before the first `<h1>` is left out.
 */
export function htmlSections(html: string): Map<string, string[]> {
  const $ = cheerio.load(html);
  const sections = new Map<string, string[]>();
  let lines: string[] | null = null;
  let line = '';
  const endLine = () => {
    if (lines && line.trim() !== '') lines.push(line.trim());
    line = '';
  };
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        line += node.data.replace(/\s+/g, ' ');
      } else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const name = node.name.toLowerCase();
        if (SKIPPED.has(name)) continue;
        if (name === 'br') {
          endLine();
        } else if (name === 'h1') {
          endLine();
          lines = [];
          sections.set($(node).text().trim(), lines);
        } else if (BLOCKS.has(name)) {
          endLine();
          walk(node.children);
          endLine();
        } else {
          walk(node.children);
        }
      }
    }
  };
  walk($.root().children().toArray());
  endLine();
  return sections;
}

function looksLikeHtml(text: string): boolean {
  return /<(!doctype\s+html|html|body|h1)\b/i.test(text.slice(0, 4096));
}

/** A JSON file's data, or a readable 400 saying what the source's file should be. */
function json(text: string, notIt: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(notIt);
  }
}

/** A parser's answer, its words as a 400 when the data is not its source's. */
function parsedOr(result: ParsedImport | { error: string }): ParsedImport {
  if ('error' in result) throw badRequest(result.error);
  return result;
}

/**
 * A source's file as pins to import, or a readable 4xx: too large, not the format its source
 * writes, nothing to import, or more pins than one import takes. Nothing is stored here.
 */
export function readImportFile(
  source: ImportSource,
  bytes: Buffer,
  opts: { pinterestImageHost: string },
): ParsedImport {
  if (bytes.length > IMPORT_SOURCE_INFO[source].maxBytes) {
    throw new AppError('payload_too_large', tooLargeMessage(source));
  }
  const text = bytes.toString('utf8');
  let parsed: ParsedImport | { error: string };
  switch (source) {
    case 'pinterest': {
      if (!looksLikeHtml(text)) {
        throw badRequest(
          'That is not a Pinterest data export: Pinterest sends one HTML page (pinterest.html).',
        );
      }
      parsed = parsePinterestExport(htmlSections(text), opts.pinterestImageHost);
      break;
    }
    case 'pinry':
      parsed = parsePinry(json(text, NOT_PINRY));
      break;
    case 'karakeep':
      parsed = parseKarakeepExport(json(text, NOT_KARAKEEP));
      break;
    case 'bookmarks': {
      if (!looksLikeBookmarks(text)) {
        throw badRequest(
          'That is not a bookmarks file: export your bookmarks from your browser as HTML (Bookmarks → Export bookmarks).',
        );
      }
      parsed = parseBookmarks(text);
      break;
    }
  }
  return checkedImport(parsed);
}

/** A source's pins as one import takes them: some, and not more than MAX_IMPORT_ITEMS. */
export function checkedImport(result: ParsedImport | { error: string }): ParsedImport {
  const parsed = parsedOr(result);
  if (parsed.items.length === 0) {
    throw badRequest('That file holds no pins to import.');
  }
  if (parsed.items.length > MAX_IMPORT_ITEMS) {
    throw new AppError(
      'payload_too_large',
      `That file holds ${parsed.items.length.toLocaleString('en')} pins; one import takes at most ${MAX_IMPORT_ITEMS.toLocaleString('en')}. Split it and import each part.`,
    );
  }
  return parsed;
}
