import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import {
  ACCEPT_ALL,
  COOKIE_TOAST_MS,
  COOKIE_TOAST_TEXT,
  type CookieConsent,
  consentFromColumns,
  consentSettingsOptions,
  formatConsentCookie,
  mayUse,
  parseConsentCookie,
  REJECT_ALL,
} from './consent';
import { needsConsentBanner } from './consent-banner';

const MIXED: CookieConsent = { analytic: true, marketing: false, personalization: true };

describe('the consent cookie (spec 02 §3 user settings, kept for visitors)', () => {
  it.each([
    [ACCEPT_ALL, 'a1.m1.p1'],
    [REJECT_ALL, 'a0.m0.p0'],
    [MIXED, 'a1.m0.p1'],
  ])('%j is written as %s and read back', (consent, value) => {
    expect(formatConsentCookie(consent)).toBe(value);
    expect(parseConsentCookie(value)).toEqual(consent);
  });

  it.each([undefined, null, '', 'a1.m1', 'a2.m0.p0', 'm1.a1.p1', 'a1.m1.p1.x1', 'yes'])(
    '%j is not a choice',
    (value) => {
      expect(parseConsentCookie(value)).toBeNull();
    },
  );
});

describe('consentFromColumns: null until all three flags are set', () => {
  it.each([
    [{ a: null, m: null, p: null }, null],
    [{ a: true, m: null, p: true }, null],
    [{ a: false, m: false, p: false }, REJECT_ALL],
    [{ a: true, m: false, p: true }, MIXED],
  ])('%j → %j', ({ a, m, p }, expected) => {
    expect(
      consentFromColumns({
        allowAnalyticCookies: a,
        allowMarketingCookies: m,
        allowPersonalizationCookies: p,
      }),
    ).toEqual(expected);
  });
});

describe('mayUse: opt-in, per purpose, never for bots', () => {
  const person = (cookieConsent: CookieConsent | null) => ({ cookieConsent, isBot: false });
  it.each([
    ['not chosen', person(null), { analytic: false, marketing: false, personalization: false }],
    ['accepted all', person(ACCEPT_ALL), ACCEPT_ALL],
    ['rejected all', person(REJECT_ALL), REJECT_ALL],
    ['chose some', person(MIXED), MIXED],
    ['a bot', { cookieConsent: ACCEPT_ALL, isBot: true }, REJECT_ALL],
  ] as const)('%s', (_name, viewer, expected) => {
    expect({
      analytic: mayUse(viewer, 'analytic'),
      marketing: mayUse(viewer, 'marketing'),
      personalization: mayUse(viewer, 'personalization'),
    }).toEqual(expected);
  });
});

describe('needsConsentBanner (M-225: shown by default, never to bots)', () => {
  it.each([
    [{ cookieConsent: null, isBot: false }, true],
    [{ cookieConsent: REJECT_ALL, isBot: false }, false],
    [{ cookieConsent: null, isBot: true }, false],
  ])('%j → %s', (viewer, expected) => {
    expect(needsConsentBanner(viewer)).toBe(expected);
  });
});

describe('consentSettingsOptions (M-337: the three flags and surface_tag)', () => {
  it('names the flags as UserSettingsResource takes them', () => {
    expect(consentSettingsOptions(MIXED, 'cookie_banner')).toEqual({
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
      surface_tag: 'cookie_banner',
    });
  });

  it('M-409 the cookie toast stays 3000 ms; M-393 its words', () => {
    expect(COOKIE_TOAST_MS).toBe(3000);
    expect(CATALOGS.en[COOKIE_TOAST_TEXT]).toBe(
      'We saved your cookie preferences. You can change them in the settings section of your profile at any time.',
    );
    // decision 064: the page says it in its language
    expect(CATALOGS.de[COOKIE_TOAST_TEXT]).toBe(
      'Wir haben deine Cookie-Einstellungen gespeichert. Du kannst sie jederzeit in den Einstellungen deines Profils ändern.',
    );
  });
});
