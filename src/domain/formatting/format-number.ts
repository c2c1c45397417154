/**
 * Number and price formatting (spec 02 §5, §9; 01 §5, §9).
 *
 * Decisions: the short form cuts toward zero instead of rounding (1,999 → '1.99k', never a
 * '2k' the count has not reached, and 999,999 never becomes '1000k'); trailing zeros are
 * dropped ('1.5k', '1k'). The number part is formatted with Intl for the locale's decimal
 * sign. In zh, ja and ko, 1,000–9,999 are shown in full because their first unit is 万 (1e4).
 */

/** spec 02 §9: short form threshold 999. */
export const SHORT_FORM_THRESHOLD = 999;
/** spec 02 §5: 2 fraction digits by default; spec 01 §9: 1 for reaction counts. */
export const DEFAULT_FRACTION_DIGITS = 2;
export const REACTION_FRACTION_DIGITS = 1;

/** spec 02 §9: suffixes k (1e3), m (1e6), b (1e9); 万 (1e4) and 億 (1e8) for zh, ja, ko. */
const WESTERN_UNITS = [
  { value: 1e9, suffix: 'b' },
  { value: 1e6, suffix: 'm' },
  { value: 1e3, suffix: 'k' },
] as const;
const CJK_UNITS = [
  { value: 1e8, suffix: '億' },
  { value: 1e4, suffix: '万' },
] as const;
const CJK_LANGUAGES = new Set(['zh', 'ja', 'ko']);

export interface ShortNumberOptions {
  /** BCP 47 locale, default 'en' */
  locale?: string;
  /** fraction digits of the short form, default 2 */
  fractionDigits?: number;
  /** values at or above this show the limit with a '+' suffix */
  uplimit?: number;
}

