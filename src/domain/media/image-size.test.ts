import { describe, expect, it } from 'vitest';
import {
  HIGH_RES_ORDER,
  IMAGE_SIZES,
  type ImageSize,
  imageSizeForDpr,
  imageSpec,
  imageUrl,
  isCropSize,
  pickHighRes,
  resizedImage,
  SERVED_SIZES,
  variantDimensions,
} from './image-size.ts';

describe('image sizes', () => {
  it('P-070 M-166 lists every size of spec 01 §9 and 02 §3', () => {
    expect([...IMAGE_SIZES]).toEqual([
      '60x60',
      '136x136',
      '170x',
      '236x',
      '474x',
      '564x',
      '600x315',
      '736x',
      'orig',
    ]);
  });

  it('P-399 136x136, 60x60 and 600x315 are fixed crops, width sizes are not', () => {
    expect(isCropSize('136x136')).toBe(true);
    expect(isCropSize('60x60')).toBe(true);
    expect(isCropSize('600x315')).toBe(true);
    expect(isCropSize('236x')).toBe(false);
    expect(isCropSize('orig')).toBe(false);
  });
});

describe('imageSizeForDpr', () => {
  it.each([
    [1, '236x'],
    [1.5, '236x'],
    [2, '474x'],
    [2.625, '474x'],
    [3, '736x'],
    [3.5, '736x'],
    [4, 'orig'],
    [5, 'orig'],
    [0, '236x'],
    [-1, '236x'],
    [Number.NaN, '236x'],
  ] as const)('P-395 device pixel ratio %s gives %s', (dpr, size) => {
    expect(imageSizeForDpr(dpr)).toBe(size);
  });
});

describe('imageSizeForDpr for bots', () => {
  it.each<[number, boolean, ImageSize]>([
    [4, true, '736x'],
    [5, true, '736x'],
    [3, true, '736x'],
    [2, true, '474x'],
    [1, true, '236x'],
    [4, false, 'orig'],
  ])(
    'P-395 M-307 device pixel ratio %s (bot %s) gives %s: bots never get orig',
    (dpr, isBot, size) => {
      expect(imageSizeForDpr(dpr, { isBot })).toBe(size);
    },
  );
});

describe('pickHighRes', () => {
  it('P-396 high-res order is 736x, orig, 474x, 236x', () => {
    expect([...HIGH_RES_ORDER]).toEqual(['736x', 'orig', '474x', '236x']);
  });

  it.each<[ImageSize[], boolean, ImageSize]>([
    [['236x', '474x', '736x', 'orig'], false, '736x'],
    [['236x', '474x', 'orig'], false, 'orig'],
    [['236x', '474x'], false, '474x'],
    [['236x'], false, '236x'],
    [['236x', '474x', 'orig'], true, '474x'],
    [['orig'], true, '236x'],
    [['orig', '564x'], true, '564x'],
    [['170x', '564x'], false, '564x'],
    [[], false, '236x'],
  ])('P-396 M-307 from %j (bot %s) picks %s', (available, isBot, expected) => {
    expect(pickHighRes(available, { isBot })).toBe(expected);
  });

  it('M-307 bots and social bots never get the original size', () => {
    for (const size of IMAGE_SIZES) {
      expect(pickHighRes(IMAGE_SIZES, { isBot: true })).not.toBe('orig');
      expect(pickHighRes([size], { isBot: true })).not.toBe('orig');
    }
  });
});

describe('variantDimensions', () => {
  it.each<[ImageSize, number, number, number, number]>([
    ['236x', 1000, 1500, 236, 354],
    ['474x', 1000, 1500, 474, 711],
    ['736x', 1000, 1500, 736, 1104],
    ['564x', 1000, 500, 564, 282],
    ['170x', 1000, 333, 170, 57],
    ['orig', 1000, 1500, 1000, 1500],
    // never upscaled beyond the original
    ['736x', 400, 600, 400, 600],
    ['474x', 300, 200, 300, 200],
    // fixed crops give their box
    ['136x136', 1000, 1500, 136, 136],
    ['60x60', 30, 30, 60, 60],
    ['600x315', 1200, 900, 600, 315],
    // a very wide original still keeps at least 1 px of height
    ['236x', 100000, 10, 236, 1],
    ['236x', 0, 0, 0, 0],
  ])('P-070 %s of %ix%i is %ix%i', (size, w, h, ew, eh) => {
    expect(variantDimensions(size, w, h)).toEqual({ width: ew, height: eh });
  });
});

describe('urls', () => {
  it('P-070 imageUrl is /img/{size}/{signature}.{format}', () => {
    expect(imageUrl('abc123', '236x')).toBe('/img/236x/abc123.jpg');
    expect(imageUrl('abc123', 'orig', 'webp')).toBe('/img/orig/abc123.webp');
  });

  it('P-070 imageSpec gives url, width, height and dominantColor for every size', () => {
    const spec = imageSpec({
      signature: 'sig',
      width: 1000,
      height: 1500,
      dominantColor: '#aabbcc',
    });
    expect(Object.keys(spec).sort()).toEqual([...IMAGE_SIZES].sort());
    expect(spec['236x']).toEqual({
      url: '/img/236x/sig.jpg',
      width: 236,
      height: 354,
      dominantColor: '#aabbcc',
    });
    expect(spec['136x136']).toMatchObject({ width: 136, height: 136 });
    expect(spec.orig).toMatchObject({ url: '/img/orig/sig.jpg', width: 1000, height: 1500 });
  });
});

describe('on-demand sizes', () => {
  it('P-100 222x is served but listed in no imageSpec', () => {
    expect(SERVED_SIZES).toContain('222x');
    expect(IMAGE_SIZES as readonly string[]).not.toContain('222x');
    const spec = imageSpec({
      signature: 'a'.repeat(32),
      width: 1000,
      height: 1500,
      dominantColor: '#fff',
    });
    expect(Object.keys(spec)).not.toContain('222x');
  });

  it.each([
    [
      `/img/236x/${'b'.repeat(32)}.jpg`,
      { width: 1000, height: 1500 },
      { url: `/img/222x/${'b'.repeat(32)}.jpg`, width: 222, height: 333 },
    ],
    [
      `/img/orig/${'c'.repeat(32)}.webp`,
      { width: 200, height: 100 },
      { url: `/img/222x/${'c'.repeat(32)}.webp`, width: 200, height: 100 },
    ],
    ['https://elsewhere.example/x.jpg', { width: 500, height: 500 }, null],
    ['/img/236x/not-a-signature.jpg', { width: 500, height: 500 }, null],
  ])('P-100 resizedImage(%s) at 222x', (url, original, expected) => {
    expect(resizedImage(url, original, '222x')).toEqual(expected);
  });
});
