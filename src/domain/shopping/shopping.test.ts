import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import { closeupTags } from '../pins/closeup-tags.ts';
import type { Product } from '../pins/content.ts';
import {
  activeFilterCount,
  deriveOffer,
  isShopTheLook,
  NO_FILTERS,
  parseCategoryId,
  parseDecimalPrice,
  parseShoppingFilters,
  shoppingCategoryPath,
  shoppingQuery,
} from './shopping.ts';
import { FREE_SHIPPING_LABEL, shipsFree, shoppingNotes, VARIANTS_LABEL } from './shopping-offer.ts';

describe('parseDecimalPrice (spec 01 §3: prices are decimal strings)', () => {
  it.each([
    ['19.99', 19.99],
    ['20', 20],
    [' 20.00 ', 20],
    ['0', 0],
    ['0.5', 0.5],
    ['12.345', 12.35],
    ['2400', 2400],
    ['9999999999.99', 9999999999.99],
    [7.5, 7.5],
    ['', null],
    ['  ', null],
    ['abc', null],
    ['-5', null],
    ['+5', null],
    ['1e3', null],
    ['1,299.00', null],
    ['$12', null],
    ['12.', null],
    ['.5', null],
    ['NaN', null],
    ['Infinity', null],
    ['0x10', null],
    ['12345678901', null],
    [-1, null],
    [Number.NaN, null],
    [undefined, null],
    [null, null],
  ])('%j → %j', (raw, want) => {
    expect(parseDecimalPrice(raw)).toBe(want);
  });
});

const product = (p: Partial<Product> = {}): Product => ({ name: 'Linen tote', ...p });

describe('deriveOffer (spec 01 §3 Product)', () => {
  it.each([
    [{ currency: 'USD', price: '40.00' }, 40],
    [{ currency: 'USD', minPrice: '30', maxPrice: '60' }, 30],
    [{ currency: 'USD', price: '35', minPrice: '30', maxPrice: '60' }, 30],
    [{ currency: 'USD', maxPrice: '60' }, 60],
    [{ currency: 'USD', price: 'call us' }, null],
    [{ currency: 'USD' }, null],
  ])('the lowest offer price of %j is %j', (offerSummary, price) => {
    const o = deriveOffer({ products: [product({ offerSummary })] }, null);
    expect(o?.price).toBe(price);
  });

  it('reads standard price, currency, stock, brand and variants', () => {
    const o = deriveOffer(
      {
        products: [
          product({
            brand: { name: '  Fern   & Field ' },
            offerSummary: { currency: 'JPY', price: '2400', standardPrice: '3000' },
            variantSet: { dimensionMetadata: [{ name: 'Size', values: ['S', 'M'] }] },
          }),
        ],
      },
      { isOosProduct: true },
    );
    expect(o).toEqual({
      price: 2400,
      standardPrice: 3000,
      currency: 'JPY',
      inStock: false,
      freeShipping: false,
      brand: 'Fern & Field',
      hasVariants: true,
    });
  });

  it('falls back to USD for a malformed currency and is null without products', () => {
    expect(
      deriveOffer({ products: [product({ offerSummary: { currency: 'usd', price: '1' } })] }, null)
        ?.currency,
    ).toBe('USD');
    expect(deriveOffer({ products: [] }, null)).toBeNull();
    expect(deriveOffer(null, null)).toBeNull();
  });

  it('takes the first product that has an offer', () => {
    const o = deriveOffer(
      {
        products: [
          product({ name: 'x' }),
          product({ offerSummary: { currency: 'EUR', price: '9' } }),
        ],
      },
      null,
    );
    expect(o?.currency).toBe('EUR');
    expect(o?.price).toBe(9);
  });

  it('a single option is not a variant', () => {
    const p = product({
      variantSet: { dimensionMetadata: [{ name: 'Colour', values: ['Sand'] }] },
    });
    expect(deriveOffer({ products: [p] }, null)?.hasVariants).toBe(false);
  });
});

describe('shipsFree (spec 01 §3 shippingInfo)', () => {
  it.each([
    [undefined, 40, false],
    [{}, 40, false],
    [{ freeShippingPrice: '75.00' }, 40, false],
    [{ freeShippingPrice: '75.00' }, 75, true],
    [{ freeShippingPrice: '75.00' }, 120, true],
    [{ freeShippingPrice: '0' }, null, true],
    [{ freeShippingPrice: '75' }, null, false],
    [{ freeShippingValue: '0.00' }, 10, true],
    [{ freeShippingValue: '4.95' }, 10, false],
    [{ freeShippingPrice: 'soon' }, 100, false],
  ])('%j at price %j → %j', (shippingInfo, price, want) => {
    expect(shipsFree(product({ shippingInfo }), price)).toBe(want);
  });
});

