import { describe, expect, it } from 'vitest';
import { feedbackOverlayShowsText } from './feedback.ts';
import {
  APP_UPSELL_INTERVAL_PERIODS,
  appUpsellDue,
  carouselArrows,
  collectionChips,
  collectionClickTypeEnablesChips,
  fitsLimit,
  isLoggedOutDownloadLimitReached,
  isOldAndroid,
  isQuickSaveEligible,
  isUpsellVariantCountry,
  loggedOutSaveLimit,
  mobileDeepLinkUpsellApplies,
  pushHistory,
  tagRowArrows,
  UPSELL_VARIANT_COUNTRIES,
} from './limits.ts';

describe('logged-out limits', () => {
  it.each<[string | null | undefined, boolean, number, string]>([
    [undefined, false, 2, 'P-221'],
    [null, false, 2, 'P-221'],
    ['control', false, 2, 'P-221'],
    ['enabled_5', false, 5, 'P-222'],
    ['enabled_0', false, 0, 'P-222'],
    ['enabled_x', false, 2, 'P-222'],
    ['enabled_5', true, 0, 'P-223'],
    [undefined, true, 0, 'P-223'],
  ])('P-137 group %j push-to-app %s gives save limit %i (%s)', (group, pushToApp, expected, id) => {
    expect(id).toMatch(/^P-22\d$/);
    expect(loggedOutSaveLimit(group, { pushToApp })).toBe(expected);
  });

  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [4, true],
  ])('P-219 P-220 %i stored downloads reach the limit: %s', (count, expected) => {
    expect(isLoggedOutDownloadLimitReached(count)).toBe(expected);
  });
});

