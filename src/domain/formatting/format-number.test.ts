import { describe, expect, it } from 'vitest';
import {
  countLabel,
  displayPrice,
  favoriteCountLabel,
  formatFixed,
  formatPrice,
  formatReactionCount,
  formatShortNumber,
  numberFormat,
} from './format-number.ts';

describe('formatShortNumber', () => {
  it.each<[number, string]>([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1150, '1.15k'],
    [1999, '1.99k'],
    [12345, '12.34k'],
    [999999, '999.99k'],
    [1_000_000, '1m'],
    [2_345_678, '2.34m'],
    [1_000_000_000, '1b'],
    [7_891_000_000, '7.89b'],
    [-1500, '-1.5k'],
  ])('M-280 M-282 M-441 %i in short form is %s', (n, expected) => {
    expect(formatShortNumber(n)).toBe(expected);
  });

  it.each<[number, string, string]>([
    [999, 'zh', '999'],
    [1234, 'ja', '1,234'],
    [9999, 'ko', '9,999'],
    [10000, 'zh-CN', '1万'],
    [12345, 'ja-JP', '1.23万'],
    [99_999_999, 'ko-KR', '9,999.99万'],
    [100_000_000, 'zh-TW', '1億'],
    [250_000_000, 'ja', '2.5億'],
    [12345, 'fr', '12,34k'],
  ])('M-281 M-441 %i in %s is %s', (n, locale, expected) => {
    expect(formatShortNumber(n, { locale })).toBe(expected);
  });

  it.each<[number, number, string]>([
    [99, 100, '99'],
    [100, 100, '100+'],
    [5000, 1000, '1k+'],
    [999, 1000, '999'],
  ])('M-279 %i with uplimit %i shows %s', (n, uplimit, expected) => {
    expect(formatShortNumber(n, { uplimit })).toBe(expected);
  });

  // 'en-u-nu-latn' is English with Latin digits spelled out: it takes Intl's path
  it.each(['en', 'en-US', 'en-GB'])('M-282 %s without Intl formats as Intl would', (locale) => {
    const numbers = [
      0, -0, 1, 7, 12, 999, -999, 1000, 1049, 1050, 1150, 1999, 12_345, 99_999, 999_999, 1_000_000,
      1_234_567, 987_654_321, 1_500_000_000, -1500, 0.5, 1.25, 12.345, 999.99, -3.5,
    ];
    for (const n of numbers)
      for (const fractionDigits of [0, 1, 2]) {
        const plain = formatShortNumber(n, { locale, fractionDigits });
        expect(plain, `${n} with ${fractionDigits}`).toBe(
          formatShortNumber(n, { locale: 'en-u-nu-latn', fractionDigits }),
        );
      }
  });

  it.each(['en', 'en-US', 'en-GB'])(
    'P-233 formatFixed in %s without Intl writes what Intl would',
    (locale) => {
      const numbers = [
        0, -0, 1, 4.25, 4.35, 4.45, 4.75, 4.96, 4.999, 0.05, 12.5, -3.25, 998.95, 999, 1234.5,
      ];
      for (const n of numbers)
        for (const fractionDigits of [0, 1, 2]) {
          expect(formatFixed(n, fractionDigits, locale), `${n} with ${fractionDigits}`).toBe(
            formatFixed(n, fractionDigits, 'en-u-nu-latn'),
          );
        }
    },
  );

  it('M-282 fraction digits can be set', () => {
    expect(formatShortNumber(12345, { fractionDigits: 0 })).toBe('12k');
    expect(formatShortNumber(12345, { fractionDigits: 3 })).toBe('12.345k');
  });

  it.each<[number, string]>([
    [12, '12'],
    [1234, '1.2k'],
    [1999, '1.9k'],
    [5_550_000, '5.5m'],
  ])('P-098 P-423 reaction count %i shows %s with 1 fraction digit', (n, expected) => {
    expect(formatReactionCount(n)).toBe(expected);
  });
});

