/**
 * Hover states of a pin card and what each shows (spec 01 §4, §9).
 */
import type { CardSurface } from '../analytics/surfaces.ts';

/** spec 01 §4: hover states active, inactive, hidden. */
export const HOVER_STATES = ['active', 'inactive', 'hidden'] as const;
export type HoverState = (typeof HOVER_STATES)[number];

/**
 * spec 01 §4: each part is visible, hidden (kept in place but not shown) or none (not rendered).
 */
export type PartVisibility = 'visible' | 'hidden' | 'none';

export interface CardPartsVisibility {
  /** the controls over the image: save, saved-to overlay, favourite */
  primary: PartVisibility;
  /** what shows while the card is at rest (e.g. a video's duration badge) */
  secondary: PartVisibility;
  /** visit site, share, overflow menu, stats */
  actionBar: PartVisibility;
  /** the accessory content beside the controls (image-only credit, 'Open' legend) */
  accessory: PartVisibility;
}

/** spec 01 §9: action-bar entries fade in after 800 ms of hover. */
export const ACTION_BAR_DELAY_MS = 800;

/**
 * spec 01 §4: "certain surfaces hide the action bar and content" (the surfaces are not named).
 * Decision: the bulk-edit grid (selection replaces the controls) and the copyright-report
 * picker, where the card is an item to pick rather than a pin to act on.
 */
export const SURFACES_WITHOUT_CONTROLS: ReadonlySet<CardSurface> = new Set<CardSurface>([
  'BulkEditMode',
  'CopyrightReportingPin',
]);

export interface HoverInput {
  /** the pointer is over the card or focus is within it */
  hovered: boolean;
  surface: CardSurface;
  /** storyPinData.isDeleted */
  isStoryDeleted?: boolean;
}

/**
 * spec 01 §4: hidden for a deleted story pin or on a surface that hides the controls; active
 * while hovered (or focused, so keyboard users get the same controls); else inactive.
 */
export function hoverState(input: HoverInput): HoverState {
  if (input.isStoryDeleted || SURFACES_WITHOUT_CONTROLS.has(input.surface)) return 'hidden';
  return input.hovered ? 'active' : 'inactive';
}

/**
 * spec 01 §4: the hover state decides the visibility of primary, secondary, action-bar and
 * accessory content; for secondary content visible and none are inverted (it shows at rest and
 * goes away on hover); primary is forced visible while a save or menu modal is open, unless
 * the card is hidden.
 */
export function cardPartsVisibility(
  state: HoverState,
  opts: { modalOpen?: boolean } = {},
): CardPartsVisibility {
  if (state === 'hidden') {
    return { primary: 'none', secondary: 'none', actionBar: 'none', accessory: 'none' };
  }
  const active = state === 'active';
  return {
    primary: active || opts.modalOpen ? 'visible' : 'hidden',
    secondary: active ? 'none' : 'visible',
    actionBar: active ? 'visible' : 'hidden',
    accessory: active ? 'visible' : 'hidden',
  };
}
