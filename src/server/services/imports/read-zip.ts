import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Said } from '#domain/i18n/said';
import type { ImportItem, ParsedImport, Words } from '#domain/imports/import-item';
import {
  parseTesseraExport,
  TesseraExportError,
  type TesseraItem,
} from '#domain/imports/tessera-export';
import { exifDate, pictureEntry, sniffPicture, ZIP_LIMITS } from '#domain/imports/zip-entries';
import { badRequest } from '../../errors.ts';
import type { BlobStore } from '../../images/blob-store.ts';
import { HeicError, heicToJpeg } from '../../images/heic.ts';
import { type Reader, tr } from '../platform/i18n.ts';
import { openZip, type ZipEntry, type ZipFile } from './zip-file.ts';

/** A file read for an import: what it holds, and (on start) its pictures staged for the run. */
export interface ReadImport {
  parsed: ParsedImport;
  /**
   * Decision 054: copies the pictures into the blob store under an import-owned key each, so the
   * job (on any process) reads them there; items whose picture turned out bad become unreadable.
   */
  stage(blobs: BlobStore): Promise<{ parsed: ParsedImport; keys: string[] }>;
  close(): void;
}

const NOT_A_PICTURE: Said = { id: 'errors.imports.notAPicture' };
const TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
} as const;

/** Where an import's staged pictures live; deleted when it ends or is cancelled. */
export function stagedPrefix(): string {
  return `imports/staged/${randomUUID()}/`;
}

async function takenAt(bytes: Buffer): Promise<string | null> {
  try {
    const meta = await sharp(bytes).metadata();
    return meta.exif ? exifDate(meta.exif) : null;
  } catch {
    return null;
  }
}

/**
 * A picture as it is staged: as it came, but a HEIC (which browsers and the bundled libvips
 * cannot show) converted to JPEG; one that cannot be converted has its reason.
 */
async function browserPicture(
  bytes: Buffer,
  kind: keyof typeof TYPES,
): Promise<{ bytes: Buffer; type: string } | { reason: string }> {
  if (kind !== 'heic') return { bytes, type: TYPES[kind] };
  try {
    return { bytes: await heicToJpeg(bytes), type: TYPES.jpeg };
  } catch (e) {
    if (e instanceof HeicError) return { reason: e.message };
    throw e;
  }
}

/**
 * Stages each item's entry (read once when items share it) and keeps the items whose bytes
 * pass `check`; the others become unreadable with its reason.
 */
async function stageEntries(
  zip: ZipFile,
  parsed: ParsedImport,
  entryOf: (ZipEntry | null)[],
  blobs: BlobStore,
  check: (item: ImportItem, bytes: Buffer) => Words | null,
): Promise<{ parsed: ParsedImport; keys: string[] }> {
  const prefix = stagedPrefix();
  const keyOf = new Map<ZipEntry, string | { reason: Words }>();
  const keys: string[] = [];
  const items: ImportItem[] = [];
  const unreadable = [...parsed.unreadable];
  try {
    for (const [i, item] of parsed.items.entries()) {
      const entry = entryOf[i];
      if (!entry) continue;
      let staged = keyOf.get(entry);
      if (staged === undefined) {
        const bytes = await zip.read(entry);
        const reason = check(item, bytes);
        const kind = sniffPicture(bytes.subarray(0, 16));
        const picture = reason || !kind ? null : await browserPicture(bytes, kind);
        if (reason || !picture) {
          staged = { reason: reason ?? NOT_A_PICTURE };
        } else if ('reason' in picture) {
          staged = { reason: picture.reason };
        } else {
          staged = `${prefix}${keys.length}`;
          await blobs.put(staged, picture.bytes, picture.type);
          keys.push(staged);
        }
        keyOf.set(entry, staged);
      }
      if (typeof staged === 'string') items.push({ ...item, imageUrl: '', blob: staged });
      else unreadable.push({ what: item.title || entry.name, reason: staged.reason });
    }
  } catch (e) {
    await Promise.all(keys.map((k) => blobs.delete(k)));
    throw e;
  }
  return { parsed: { items, boards: parsed.boards, unreadable }, keys };
}

