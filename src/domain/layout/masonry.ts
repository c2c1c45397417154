/**
 * Masonry layout (docs/architecture.md "Stack": pure layout functions, shortest column, known aspect ratios).
 *
 * A card's height is `aspect × columnWidth + footer`, so a card's top is kept as two numbers:
 * `a` (sum of aspect ratios above it) and `b` (sum of fixed pixels above it), and
 * `top = a × cw + b`. The server computes every column count at once; CSS container queries
 * pick the one that fits and supply cw, so the first paint is already in place, for any width,
 * before any script runs. The client uses the same numbers, so hydration moves nothing.
 */

import type { DeviceClass } from './device.ts';

/** spec 01 §9 grid image width, and the gutter between columns. */
export const COLUMN_WIDTH = 236;
export const GUTTER = 16;
/** gutter of the two fluid columns on phone-width screens */
export const NARROW_GUTTER = 8;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 8;

export interface MasonryItem {
  /** image height / width */
  aspect: number;
  /** fixed pixels below the image (title, attribution, padding) */
  footer: number;
}

export interface Placement {
  col: number;
  a: number;
  b: number;
}

export interface ColumnState {
  a: number;
  b: number;
}

export interface MasonryLayout {
  cols: number;
  columns: ColumnState[];
  placements: Placement[];
}

export function emptyLayout(cols: number): MasonryLayout {
  return { cols, columns: Array.from({ length: cols }, () => ({ a: 0, b: 0 })), placements: [] };
}

/**
 * Appends items to a layout: each goes to the shortest column (leftmost on a tie), measured at
 * the nominal 236 px width. Appending never moves earlier cards, so infinite scroll is stable.
 */
export function extendLayout(layout: MasonryLayout, items: readonly MasonryItem[]): MasonryLayout {
  const columns = layout.columns.map((c) => ({ ...c }));
  const placements = layout.placements.slice();
  for (const item of items) {
    let best = 0;
    let bestH = Number.POSITIVE_INFINITY;
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i] as ColumnState;
      const h = c.a * COLUMN_WIDTH + c.b;
      if (h < bestH - 0.001) {
        best = i;
        bestH = h;
      }
    }
    const col = columns[best] as ColumnState;
    placements.push({ col: best, a: round(col.a), b: round(col.b) });
    col.a += item.aspect;
    col.b += item.footer;
  }
  return { cols: layout.cols, columns, placements };
}

function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

/** Height of the tallest column at a real column width (which column is tallest depends on it). */
export function heightAt(layout: MasonryLayout, cw: number): number {
  let best = 0;
  for (const c of layout.columns) best = Math.max(best, c.a * cw + c.b);
  return best;
}

/**
 * The same height as a CSS expression of the column width variable, so a server-rendered grid
 * reserves its exact height at any width: `max(calc(a0 * cw + b0px), …)`.
 */
export function heightCss(layout: MasonryLayout, cwVar = 'var(--cw)'): string {
  const parts = layout.columns.map((c) => `calc(${round(c.a)} * ${cwVar} + ${round(c.b)}px)`);
  return parts.length === 1 ? (parts[0] as string) : `max(${parts.join(', ')})`;
}

/** Column count for a container width: as many 236 px columns as fit, never fewer than 2. */
export function columnsForWidth(width: number): number {
  const n = Math.floor((width + GUTTER) / (COLUMN_WIDTH + GUTTER));
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, n));
}

/**
 * The most columns a device class can show (issue 12): the server lays out and writes only
 * the counts up to this, and a wider container keeps this many, centred. A phone is at most
 * 932 px wide even turned sideways (3 columns; 4 is the margin for foldables); a tablet at most
 * 1376 px (5; 6 the margin); a desktop window can be any width.
 */
export const MAX_COLUMNS_BY_DEVICE: Readonly<Record<DeviceClass, number>> = {
  mobile: 4,
  tablet: 6,
  desktop: MAX_COLUMNS,
};

/** Column count for a container width on a grid limited to `max` columns. */
export function columnsWithin(width: number, max: number): number {
  return Math.min(columnsForWidth(width), Math.max(MIN_COLUMNS, max));
}

/** Container width from which `cols` fixed columns fit (CSS container-query thresholds). */
export function minWidthForColumns(cols: number): number {
  return cols * COLUMN_WIDTH + (cols - 1) * GUTTER;
}

/**
 * Column width actually used at a container width: 236 px, or for two columns on a narrow
 * (phone) screen, half the width each so the grid fills it.
 */
