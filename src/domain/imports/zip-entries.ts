/**
 * Issue 35 (decision 054): what a ZIP may hold before anything in it is read, and how a ZIP of
 * pictures becomes pins: a folder is a board, a file name a title, the EXIF date the pin's date.
 */

import type { Said } from '../i18n/said.ts';

const MB = 1024 * 1024;

/** Limits on a ZIP's entries, checked from its central directory before any entry is read. */
export const ZIP_LIMITS = {
  /** files in one ZIP (an import takes 20,000 pins; folders and READMEs come with them) */
  entries: 25_000,
  /** all entries uncompressed together */
  totalBytes: 2 * 1024 * MB,
  /** one picture uncompressed (the pipeline's own limit on an upload) */
  entryBytes: 50 * MB,
  /** tessera.json uncompressed */
  jsonBytes: 200 * MB,
  /** uncompressed ÷ compressed over this, for an entry over 1 MB, is a ZIP bomb */
  ratio: 100,
} as const;

/**
 * Why an entry's path is refused, or null when it is safe: an absolute path, a drive letter,
 * a `..` part, a backslash or a NUL could write or read outside the folder it is unpacked in.
 */
export function unsafeEntryPath(name: string): Said | null {
  if (name.includes('\0')) return { id: 'errors.imports.zipNul' };
  if (name.includes('\\')) return { id: 'errors.imports.zipBackslash', values: { name } };
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) {
    return { id: 'errors.imports.zipAbsolute', values: { name } };
  }
  if (name.split('/').some((part) => part === '..')) {
    return { id: 'errors.imports.zipOutOfFolder', values: { name } };
  }
  return null;
}

/** Why an entry's sizes make it a ZIP bomb (or too large), or null. */
export function oversizedEntry(
  name: string,
  compressed: number,
  uncompressed: number,
  max: number = ZIP_LIMITS.entryBytes,
): Said | null {
  if (uncompressed > max) {
    return { id: 'errors.imports.zipEntryTooBig', values: { name, mb: Math.round(max / MB) } };
  }
  if (uncompressed > MB && uncompressed > Math.max(compressed, 1) * ZIP_LIMITS.ratio) {
    return { id: 'errors.imports.zipBomb', values: { name, ratio: ZIP_LIMITS.ratio } };
  }
  return null;
}

/** The pictures a ZIP of pictures takes, by the file name's ending. */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'heic', 'heif'];

/** Files a ZIP made on a Mac or Windows carries that are no one's picture. */
function isSystemFile(name: string): boolean {
  const parts = name.split('/');
  const base = parts.at(-1) ?? '';
  return parts.includes('__MACOSX') || base.startsWith('.') || base === 'Thumbs.db';
}

/** A ZIP entry as a picture to import: its board (its folder) and title, or null when not one. */
export function pictureEntry(name: string): { board: string | null; title: string } | null {
  if (name.endsWith('/') || isSystemFile(name)) return null;
  const parts = name.split('/').filter(Boolean);
  const base = parts.pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || !PICTURE_EXTENSIONS.includes(base.slice(dot + 1).toLowerCase())) return null;
  const title = base.slice(0, dot).replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  // the innermost folder is the board: a ZIP of one folder of folders keeps their names
  return { board: parts.at(-1)?.trim() || null, title };
}

/** What the first bytes of a file say it is, among the pictures a ZIP may hold. */
export function sniffPicture(
  head: Uint8Array,
): 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(1, 4) === 'PNG' && head[0] === 0x89) return 'png';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis'].includes(brand)) {
      return 'heic';
    }
  }
  return null;
}

function exifDateValue(text: string): string | null {
  const m = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(text);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1900 ? null : at.toISOString();
}

/**
 * The date a picture was taken, from its raw EXIF block (TIFF header first, as sharp's
 * `metadata().exif` gives it after "Exif\0\0"): DateTimeOriginal, else DateTime, read as UTC
 * (EXIF has no zone). Null when there is none or the block is malformed.
 */
export function exifDate(exif: Uint8Array): string | null {
  let buf = Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength);
  if (buf.subarray(0, 6).toString('latin1') === 'Exif\0\0') buf = buf.subarray(6);
  if (buf.length < 8) return null;
  const order = buf.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (o: number) => (le ? buf.readUInt16LE(o) : buf.readUInt16BE(o));
  const u32 = (o: number) => (le ? buf.readUInt32LE(o) : buf.readUInt32BE(o));
  const tags = (ifd: number): Map<number, number> => {
    const out = new Map<number, number>();
    if (ifd + 2 > buf.length) return out;
    const n = u16(ifd);
    for (let i = 0; i < n && ifd + 2 + i * 12 + 12 <= buf.length; i++) {
      const e = ifd + 2 + i * 12;
      out.set(u16(e), e);
    }
    return out;
  };
  const ascii = (entry: number): string | null => {
    const count = u32(entry + 4);
    if (u16(entry + 2) !== 2 || count < 19) return null;
    const at = u32(entry + 8);
    return at + 19 <= buf.length ? buf.subarray(at, at + 19).toString('latin1') : null;
  };
  try {
    const ifd0 = tags(u32(4));
    const exifIfd = ifd0.get(0x8769);
    const sub = exifIfd === undefined ? new Map<number, number>() : tags(u32(exifIfd + 8));
    for (const entry of [sub.get(0x9003), sub.get(0x9004), ifd0.get(0x0132)]) {
      const value = entry === undefined ? null : ascii(entry);
      const date = value ? exifDateValue(value) : null;
      if (date) return date;
    }
  } catch {
    return null;
  }
  return null;
}
