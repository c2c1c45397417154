/**
 * Card text labels, shopping status and sponsorship labels (spec 01 §5, §9). Each text is a
 * catalog id (decision 064): the catalogs hold the spec's English words and their translations.
 */
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { Said } from '../i18n/said.ts';

/** spec 01 §5: card text labels. */
export const CARD_LABELS = {
  ad: 'pins.ad',
  promoted: 'pins.promoted',
  sponsored: 'pins.sponsored',
  preOwned: 'pins.preOwned',
  visitSite: 'pins.visitSite',
  saves: 'pins.saves',
  impressions: 'pins.impressions',
  pinClicks: 'pins.pinClicks',
  unfollow: 'feedback.unfollow',
  soldOut: 'pins.soldOut',
  seePriceOnSite: 'pins.seePrice',
} as const satisfies Record<string, MessageId>;

/** A product's status label: one of CARD_LABELS' three. */
export type ProductStatus =
  | typeof CARD_LABELS.soldOut
  | typeof CARD_LABELS.seePriceOnSite
  | typeof CARD_LABELS.preOwned;

/**
 * spec 01 §5: 'Sold out' for an out-of-stock product, 'See price on site' for a stale price,
 * 'Pre-owned' for pre-loved goods; null otherwise. Out of stock wins over a stale price (a
 * price is moot when nothing can be bought), and both win over the pre-owned label.
 */
export function productStatusLabel(
  shopping:
    | {
        isOosProduct?: boolean;
        isStaleProduct?: boolean;
        isEligibleForPreLovedGoodsLabel?: boolean;
      }
    | null
    | undefined,
): ProductStatus | null {
  if (!shopping) return null;
  if (shopping.isOosProduct) return CARD_LABELS.soldOut;
  if (shopping.isStaleProduct) return CARD_LABELS.seePriceOnSite;
  if (shopping.isEligibleForPreLovedGoodsLabel) return CARD_LABELS.preOwned;
  return null;
}

/** spec 01 §5: sponsorship statuses 0, 2 and 3 are known; 2 shows nothing. */
const KNOWN_SPONSORSHIP_STATUSES: ReadonlySet<number> = new Set([0, 2, 3]);

/**
 * A sponsorship label: its catalog id, the name it says, and whether the experiment's 'Ad • '
 * prefix (CARD_LABELS.ad and a bullet) goes before it.
 */
export interface SponsorLabel extends Said {
  ad?: boolean;
}

export interface SponsorshipInput {
  isPromoted: boolean;
  /** display name of the promoter (promoted pins) */
  promoterName?: string | null;
  sponsorship?: { status: number | null; sponsorName?: string | null } | null;
  /** the pin carries affiliate products (storyPinData.hasAffiliateProducts) */
  hasAffiliateProducts?: boolean;
}

/**
 * spec 01 §5 sponsorship label: a promoted pin shows 'Promoted by {name}' ('Promoted' without
 * a name). Otherwise, with a sponsorship status: a sponsor name and a status not in 0, 2, 3
 * shows 'Paid partnership with {name}'; status 2 shows nothing; anything else shows 'Paid
 * partnership'. With no status but affiliated products: 'Paid link'. The 'Ad • ' prefix of
 * the experiment is added to a non-promoted pin's label when there is one.
 */
export function sponsorshipLabel(
  pin: SponsorshipInput,
  opts?: { adPrefixExperiment?: boolean },
): SponsorLabel | null {
  if (pin.isPromoted) {
    const name = pin.promoterName?.trim();
    return name ? { id: 'pins.promotedBy', name } : { id: CARD_LABELS.promoted };
  }
  const label = nonPromotedLabel(pin);
  if (label === null) return null;
  return opts?.adPrefixExperiment ? { ...label, ad: true } : label;
}

function nonPromotedLabel(pin: SponsorshipInput): SponsorLabel | null {
  const status = pin.sponsorship?.status;
  if (status !== null && status !== undefined) {
    const name = pin.sponsorship?.sponsorName?.trim();
    if (name && !KNOWN_SPONSORSHIP_STATUSES.has(status)) return { id: 'pins.paidWith', name };
    if (status === 2) return null;
    return { id: 'pins.paid' };
  }
  return pin.hasAffiliateProducts ? { id: 'pins.paidLink' } : null;
}

/** What of a pin the sponsorship label reads. */
export interface SponsoredPin {
  isPromoted: boolean;
  promoter?: { fullName: string } | null;
  sponsorship: { status: number | null; sponsor?: { fullName: string } | null } | null;
  storyPinData?: { hasAffiliateProducts?: boolean } | null;
  richSummary?: { products: readonly unknown[] } | null;
}

/**
 * spec 01 §5: a pin's sponsorship label, on the card and the closeup alike; affiliate products
 * count when the story says so or a sponsored pin carries products.
 */
export function pinSponsorshipLabel(
  pin: SponsoredPin,
  opts?: { adPrefixExperiment?: boolean },
): SponsorLabel | null {
  const affiliate =
    pin.storyPinData?.hasAffiliateProducts === true ||
    (pin.sponsorship !== null && (pin.richSummary?.products.length ?? 0) > 0);
  return sponsorshipLabel(
    {
      isPromoted: pin.isPromoted,
      promoterName: pin.promoter?.fullName ?? null,
      sponsorship: pin.sponsorship
        ? { status: pin.sponsorship.status, sponsorName: pin.sponsorship.sponsor?.fullName }
        : null,
      hasAffiliateProducts: affiliate,
    },
    opts,
  );
}

/** spec 01 §9: stat-unavailable marker '—'; spec 01 §5: its tooltip. */
export const STAT_UNAVAILABLE = '—';
export const STAT_UNAVAILABLE_TOOLTIP = 'pins.statUnavailable' satisfies MessageId;

/**
 * spec 01 §5: a missing stat shows a dash with the tooltip 'This stat is not available yet';
 * a present one is formatted by `format` (tooltip null).
 */
export function statDisplay(
  value: number | null | undefined,
  format: (n: number) => string = String,
): { text: string; tooltip: MessageId | null } {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return { text: STAT_UNAVAILABLE, tooltip: STAT_UNAVAILABLE_TOOLTIP };
  }
  return { text: format(value), tooltip: null };
}

/** spec 01 §5: the verified-merchant tooltip (text as in the spec). */
export const MERCHANT_GUIDELINES_TOOLTIP = 'people.merchantTip' satisfies MessageId;

/**
 * spec 01 §5: verified merchants show the Merchant Guidelines tooltip; identity-verified
 * non-merchants show a domain verification icon (no tooltip text in the spec); anyone else
 * no badge.
 */
export function verifiedBadge(
  user:
    | { isVerifiedMerchant?: boolean; verifiedIdentity?: { verified?: boolean } | null }
    | null
    | undefined,
): { kind: 'merchant'; tooltip: MessageId } | { kind: 'domain'; tooltip: null } | null {
  if (user?.isVerifiedMerchant) return { kind: 'merchant', tooltip: MERCHANT_GUIDELINES_TOOLTIP };
  if (user?.verifiedIdentity?.verified) return { kind: 'domain', tooltip: null };
  return null;
}
