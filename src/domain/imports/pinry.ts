/**
 * Decision 053 (Sources): Pinry's API answers (`/api/v2/pins/` and `/api/v2/boards/`, each a
 * page `{ count, next, previous, results }`) as pins to import, read from a running instance or
 * from those answers saved as JSON. A pin is `{ id, url, referer, description, image: { image,
 * width, height, … }, tags, submitter }`: its picture is the instance's own copy (`image.image`,
 * else `url`, where Pinry fetched it from), its link the page it was pinned from (`referer`),
 * its description as it is; its tags are left out (a pin has none) and Pinry keeps no date a
 * pin could show. A board `{ id, name, pins_detail: [pin …], private }` is a board; a pin on
 * several is put on the first, a pin on none on no board.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { ImportBoard, ImportItem, ParsedImport } from './import-item.ts';

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown): string => (typeof x === 'string' ? x.trim() : '');

/** What a person is told when the file is not Pinry's answers (decision 064: an id). */
export const NOT_PINRY = 'errors.imports.notPinryData' satisfies MessageId;

/** Pinry's page of a list: `next` is the address of the following page, null at the end. */
export function pinryPage(data: unknown): { results: unknown[]; next: string | null } | null {
  if (!isObject(data) || !Array.isArray(data.results)) return null;
  return { results: data.results, next: typeof data.next === 'string' ? data.next : null };
}

/** Every record of saved answers: a page, an array of pages or records, or `{ boards, pins }`. */
function records(data: unknown, depth = 0): unknown[] | null {
  if (depth > 2) return null;
  if (Array.isArray(data)) {
    const out: unknown[] = [];
    for (const x of data) out.push(...(pinryPage(x)?.results ?? [x]));
    return out;
  }
  const page = pinryPage(data);
  if (page) return page.results;
  if (isObject(data) && ('pins' in data || 'boards' in data)) {
    return [
      ...(records(data.boards ?? [], depth + 1) ?? []),
      ...(records(data.pins ?? [], depth + 1) ?? []),
    ];
  }
  return null;
}

const isPin = (r: unknown): r is Record<string, unknown> => isObject(r) && 'image' in r;
const isBoard = (r: unknown): r is Record<string, unknown> =>
  isObject(r) && typeof r.name === 'string' && !('image' in r);

function absolute(raw: string, base: string | null): string | null {
  if (!raw) return null;
  const url = base ? URL.parse(raw, base) : URL.parse(raw);
  return url && /^https?:$/.test(url.protocol) ? url.href : null;
}

/**
 * Pinry's boards and pins as pins to import; an error's words when the data holds neither.
 * `base` is the instance's address, for pictures Pinry names by path only.
 */
export function parsePinry(
  data: unknown,
  base: string | null = null,
): ParsedImport | { error: MessageId } {
  const all = records(data);
  if (all === null || !all.every((r) => isPin(r) || isBoard(r))) return { error: NOT_PINRY };
  const boardOf = new Map<string, string>();
  const boards = new Map<string, ImportBoard>();
  const pins = new Map<string, Record<string, unknown>>();
  const add = (pin: Record<string, unknown>) => {
    const key = String(pin.id ?? `#${pins.size}`);
    if (!pins.has(key)) pins.set(key, pin);
    return key;
  };
  for (const r of all.filter(isBoard)) {
    const name = text(r.name);
    if (!name) continue;
    if (!boards.has(name.toLowerCase())) {
      boards.set(name.toLowerCase(), { name, description: '', secret: r.private === true });
    }
    for (const pin of Array.isArray(r.pins_detail) ? r.pins_detail.filter(isPin) : []) {
      const key = add(pin);
      if (!boardOf.has(key)) boardOf.set(key, name);
    }
  }
  for (const r of all.filter(isPin)) add(r);
  const items: ImportItem[] = [];
  const unreadable: ParsedImport['unreadable'] = [];
  const used = new Set<string>();
  for (const [key, pin] of pins) {
    const image = isObject(pin.image) ? pin.image : {};
    const picture = absolute(text(image.image), base) ?? absolute(text(pin.url), base);
    const description = text(pin.description);
    if (!picture) {
      unreadable.push({
        what: description.slice(0, 60) || { id: 'errors.imports.pinryPin', values: { key } },
        reason: { id: 'errors.imports.pinryNoPicture' },
      });
      continue;
    }
    const board = boardOf.get(key) ?? null;
    if (board) used.add(board.toLowerCase());
    const referer = text(pin.referer);
    items.push({
      board,
      title: '',
      description,
      altText: null,
      link: /^https?:\/\//i.test(referer) ? referer : null,
      imageUrl: picture,
      createdAt: null,
      secret: false,
    });
  }
  return {
    items,
    boards: [...boards.entries()].filter(([k]) => used.has(k)).map(([, b]) => b),
    unreadable,
  };
}
