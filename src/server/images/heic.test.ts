import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HeicError, heicToJpeg } from './heic.ts';

const TINY = path.resolve(import.meta.dirname, '../../../tests/fixtures/imports/tiny.heic');

describe('heicToJpeg (issue 35: HEIC pictures are converted)', () => {
  it('turns a HEIC picture into a JPEG of the same size', async () => {
    const jpeg = await heicToJpeg(await readFile(TINY));
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([96, 64]);
  });

  it('refuses a picture of more pixels than allowed before decoding it', async () => {
    await expect(heicToJpeg(await readFile(TINY), 96 * 64 - 1)).rejects.toThrow(
      'This HEIC picture is 96 × 64 pixels, more than a picture may have.',
    );
  });

  it('a file that only starts like HEIC is a readable error', async () => {
    const head = (await readFile(TINY)).subarray(0, 40);
    await expect(heicToJpeg(head)).rejects.toBeInstanceOf(HeicError);
  });
});