describe('favoriteCountLabel', () => {
  it.each<[number, string]>([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [11, '9+'],
    [12345, '9+'],
    [-1, '0'],
  ])('M-284 favorite count %i shows %s', (n, expected) => {
    expect(favoriteCountLabel(n)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each<[string | number, string, string, string | null]>([
    ['12.5', 'USD', 'en-US', '$12.50'],
    [12.5, 'USD', 'en-US', '$12.50'],
    ['1234.5', 'JPY', 'en-US', '¥1,235'],
    ['1.2345', 'KWD', 'en-US', 'KWD\u00a01.235'],
    ['1234.5', 'EUR', 'de-DE', '1.234,50\u00a0€'],
    ['abc', 'USD', 'en-US', null],
    ['', 'USD', 'en-US', null],
    ['10', 'NOTACODE', 'en-US', null],
  ])(
    'M-283 %j %s in %s is %j (currency digits follow the currency)',
    (amount, currency, locale, expected) => {
      expect(formatPrice(amount, currency, locale)).toBe(expected);
    },
  );
});

describe('formatPrice in en and en-US for $ € £ ¥ (written without Intl, issue 12)', () => {
  const currencies = ['USD', 'EUR', 'GBP', 'JPY'];
  const intl = (currency: string, n: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
  it.each(
    currencies.flatMap((c) =>
      [
        0, -0, 0.5, 1, 12.5, 12.99, 999.999, 1000, 1234.5, 1234567.891, -0.001, -5, -1234.567,
        1.005, 4.345, 0.125, 99999999999.99, 123456789012345, 1e15, 2.5e-7,
      ].map((n) => [c, n] as const),
    ),
  )('M-283 %s %d is written as Intl writes it', (currency, n) => {
    expect(formatPrice(n, currency, 'en-US')).toBe(intl(currency, n));
    expect(formatPrice(String(n), currency, 'en')).toBe(intl(currency, Number(String(n))));
  });

  it('M-283 agrees with Intl on 5,000 random prices in each currency', () => {
    let seed = 12;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (const currency of currencies)
      for (let i = 0; i < 5000; i++) {
        const n = Math.round((next() - 0.2) * 10 ** Math.floor(next() * 9) * 1000) / 1000;
        expect(formatPrice(n, currency, 'en-US')).toBe(intl(currency, n));
      }
  });
});

describe('displayPrice', () => {
  it('P-230 a price range collapses to one display price', () => {
    expect(displayPrice({ currency: 'USD', minPrice: '10', maxPrice: '25' })).toEqual({
      price: '$10.00',
      originalPrice: null,
    });
    expect(displayPrice({ currency: 'USD', maxPrice: '25' })).toEqual({
      price: '$25.00',
      originalPrice: null,
    });
    expect(
      displayPrice({
        currency: 'USD',
        price: '12',
        minPrice: '10',
        maxPrice: '25',
      })?.price,
    ).toBe('$12.00');
  });

  it('P-231 the original price is struck through only when it differs', () => {
    expect(displayPrice({ currency: 'USD', price: '15', standardPrice: '20' })).toEqual({
      price: '$15.00',
      originalPrice: '$20.00',
    });
    expect(displayPrice({ currency: 'USD', price: '20', standardPrice: '20.00' })).toEqual({
      price: '$20.00',
      originalPrice: null,
    });
    expect(
      displayPrice({ currency: 'JPY', price: '100', standardPrice: '100.4' }, 'en-US')
        ?.originalPrice,
    ).toBeNull();
  });

  it('P-230 no usable price gives null', () => {
    expect(displayPrice({ currency: 'USD' })).toBeNull();
    expect(displayPrice({ currency: 'USD', price: 'n/a' })).toBeNull();
  });
});

describe('numberFormat: one formatter per locale and options (issue 12)', () => {
  it('returns the same formatter for the same locale and options, another for other options', () => {
    const a = numberFormat('de', { maximumFractionDigits: 1 });
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(a.format(1234.56)).toBe('1.234,6');
  });

  it('throws on an unknown locale like Intl does, and the formatting falls back to en', () => {
    expect(() => numberFormat('not a locale!', {})).toThrow(RangeError);
    expect(formatShortNumber(1500, { locale: 'not a locale!' })).toBe('1.5k');
  });

  it('stays bounded however many locales people use', () => {
    for (let i = 0; i < 600; i++)
      numberFormat('en', {
        maximumFractionDigits: i % 21,
        minimumIntegerDigits: 1 + (i % 21),
      });
    expect(numberFormat('en', {}).format(1)).toBe('1');
  });
});

describe('countLabel: the word in the form the locale’s plural rules give the count', () => {
  const pins = { one: 'Pin', other: 'Pins' };
  it.each<[number, string | undefined, string | undefined, string]>([
    [1, undefined, undefined, '1 Pin'],
    [0, undefined, undefined, '0 Pins'],
    [2, undefined, undefined, '2 Pins'],
    [1.5, 'en', undefined, '1.5 Pins'],
    [1200, 'en', '1.2k', '1.2k Pins'],
    [1, 'fr', undefined, '1 Pin'],
    [0, 'fr', undefined, '0 Pin'],
    [2, 'fr', undefined, '2 Pins'],
    [1, 'ja', undefined, '1 Pins'],
    [1, 'not a locale!', undefined, '1 Pin'],
  ])('%d in %s (shown as %s) reads %s', (n, locale, shown, expected) => {
    expect(countLabel(n, pins, { locale, shown })).toBe(expected);
  });
});
