import { describe, expect, it } from 'vitest';
import {
  bringForward,
  type CollageItem,
  moveItem,
  newItem,
  nudgeFor,
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
});
