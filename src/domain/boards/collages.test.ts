import { describe, expect, it } from 'vitest';
import {
  bringForward,
  COLLAGE_PAPER,
  type CollageItem,
  collageAltText,
  cutOutFrame,
  moveItem,
  newItem,
  nudgeFor,
  paintOrder,
  paperChannels,
  presetCrop,
} from './collages.ts';

const full = { x: 0, y: 0, w: 1, h: 1 };

describe('collage rules (issue 14)', () => {
  it('cuts the largest centred square out of a tall image', () => {
    expect(presetCrop('square', 200, 400)).toEqual({ x: 0, y: 0.25, w: 1, h: 0.5 });
    expect(presetCrop('square', 400, 200)).toEqual({ x: 0.25, y: 0, w: 0.5, h: 1 });
    expect(presetCrop('full', 400, 200)).toEqual(full);
    expect(presetCrop('center', 400, 200)).toEqual({ x: 0.25, y: 0.25, w: 0.5, h: 0.5 });
  });

  it('nudges with arrow keys, ten times further with Shift, and keeps the centre on the canvas', () => {
    expect(nudgeFor('ArrowLeft', false)).toEqual({ dx: -0.01, dy: 0 });
    expect(nudgeFor('ArrowDown', true)).toEqual({ dx: 0, dy: 0.1 });
    expect(nudgeFor('a', false)).toBeNull();
    const item = newItem('1', full, []);
    expect(moveItem(item, -1, 2)).toMatchObject({ x: 0, y: 1 });
  });

  it('brings a cut-out one step forward by swapping with the one above it', () => {
    const items: CollageItem[] = [
      newItem('1', full, []),
      { ...newItem('2', full, []), z: 1 },
      { ...newItem('3', full, []), z: 2 },
    ];
    const after = bringForward(items, 0);
    expect(after.map((i) => i.z)).toEqual([1, 0, 2]);
    expect(bringForward(after, 2).map((i) => i.z)).toEqual([1, 0, 2]);
  });

  it('places new cut-outs apart and above the others', () => {
    const a = newItem('1', full, []);
    const b = newItem('2', full, [a]);
    expect([a.x, b.x]).toEqual([0.2, 0.4]);
    expect(b.z).toBe(1);
  });

  const item = { crop: { x: 0, y: 0, w: 1, h: 1 }, x: 0.5, y: 0.5, scale: 1 };
  it.each([
    [
      'a square picture whole, at scale 1',
      item,
      400,
      400,
      { left: 136, top: 136, width: 128, height: 128 },
    ],
    [
      'a wide picture keeps its aspect',
      item,
      800,
      400,
      { left: 136, top: 168, width: 128, height: 64 },
    ],
    [
      'a tall crop of a square picture',
      { ...item, crop: { x: 0, y: 0, w: 0.5, h: 1 } },
      400,
      400,
      { left: 136, top: 72, width: 128, height: 256 },
    ],
    [
      'scale 2 in the top-left corner',
      { ...item, x: 0, y: 0, scale: 2 },
      400,
      400,
      { left: -128, top: -128, width: 256, height: 256 },
    ],
    [
      'an image of unknown size is square',
      item,
      0,
      0,
      { left: 136, top: 136, width: 128, height: 128 },
    ],
  ])('frames a cut-out on a 400 px canvas: %s', (_name, it, w, h, frame) => {
    const got = cutOutFrame(it, { width: w, height: h }, 400);
    for (const k of ['left', 'top', 'width', 'height'] as const)
      expect(got[k]).toBeCloseTo(frame[k]);
  });

  it('paints back to front by z, ties in saved order', () => {
    const order = paintOrder([
      { id: 'a', z: 2 },
      { id: 'b', z: 0 },
      { id: 'c', z: 2 },
      { id: 'd', z: 1 },
    ]).map((x) => x.id);
    expect(order).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('the collage paper (decision 021: one colour for the tool and the picture)', () => {
  it.each([
    ['#efefef', { r: 239, g: 239, b: 239 }],
    ['#FFFFFF', { r: 255, g: 255, b: 255 }],
    ['#0a1b2c', { r: 10, g: 27, b: 44 }],
  ])('%s', (hex, rgb) => {
    expect(paperChannels(hex)).toEqual(rgb);
  });
  it.each(['efefef', '#eee', 'white', '#gggggg'])('refuses %s', (hex) => {
    expect(() => paperChannels(hex)).toThrow();
  });
  it('the hint on the paper reads at 4.5:1 or better', () => {
    const lum = (hex: string) => {
      const c = paperChannels(hex);
      const lin = (v: number) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
    };
    const ratio = (lum(COLLAGE_PAPER.color) + 0.05) / (lum(COLLAGE_PAPER.ink) + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe('collageAltText', () => {
  it.each([
    [1, 'A collage of 1 cut-out'],
    [2, 'A collage of 2 cut-outs'],
    [20, 'A collage of 20 cut-outs'],
  ])('%i cut-outs: %s', (n, text) => {
    expect(collageAltText(n)).toBe(text);
  });
});
