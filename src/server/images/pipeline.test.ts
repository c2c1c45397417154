import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  colourDistance,
  countingStore,
  pixelAt,
  pngBomb,
  tempStore,
  twoToneImage,
} from '../../../tests/support/images.ts';
import { IMAGE_LIMITS, ImageError, ingestImage, originalKey } from './pipeline.ts';

async function ingestError(input: Buffer, limits = IMAGE_LIMITS): Promise<ImageError> {
  const store = await tempStore();
  try {
    await ingestImage(store, input, limits);
  } catch (error) {
    if (error instanceof ImageError) return error;
    throw error;
  }
  throw new Error('expected ingestImage to fail');
}

describe('ingestImage', () => {
  it('P-070 stores a PNG as a JPEG original with its size and dominant colour', async () => {
    const store = await tempStore();
    const png = await twoToneImage(640, 480, '#3366cc').png().toBuffer();

    const image = await ingestImage(store, png);

    expect(image.signature).toMatch(/^[0-9a-f]{32}$/);
    expect(image).toMatchObject({ width: 640, height: 480, format: 'image/jpeg' });
    expect(image.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    // the histogram has 16 levels per channel, so the colour is within half a bin
    expect(colourDistance(image.dominantColor, '#3366cc')).toBeLessThanOrEqual(12);
    const stored = await store.get(originalKey(image.signature));
    expect(stored?.length).toBe(image.bytes);
    const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
  });

  it('P-070 ingests a JPEG, with the same signature every time and a single write', async () => {
    const store = countingStore(await tempStore());
    const jpeg = await twoToneImage(800, 1200, '#c0392b').jpeg({ quality: 95 }).toBuffer();

    const first = await ingestImage(store, jpeg);
    const second = await ingestImage(store, jpeg);

    expect(second).toEqual(first);
    expect(first).toMatchObject({ width: 800, height: 1200 });
    expect(colourDistance(first.dominantColor, '#c0392b')).toBeLessThanOrEqual(12);
    expect(store.puts).toEqual([originalKey(first.signature)]);
  });

  it('gives different pictures different signatures', async () => {
    const store = await tempStore();
    const a = await ingestImage(store, await twoToneImage(100, 100, '#ff0000').png().toBuffer());
    const b = await ingestImage(store, await twoToneImage(100, 100, '#00ff00').png().toBuffer());
    expect(a.signature).not.toBe(b.signature);
  });

  it('rotates by the EXIF orientation and strips the metadata', async () => {
    const store = await tempStore();
    // left half red, right half blue; orientation 6 means "rotate 90° clockwise to display"
    const landscape = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#0000ff' },
    })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withExif({ IFD0: { Make: 'TesseraCam' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(landscape).metadata();
    expect(input).toMatchObject({ orientation: 6, width: 200 });
    expect(input.exif?.toString('latin1')).toContain('TesseraCam');

    const image = await ingestImage(store, landscape);

    expect(image).toMatchObject({ width: 100, height: 200 });
    const stored = (await store.get(originalKey(image.signature))) ?? Buffer.alloc(0);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ width: 100, height: 200 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(colourDistance(await pixelAt(stored, 50, 20), '#ff0000')).toBeLessThan(40);
    expect(colourDistance(await pixelAt(stored, 50, 180), '#0000ff')).toBeLessThan(40);
  });

  it('keeps real transparency as a PNG original and measures the colour on white', async () => {
    const store = await tempStore();
    const logo = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 4, background: '#e60023' } },
          left: 100,
          top: 100,
        },
      ])
      .png()
      .toBuffer();

    const image = await ingestImage(store, logo);

    expect(image.format).toBe('image/png');
    expect(colourDistance(image.dominantColor, '#ffffff')).toBeLessThanOrEqual(8);
    const meta = await sharp(
      (await store.get(originalKey(image.signature))) ?? Buffer.alloc(0),
    ).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it('drops an alpha channel that is fully opaque', async () => {
    const store = await tempStore();
    const opaque = await sharp({
      create: {
        width: 120,
        height: 80,
        channels: 4,
        background: { r: 20, g: 160, b: 90, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    const image = await ingestImage(store, opaque);
    expect(image.format).toBe('image/jpeg');
  });

  it.each([
    ['WebP', (s: Sharp) => s.webp()],
    ['GIF', (s: Sharp) => s.gif()],
    ['AVIF', (s: Sharp) => s.avif({ effort: 0 })],
    ['TIFF', (s: Sharp) => s.tiff()],
  ])('accepts %s uploads', async (_name, encode) => {
    const store = await tempStore();
    const input = await encode(twoToneImage(90, 60, '#228844')).toBuffer();
    const image = await ingestImage(store, input);
    expect(image).toMatchObject({ width: 90, height: 60, format: 'image/jpeg' });
  });

  it('refuses bytes that are not an image', async () => {
    const error = await ingestError(Buffer.from('definitely not a picture, just text'));
    expect(error.code).toBe('not_an_image');
    expect(error.message).toBe(
      'The file is not an image Tessera can read (use JPEG, PNG, WebP, GIF or AVIF).',
    );
  });

  it('refuses a truncated JPEG instead of storing a half-grey picture', async () => {
    const jpeg = await twoToneImage(600, 600, '#884422').jpeg().toBuffer();
    const error = await ingestError(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(error.code).toBe('not_an_image');
  });

  it('refuses SVG, which is not a photo format and may reference other resources', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const error = await ingestError(svg);
    expect(error.code).toBe('unsupported_format');
    expect(error.message).toMatch(/use JPEG, PNG, WebP, GIF or AVIF/);
  });

  it('refuses uploads over 20 MB before decoding them', async () => {
    const error = await ingestError(Buffer.alloc(IMAGE_LIMITS.maxBytes + 1));
    expect(error.code).toBe('too_large');
    expect(error.message).toBe('The image is larger than 20 MB.');
  });

  it('applies a smaller byte limit when given one', async () => {
    const png = await twoToneImage(64, 64, '#123456').png().toBuffer();
    const error = await ingestError(png, { ...IMAGE_LIMITS, maxBytes: 10 });
    expect(error.code).toBe('too_large');
  });

  it('refuses a PNG declaring 20000x20000 pixels from its header alone, quickly', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const started = performance.now();
    const error = await ingestError(bomb);
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.code).toBe('too_many_pixels');
    expect(error.message).toBe('The image is too large: at most 50 megapixels.');
  });

  it('refuses a real image over the pixel limit', async () => {
    const png = await sharp({
      create: { width: 1500, height: 1000, channels: 3, background: '#777777' },
    })
      .png()
      .toBuffer();
    const error = await ingestError(png, { ...IMAGE_LIMITS, maxPixels: 1_000_000 });
    expect(error.code).toBe('too_many_pixels');
    expect(error.message).toBe('The image is too large: at most 1 megapixels.');
  });
});
