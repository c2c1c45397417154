import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { ShippedLocale } from '../i18n/locales.ts';
import type { Said } from '../i18n/said.ts';
import { ratingStars, ratingText, type Star } from './rating.ts';

/** A count as a page in `locale` says it (decision 064: each locale's catalog). */
function said(locale: ShippedLocale, s: Said | null | undefined): string | null {
  if (!s) return null;
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return i18n._(s.id, { name: s.name, ...s.values });
}

const stars = (full: number, half: number): Star[] => [
  ...Array<Star>(full).fill('full'),
  ...Array<Star>(half).fill('half'),
  ...Array<Star>(5 - full - half).fill('empty'),
];

describe('ratingStars', () => {
  it.each<[number, number | undefined, Star[]]>([
    [5, undefined, stars(5, 0)],
    [4, undefined, stars(4, 0)],
    [4.2, undefined, stars(4, 0)],
    [4.25, undefined, stars(4, 1)],
    [4.5, undefined, stars(4, 1)],
    [4.74, undefined, stars(4, 1)],
    [4.75, undefined, stars(5, 0)],
    [0.24, undefined, stars(0, 0)],
    [0, undefined, stars(0, 0)],
    [-3, undefined, stars(0, 0)],
    [Number.NaN, undefined, stars(0, 0)],
  ])('M-285 M-288 M-289 rating %d (max %s) gives the stars', (rating, max, expected) => {
    expect(ratingStars(rating, max)).toEqual(expected);
  });

  it.each<[number, number, Star[]]>([
    [7, 5, stars(5, 0)],
    [12, 10, stars(5, 0)],
    [9.5, 10, stars(5, 0)],
    [8, 10, stars(4, 0)],
    [7.5, 10, stars(4, 0)],
    [7, 10, stars(3, 1)],
    [6.4, 10, stars(3, 0)],
    [3, 4, stars(4, 0)],
  ])('M-286 M-287 rating %d of max %d is capped and scaled to 5 stars', (rating, max, expected) => {
    expect(ratingStars(rating, max)).toEqual(expected);
  });
});

describe('ratingText', () => {
  it('P-232 rating text shows only when values exist', () => {
    expect(ratingText({})).toBeNull();
    expect(ratingText({ ratingValue: null, reviewCount: 10 })).toBeNull();
    expect(ratingText({ ratingValue: 0, reviewCount: 10 })).toBeNull();
    expect(ratingText({ ratingValue: 4.2 })).toEqual({ value: '4.2', count: null });
  });

  it.each<[number, string]>([
    [4, '4.0'],
    [4.25, '4.3'],
    [4.666, '4.7'],
  ])('P-233 rating %d shows one decimal: %s', (v, expected) => {
    expect(ratingText({ ratingValue: v })?.value).toBe(expected);
  });

  it.each<[number | undefined, number | undefined, string | null]>([
    [12, undefined, '12 reviews'],
    [1234, undefined, '1.2k reviews'],
    [1_560_000, 5, '1.5m reviews'],
    [undefined, 980, '980 ratings'],
    [0, 2500, '2.5k ratings'],
    [0, 0, null],
    [1, undefined, '1 review'],
    [undefined, 1, '1 rating'],
    [2, 1, '2 reviews'],
    [0, 2, '2 ratings'],
  ])(
    'P-234 P-393 P-394 review count %s / rating count %s shows %s',
    (reviewCount, ratingCount, expected) => {
      expect(said('en', ratingText({ ratingValue: 4.5, reviewCount, ratingCount })?.count)).toBe(
        expected,
      );
    },
  );

  it.each<[ShippedLocale, number, string]>([
    ['en', 1, '1 review'],
    ['fr', 1, '1 avis'],
    ['de', 1, '1 Rezension'],
    ['de', 3, '3 Rezensionen'],
    ['de', 1234, '1,2k Rezensionen'],
    ['ja', 1, '1 件のレビュー'],
  ])(
    'in %s, %d review reads %s (its catalog, the plural rules and number forms)',
    (locale, n, expected) => {
      expect(said(locale, ratingText({ ratingValue: 4, reviewCount: n }, locale)?.count)).toBe(
        expected,
      );
    },
  );
});
