/**
 * Decision 053 (Sources): a browser's exported bookmarks (the Netscape bookmark file every
 * browser writes: `<DL><DT><H3>folder</H3><DL><DT><A HREF ADD_DATE>title</A>…</DL></DL>`) as
 * pins to import. A folder is a board named as the folder itself (its innermost name: a board's
 * name is short, and "Bookmarks bar / Recipes / Soups" says less than "Soups"); a bookmark
 * outside any folder goes on no board. Bookmarks carry no picture: each is the page the import
 * finds its picture on when it runs. The file is read as a flat run of tags, since browsers
 * never close `<DT>` and `<p>` and an HTML parser would rebuild the tree otherwise.
 */
import type { ImportBoard, ImportItem, ParsedImport } from './import-item.ts';

const TAG = /<(\/?)(dl|h3|a)\b([^>]*)>/gi;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#39|nbsp);/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text of the file with its character references read (browsers write &amp;, &#39;, &#x…;). */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x')
        ? Number.parseInt(lower.slice(2), 16)
        : Number.parseInt(lower.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[lower] ?? whole;
  });
}

function attribute(attrs: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  if (!m) return null;
  return decodeEntities(m[1] ?? m[2] ?? m[3] ?? '');
}

/** ADD_DATE (seconds since 1970; some browsers write microseconds) as ISO 8601, else null. */
export function bookmarkDate(raw: string | null): string | null {
  if (!raw || !/^\d{1,17}$/.test(raw.trim())) return null;
  let n = Number(raw.trim());
  if (n > 1e14) n = Math.floor(n / 1e6);
  else if (n > 1e11) n = Math.floor(n / 1e3);
  if (n <= 0) return null;
  const date = new Date(n * 1000);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The text between a tag and its closing tag (`</A>`, `</H3>`), tags inside dropped. */
function innerText(html: string, from: number, name: string): { text: string; end: number } {
  const close = html.toLowerCase().indexOf(`</${name}`, from);
  const end = close === -1 ? html.length : close;
  const text = decodeEntities(html.slice(from, end).replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return { text, end };
}

/** Whether the text is a Netscape bookmark file at all (its doctype, or a `<DL>` of `<A HREF>`). */
export function looksLikeBookmarks(html: string): boolean {
  const head = html.slice(0, 4096);
  return (
    /<!doctype\s+netscape-bookmark-file/i.test(head) ||
    (/<dl\b/i.test(html) && /<a\s[^>]*href/i.test(html))
  );
}

/** A bookmark file's links as pins on boards named as their folders. */
export function parseBookmarks(html: string): ParsedImport {
  const items: ImportItem[] = [];
  const unreadable: ParsedImport['unreadable'] = [];
  const boards = new Map<string, ImportBoard>();
  const folders: (string | null)[] = [];
  let pendingFolder: string | null = null;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m !== null; m = TAG.exec(html)) {
    const closing = m[1] === '/';
    const name = (m[2] as string).toLowerCase();
    const attrs = m[3] ?? '';
    if (name === 'dl') {
      if (closing) folders.pop();
      else folders.push(pendingFolder ?? folders.at(-1) ?? null);
      pendingFolder = null;
    } else if (name === 'h3' && !closing) {
      const { text, end } = innerText(html, TAG.lastIndex, 'h3');
      pendingFolder = text || null;
      TAG.lastIndex = end;
    } else if (name === 'a' && !closing) {
      const { text, end } = innerText(html, TAG.lastIndex, 'a');
      TAG.lastIndex = end;
      const href = (attribute(attrs, 'href') ?? '').trim();
      if (!/^https?:\/\//i.test(href) || !URL.canParse(href)) {
        unreadable.push({
          what: text || href || { id: 'errors.imports.aBookmark' },
          reason: { id: 'errors.imports.bookmarkNotWeb' },
        });
        continue;
      }
      const board = folders.at(-1) ?? null;
      if (board !== null && !boards.has(board.toLowerCase())) {
        boards.set(board.toLowerCase(), { name: board, description: '', secret: false });
      }
      items.push({
        board,
        // a bookmark named as its own address has no title: the page's is taken when it is read
        title: text === href ? '' : text,
        description: '',
        altText: null,
        link: href,
        imageUrl: '',
        page: href,
        createdAt: bookmarkDate(attribute(attrs, 'add_date')),
        secret: false,
      });
    }
  }
  return { items, boards: [...boards.values()], unreadable };
}
