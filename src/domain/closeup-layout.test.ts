import { describe, expect, it } from 'vitest';
import {
  CLOSEUP_GUTTERS,
  CLOSEUP_WIDTHS,
  closeupColumns,
  closeupGutter,
  closeupMaxWidth,
  closeupPadding,
  closeupSidePadding,
  closeupTopOffset,
  HEADER_HEIGHTS,
  LAYOUT_BREAKPOINTS,
  layoutSize,
} from './closeup-layout.ts';

// The closeup's CSS (Closeup.module.css) carries these numbers and nothing reads these functions
// yet, so the tests cite no spec id: they check the rules, not a page a person sees (issue 10).

describe('closeup widths (spec 01 §9)', () => {
  it('pane 508, max 1016, others 488, 992, 672, 1176, 740', () => {
    expect(CLOSEUP_WIDTHS.pane).toBe(508);
    expect(CLOSEUP_WIDTHS.max).toBe(1016);
    expect(CLOSEUP_WIDTHS.others).toEqual([488, 992, 672, 1176, 740]);
    expect(CLOSEUP_WIDTHS.max).toBe(2 * CLOSEUP_WIDTHS.pane);
  });

  it('header heights 64, 80, tall 671', () => {
    expect(HEADER_HEIGHTS).toEqual({ compact: 64, desktop: 80, tall: 671 });
  });
});

describe('breakpoints and gutters (spec 02 §9)', () => {
  it('breakpoints 1056, 1340, 680, 860', () => {
    expect(Object.values(LAYOUT_BREAKPOINTS).sort((a, b) => a - b)).toEqual([680, 860, 1056, 1340]);
  });

  it.each<[number, string, number, 1 | 2, number]>([
    [320, 'xs', 0, 1, 508],
    [390, 'xs', 0, 1, 508],
    [679, 'xs', 0, 1, 508],
    [680, 'sm', 96, 1, 508],
    [859, 'sm', 96, 1, 508],
    [860, 'md', 96, 2, 1016],
    [1055, 'md', 96, 2, 1016],
    [1056, 'lg', 244, 2, 1016],
    [1339, 'lg', 244, 2, 1016],
    [1340, 'xl', 244, 2, 1016],
    [1920, 'xl', 244, 2, 1016],
  ])('width %i is %s: gutter %i, %i column(s), max %i', (w, size, gutter, cols, max) => {
    expect(layoutSize(w)).toBe(size);
    expect(closeupGutter(w)).toBe(gutter);
    expect(closeupColumns(w)).toBe(cols);
    expect(closeupMaxWidth(w)).toBe(max);
  });

  it('small and medium gutters are 96, large 244', () => {
    expect(CLOSEUP_GUTTERS).toEqual({ small: 96, medium: 96, large: 244 });
  });

  it.each<[number, number]>([
    [390, 0],
    [680, 86],
    [760, 96],
    [860, 16],
    [1056, 20],
    [1280, 132],
    [1340, 162],
    [1504, 244],
    [1920, 244],
  ])('the gutter gives way before the closeup shrinks: width %i keeps %i px', (w, px) => {
    expect(closeupSidePadding(w)).toBe(px);
    expect(closeupSidePadding(w)).toBeLessThanOrEqual(closeupGutter(w));
  });

  it.each<[number, number]>([
    [390, 64],
    [859, 64],
    [860, 80],
    [1440, 80],
  ])('width %i has top offset %i', (w, top) => {
    expect(closeupTopOffset(w)).toBe(top);
  });

  it.each<[boolean, number]>([
    [true, 0],
    [false, 1],
  ])('desktop %s has padding %i', (desktop, padding) => {
    expect(closeupPadding(desktop)).toBe(padding);
  });
});
