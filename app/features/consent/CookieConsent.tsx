import { lazy } from 'react';
import { needsConsentBanner } from '#domain/consent/consent-banner';
import { useViewer } from '../../lib/viewer-context';
import s from './Consent.module.css';

// Issue 12's JS budget: only a person who has not chosen needs the banner's code, so it is not
// part of any page's initial JS. The server renders it with the page (it waits for everything
// before the first byte), and the browser hydrates it once its chunk is in, keeping the server's
// markup on screen meanwhile (no Suspense boundary: hydration waits for it, so the page is
// marked hydrated only once the banner answers presses).
const ConsentUi = lazy(() => import('./ConsentUi').then((m) => ({ default: m.ConsentUi })));

/** The page frame's cookie consent (spec 02 §4): nothing for bots or anyone who has chosen (M-225). */
export function CookieConsent() {
  const viewer = useViewer();
  if (!needsConsentBanner(viewer)) return null;
  // its look is the page frame's (in the shell's stylesheet), so nothing moves when its code arrives
  return <ConsentUi bannerClassName={s.banner} />;
}
