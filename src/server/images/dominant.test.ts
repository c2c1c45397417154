import { describe, expect, it } from 'vitest';
import { dominantColour, isOpaque } from './dominant.ts';

/** `n` pixels of one RGB(A) colour. */
const px = (n: number, ...c: number[]) => Array.from({ length: n }, () => c).flat();

describe('dominantColour', () => {
  it.each([
    ['solid red', [...px(10, 255, 0, 0)], 3, { r: 248, g: 8, b: 8 }],
    ['solid mid grey', [...px(4, 128, 128, 128)], 3, { r: 136, g: 136, b: 136 }],
    [
      'the larger of two colours',
      [...px(3, 0, 0, 255), ...px(5, 0, 255, 0)],
      3,
      { r: 8, g: 248, b: 8 },
    ],
    [
      'near colours share a bin',
      [...px(2, 200, 10, 10), ...px(2, 207, 5, 12), ...px(3, 0, 0, 0)],
      3,
      { r: 200, g: 8, b: 8 },
    ],
    [
      'transparent pixels are seen on white',
      [...px(5, 0, 0, 0, 0), ...px(2, 0, 0, 0, 255)],
      4,
      { r: 248, g: 248, b: 248 },
    ],
    ['opaque pixels keep their colour', [...px(3, 20, 40, 60, 255)], 4, { r: 24, g: 40, b: 56 }],
    [
      'a tie goes to the first bin',
      [...px(2, 255, 255, 255), ...px(2, 0, 0, 0)],
      3,
      { r: 8, g: 8, b: 8 },
    ],
  ])('%s', (_name, data, channels, expected) => {
    expect(dominantColour(Uint8Array.from(data), channels)).toEqual(expected);
  });
});

describe('isOpaque', () => {
  it.each([
    ['RGB is always opaque', px(3, 1, 2, 3), 3, true],
    ['every alpha 255', px(3, 1, 2, 3, 255), 4, true],
    ['one alpha below 255', [...px(3, 1, 2, 3, 255), 1, 2, 3, 254], 4, false],
  ])('%s', (_name, data, channels, expected) => {
    expect(isOpaque(Uint8Array.from(data), channels)).toBe(expected);
  });
});
