import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { MessageId } from '#domain/i18n/catalogs/index';
import { looksLikeBookmarks, parseBookmarks } from '#domain/imports/bookmarks';
import {
  type ImportSource,
  MAX_IMPORT_ITEMS,
  type ParsedImport,
  type Words,
} from '#domain/imports/import-item';
import { NOT_KARAKEEP, parseKarakeepExport } from '#domain/imports/karakeep';
import { NOT_PINRY, parsePinry } from '#domain/imports/pinry';
import { parsePinterestExport } from '#domain/imports/pinterest-export';
import { IMPORT_SOURCE_INFO, tooLargeMessage } from '#domain/imports/sources';
import { AppError, badRequest } from '../../errors.ts';
import { type Reader, tr } from '../platform/i18n.ts';
import { type ReadImport, readPicturesZip, readTesseraZip } from './read-zip.ts';

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

/** An import's file: its bytes, or (a ZIP, an upload streamed to disk) its path. */
export type ImportInput = Buffer | { path: string };

async function onDisk(input: ImportInput): Promise<{ path: string; done: () => Promise<void> }> {
  if (!Buffer.isBuffer(input)) return { path: input.path, done: async () => {} };
  const dir = await mkdtemp(path.join(tmpdir(), 'tessera-import-'));
  const file = path.join(dir, 'import.zip');
  await writeFile(file, input);
  return { path: file, done: () => rm(dir, { recursive: true, force: true }) };
}

async function sizeOf(input: ImportInput): Promise<number> {
  return Buffer.isBuffer(input) ? input.length : (await stat(input.path)).size;
}

/** A record's name or reason in the reader's language: the file's own text as it is. */
export function sayWords(reader: Reader, words: Words): string {
  return typeof words === 'string' ? words : tr(reader, words.id, words.values);
}

/** A JSON file's data, or a readable 400 saying what the source's file should be. */
function json(text: string, notIt: MessageId, reader: Reader): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(tr(reader, notIt));
  }
}

/** A parser's answer, its words as a 400 when the data is not its source's. */
function parsedOr(result: ParsedImport | { error: MessageId }, reader: Reader): ParsedImport {
  if ('error' in result) throw badRequest(tr(reader, result.error));
  return result;
}

/** A source whose file is one text (HTML or JSON), read whole. */
type TextSource = Exclude<ImportSource, 'zip' | 'tessera'>;

function readText(source: TextSource, text: string, host: string, reader: Reader): ParsedImport {
  switch (source) {
    case 'pinterest':
      if (!looksLikeHtml(text)) {
        throw badRequest(tr(reader, 'errors.imports.notPinterest'));
      }
      return parsePinterestExport(htmlSections(text), host);
    case 'pinry':
      return parsedOr(parsePinry(json(text, NOT_PINRY, reader)), reader);
    case 'karakeep':
      return parsedOr(parseKarakeepExport(json(text, NOT_KARAKEEP, reader)), reader);
    case 'bookmarks':
      if (!looksLikeBookmarks(text)) {
        throw badRequest(tr(reader, 'errors.imports.notBookmarks'));
      }
      return parseBookmarks(text);
  }
}

/** What a file read whole holds: nothing to stage, nothing to close. */
export function readInMemory(parsed: ParsedImport): ReadImport {
  return { parsed, stage: async () => ({ parsed, keys: [] }), close: () => {} };
}

/** A source's pins as one import takes them: some, and not more than MAX_IMPORT_ITEMS. */
export function checkedImport(
  result: ParsedImport | { error: MessageId },
  reader: Reader = {},
): ParsedImport {
  const parsed = parsedOr(result, reader);
  if (parsed.items.length === 0) {
    throw badRequest(tr(reader, 'errors.imports.noPins'));
  }
  if (parsed.items.length > MAX_IMPORT_ITEMS) {
    throw new AppError(
      'payload_too_large',
      tr(reader, 'errors.imports.tooManyPins', {
        count: parsed.items.length,
        max: MAX_IMPORT_ITEMS,
      }),
    );
  }
  return parsed;
}

/**
 * A source's file as pins to import, or a readable 4xx: too large, not the format its source
 * writes, nothing to import, or more pins than one import takes. Nothing is stored here; a ZIP
 * is read from disk an entry at a time, and its pictures are staged only by `stage` (on start).
 * The caller closes what it gets.
 */
export async function readImportFile(
  source: ImportSource,
  input: ImportInput,
  opts: { pinterestImageHost: string; reader?: Reader },
): Promise<ReadImport> {
  const reader = opts.reader ?? {};
  if ((await sizeOf(input)) > IMPORT_SOURCE_INFO[source].maxBytes) {
    throw new AppError('payload_too_large', sayWords(reader, tooLargeMessage(source)));
  }
  let read: ReadImport;
  if (source !== 'zip' && source !== 'tessera') {
    const bytes = Buffer.isBuffer(input) ? input : await readFile(input.path);
    read = readInMemory(readText(source, bytes.toString('utf8'), opts.pinterestImageHost, reader));
  } else {
    const file = await onDisk(input);
    try {
      read = await (source === 'zip'
        ? readPicturesZip(file.path, reader)
        : readTesseraZip(file.path, reader));
    } catch (e) {
      await file.done();
      throw e;
    }
    const close = read.close;
    read.close = () => {
      close();
      void file.done();
    };
  }
  try {
    checkedImport(read.parsed, reader);
  } catch (e) {
    read.close();
    throw e;
  }
  return read;
}
