import yauzl from 'yauzl';
import type { Said } from '#domain/i18n/said';
import { oversizedEntry, unsafeEntryPath, ZIP_LIMITS } from '#domain/imports/zip-entries';
import { AppError, badRequest } from '../../errors.ts';
import { type Reader, tr } from '../platform/i18n.ts';

/** One file of a ZIP, as its central directory says. */
export interface ZipEntry {
  name: string;
  compressed: number;
  uncompressed: number;
  entry: yauzl.Entry;
}

/** A ZIP opened from a file on disk: its entries listed and checked, each read when asked. */
export interface ZipFile {
  entries: ZipEntry[];
  /** one entry's bytes (one entry in memory at a time; yauzl checks the declared size) */
  read(entry: ZipEntry): Promise<Buffer>;
  close(): void;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function unreadable(e: unknown, reader: Reader): AppError {
  if (e instanceof AppError) return e;
  const why = e instanceof Error ? e.message : String(e);
  // yauzl's own check of the names, before ours sees them
  if (/^(invalid relative path|absolute path)/.test(why))
    return refused(reader, { id: 'errors.imports.zipOutOfFolder', values: { name: why } });
  return badRequest(tr(reader, 'errors.imports.zipUnreadable', { why }));
}

function refused(reader: Reader, why: Said): AppError {
  const what = tr(reader, why.id, why.values);
  return badRequest(tr(reader, 'errors.imports.zipRefused', { why: what }));
}

/**
 * Decision 054: opens a ZIP from disk without reading it whole, and refuses it (400, or 413 for
 * too many files) before any entry is unpacked when its directory shows a path out of its folder,
 * an absolute path, a symbolic link, more files than an import takes, or sizes that make it a
 * ZIP bomb (an entry over its limit or over 100 times its compressed size, or over 2 GB in all).
 * `maxEntry` says which entries may be larger than a picture (tessera.json).
 */
export async function openZip(
  file: string,
  maxEntry: (name: string) => number,
  reader: Reader = {},
): Promise<ZipFile> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true },
      (err, z) => (err || !z ? reject(unreadable(err ?? 'no ZIP', reader)) : resolve(z)),
    ),
  );
  try {
    if (zip.entryCount > ZIP_LIMITS.entries) {
      throw new AppError(
        'payload_too_large',
        tr(reader, 'errors.imports.tooManyFiles', {
          count: zip.entryCount,
          max: ZIP_LIMITS.entries,
        }),
      );
    }
    const entries = await new Promise<ZipEntry[]>((resolve, reject) => {
      const out: ZipEntry[] = [];
      let total = 0;
      zip.on('error', (e) => reject(unreadable(e, reader)));
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        const why =
          unsafeEntryPath(name) ??
          (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK
            ? ({ id: 'errors.imports.zipSymlink', values: { name } } satisfies Said)
            : null) ??
          oversizedEntry(name, entry.compressedSize, entry.uncompressedSize, maxEntry(name));
        total += entry.uncompressedSize;
        if (why) return reject(refused(reader, why));
        if (total > ZIP_LIMITS.totalBytes) {
          return reject(refused(reader, { id: 'errors.imports.zipTotal' }));
        }
        if (!name.endsWith('/')) {
          out.push({
            name,
            compressed: entry.compressedSize,
            uncompressed: entry.uncompressedSize,
            entry,
          });
        }
        zip.readEntry();
      });
      zip.readEntry();
    });
    return {
      entries,
      read: (e) =>
        new Promise<Buffer>((resolve, reject) => {
          zip.openReadStream(e.entry, (err, stream) => {
            if (err || !stream) return reject(unreadable(err ?? 'no stream', reader));
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('error', (x) => reject(unreadable(x, reader)));
            stream.on('end', () => resolve(Buffer.concat(chunks)));
          });
        }),
      close: () => zip.close(),
    };
  } catch (e) {
    zip.close();
    throw e;
  }
}