export function columnWidthFor(width: number): number {
  if (width < minWidthForColumns(MIN_COLUMNS)) return Math.max(1, (width - NARROW_GUTTER) / 2);
  return COLUMN_WIDTH;
}

/** Pixel top of a placement at a column width. */
export function topOf(p: { a: number; b: number }, cw: number): number {
  return p.a * cw + p.b;
}

/** Grid card footer: spec 01 §9 footer padding 8px 6px 16px; title clamp 2 lines. */
export const TITLE_LINE_HEIGHT = 20;
export const ATTRIBUTION_HEIGHT = 40;
export const PRICE_ROW_HEIGHT = 20;
export const FOOTER_PADDING_TOP = 8;
export const FOOTER_PADDING_BOTTOM = 16;

// Advance widths in em of a bold sans-serif (Arial/Helvetica metrics), by class of glyph.
const NARROW = new Set([..."iIjl.,;:!|'`()[]{} /\\-"]);
const WIDE = new Set([...'mwMW@%&']);
const MEDIUM_UPPER = /[A-Z0-9#$?]/;

/** Width of a line of bold text in px, estimated from glyph classes (no font is loaded). */
export function estimateTextWidth(text: string, fontSizePx: number): number {
  let em = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) em += 0.3;
    else if (WIDE.has(ch)) em += 0.9;
    else if (MEDIUM_UPPER.test(ch)) em += 0.72;
    else em += 0.6;
  }
  return em * fontSizePx;
}

/** Text box of a grid title: 236 px card minus the footer's 6 px side padding, 14 px bold. */
export const TITLE_BOX_WIDTH = COLUMN_WIDTH - 12;
export const TITLE_FONT_SIZE = 14;

/**
 * How many lines a grid title takes, decided from the text so the server knows the height
 * without measuring: one line when its estimated width fits (the estimate runs 3–10 % wide of
 * Chromium's real widths, so it errs toward two lines), else the clamp
 * (spec 01 §9: 2 lines, 1 in the one-line-title experiment). The card clamps the title to this
 * many lines, so its box is exactly the height the layout reserved.
 */
export function titleLines(title: string, maxLines = 2): number {
  const t = title.trim();
  if (!t) return 0;
  const oneLine = estimateTextWidth(t, TITLE_FONT_SIZE) <= TITLE_BOX_WIDTH;
  return Math.min(maxLines, oneLine ? 1 : 2);
}

/**
 * The width a two-line title is set in, or null for the whole box. The estimate errs wide, so a
 * title it puts on two lines may really fit on one and leave the second reserved line blank; a
 * title estimated at under 1.6 boxes is therefore set at 62 % of its estimated width, which the
 * real text always exceeds (it wraps) and, with room for the last word, fills in two lines.
 * Longer titles wrap in the whole box on their own.
 */
export function titleWrapWidth(title: string, lines: number): number | null {
  if (lines !== 2) return null;
  const estimate = estimateTextWidth(title.trim(), TITLE_FONT_SIZE);
  if (estimate >= TITLE_BOX_WIDTH * 1.6) return null;
  return Math.ceil(estimate * 0.62);
}

/** One text row below the title (sponsorship label, price, rating, cook time, reactions). */
export const FOOTER_ROW_HEIGHT = 20;
/** spec 01 §5 collection chips: a row of 3 thumbnails, 48 px high, 8 px above. */
export const CHIP_ROW_HEIGHT = 56;

/**
 * Height of everything below a card's image. Every row the card renders must be counted here:
 * the server lays the grid out from these numbers and the card renders to exactly this box
 * (decision 004), so a row left out makes cards overlap.
 */
export function cardFooterHeight(opts: {
  titleLines: number;
  hasAttribution: boolean;
  hasPriceRow: boolean;
  /** further 20 px rows: sponsorship label, rating, cook time, reactions */
  rows?: number;
  /** collection chips (spec 01 §5) */
  hasChips?: boolean;
}): number {
  const content =
    opts.titleLines * TITLE_LINE_HEIGHT +
    (opts.hasPriceRow ? PRICE_ROW_HEIGHT : 0) +
    Math.max(0, opts.rows ?? 0) * FOOTER_ROW_HEIGHT +
    (opts.hasChips ? CHIP_ROW_HEIGHT : 0) +
    (opts.hasAttribution ? ATTRIBUTION_HEIGHT : 0);
  return (content > 0 ? FOOTER_PADDING_TOP : 0) + content + FOOTER_PADDING_BOTTOM;
}
