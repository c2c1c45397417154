import { describe, expect, it } from 'vitest';
import {
  cardFooterHeight,
  columnsForWidth,
  columnsWithin,
  columnWidthFor,
  emptyLayout,
  estimateTextWidth,
  extendLayout,
  heightAt,
  heightCss,
  MAX_COLUMNS,
  MAX_COLUMNS_BY_DEVICE,
  minWidthForColumns,
  titleLines,
  titleWrapWidth,
  topOf,
} from './masonry.ts';

describe('masonry layout', () => {
  it('places each card in the shortest column, leftmost on a tie', () => {
    const l = extendLayout(emptyLayout(3), [
      { aspect: 1, footer: 0 },
      { aspect: 2, footer: 0 },
      { aspect: 0.5, footer: 0 },
      { aspect: 1, footer: 0 },
      { aspect: 1, footer: 0 },
    ]);
    expect(l.placements.map((p) => p.col)).toEqual([0, 1, 2, 2, 0]);
    expect(l.placements[3]).toEqual({ col: 2, a: 0.5, b: 0 });
    expect(l.placements[4]).toEqual({ col: 0, a: 1, b: 0 });
  });

  it('appending never moves cards already placed (stable infinite scroll)', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({
      aspect: 0.6 + (i % 7) * 0.2,
      footer: 40 + (i % 3) * 20,
    }));
    const all = extendLayout(emptyLayout(5), items);
    const inTwo = extendLayout(extendLayout(emptyLayout(5), items.slice(0, 20)), items.slice(20));
    expect(inTwo.placements).toEqual(all.placements);
  });

  it('cards in one column never overlap at any column width', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({
      aspect: 0.5 + ((i * 37) % 17) / 10,
      footer: 24 + (i % 4) * 20,
    }));
    const l = extendLayout(emptyLayout(4), items);
    for (const cw of [150, 236, 300]) {
      const byCol = new Map<number, { top: number; bottom: number }[]>();
      l.placements.forEach((p, i) => {
        const item = items[i] as { aspect: number; footer: number };
        const top = topOf(p, cw);
        const list = byCol.get(p.col) ?? [];
        list.push({ top, bottom: top + item.aspect * cw + item.footer });
        byCol.set(p.col, list);
      });
      for (const list of byCol.values()) {
        for (let i = 1; i < list.length; i++) {
          expect((list[i] as { top: number }).top).toBeGreaterThanOrEqual(
            (list[i - 1] as { bottom: number }).bottom - 0.01,
          );
        }
      }
      const maxBottom = Math.max(...[...byCol.values()].flat().map((x) => x.bottom));
      expect(heightAt(l, cw)).toBeCloseTo(maxBottom, 1);
    }
  });

  it('height as CSS lists every column', () => {
    const l = extendLayout(emptyLayout(2), [
      { aspect: 1.5, footer: 10 },
      { aspect: 1, footer: 50 },
    ]);
    expect(heightCss(l)).toBe('max(calc(1.5 * var(--cw) + 10px), calc(1 * var(--cw) + 50px))');
  });

  it.each([
    [375, 2, (375 - 8) / 2],
    [487, 2, (487 - 8) / 2],
    [488, 2, 236],
    [739, 2, 236],
    [740, 3, 236],
    [1280, 5, 236],
    [5000, 8, 236],
  ])('a %i px wide grid has %i columns of %f px (236 px columns)', (width, cols, cw) => {
    expect(columnsForWidth(width)).toBe(cols);
    expect(columnWidthFor(width)).toBeCloseTo(cw, 5);
  });

  it('column thresholds match the widths they are derived from', () => {
    for (let c = 2; c <= 8; c++) {
      expect(columnsForWidth(minWidthForColumns(c))).toBe(c);
      if (c > 2) expect(columnsForWidth(minWidthForColumns(c) - 1)).toBe(c - 1);
    }
  });

  it.each([
    ['', 0],
    ['   ', 0],
    ['Short title', 1],
    ['Full-body kettlebell circuits', 1],
    ['Plant shelves ideas', 1],
    ['WWWWWWWWWWWWWWWWWWWWWWWWW', 2],
    ['Our favourite chickpea coconut cu…', 2],
    ['A somewhat longer title that wraps onto two lines', 2],
    ['x'.repeat(200), 2],
  ])('P-402 P-403 title %j takes %i lines (clamp 2, or 1)', (title, lines) => {
    expect(titleLines(title)).toBe(lines);
    expect(titleLines(title, 1)).toBe(Math.min(1, lines));
  });

  it.each([
    ['Short title', 1, null],
    ['Cyanotype prints for beginners', 2, 145],
    ['A somewhat longer title that wraps onto two lines', 2, null],
    ['x'.repeat(200), 2, null],
  ])(
    'a two-line title near one line is set narrower so it fills both: %j',
    (title, lines, width) => {
      expect(titleLines(title)).toBe(lines);
      expect(titleWrapWidth(title, lines)).toBe(width);
    },
  );

  it.each([
    // [container width, max columns, columns]
    [390, 4, 2],
    [900, 4, 3],
    [1300, 4, 4],
    [2400, 4, 4],
    [1400, 6, 5],
    [2400, 6, 6],
    [2400, 8, 8],
    [600, 8, 2],
    [1300, 1, 2],
  ])('issue 12: a %i px container on a grid of at most %i columns shows %i', (w, max, cols) => {
    expect(columnsWithin(w, max)).toBe(cols);
  });

  it('issue 12: a phone and a tablet turned sideways still get every column they can show', () => {
    // widest phone 932 px, widest tablet 1376 px (CSS pixels)
    expect(MAX_COLUMNS_BY_DEVICE.mobile).toBeGreaterThanOrEqual(columnsForWidth(932));
    expect(MAX_COLUMNS_BY_DEVICE.tablet).toBeGreaterThanOrEqual(columnsForWidth(1376));
    expect(MAX_COLUMNS_BY_DEVICE.desktop).toBe(MAX_COLUMNS);
  });

  it('estimates wide glyphs wider than narrow ones', () => {
    expect(estimateTextWidth('WWWW', 14)).toBeGreaterThan(estimateTextWidth('iiii', 14) * 2);
    expect(estimateTextWidth('', 14)).toBe(0);
  });

  it('P-417 card footer uses the spec padding (8 top, 16 bottom)', () => {
    expect(cardFooterHeight({ titleLines: 0, hasAttribution: false, hasPriceRow: false })).toBe(16);
    expect(cardFooterHeight({ titleLines: 2, hasAttribution: true, hasPriceRow: false })).toBe(
      8 + 40 + 40 + 16,
    );
    expect(cardFooterHeight({ titleLines: 1, hasAttribution: false, hasPriceRow: true })).toBe(
      8 + 20 + 20 + 16,
    );
  });

  it.each<[Parameters<typeof cardFooterHeight>[0], number]>([
    [{ titleLines: 0, hasAttribution: false, hasPriceRow: false, rows: 0 }, 16],
    [{ titleLines: 0, hasAttribution: false, hasPriceRow: false, rows: 1 }, 8 + 20 + 16],
    [
      { titleLines: 2, hasAttribution: true, hasPriceRow: true, rows: 3 },
      8 + 40 + 20 + 60 + 40 + 16,
    ],
    [
      { titleLines: 1, hasAttribution: false, hasPriceRow: false, hasChips: true },
      8 + 20 + 56 + 16,
    ],
    [{ titleLines: 0, hasAttribution: false, hasPriceRow: false, rows: -2 }, 16],
  ])('P-417 P-216 every footer row is counted: %j is %i px', (opts, px) => {
    expect(cardFooterHeight(opts)).toBe(px);
  });
});
