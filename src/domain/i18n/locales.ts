import { acceptLanguagePreferences } from '../formatting/language.ts';
/**
 * Decision 064: the interface languages Tessera ships and how a request's language is chosen.
 * English is the source (the spec's words); Arabic proves right-to-left; `en-XA` is the
 * pseudo-locale the browser journeys use to find text that skipped the catalogs.
 */

export const SHIPPED_LOCALES = ['en', 'de', 'fr', 'ja', 'ar'] as const;
export const PSEUDO_LOCALE = 'en-XA';
export const SOURCE_LOCALE = 'en';

export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];
export type Locale = ShippedLocale | typeof PSEUDO_LOCALE;

/** The cookie a visitor's language choice lives in (a signed-in person's is on the account). */
export const LOCALE_COOKIE = 'tessera_lang';

/** Each language's own name, the same in every locale (a German reader looks for "Deutsch"). */
export const LOCALE_NAMES: Record<ShippedLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ja: '日本語',
  ar: 'العربية',
};

const RTL: ReadonlySet<string> = new Set(['ar']);

/** A shipped locale or the pseudo-locale, exactly as spelt here (case-insensitive). */
export function asLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase();
  if (t === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  return (SHIPPED_LOCALES as readonly string[]).includes(t) ? (t as ShippedLocale) : null;
}

/** A shipped locale (not the pseudo-locale): what an account or the instance may choose. */
export function isShippedLocale(tag: string): tag is ShippedLocale {
  return (SHIPPED_LOCALES as readonly string[]).includes(tag);
}

/** `<html dir>`: right-to-left for Arabic. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

/** The locale a tag matches: itself, else its language alone ('de-AT' → 'de'). */
function matchTag(tag: string): Locale | null {
  const exact = asLocale(tag);
  if (exact) return exact;
  return asLocale(tag.trim().replace(/_/g, '-').split('-')[0]);
}

/**
 * The best shipped locale an Accept-Language header asks for: preferences by q (ties keep the
 * header's order, q=0 refuses), each matched exactly or by its language; null when none match.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  return acceptLanguagePreferences(header, matchTag)[0] ?? null;
}

export interface LocaleSources {
  /** the signed-in person's own choice (settings), null when unset or signed out */
  account: string | null;
  /** a visitor's choice from the visitor menu */
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
  /** the administrator's default language for the instance */
  instanceDefault: string;
}

/**
 * Issue 38's order: the account's language, else the visitor's cookie, else Accept-Language,
 * else the instance's default, else English. Unknown values are passed over, never shown.
 */
export function resolveLocale(s: LocaleSources): Locale {
  return (
    asLocale(s.account) ??
    asLocale(s.cookie) ??
    localeFromAcceptLanguage(s.acceptLanguage) ??
    asLocale(s.instanceDefault) ??
    SOURCE_LOCALE
  );
}

/**
 * Whether the language resolveLocale gives is the person's own (their account's, their cookie's
 * or one their browser asks for), rather than the instance's default given for want of one.
 */
export function isOwnLocale(s: LocaleSources): boolean {
  return (
    (asLocale(s.account) ?? asLocale(s.cookie) ?? localeFromAcceptLanguage(s.acceptLanguage)) !==
    null
  );
}

/**
 * Issue 38: numbers, prices, dates and relative times follow the page's language. The browser's
 * language (spec 01 §5, with the region zh and ar keep) stays where the page is in that language,
 * and where the page's language is only the instance's default: a Korean browser keeps the spec's
 * Korean number forms on a page none of its languages could be shipped in. The pseudo-locale
 * formats as English.
 */
export function formattingLanguage(browser: string, locale: Locale, own: boolean): string {
  if (!own) return browser;
  const page = locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
  return browser.split('-')[0]?.toLowerCase() === page ? browser : page;
}
