import type { MessageId } from '../i18n/catalogs/en.ts';

/**
 * spec 02 §3 User settings, §4 Cookie banner: the three cookie choices a person makes. `null`
 * means not chosen yet: the banner shows, and nothing optional runs until they choose.
 */
export interface CookieConsent {
  analytic: boolean;
  marketing: boolean;
  personalization: boolean;
}

export type CookiePurpose = keyof CookieConsent;

export const COOKIE_PURPOSES: readonly CookiePurpose[] = [
  'analytic',
  'marketing',
  'personalization',
];

/** The first-party cookie that keeps a visitor's choice (a signed-in person's is on their row). */
export const CONSENT_COOKIE = 'tessera_consent';
/** A year, in seconds: long enough that the banner does not come back to nag. */
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const ACCEPT_ALL: CookieConsent = { analytic: true, marketing: true, personalization: true };
export const REJECT_ALL: CookieConsent = {
  analytic: false,
  marketing: false,
  personalization: false,
};

const LETTER: Record<CookiePurpose, string> = {
  analytic: 'a',
  marketing: 'm',
  personalization: 'p',
};

/** The cookie's value, readable by a person looking at their cookies: `a1.m0.p1`. */
export function formatConsentCookie(consent: CookieConsent): string {
  return COOKIE_PURPOSES.map((p) => `${LETTER[p]}${consent[p] ? 1 : 0}`).join('.');
}

/** A cookie value back to the choices; anything but the exact format counts as not chosen. */
export function parseConsentCookie(value: string | null | undefined): CookieConsent | null {
  const m = /^a([01])\.m([01])\.p([01])$/.exec(value?.trim() ?? '');
  if (!m) return null;
  return { analytic: m[1] === '1', marketing: m[2] === '1', personalization: m[3] === '1' };
}

/** The users row's three nullable columns: chosen only when all three are set. */
export function consentFromColumns(row: {
  allowAnalyticCookies: boolean | null;
  allowMarketingCookies: boolean | null;
  allowPersonalizationCookies: boolean | null;
}): CookieConsent | null {
  const { allowAnalyticCookies: a, allowMarketingCookies: m, allowPersonalizationCookies: p } = row;
  if (a === null || m === null || p === null) return null;
  return { analytic: a, marketing: m, personalization: p };
}

/**
 * May Tessera use cookies (and what they enable) for `purpose`? Only a person who said yes to
 * it: not before they chose (opt-in), and never for bots, which get no tracking (spec 02 §6).
 */
export function mayUse(
  viewer: { cookieConsent: CookieConsent | null; isBot: boolean },
  purpose: CookiePurpose,
): boolean {
  if (viewer.isBot) return false;
  return viewer.cookieConsent?.[purpose] ?? false;
}

/** spec 02 §8 (M-393): the toast after the banner's or the settings modal's choice (its id). */
export const COOKIE_TOAST_TEXT = 'consent.savedToast' satisfies MessageId;
/** spec 02 §9 (M-409): the cookie toast stays 3000 ms (other toasts 2000 ms). */
export const COOKIE_TOAST_MS = 3000;

/** spec 02 §3: where a choice was made, sent as UserSettingsResource's surface_tag. */
export type ConsentSurface = 'cookie_banner' | 'cookie_settings_modal' | 'settings_page';

/** spec 02 §7 (M-337): UserSettingsResource update's options for a choice. */
export function consentSettingsOptions(consent: CookieConsent, surfaceTag: ConsentSurface) {
  return {
    allow_analytic_cookies: consent.analytic,
    allow_marketing_cookies: consent.marketing,
    allow_personalization_cookies: consent.personalization,
    surface_tag: surfaceTag,
  };
}
