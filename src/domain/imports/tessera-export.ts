/**
 * Issue 35 (decisions 052, 054): Tessera's own export (`tessera.json` of Download your data) as
 * pins to import: its boards in their order with their descriptions and sections, each live pin
 * with its texts, link, date and picture (a path in the ZIP and the sha256 it must have).
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { ImportBoard, ImportItem, ParsedImport } from './import-item.ts';

export const TESSERA_FORMAT = 'tessera-export';
export const TESSERA_VERSION = 1;

/** Thrown for a tessera.json an importer refuses, with the id of the words a person reads. */
export class TesseraExportError extends Error {
  constructor(readonly id: MessageId) {
    super(id);
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** An item of the export with where its picture is in the ZIP. */
export interface TesseraItem extends ImportItem {
  /** the picture's path in the ZIP */
  entry: string;
}

/** `tessera.json` (already parsed from JSON) as an import; throws TesseraExportError. */
export function parseTesseraExport(data: unknown): ParsedImport & { items: TesseraItem[] } {
  if (!isObj(data) || data.format !== TESSERA_FORMAT) {
    throw new TesseraExportError('errors.imports.tesseraJsonNotOne');
  }
  if (typeof data.version !== 'number' || data.version > TESSERA_VERSION) {
    throw new TesseraExportError('errors.imports.newerTessera');
  }
  const boards: ImportBoard[] = [];
  const boardById = new Map<
    number,
    { name: string; secret: boolean; sections: Map<number, string> }
  >();
  for (const b of list(data.boards)) {
    if (!isObj(b) || typeof b.id !== 'number' || !str(b.name).trim()) continue;
    const sections = new Map<number, string>();
    for (const s of list(b.sections)) {
      if (isObj(s) && typeof s.id === 'number' && str(s.title).trim()) {
        sections.set(s.id, str(s.title));
      }
    }
    const secret = b.privacy === 'secret';
    boardById.set(b.id, { name: str(b.name), secret, sections });
    boards.push({
      name: str(b.name),
      description: str(b.description),
      secret,
      sections: [...sections.values()],
      createdAt: strOrNull(b.createdAt),
    });
  }
  const items: TesseraItem[] = [];
  const unreadable: ParsedImport['unreadable'] = [];
  for (const p of list(data.pins)) {
    if (!isObj(p)) continue;
    const title = str(p.title);
    const image = isObj(p.image) ? p.image : null;
    const entry = image ? str(image.path) : '';
    const sha256 = image ? str(image.sha256).toLowerCase() : '';
    if (!entry || !/^[0-9a-f]{64}$/.test(sha256)) {
      unreadable.push({
        what: title || { id: 'errors.imports.pinNumber', values: { id: String(p.id) } },
        reason: { id: 'errors.imports.pictureNotInExport' },
      });
      continue;
    }
    const board = typeof p.boardId === 'number' ? boardById.get(p.boardId) : undefined;
    items.push({
      board: board?.name ?? null,
      section:
        board && typeof p.sectionId === 'number' ? (board.sections.get(p.sectionId) ?? null) : null,
      title,
      description: str(p.description),
      altText: strOrNull(p.altText),
      link: strOrNull(p.link),
      imageUrl: '',
      sha256,
      entry,
      createdAt: strOrNull(p.createdAt),
      secret: board?.secret ?? false,
    });
  }
  return { items, boards, unreadable };
}