function languageOf(locale: string): string {
  return locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

const FORMATTERS = new Map<string, Intl.NumberFormat>();
/** locales come from people's settings: the cache is bounded so odd ones cannot grow it */
const MAX_FORMATTERS = 256;

/**
 * One `Intl.NumberFormat` per locale and options: making one costs far more than formatting
 * with it, and every card formats several numbers (issue 12). An unknown locale throws, as
 * `new Intl.NumberFormat` does.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = FORMATTERS.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    if (FORMATTERS.size >= MAX_FORMATTERS) FORMATTERS.clear();
    FORMATTERS.set(key, f);
  }
  return f;
}

/**
 * Locales that write numbers below 1,000 as JavaScript does: ASCII digits, '.' before the
 * fraction, '-' before a negative. A browser pays ~35 ms for its first Intl.NumberFormat (ICU
 * loads its data), while hydrating a feed's first card (issue 12); these locales skip it.
 */
const PLAIN_ASCII_LOCALES = new Set(['en', 'en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IE', 'en-NZ']);

/** `n` has at most `fd` fraction digits (a count, or a value cutToDigits made). */
function hasAtMostDigits(n: number, fd: number): boolean {
  const scaled = n * 10 ** fd;
  return Number.isInteger(n) || Math.abs(scaled - Math.round(scaled)) < 1e-9;
}

function formatPlain(n: number, locale: string, fractionDigits: number): string {
  if (Math.abs(n) < 1000 && PLAIN_ASCII_LOCALES.has(locale) && hasAtMostDigits(n, fractionDigits)) {
    // -0 prints as '-0' in Intl and '0' in String: the short forms never make one
    return Object.is(n, -0) ? '-0' : String(Number(n.toFixed(fractionDigits)));
  }
  const options = { maximumFractionDigits: fractionDigits };
  try {
    return numberFormat(locale, options).format(n);
  } catch {
    return numberFormat('en', options).format(n);
  }
}

/**
 * `n` rounded to `fd` fraction digits as Intl rounds: half away from zero on the shortest
 * decimal form of the double (4.35 → '4.4', where `toFixed` reads 4.3499… and gives '4.3').
 * null for what this does not handle (exponent forms).
 */
function roundShortest(n: number, fd: number): string | null {
  const shortest = String(Math.abs(n));
  if (shortest.includes('e')) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let scaled = Number(whole + fraction.slice(0, fd).padEnd(fd, '0'));
  if ((fraction[fd] ?? '0') >= '5') scaled += 1;
  const digits = String(scaled).padStart(fd + 1, '0');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return fd > 0 ? `${sign}${digits.slice(0, -fd)}.${digits.slice(-fd)}` : `${sign}${digits}`;
}

/**
 * `n` with exactly `fractionDigits` fraction digits in the locale's digits (a rating's '4.0').
 * Below 999 in the English locales of PLAIN_ASCII_LOCALES it is written without Intl.
 */
export function formatFixed(n: number, fractionDigits: number, locale = 'en'): string {
  if (Math.abs(n) < 999 && PLAIN_ASCII_LOCALES.has(locale)) {
    const plain = roundShortest(n, fractionDigits);
    if (plain !== null) return plain;
  }
  const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  try {
    return numberFormat(locale, options).format(n);
  } catch {
    return numberFormat('en', options).format(n);
  }
}

/** Cut `abs / unit` toward zero to `fd` fraction digits without float drift (1150 → 1.15). */
function cutToDigits(abs: number, unit: number, fd: number): number {
  const scale = 10 ** fd;
  return Math.floor((abs * scale) / unit) / scale;
}

/**
 * spec 02 §5: numbers above 999 in short form with k, m, b (万 and 億 for zh, ja and ko),
 * 2 fraction digits by default; values at or above an uplimit show the limit with '+'.
 */
export function formatShortNumber(n: number, opts?: ShortNumberOptions): string {
  const locale = opts?.locale ?? 'en';
  const fd = Math.max(0, Math.min(opts?.fractionDigits ?? DEFAULT_FRACTION_DIGITS, 20));
  if (!Number.isFinite(n)) return formatPlain(0, locale, fd);
  if (opts?.uplimit !== undefined && n >= opts.uplimit) {
    return `${formatShortNumber(opts.uplimit, { locale, fractionDigits: fd })}+`;
  }
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  if (abs <= SHORT_FORM_THRESHOLD) return formatPlain(n, locale, fd);
  const units = CJK_LANGUAGES.has(languageOf(locale)) ? CJK_UNITS : WESTERN_UNITS;
  for (const unit of units) {
    if (abs >= unit.value) {
      return `${sign}${formatPlain(cutToDigits(abs, unit.value, fd), locale, fd)}${unit.suffix}`;
    }
  }
  return formatPlain(n, locale, fd);
}

/** spec 01 §3, §9: reaction totals in short form with 1 fraction digit. */
export function formatReactionCount(n: number, locale?: string): string {
  return formatShortNumber(n, {
    locale,
    fractionDigits: REACTION_FRACTION_DIGITS,
  });
}

/** The words of a count: the locale's plural rules pick one (English: 'one' for exactly 1). */
export interface PluralForms {
  one: string;
  other: string;
}

const PLURAL_RULES = new Map<string, Intl.PluralRules>();

/**
 * The plural category `n` takes in `locale` (Intl.PluralRules, one per locale, kept). The English
 * locales of PLAIN_ASCII_LOCALES are answered without Intl (1 is 'one', anything else 'other'),
 * as formatFixed answers them, so a card's first count loads no ICU data. An unknown locale
 * answers as English.
 */
function pluralCategory(n: number, locale = 'en'): Intl.LDMLPluralRule {
  if (PLAIN_ASCII_LOCALES.has(locale)) return n === 1 ? 'one' : 'other';
  let rules = PLURAL_RULES.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      return pluralCategory(n, 'en');
    }
    if (PLURAL_RULES.size >= MAX_FORMATTERS) PLURAL_RULES.clear();
    PLURAL_RULES.set(locale, rules);
  }
  return rules.select(n);
}

