import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatShortNumber } from '../formatting/format-number.ts';
import {
  CARD_LABELS,
  pinSponsorshipLabel,
  productStatusLabel,
  type SponsorLabel,
  type SponsorshipInput,
  STAT_UNAVAILABLE,
  sponsorshipLabel,
  statDisplay,
  verifiedBadge,
} from './labels.ts';

/** A label as the page says it in English (decision 064: the source catalog holds the spec's words). */
const english = (id: Parameters<typeof i18n._>[0] | null) => (id === null ? null : i18n._(id));
function sponsor(label: SponsorLabel | null): string | null {
  if (!label) return null;
  const text = i18n._(label.id, { name: label.name });
  return label.ad ? `${i18n._(CARD_LABELS.ad)} • ${text}` : text;
}

describe('card labels', () => {
  it.each<[keyof typeof CARD_LABELS, string, string]>([
    ['ad', 'Ad', 'P-248'],
    ['promoted', 'Promoted', 'P-249'],
    ['sponsored', 'Sponsored', 'P-250'],
    ['preOwned', 'Pre-owned', 'P-251'],
    ['visitSite', 'Visit site', 'P-252'],
    ['saves', 'Saves', 'P-253'],
    ['impressions', 'Impressions', 'P-254'],
    ['pinClicks', 'Pin clicks', 'P-255'],
    ['unfollow', 'Unfollow', 'P-256'],
    ['soldOut', 'Sold out', 'P-257'],
    ['seePriceOnSite', 'See price on site', 'P-258'],
  ])('%s reads %j (%s)', (key, text) => {
    expect(english(CARD_LABELS[key])).toBe(text);
  });

  it.each<[Parameters<typeof productStatusLabel>[0], string | null]>([
    [{ isOosProduct: true }, 'Sold out'],
    [{ isStaleProduct: true }, 'See price on site'],
    [{ isOosProduct: true, isStaleProduct: true }, 'Sold out'],
    [{ isEligibleForPreLovedGoodsLabel: true }, 'Pre-owned'],
    [{ isStaleProduct: true, isEligibleForPreLovedGoodsLabel: true }, 'See price on site'],
    [{}, null],
    [null, null],
  ])('P-251 P-257 P-258 shopping %j shows %j', (shopping, expected) => {
    expect(english(productStatusLabel(shopping))).toBe(expected);
  });
});

describe('sponsorshipLabel', () => {
  it.each<[SponsorshipInput, string | null, string]>([
    [{ isPromoted: true, promoterName: 'Acme' }, 'Promoted by Acme', 'P-259'],
    [
      { isPromoted: true, promoterName: 'Acme', sponsorship: { status: 5, sponsorName: 'X' } },
      'Promoted by Acme',
      'P-259',
    ],
    [{ isPromoted: true }, 'Promoted', 'P-259'],
    [
      { isPromoted: false, sponsorship: { status: 1, sponsorName: 'Acme' } },
      'Paid partnership with Acme',
      'P-260',
    ],
    [
      { isPromoted: false, sponsorship: { status: 7, sponsorName: 'Acme' } },
      'Paid partnership with Acme',
      'P-260',
    ],
    [{ isPromoted: false, sponsorship: { status: 2, sponsorName: 'Acme' } }, null, 'P-261'],
    [{ isPromoted: false, sponsorship: { status: 2 } }, null, 'P-261'],
    [
      { isPromoted: false, sponsorship: { status: 0, sponsorName: 'Acme' } },
      'Paid partnership',
      'P-262',
    ],
    [
      { isPromoted: false, sponsorship: { status: 3, sponsorName: 'Acme' } },
      'Paid partnership',
      'P-262',
    ],
    [{ isPromoted: false, sponsorship: { status: 1 } }, 'Paid partnership', 'P-262'],
    [
      { isPromoted: false, sponsorship: { status: 1, sponsorName: '  ' } },
      'Paid partnership',
      'P-262',
    ],
    [
      { isPromoted: false, sponsorship: { status: null }, hasAffiliateProducts: true },
      'Paid link',
      'P-263',
    ],
    [{ isPromoted: false, hasAffiliateProducts: true }, 'Paid link', 'P-263'],
    [
      { isPromoted: false, sponsorship: { status: 0 }, hasAffiliateProducts: true },
      'Paid partnership',
      'P-262',
    ],
    [{ isPromoted: false }, null, 'P-263'],
  ])('%j shows %j (%s)', (pin, expected) => {
    expect(sponsor(sponsorshipLabel(pin))).toBe(expected);
  });

  it('P-264 the experiment adds an "Ad • " prefix to non-promoted pins only', () => {
    const on = { adPrefixExperiment: true };
    expect(
      sponsor(
        sponsorshipLabel(
          { isPromoted: false, sponsorship: { status: 1, sponsorName: 'Acme' } },
          on,
        ),
      ),
    ).toBe('Ad • Paid partnership with Acme');
    expect(sponsor(sponsorshipLabel({ isPromoted: false, hasAffiliateProducts: true }, on))).toBe(
      'Ad • Paid link',
    );
    expect(sponsor(sponsorshipLabel({ isPromoted: true, promoterName: 'Acme' }, on))).toBe(
      'Promoted by Acme',
    );
    expect(sponsorshipLabel({ isPromoted: false, sponsorship: { status: 2 } }, on)).toBeNull();
  });
});

