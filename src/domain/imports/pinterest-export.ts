/**
 * Issue 35 (decision 053): Pinterest's data export (Settings → Privacy and data → Request your
 * data) as pins to import. The file is one HTML page of `<h1>` sections ("Profile", "Pins",
 * "Boards" …); in the Pins section each pin is its pinterest.com address on a line of its own,
 * followed by `Key: value` lines, "No data" for an empty field. Its pictures are not in the file:
 * `Image` is a hash, rebuilt here into an address on Pinterest's image host (configurable, so
 * tests serve the pictures themselves). Only the fields below are read: the export's IP
 * addresses, e-mail and log-in history are never kept.
 */
import type { ImportBoard, ImportItem, ParsedImport } from './import-item.ts';

/** The fields of a pin in the export that Tessera reads. */
export const PINTEREST_PIN_FIELDS = [
  'Title',
  'Details',
  'Image',
  'Board Name',
  'Board Id',
  'Alt Text',
  'Canonical Link',
  'Is Video',
  'Created at',
  'Private',
  'Is a repin',
] as const;

type PinField = (typeof PINTEREST_PIN_FIELDS)[number];

/** Pinterest's own host for pictures, where `Image` hashes are found by default. */
export const PINTEREST_IMAGE_HOST = 'https://i.pinimg.com';

const EMPTY = 'no data';
const PIN_ADDRESS = /^https?:\/\/(?:[a-z0-9-]+\.)*pinterest\.[a-z.]+\/pin\/[^\s]+$/i;
const HASH = /^[0-9a-f]{32}$/i;
const HASH_WITH_EXTENSION = /^([0-9a-f]{32})\.(jpe?g|png|gif|webp)$/i;
const DATE = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A field's value, null for "No data" and for nothing. */
function fieldValue(raw: string | undefined): string | null {
  const v = (raw ?? '').trim();
  return v === '' || v.toLowerCase() === EMPTY ? null : v;
}

/** `Created at` (YYYY/MM/DD HH:MM:SS, UTC) as ISO 8601; null when it is not such a date. */
export function pinterestDate(raw: string | null): string | null {
  const m = raw ? DATE.exec(raw.trim()) : null;
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const date = new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s));
  // 2024/02/30 rolls over into March: not a date the export would write
  if (date.getUTCMonth() !== (mo as number) - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString();
}

/**
 * The address of a picture from its `Image` field: a hash (with or without an extension) on the
 * image host, as Pinterest stores originals (`/originals/ab/cd/ef/<hash>.jpg`); a full http(s)
 * address as it is. Null when it is neither.
 */
export function pinterestImageUrl(raw: string | null, host = PINTEREST_IMAGE_HOST): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (/^https?:\/\//i.test(value)) return value;
  const withExt = HASH_WITH_EXTENSION.exec(value);
  const hash = withExt ? withExt[1] : HASH.test(value) ? value : null;
  if (!hash) return null;
  const ext = withExt ? withExt[2]?.toLowerCase() : 'jpg';
  const h = hash.toLowerCase();
  return `${host.replace(/\/+$/, '')}/originals/${h.slice(0, 2)}/${h.slice(2, 4)}/${h.slice(4, 6)}/${h}.${ext}`;
}

const yes = (v: string | null) => v !== null && /^(yes|true|1)$/i.test(v);

/** One pin's record: its address, then its fields (a line that is no field continues the last). */
interface PinRecord {
  address: string;
  fields: Map<PinField, string>;
}

function pinRecords(lines: readonly string[]): { records: PinRecord[]; stray: number } {
  const records: PinRecord[] = [];
  const known = new Set<string>(PINTEREST_PIN_FIELDS);
  let current: PinRecord | null = null;
  let last: PinField | null = null;
  let stray = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (PIN_ADDRESS.test(line)) {
      current = { address: line, fields: new Map() };
      records.push(current);
      last = null;
      continue;
    }
    const colon = line.indexOf(':');
    const key = colon > 0 ? line.slice(0, colon).trim() : '';
    if (current && known.has(key)) {
      last = key as PinField;
      current.fields.set(last, line.slice(colon + 1).trim());
    } else if (current && last && !/^[A-Z][A-Za-z ]{0,30}:/.test(line)) {
      // a description over several lines
      current.fields.set(last, `${current.fields.get(last) ?? ''}\n${line}`);
    } else if (!current) {
      stray++;
    }
  }
  return { records, stray };
}

/**
 * The pins and boards of an export's sections (each section's text as lines, as the page shows
 * them): every record of "Pins" with a picture becomes an item; one without is unreadable, with
 * its reason. A board is secret when any of its pins is private.
 */
export function parsePinterestExport(
  sections: ReadonlyMap<string, readonly string[]>,
  imageHost = PINTEREST_IMAGE_HOST,
): ParsedImport {
  const lines = sections.get('Pins') ?? [];
  const { records } = pinRecords(lines);
  const items: ImportItem[] = [];
  const unreadable: ParsedImport['unreadable'] = [];
  const boards = new Map<string, ImportBoard>();
  for (const r of records) {
    const get = (f: PinField) => fieldValue(r.fields.get(f));
    const title = get('Title') ?? '';
    const imageUrl = pinterestImageUrl(get('Image'), imageHost);
    if (!imageUrl) {
      unreadable.push({
        what: title || r.address,
        reason: { id: 'errors.imports.pinterestNoPicture' },
      });
      continue;
    }
    const board = get('Board Name');
    const secret = yes(get('Private'));
    if (board) {
      const known = boards.get(board);
      if (!known) boards.set(board, { name: board, description: '', secret });
      else if (secret) known.secret = true;
    }
    items.push({
      board,
      title,
      description: get('Details') ?? '',
      altText: get('Alt Text'),
      link: get('Canonical Link'),
      imageUrl,
      createdAt: pinterestDate(get('Created at')),
      secret,
    });
  }
  return { items, boards: [...boards.values()], unreadable };
}