/**
 * '{shown} {word}': the word in the form the locale's plural rules give `n` ('1 review',
 * '2 reviews', '1.2k reviews'); `shown` is how the number is written (the short form, say).
 */
export function countLabel(
  n: number,
  forms: PluralForms,
  opts: { locale?: string; shown?: string } = {},
): string {
  const word = pluralCategory(n, opts.locale) === 'one' ? forms.one : forms.other;
  return `${opts.shown ?? String(n)} ${word}`;
}

/** spec 02 §5, §9: a favorite count of 10 or more shows as '9+'; negative counts show '0'. */
export function favoriteCountLabel(n: number): string {
  if (!(n > 0)) return '0';
  return n >= 10 ? '9+' : String(Math.floor(n));
}

/** Locales whose prices are written as Intl's en-US writes them: `$1,234.50`, `-€0.99`, `¥1,200`. */
const PLAIN_PRICE_LOCALES = new Set(['en', 'en-US']);
/** Currencies en-US writes with a one-character symbol before the amount: symbol, digits. */
const PLAIN_CURRENCIES: Record<string, readonly [string, number]> = {
  USD: ['$', 2],
  EUR: ['€', 2],
  GBP: ['£', 2],
  JPY: ['¥', 0],
};

/**
 * A price in PLAIN_CURRENCIES as Intl writes it in PLAIN_PRICE_LOCALES, without Intl: a
 * closeup's first product price was its first Intl.NumberFormat, and ICU loading its data was
 * ~50 ms of the closeup's hydration task on Lighthouse's phone (issue 12). null where Intl is
 * needed.
 */
function plainPrice(value: number, currency: string, locale: string): string | null {
  const plain = PLAIN_CURRENCIES[currency];
  if (!plain || !PLAIN_PRICE_LOCALES.has(locale) || Math.abs(value) >= 1e15) return null;
  const [symbol, digits] = plain;
  const fixed = roundShortest(value, digits);
  if (fixed === null) return null;
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * spec 02 §5: price in its currency, with the currency's own digits (USD 2, JPY 0, KWD 3)
 * from Intl. `amount` may be a decimal string (content prices are strings). null when the
 * amount is not a number or the currency code is unknown.
 */
export function formatPrice(
  amount: string | number,
  currency: string,
  locale = 'en-US',
): string | null {
  const value = typeof amount === 'number' ? amount : Number(amount.trim());
  if (!Number.isFinite(value) || (typeof amount === 'string' && amount.trim() === '')) return null;
  const plain = plainPrice(value, currency, locale);
  if (plain !== null) return plain;
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return null;
  }
}

/** spec 01 §3 offerSummary (prices are decimal strings in the offer's currency). */
export interface OfferSummaryLike {
  currency: string;
  price?: string;
  minPrice?: string;
  maxPrice?: string;
  standardPrice?: string;
}

export interface DisplayPrice {
  /** the one price shown */
  price: string;
  /** the original price, struck through; null unless it differs from the shown price */
  originalPrice: string | null;
}

function parsePrice(s: string | undefined): number | null {
  if (s === undefined || s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * spec 01 §5: a price range collapses to one display price, and the original price is struck
 * through only when it differs from the current price. The shown price is `price`, else the
 * bottom of the range (`minPrice`), else `maxPrice`; the original is `standardPrice`, compared
 * as shown ('20' equals '20.00', and for JPY '100.4' equals '100'). null when there is no usable price.
 */
export function displayPrice(offer: OfferSummaryLike, locale = 'en-US'): DisplayPrice | null {
  const current =
    parsePrice(offer.price) ?? parsePrice(offer.minPrice) ?? parsePrice(offer.maxPrice);
  if (current === null) return null;
  const price = formatPrice(current, offer.currency, locale);
  if (price === null) return null;
  const standard = parsePrice(offer.standardPrice);
  const original = standard === null ? null : formatPrice(standard, offer.currency, locale);
  return {
    price,
    originalPrice: original !== null && original !== price ? original : null,
  };
}
