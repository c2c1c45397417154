/**
 * Decision 053 (Sources): Karakeep's JSON export (`{ bookmarks: [{ createdAt, title, tags,
 * lists, content: { type: 'link', url } | { type: 'text', text } | null, note }], lists: [{ id,
 * name, parentId }] }`) as pins to import. A link is a pin of that page: the export holds no
 * picture of it, so the import finds the page's own when it runs; the bookmark's note is the
 * pin's description and its tags are left out (a pin has none). A list is a board named as the
 * list (the first of a bookmark's lists when it is on several). Text notes, and the pictures and
 * PDFs Karakeep stored (the export leaves their bytes out), cannot become pins.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { ImportBoard, ImportItem, ParsedImport } from './import-item.ts';

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown): string => (typeof x === 'string' ? x.trim() : '');

/** What a person is told when the file is not a Karakeep export (decision 064: an id). */
export const NOT_KARAKEEP = 'errors.imports.notKarakeep' satisfies MessageId;

function shortened(s: string, max = 60): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** A Karakeep export's links as pins; an error's words when the data is not such an export. */
export function parseKarakeepExport(data: unknown): ParsedImport | { error: MessageId } {
  if (!isObject(data) || !Array.isArray(data.bookmarks)) return { error: NOT_KARAKEEP };
  const listNames = new Map<string, string>();
  for (const list of Array.isArray(data.lists) ? data.lists : []) {
    if (isObject(list) && typeof list.id === 'string' && text(list.name)) {
      listNames.set(list.id, text(list.name));
    }
  }
  const items: ImportItem[] = [];
  const unreadable: ParsedImport['unreadable'] = [];
  const boards = new Map<string, ImportBoard>();
  for (const b of data.bookmarks) {
    if (!isObject(b)) return { error: NOT_KARAKEEP };
    const title = text(b.title);
    const content = isObject(b.content) ? b.content : null;
    if (content?.type === 'text') {
      unreadable.push({
        what: title || shortened(text(content.text)) || { id: 'errors.imports.aNote' },
        reason: { id: 'errors.imports.karakeepNote' },
      });
      continue;
    }
    if (content?.type !== 'link') {
      unreadable.push({
        what: title || { id: 'errors.imports.aKarakeepBookmark' },
        reason: { id: 'errors.imports.karakeepAsset' },
      });
      continue;
    }
    const url = text(content.url);
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
      unreadable.push({
        what: title || url || { id: 'errors.imports.aKarakeepLink' },
        reason: { id: 'errors.imports.linkNotWeb' },
      });
      continue;
    }
    const lists = Array.isArray(b.lists) ? b.lists : [];
    const board = lists.map((id) => listNames.get(String(id))).find((n) => n !== undefined) ?? null;
    if (board !== null && !boards.has(board.toLowerCase())) {
      boards.set(board.toLowerCase(), { name: board, description: '', secret: false });
    }
    const seconds = typeof b.createdAt === 'number' && b.createdAt > 0 ? b.createdAt : null;
    items.push({
      board,
      title,
      description: text(b.note),
      altText: null,
      link: url,
      imageUrl: '',
      page: url,
      createdAt: seconds === null ? null : new Date(seconds * 1000).toISOString(),
      secret: false,
    });
  }
  return { items, boards: [...boards.values()], unreadable };
}
