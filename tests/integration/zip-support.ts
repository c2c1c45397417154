import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { picture } from './pin-support.ts';

/** a 96 × 64 HEIC made by libheif's heif-enc (issue 35: HEIC is converted to JPEG) */
const TINY_HEIC = path.resolve(import.meta.dirname, '../fixtures/imports/tiny.heic');

// Decision 054's tests: ZIPs written byte by byte, so a test can make any ZIP a hostile person
// could (paths out of the folder, symbolic links, sizes that lie), and small pictures for them.

export interface ZipPart {
  name: string;
  data: Buffer;
  /** deflate the data (else stored) */
  deflate?: boolean;
  /** unix mode (0o120777: a symbolic link) */
  mode?: number;
  /** the uncompressed size the directory claims (a lie, for bombs) */
  claimedSize?: number;
}

/** A ZIP of `parts`, written as the format says (no ZIP64: tests stay small). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const body = part.deflate ? deflateRawSync(part.data) : part.data;
    const method = part.deflate ? 8 : 0;
    const crc = crc32(part.data);
    const size = part.claimedSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0x00210000, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(part.claimedSize && !part.deflate ? size : body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0x00210000, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(part.claimedSize && !part.deflate ? size : body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((part.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** A small distinct picture in `format`, optionally with an EXIF date taken. */
export async function smallPicture(
  seed: number,
  format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif',
  taken?: string,
): Promise<Buffer> {
  const img = sharp(await picture(seed, 96, 128));
  if (taken) img.withExif({ IFD2: { DateTimeOriginal: taken } });
  return img.toFormat(format).toBuffer();
}

/** A HEIC file's first bytes (an ISO box `ftyp` of brand heic): known as HEIC, but no picture. */
function heicLookalike(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'latin1');
  ftyp.write('mif1heic', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(200)]);
}

/**
 * The ZIP of pictures the tests import: two folders (boards), one picture at the top (no board),
 * every format a person may send (a real HEIC among them), an EXIF date, a text file named .jpg,
 * a HEIC that is only its header, and Mac clutter.
 */
export async function picturesZip(): Promise<Buffer> {
  return zipOf([
    { name: 'Garden/', data: Buffer.alloc(0) },
    { name: 'Garden/red_roses.jpg', data: await smallPicture(1, 'jpeg', '2019:05:04 10:11:12') },
    { name: 'Garden/Tulips.png', data: await smallPicture(2, 'png'), deflate: true },
    { name: 'Garden/moving.gif', data: await smallPicture(3, 'gif') },
    { name: 'Kitchen/bread.webp', data: await smallPicture(4, 'webp') },
    { name: 'Kitchen/cake.AVIF', data: await smallPicture(5, 'avif') },
    { name: 'Kitchen/phone.heic', data: await readFile(TINY_HEIC) },
    { name: 'Kitchen/broken.heic', data: heicLookalike() },
    { name: 'Kitchen/notes.jpg', data: Buffer.from('this is not a picture\n'.repeat(20)) },
    { name: 'loose.jpg', data: await smallPicture(6, 'jpeg') },
    { name: 'README.txt', data: Buffer.from('hello') },
    { name: '__MACOSX/Garden/._red_roses.jpg', data: Buffer.from('mac') },
  ]);
}