describe('collection chips', () => {
  it('P-216 P-217 chips need at least 3 items and use the first 3', () => {
    expect(collectionChips([1, 2])).toEqual([]);
    expect(collectionChips([1, 2, 3])).toEqual([1, 2, 3]);
    expect(collectionChips([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
  });

  it.each<[number | null, boolean]>([
    [1, false],
    [2, true],
    [3, true],
    [4, false],
    [null, false],
  ])('P-218 click type %s enables chips: %s', (t, expected) => {
    expect(collectionClickTypeEnablesChips(t)).toBe(expected);
  });
});

describe('carousel and tag row', () => {
  it.each<[number, number, boolean, boolean]>([
    [0, 3, false, true],
    [1, 3, true, true],
    [2, 3, true, false],
    [0, 1, false, false],
  ])('P-165 P-166 P-209 slot %i of %i: previous %s, next %s', (i, n, previous, next) => {
    expect(carouselArrows(i, n)).toEqual({ previous, next });
  });

  it.each<[number, number, number, boolean, boolean]>([
    [0, 1000, 400, false, true],
    [4, 1000, 400, false, true],
    [5, 1000, 400, true, true],
    [596, 1000, 400, true, false],
    [595, 1000, 400, true, true],
    [0, 400, 400, false, false],
  ])(
    'P-239 scrollLeft %i of %i/%i: left %s, right %s',
    (scrollLeft, scrollWidth, clientWidth, left, right) => {
      expect(tagRowArrows({ scrollLeft, scrollWidth, clientWidth })).toMatchObject({ left, right });
    },
  );

  it('P-240 tag-row arrows scroll by half the width', () => {
    expect(tagRowArrows({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 }).step).toBe(200);
  });
});

describe('thresholds', () => {
  it('P-244 the feedback overlay hides its text under 250 px', () => {
    expect(feedbackOverlayShowsText(249)).toBe(false);
    expect(feedbackOverlayShowsText(250)).toBe(true);
  });

  it('P-414 quick-save eligibility when boardCount is below 5', () => {
    expect(isQuickSaveEligible(4)).toBe(true);
    expect(isQuickSaveEligible(5)).toBe(false);
  });

  it('P-224 Android below version 7 is old', () => {
    expect(isOldAndroid(6)).toBe(true);
    expect(isOldAndroid(7)).toBe(false);
  });

  it.each<['boardPinDescription' | 'boardTitle' | 'firstName', number, string]>([
    ['boardPinDescription', 500, 'M-295'],
    ['boardTitle', 50, 'M-296'],
    ['firstName', 30, 'M-297'],
  ])('%s is limited to %i characters (%s)', (field, max, id) => {
    expect(id).toMatch(/^M-29\d$/);
    expect(fitsLimit('a'.repeat(max), field)).toBe(true);
    expect(fitsLimit('a'.repeat(max + 1), field)).toBe(false);
    expect(fitsLimit('😀'.repeat(max), field)).toBe(true);
  });
});

describe('history', () => {
  const key = (s: string) => s;
  it('P-241 P-242 history is de-duplicated against the newest entry', () => {
    expect(pushHistory(['b', 'a'], 'b', key)).toEqual(['b', 'a']);
    expect(pushHistory(['b', 'a'], 'a', key)).toEqual(['a', 'b', 'a']);
    expect(pushHistory([], 'a', key)).toEqual(['a']);
  });

  it('M-427 history keeps the 10 newest entries', () => {
    const list = Array.from({ length: 10 }, (_, i) => `p${i}`);
    const next = pushHistory(list, 'new', key);
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('p9');
  });
});

describe('mobile deep-link upsell', () => {
  const base = {
    isAuth: true,
    isMobileWeb: true,
    isExternalLink: false,
    isRefresh: false,
    isIos: true,
    locale: 'en-US',
    accountAgeDays: 30,
    minAccountAgeDays: 7,
  };
  it.each<[string, Partial<typeof base>, boolean]>([
    ['P-225 signed-in mobile-web user', {}, true],
    ['P-225 signed-out visitor', { isAuth: false }, false],
    ['P-225 desktop', { isMobileWeb: false }, false],
    ['P-226 external link', { isExternalLink: true }, false],
    ['P-227 refresh link', { isRefresh: true }, false],
    ['P-228 Arabic-locale iOS', { locale: 'ar-SA' }, false],
    ['P-228 Arabic locale on Android', { locale: 'ar', isIos: false }, true],
    ['P-229 account younger than the minimum', { accountAgeDays: 6 }, false],
    ['P-229 account exactly the minimum age', { accountAgeDays: 7 }, true],
  ])('%s → %s', (_name, patch, expected) => {
    expect(mobileDeepLinkUpsellApplies({ ...base, ...patch })).toBe(expected);
  });
});

describe('app upsell', () => {
  const DAY = 86_400_000;
  it('P-411 the interval is 14 base periods', () => {
    expect(APP_UPSELL_INTERVAL_PERIODS).toBe(14);
  });

  it.each<[string, number | null, number, boolean]>([
    ['P-195 never shown: shows the first time', null, 0, true],
    ['P-196 shown 13 days ago: not yet', 0, 13 * DAY, false],
    ['P-196 P-411 shown 14 days ago: due', 0, 14 * DAY, true],
    ['P-196 shown 20 days ago: due', 0, 20 * DAY, true],
  ])('%s', (_name, last, now, expected) => {
    expect(appUpsellDue(last, now)).toBe(expected);
  });

  it('P-411 the base period can be set', () => {
    expect(appUpsellDue(0, 14_000, 1000)).toBe(true);
    expect(appUpsellDue(0, 13_999, 1000)).toBe(false);
  });
});

describe('upsell-variant countries', () => {
  it('P-438 the list holds the 13 countries of the spec in order', () => {
    expect([...UPSELL_VARIANT_COUNTRIES]).toEqual([
      'US',
      'GB',
      'CA',
      'FR',
      'DE',
      'AT',
      'CH',
      'IT',
      'ES',
      'AU',
      'BR',
      'NL',
      'MX',
    ]);
  });

  it.each<[string | null, boolean]>([
    ['US', true],
    ['mx', true],
    [' gb ', true],
    ['JP', false],
    ['', false],
    [null, false],
  ])('P-438 %j is an upsell-variant country: %s', (country, expected) => {
    expect(isUpsellVariantCountry(country)).toBe(expected);
  });
});
