import { lazy } from 'react';

// Issue 12's budget: the warning and the /offsite/ page come with their first use.

/** The 'Heads up!' modal, fetched when a check first stops a link. */
export const HeadsUpModal = lazy(() =>
  import('./HeadsUp').then((m) => ({ default: m.HeadsUpModal })),
);

/** The /offsite/ page's views (only that route renders them). */
export const OffsitePage = lazy(() =>
  import('./OffsitePage').then((m) => ({ default: m.OffsitePage })),
);

/** The /pin_redirect interstitial (only that route renders it). */
export const PinRedirectPage = lazy(() =>
  import('./PinRedirectPage').then((m) => ({ default: m.PinRedirectPage })),
);