/**
 * Decision 054, a ZIP of pictures: each picture file (by its name's ending) is a pin; its folder
 * is its board, its name its title, its EXIF date its date. A file that is not the picture its
 * name says is unreadable with its reason; a HEIC picture is converted to JPEG when it is staged.
 */
export async function readPicturesZip(file: string, reader: Reader = {}): Promise<ReadImport> {
  const zip = await openZip(file, () => ZIP_LIMITS.entryBytes, reader);
  try {
    const items: ImportItem[] = [];
    const entryOf: ZipEntry[] = [];
    const unreadable: ParsedImport['unreadable'] = [];
    for (const entry of zip.entries) {
      const pic = pictureEntry(entry.name);
      if (!pic) continue;
      const bytes = await zip.read(entry);
      const kind = sniffPicture(bytes.subarray(0, 16));
      if (!kind) {
        unreadable.push({ what: entry.name, reason: NOT_A_PICTURE });
        continue;
      }
      items.push({
        board: pic.board,
        title: pic.title,
        description: '',
        altText: null,
        link: null,
        imageUrl: '',
        createdAt: await takenAt(bytes),
        secret: false,
      });
      entryOf.push(entry);
    }
    const names = [...new Set(items.flatMap((i) => (i.board ? [i.board] : [])))];
    const parsed = {
      items,
      boards: names.map((name) => ({ name, description: '', secret: false })),
      unreadable,
    };
    return {
      parsed,
      stage: (blobs) => stageEntries(zip, parsed, entryOf, blobs, () => null),
      close: () => zip.close(),
    };
  } catch (e) {
    zip.close();
    throw e;
  }
}

/**
 * Decision 054, Tessera's own export (decision 052's format): tessera.json read and checked
 * (its format, its version); each pin's picture must be in the ZIP, and on staging its bytes
 * must have the sha256 the file says, else that pin is unreadable with the reason.
 */
export async function readTesseraZip(file: string, reader: Reader = {}): Promise<ReadImport> {
  const zip = await openZip(
    file,
    (name) => (name === 'tessera.json' ? ZIP_LIMITS.jsonBytes : ZIP_LIMITS.entryBytes),
    reader,
  );
  try {
    const json = zip.entries.find((e) => e.name === 'tessera.json');
    if (!json) {
      throw badRequest(tr(reader, 'errors.imports.notTesseraZip'));
    }
    let data: unknown;
    try {
      data = JSON.parse((await zip.read(json)).toString('utf8'));
    } catch {
      throw badRequest(tr(reader, 'errors.imports.badTesseraJson'));
    }
    let read: ReturnType<typeof parseTesseraExport>;
    try {
      read = parseTesseraExport(data);
    } catch (e) {
      if (e instanceof TesseraExportError) throw badRequest(tr(reader, e.id));
      throw e;
    }
    const byName = new Map(zip.entries.map((e) => [e.name, e]));
    const items: TesseraItem[] = [];
    const entryOf: ZipEntry[] = [];
    const unreadable = [...read.unreadable];
    for (const item of read.items) {
      const entry = byName.get(item.entry);
      if (!entry) {
        unreadable.push({
          what: item.title || item.entry,
          reason: { id: 'errors.imports.pictureNotInExport' },
        });
        continue;
      }
      items.push(item);
      entryOf.push(entry);
    }
    const parsed: ParsedImport = {
      items: items.map(({ entry: _entry, ...item }) => item),
      boards: read.boards,
      unreadable,
    };
    return {
      parsed,
      stage: (blobs) =>
        stageEntries(zip, parsed, entryOf, blobs, (item, bytes) =>
          createHash('sha256').update(bytes).digest('hex') === item.sha256
            ? null
            : { id: 'errors.imports.shaDiffers' },
        ),
      close: () => zip.close(),
    };
  } catch (e) {
    zip.close();
    throw e;
  }
}
