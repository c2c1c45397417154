import { describe, expect, it } from 'vitest';
import { COLOR_FAMILIES, type ColorFamily } from './search.ts';
import { colorFamily, hexToHsl } from './search-colors.ts';

// Issue 16: the colour filter sorts each picture's dominant colour into one family.
const CASES: readonly [string, ColorFamily][] = [
  ['#e60023', 'red'],
  ['#b22222', 'red'],
  ['#ff0000', 'red'],
  ['#ff8c00', 'orange'],
  ['#f4a460', 'orange'],
  ['#ffd700', 'yellow'],
  ['#f0e68c', 'yellow'],
  ['#228b22', 'green'],
  ['#9acd32', 'green'],
  ['#20b2aa', 'teal'],
  ['#008080', 'teal'],
  ['#1e90ff', 'blue'],
  ['#000080', 'blue'],
  ['#8a2be2', 'purple'],
  ['#663399', 'purple'],
  ['#ff69b4', 'pink'],
  ['#ffc0cb', 'pink'],
  ['#c71585', 'pink'],
  ['#8b4513', 'brown'],
  ['#a0522d', 'brown'],
  ['#6f4e37', 'brown'],
  ['#000000', 'black'],
  ['#111111', 'black'],
  ['#1a1a2e', 'black'],
  ['#808080', 'gray'],
  ['#a9a9a9', 'gray'],
  ['#708090', 'gray'],
  ['#ffffff', 'white'],
  ['#f5f5f5', 'white'],
  ['#fdf8f0', 'white'],
  ['#fff', 'white'],
  ['#f00', 'red'],
];

describe('colorFamily', () => {
  it.each(CASES)('%s is %s', (hex, family) => {
    expect(colorFamily(hex)).toBe(family);
  });

  it('accepts upper case and no hash', () => {
    expect(colorFamily('1E90FF')).toBe('blue');
  });

  it.each(['', 'red', '#12345', '#gggggg', '#1234567'])('malformed %j counts as gray', (hex) => {
    expect(colorFamily(hex)).toBe('gray');
  });

  it('every family is reachable', () => {
    const seen = new Set(CASES.map(([hex]) => colorFamily(hex)));
    expect([...seen].sort()).toEqual([...COLOR_FAMILIES].sort());
  });
});

describe('hexToHsl', () => {
  it.each([
    ['#ff0000', { h: 0, s: 1, l: 0.5 }],
    ['#00ff00', { h: 120, s: 1, l: 0.5 }],
    ['#0000ff', { h: 240, s: 1, l: 0.5 }],
    ['#808080', { h: 0, s: 0, l: 128 / 255 }],
  ])('%s', (hex, hsl) => {
    const got = hexToHsl(hex);
    expect(got?.h).toBeCloseTo(hsl.h);
    expect(got?.s).toBeCloseTo(hsl.s);
    expect(got?.l).toBeCloseTo(hsl.l);
  });
});
