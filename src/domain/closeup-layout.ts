/**
 * Closeup layout constants and the rules that pick them by viewport width (spec 01 §9 widths,
 * header heights and padding; spec 02 §9 breakpoints, side gutters and top offset).
 */

/** spec 01 §9: closeup widths — pane 508, max 1016, others 488, 992, 672, 1176, 740. */
export const CLOSEUP_WIDTHS = {
  pane: 508,
  max: 1016,
  others: [488, 992, 672, 1176, 740],
} as const;

/** spec 02 §9: layout breakpoints 1056, 1340, 680, 860 (here in ascending order). */
export const LAYOUT_BREAKPOINTS = { sm: 680, md: 860, lg: 1056, xl: 1340 } as const;

export type LayoutSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** spec 02 §9: closeup side gutters 96 px small and medium, 244 px large. */
export const CLOSEUP_GUTTERS = { small: 96, medium: 96, large: 244 } as const;

/** spec 01 §9 header heights 64 and 80; spec 02 §9 closeup top offset 80 and 64 px. */
export const HEADER_HEIGHTS = { compact: 64, desktop: 80, tall: 671 } as const;

/** spec 01 §9: padding 0 on desktop, 1 otherwise (in 4 px spacing units). */
export const CLOSEUP_PADDING = { desktop: 0, other: 1 } as const;
export const SPACING_UNIT_PX = 4;

/**
 * spec 02 §9: the size class of a viewport width, cut at the breakpoints 680, 860, 1056 and
 * 1340 (each breakpoint belongs to the class above it).
 */
export function layoutSize(width: number): LayoutSize {
  if (width >= LAYOUT_BREAKPOINTS.xl) return 'xl';
  if (width >= LAYOUT_BREAKPOINTS.lg) return 'lg';
  if (width >= LAYOUT_BREAKPOINTS.md) return 'md';
  if (width >= LAYOUT_BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

/**
 * The closeup shows two panes side by side (pane 508 each, max 1016) from 860 px; below it
 * stacks into one pane 508 wide (full width on phones).
 */
export function closeupColumns(width: number): 1 | 2 {
  return width >= LAYOUT_BREAKPOINTS.md ? 2 : 1;
}

/** The widest the closeup card gets at a width: max 1016 with two panes, one pane otherwise. */
export function closeupMaxWidth(width: number): number {
  return closeupColumns(width) === 2 ? CLOSEUP_WIDTHS.max : CLOSEUP_WIDTHS.pane;
}

/**
 * spec 02 §9: the side gutter of a size class. Phones (under 680) have none; small (680–859)
 * and medium (860–1055) have 96; large (1056 and up, 1340 included) has 244.
 */
export function closeupGutter(width: number): number {
  const size = layoutSize(width);
  if (size === 'xs') return 0;
  if (size === 'sm') return CLOSEUP_GUTTERS.small;
  if (size === 'md') return CLOSEUP_GUTTERS.medium;
  return CLOSEUP_GUTTERS.large;
}

/**
 * The side space actually kept: the gutter is the most the closeup reserves on each side, and it
 * gives way (down to 16 px) before the closeup would shrink below its width — so a 1280 px
 * window keeps the full 1016 closeup with 132 px each side, and 244 appears from 1504 px.
 */
export function closeupSidePadding(width: number): number {
  const gutter = closeupGutter(width);
  if (gutter === 0) return 0;
  const room = Math.floor((width - closeupMaxWidth(width)) / 2);
  return Math.min(gutter, Math.max(16, room));
}

/** spec 01 §9 header heights / spec 02 §9 top offset: 80 from 860 px (desktop), 64 below. */
export function closeupTopOffset(width: number): number {
  return width >= LAYOUT_BREAKPOINTS.md ? HEADER_HEIGHTS.desktop : HEADER_HEIGHTS.compact;
}

/** spec 01 §9: padding 0 on desktop, 1 (unit) otherwise. */
export function closeupPadding(isDesktop: boolean): number {
  return isDesktop ? CLOSEUP_PADDING.desktop : CLOSEUP_PADDING.other;
}
