import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, variantDimensions } from '#domain/media/image-size';
import {
  colourDistance,
  countingStore,
  pixelAt,
  tempStore,
  twoToneImage,
} from '../../../tests/support/images.ts';
import {
  ingestImage,
  originalKey,
  renderAllVariants,
  renderVariant,
  VARIANT_FORMATS,
  variantKey,
} from './pipeline.ts';

const MISSING = '0123456789abcdef0123456789abcdef';

describe('renderVariant', () => {
  it.each([
    [1000, 1500],
    [150, 100],
    [40, 30],
  ])(
    'M-166 P-070 gives every size and format of a %ix%i original the variantDimensions size',
    async (width, height) => {
      const store = await tempStore();
      const image = await ingestImage(
        store,
        await twoToneImage(width, height, '#446688').png().toBuffer(),
      );

      for (const size of IMAGE_SIZES) {
        for (const format of VARIANT_FORMATS) {
          const variant = await renderVariant(store, image.signature, size, format);
          expect(variant, `${size}.${format}`).not.toBeNull();
          const meta = await sharp(variant ?? Buffer.alloc(0)).metadata();
          expect({ size, format, width: meta.width, height: meta.height }).toEqual({
            size,
            format,
            ...variantDimensions(size, width, height),
          });
          expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : 'webp');
        }
      }
    },
  );

  it('P-399 crops the square 136x136 from the centre of the picture', async () => {
    const store = await tempStore();
    // a wide picture: green edges, red middle third
    const wide = await sharp({
      create: { width: 900, height: 300, channels: 3, background: '#00aa00' },
    })
      .composite([
        {
          input: { create: { width: 300, height: 300, channels: 3, background: '#dd0000' } },
          left: 300,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const image = await ingestImage(store, wide);
    const square =
      (await renderVariant(store, image.signature, '136x136', 'jpg')) ?? Buffer.alloc(0);
    expect(colourDistance(await pixelAt(square, 5, 68), '#dd0000')).toBeLessThan(40);
    expect(colourDistance(await pixelAt(square, 130, 68), '#dd0000')).toBeLessThan(40);
  });

  it('M-166 crops 600x315 around the most salient region, not the centre', async () => {
    const store = await tempStore();
    // a busy red patch near the top of a flat grey square: a centre crop would miss it
    const patch = await sharp({
      create: { width: 300, height: 160, channels: 3, background: '#e60023' },
    })
      .composite([
        {
          input: { create: { width: 150, height: 80, channels: 3, background: '#ffe000' } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const input = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: '#808080' },
    })
      .composite([{ input: patch, left: 450, top: 40 }])
      .png()
      .toBuffer();
    const image = await ingestImage(store, input);
    const og = (await renderVariant(store, image.signature, '600x315', 'jpg')) ?? Buffer.alloc(0);
    const { channels } = await sharp(og).stats();
    // the grey backdrop has red 128, so a red maximum above 200 means the patch is in the crop
    expect(channels[0]?.max).toBeGreaterThan(200);
  });

  it('flattens transparency onto white in JPEG variants and keeps it in WebP', async () => {
    const store = await tempStore();
    const logo = await sharp({
      create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 80, height: 80, channels: 4, background: '#0044cc' } },
          left: 60,
          top: 60,
        },
      ])
      .png()
      .toBuffer();
    const image = await ingestImage(store, logo);

    const jpg = (await renderVariant(store, image.signature, '236x', 'jpg')) ?? Buffer.alloc(0);
    expect(colourDistance(await pixelAt(jpg, 2, 2), '#ffffff')).toBeLessThan(8);
    const webp = (await renderVariant(store, image.signature, '236x', 'webp')) ?? Buffer.alloc(0);
    expect((await sharp(webp).metadata()).hasAlpha).toBe(true);
    const orig = (await renderVariant(store, image.signature, 'orig', 'jpg')) ?? Buffer.alloc(0);
    expect((await sharp(orig).metadata()).format).toBe('jpeg');
  });

  it('serves the stored JPEG original unchanged for orig.jpg', async () => {
    const store = countingStore(await tempStore());
    const image = await ingestImage(
      store,
      await twoToneImage(300, 200, '#996633').jpeg().toBuffer(),
    );
    const original = await store.get(originalKey(image.signature));
    const orig = await renderVariant(store, image.signature, 'orig', 'jpg');
    expect(orig?.equals(original ?? Buffer.alloc(0))).toBe(true);
    expect(store.puts).toEqual([originalKey(image.signature)]);
  });

  it('returns null when no original exists', async () => {
    const store = countingStore(await tempStore());
    expect(await renderVariant(store, MISSING, '236x', 'jpg')).toBeNull();
    expect(await renderAllVariants(store, MISSING)).toBe(0);
    expect(store.puts).toEqual([]);
  });

  it('stores a variant once and answers later requests from the store', async () => {
    const store = countingStore(await tempStore());
    const image = await ingestImage(
      store,
      await twoToneImage(500, 500, '#335577').png().toBuffer(),
    );
    const first = await renderVariant(store, image.signature, '474x', 'webp');
    const second = await renderVariant(store, image.signature, '474x', 'webp');
    expect(second?.equals(first ?? Buffer.alloc(0))).toBe(true);
    expect(store.puts).toEqual([
      originalKey(image.signature),
      variantKey(image.signature, '474x', 'webp'),
    ]);
    expect(variantKey(image.signature, '474x', 'webp')).toBe(
      `474x/${image.signature.slice(0, 2)}/${image.signature.slice(2, 4)}/${image.signature}.webp`,
    );
  });

  it('shares one render between concurrent requests for the same variant', async () => {
    const store = countingStore(await tempStore());
    const image = await ingestImage(
      store,
      await twoToneImage(1200, 900, '#884466').png().toBuffer(),
    );
    store.puts.length = 0;

    const results = await Promise.all(
      Array.from({ length: 5 }, () => renderVariant(store, image.signature, '736x', 'jpg')),
    );

    expect(store.puts).toEqual([variantKey(image.signature, '736x', 'jpg')]);
    for (const result of results) expect(result?.equals(results[0] ?? Buffer.alloc(0))).toBe(true);
  });
});

describe('renderAllVariants', () => {
  it('M-166 renders every size in both formats, writing each once', async () => {
    const store = countingStore(await tempStore());
    const image = await ingestImage(
      store,
      await twoToneImage(800, 600, '#557799').jpeg().toBuffer(),
    );
    store.puts.length = 0;

    const count = await renderAllVariants(store, image.signature);

    expect(count).toBe(IMAGE_SIZES.length * VARIANT_FORMATS.length);
    // orig.jpg is the stored original itself, so it is the one variant not written
    const expected = IMAGE_SIZES.flatMap((size) =>
      VARIANT_FORMATS.map((format) => variantKey(image.signature, size, format)),
    ).filter((key) => key !== variantKey(image.signature, 'orig', 'jpg'));
    expect([...store.puts].sort()).toEqual([...expected].sort());

    await renderAllVariants(store, image.signature);
    expect(store.puts.length).toBe(expected.length);
  });
});