describe('statDisplay', () => {
  it('P-235 P-236 a missing stat shows "—" with the tooltip', () => {
    expect(STAT_UNAVAILABLE).toBe('—');
    for (const v of [null, undefined, Number.NaN]) {
      const d = statDisplay(v);
      expect({ ...d, tooltip: english(d.tooltip) }).toEqual({
        text: '—',
        tooltip: 'This stat is not available yet',
      });
    }
  });

  it('P-236 a present stat is formatted and has no tooltip', () => {
    expect(statDisplay(0)).toEqual({ text: '0', tooltip: null });
    expect(statDisplay(12345, (n) => formatShortNumber(n))).toEqual({
      text: '12.34k',
      tooltip: null,
    });
  });
});

describe('verifiedBadge', () => {
  it.each<
    [string, Parameters<typeof verifiedBadge>[0], { kind: string; tooltip: string | null } | null]
  >([
    [
      'P-245 verified merchant',
      { isVerifiedMerchant: true, verifiedIdentity: { verified: true } },
      { kind: 'merchant', tooltip: "This retailer meets the product's Merchant Guidelines" },
    ],
    [
      'P-246 identity-verified non-merchant',
      { isVerifiedMerchant: false, verifiedIdentity: { verified: true } },
      { kind: 'domain', tooltip: null },
    ],
    [
      'P-246 unverified person',
      { isVerifiedMerchant: false, verifiedIdentity: { verified: false } },
      null,
    ],
    ['P-245 no user', null, null],
  ])('%s', (_name, user, expected) => {
    const badge = verifiedBadge(user);
    expect(badge && { ...badge, tooltip: english(badge.tooltip) }).toEqual(expected);
  });
});

describe('pinSponsorshipLabel', () => {
  const plain = { isPromoted: false, promoter: null, sponsorship: null };
  it.each<[string, Parameters<typeof pinSponsorshipLabel>[0], string | null]>([
    [
      'P-259 promoted',
      { ...plain, isPromoted: true, promoter: { fullName: 'Acme' } },
      'Promoted by Acme',
    ],
    [
      'P-260 sponsored',
      { ...plain, sponsorship: { status: 1, sponsor: { fullName: 'Acme' } } },
      'Paid partnership with Acme',
    ],
    ['status 2', { ...plain, sponsorship: { status: 2, sponsor: { fullName: 'Acme' } } }, null],
    ['affiliate story', { ...plain, storyPinData: { hasAffiliateProducts: true } }, 'Paid link'],
    ['nothing', plain, null],
  ])('%s', (_name, pin, expected) => {
    expect(sponsor(pinSponsorshipLabel(pin))).toBe(expected);
  });
});