describe('shop the look and card notes', () => {
  it('P-077 shoppingFlags 2 is shop-the-look', () => {
    expect(isShopTheLook({ shoppingFlags: [2] })).toBe(true);
    expect(isShopTheLook({ shoppingFlags: [1, 5] })).toBe(false);
    expect(isShopTheLook(null)).toBe(false);
  });

  it('notes free shipping and variants', () => {
    const p = product({
      offerSummary: { currency: 'USD', price: '80' },
      shippingInfo: { freeShippingPrice: '75' },
      variantSet: { dimensionMetadata: [{ name: 'Size', values: ['S', 'M', 'L'] }] },
    });
    expect(shoppingNotes({ products: [p] })).toEqual([FREE_SHIPPING_LABEL, VARIANTS_LABEL]);
    expect(shoppingNotes({ products: [] })).toEqual([]);
    expect(shoppingNotes(null)).toEqual([]);
  });
});

function q(s: string) {
  return new URLSearchParams(s);
}

/** An error as the page or the API says it in `locale` (decision 064: its catalog). */
function say(locale: 'en' | 'de', s: Said): string {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return i18n._(s.id, { name: s.name, ...s.values });
}

describe('parseShoppingFilters (M-059 filters in the query)', () => {
  it('reads every filter', () => {
    expect(
      parseShoppingFilters(
        q(
          'min_price=10&max_price=99.5&in_stock=1&free_shipping=true&brand=%20Fern%20&sort=price_asc',
        ),
      ),
    ).toEqual({
      ok: true,
      filters: {
        minPrice: 10,
        maxPrice: 99.5,
        inStock: true,
        freeShipping: true,
        brand: 'Fern',
        sort: 'price_asc',
      },
    });
  });

  it('an empty query is no filter, newest first', () => {
    expect(parseShoppingFilters(q(''))).toEqual({ ok: true, filters: NO_FILTERS });
    expect(parseShoppingFilters(q('min_price=&brand=&in_stock=0'))).toEqual({
      ok: true,
      filters: NO_FILTERS,
    });
  });

  it.each([
    ['min_price=cheap', 'The lowest price must be a price such as 25 or 19.99.'],
    ['max_price=-3', 'The highest price must be a price such as 25 or 19.99.'],
    ['min_price=50&max_price=10', 'The lowest price is above the highest price.'],
    ['in_stock=yes', 'in_stock and free_shipping take 1 (on) or 0 (off).'],
    ['sort=random', 'Sort by one of: newest, price_asc, price_desc.'],
    [`brand=${'x'.repeat(81)}`, 'That brand name is too long.'],
  ])('%s is a readable error', (query, error) => {
    const parsed = parseShoppingFilters(q(query));
    expect(parsed.ok ? null : say('en', parsed.error)).toBe(error);
  });

  it('says the error in the reader’s language (decision 064)', () => {
    const parsed = parseShoppingFilters(q('min_price=50&max_price=10'));
    expect(parsed.ok ? null : say('de', parsed.error)).toBe(
      'Der niedrigste Preis liegt über dem höchsten Preis.',
    );
  });
});

describe('shopping urls', () => {
  it('round-trips filters through the query', () => {
    const filters = {
      minPrice: 5,
      maxPrice: 40.5,
      inStock: true,
      freeShipping: false,
      brand: 'Fern & Field',
      sort: 'price_desc' as const,
    };
    const query = shoppingQuery(filters);
    const back = parseShoppingFilters(new URLSearchParams(query.slice(1)));
    expect(back).toEqual({ ok: true, filters });
    expect(shoppingQuery(NO_FILTERS)).toBe('');
    expect(activeFilterCount(filters)).toBe(3);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('M-059 /shopping/{category}/{id}/', () => {
    expect(shoppingCategoryPath('home-decor', 1004)).toBe('/shopping/home-decor/1004/');
    expect(shoppingCategoryPath('home-decor', '1004', { freeShipping: true })).toBe(
      '/shopping/home-decor/1004/?free_shipping=1',
    );
  });

  it.each([
    ['1004', 1004],
    ['0', null],
    ['abc', null],
    ['12a', null],
    ['9999999999999999', null],
    [undefined, null],
  ])('category id %j → %j', (param, want) => {
    expect(parseCategoryId(param)).toBe(want);
  });
});

describe('closeup tag row shopping links (P-062)', () => {
  it('P-062 brand tags lead to the interest’s shopping page filtered by the brand', () => {
    expect(
      closeupTags({
        interest: { name: 'Home decor', urlName: 'home-decor', id: 1004 },
        brands: ['Oak & Ash'],
      }),
    ).toEqual([
      { name: 'Home decor', url: '/ideas/home-decor/' },
      { name: 'Oak & Ash', url: '/shopping/home-decor/1004/?brand=Oak+%26+Ash' },
    ]);
  });

  it('P-077 a shop-the-look pin starts its row with Shop the look, to its shopping category', () => {
    const tags = closeupTags({
      interest: { name: 'Home decor', urlName: 'home-decor', id: '1004' },
      shopTheLook: true,
    });
    expect(tags[0]).toEqual({ name: 'Shop the look', url: '/shopping/home-decor/1004/' });
    // without a category to shop there is no chip
    expect(
      closeupTags({ interest: { name: 'Home decor', urlName: 'home-decor' }, shopTheLook: true }),
    ).toEqual([{ name: 'Home decor', url: '/ideas/home-decor/' }]);
  });
});
