import type { CookieConsent } from './consent.ts';

// Apart from consent.ts so that every page's frame, which asks this, carries none of the rest.

/** spec 02 §4 (M-225): the banner is shown by default, to people who have not chosen; never to bots. */
export function needsConsentBanner(viewer: {
  cookieConsent: CookieConsent | null;
  isBot: boolean;
}): boolean {
  return !viewer.isBot && viewer.cookieConsent === null;
}
