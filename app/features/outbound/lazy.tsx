import { lazy } from 'react';

// Issue 12's budget: the warning comes with its first use.

/** The 'Heads up!' modal, fetched when a check first stops a link. */
export const HeadsUpModal = lazy(() =>
  import('./HeadsUp').then((m) => ({ default: m.HeadsUpModal })),
);
