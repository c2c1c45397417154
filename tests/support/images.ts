import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { onTestFinished } from 'vitest';
import { type BlobStore, localBlobStore } from '../../src/server/images/blob-store.ts';

/** Shared by the image unit tests (src/server/images) and the upload integration tests. */

/** A store in a fresh temporary folder, removed when the calling test ends. */
export async function tempStore(): Promise<BlobStore> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-images-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return localBlobStore(dir);
}

/** Wraps a store and records every put, to observe renders without mocking sharp. */
export function countingStore(inner: BlobStore): BlobStore & { puts: string[] } {
  const puts: string[] = [];
  return {
    puts,
    get: (key) => inner.get(key),
    has: (key) => inner.has(key),
    delete: (key) => inner.delete(key),
    put: async (key, data, contentType) => {
      puts.push(key);
      await inner.put(key, data, contentType);
    },
  };
}

/** A picture filled with `colour`, with a smaller square of `accent` so it is not perfectly flat. */
export function twoToneImage(
  width: number,
  height: number,
  colour: string,
  accent = '#ffffff',
): Sharp {
  const side = Math.max(1, Math.floor(Math.min(width, height) / 5));
  return sharp({ create: { width, height, channels: 3, background: colour } }).composite([
    {
      input: { create: { width: side, height: side, channels: 3, background: accent } },
      left: 0,
      top: 0,
    },
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes of valid PNG that declare `width`×`height` RGB pixels. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Parses '#rrggbb'. */
export function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function colourDistance(a: string, b: string): number {
  const [r1, g1, b1] = rgbOf(a);
  const [r2, g2, b2] = rgbOf(b);
  return Math.max(Math.abs(r1 - r2), Math.abs(g1 - g2), Math.abs(b1 - b2));
}

/** The sRGB colour of one pixel of an encoded image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hex = (i: number) => (data[i] ?? 0).toString(16).padStart(2, '0');
  return info.channels >= 3 ? `#${hex(0)}${hex(1)}${hex(2)}` : `#${hex(0)}${hex(0)}${hex(0)}`;
}
