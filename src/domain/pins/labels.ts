/**
 * Card text labels, shopping status and sponsorship labels (spec 01 §5, §9).
 */

/** spec 01 §5: card text labels. */
export const CARD_LABELS = {
  ad: 'Ad',
  promoted: 'Promoted',
  sponsored: 'Sponsored',
  preOwned: 'Pre-owned',
  visitSite: 'Visit site',
  saves: 'Saves',
  impressions: 'Impressions',
  pinClicks: 'Pin clicks',
  unfollow: 'Unfollow',
  soldOut: 'Sold out',
  seePriceOnSite: 'See price on site',
} as const;

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
): string | null {
  if (!shopping) return null;
  if (shopping.isOosProduct) return CARD_LABELS.soldOut;
  if (shopping.isStaleProduct) return CARD_LABELS.seePriceOnSite;
  if (shopping.isEligibleForPreLovedGoodsLabel) return CARD_LABELS.preOwned;
  return null;
}

/** spec 01 §5: sponsorship statuses 0, 2 and 3 are known; 2 shows nothing. */
const KNOWN_SPONSORSHIP_STATUSES: ReadonlySet<number> = new Set([0, 2, 3]);
export const AD_PREFIX = 'Ad • ';

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
): string | null {
  if (pin.isPromoted) {
    const name = pin.promoterName?.trim();
    return name ? `Promoted by ${name}` : CARD_LABELS.promoted;
  }
  const label = nonPromotedLabel(pin);
  if (label === null) return null;
  return opts?.adPrefixExperiment ? `${AD_PREFIX}${label}` : label;
}

function nonPromotedLabel(pin: SponsorshipInput): string | null {
  const status = pin.sponsorship?.status;
  if (status !== null && status !== undefined) {
    const name = pin.sponsorship?.sponsorName?.trim();
    if (name && !KNOWN_SPONSORSHIP_STATUSES.has(status)) return `Paid partnership with ${name}`;
    if (status === 2) return null;
    return 'Paid partnership';
  }
  return pin.hasAffiliateProducts ? 'Paid link' : null;
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
): string | null {
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
export const STAT_UNAVAILABLE_TOOLTIP = 'This stat is not available yet';

/**
 * spec 01 §5: a missing stat shows a dash with the tooltip 'This stat is not available yet';
 * a present one is formatted by `format` (tooltip null).
 */
export function statDisplay(
  value: number | null | undefined,
  format: (n: number) => string = String,
): { text: string; tooltip: string | null } {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return { text: STAT_UNAVAILABLE, tooltip: STAT_UNAVAILABLE_TOOLTIP };
  }
  return { text: format(value), tooltip: null };
}

/** spec 01 §5: the verified-merchant tooltip (text as in the spec). */
export const MERCHANT_GUIDELINES_TOOLTIP = "This retailer meets the product's Merchant Guidelines";

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
): { kind: 'merchant'; tooltip: string } | { kind: 'domain'; tooltip: null } | null {
  if (user?.isVerifiedMerchant) return { kind: 'merchant', tooltip: MERCHANT_GUIDELINES_TOOLTIP };
  if (user?.verifiedIdentity?.verified) return { kind: 'domain', tooltip: null };
  return null;
}
