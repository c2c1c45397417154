/**
 * Attribution mode and text of a pin card (spec 01 §4).
 */
import { type CardSurface, CREATOR_PROFILE_SURFACES } from '../analytics/surfaces.ts';
import type { Said } from '../i18n/said.ts';

/** spec 01 §4: attribution modes. */
export const ATTRIBUTION_MODES = [
  'default',
  'none',
  'image-only-credit',
  'show-for-claimed-content',
] as const;
export type AttributionMode = (typeof ATTRIBUTION_MODES)[number];

/** spec 01 §4: surfaces with no attribution. */
const NO_ATTRIBUTION_SURFACES: ReadonlySet<CardSurface> = new Set<CardSurface>([
  'CloseupRelatedProducts',
  ...CREATOR_PROFILE_SURFACES,
  'ProductPinsFeed',
  'UserProfilePinGrid',
]);

export interface AttributionInput {
  surface: CardSurface | null;
  isPromoted: boolean;
  /** a sponsorship with a status (spec 01 §3 sponsorship) */
  isSponsored?: boolean;
  hasPromoter?: boolean;
  isDownstreamPromotion?: boolean;
  /** the card is shown on a group board (spec 01 §6) */
  isGroupBoard?: boolean;
  isEligibleForPdp?: boolean;
  /** the viewer gets the image-only grid (spec 01 §6), which credits on hover */
  imageOnlyCredit?: boolean;
  /** the pin comes from content its creator has claimed (verified website) */
  claimedContent?: boolean;
}

/**
 * spec 01 §4: default for promoted or sponsored pins, or where a promoter exists and it is not
 * a downstream promotion; none on CloseupRelatedProducts, CreatorProfile grids,
 * ProductPinsFeed, UserProfilePinGrid, group boards and PDP-eligible pins. Decisions: the ad
 * rule comes first (an ad always says who paid for it); the spec does not say when the
 * image-only-credit and show-for-claimed-content modes apply, so the caller sets them
 * (image-only grid; claimed content), and everything else is default.
 */
export function attributionMode(input: AttributionInput): AttributionMode {
  if (input.isPromoted || input.isSponsored) return 'default';
  if (input.hasPromoter && !input.isDownstreamPromotion) return 'default';
  if (input.surface !== null && NO_ATTRIBUTION_SURFACES.has(input.surface)) return 'none';
  if (input.isGroupBoard || input.isEligibleForPdp) return 'none';
  if (input.imageOnlyCredit) return 'image-only-credit';
  if (input.claimedContent) return 'show-for-claimed-content';
  return 'default';
}

/**
 * spec 01 §4 text variants: 'From {topic}', 'From {pinnerName}', 'Picked for you'. A topic
 * (the source interest) comes first, then the pinner; 'Picked for you' when the pin is a
 * recommendation without either; null otherwise.
 */
export function attributionText(input: {
  topic?: string | null;
  pinnerName?: string | null;
  isRecommendation?: boolean;
}): Said | null {
  const topic = input.topic?.trim();
  if (topic) return { id: 'pins.from', name: topic };
  const pinner = input.pinnerName?.trim();
  if (pinner) return { id: 'pins.from', name: pinner };
  return input.isRecommendation ? { id: 'pins.picked' } : null;
}

/**
 * spec 01 §4: whether the attribution is shown. none never; image-only-credit fades in on
 * hover only; the other modes always.
 */
export function attributionVisible(mode: AttributionMode, opts: { hovered: boolean }): boolean {
  if (mode === 'none') return false;
  if (mode === 'image-only-credit') return opts.hovered;
  return true;
}
