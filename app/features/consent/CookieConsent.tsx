import { lazy, Suspense, useState } from 'react';
import { needsConsentBanner } from '#domain/consent';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import { CookieBanner } from './CookieBanner';

// every page carries the banner until a choice is made; the modal's switches and dialog come
// only when someone asks for them (issue 12's JS budget)
const CookieSettingsModal = lazy(() =>
  import('./CookieSettingsModal').then((m) => ({ default: m.CookieSettingsModal })),
);

// the banner is the fixed bottom card up to this width (Consent.module.css)
const FIXED_CARD = '(max-width: 743px)';

function bannerIsFixedCard(mobile: boolean): boolean {
  if (mobile) return true;
  return typeof window !== 'undefined' && window.matchMedia?.(FIXED_CARD).matches === true;
}

/**
 * The page frame's cookie consent (spec 02 §4): the banner for a person who has not chosen
 * (never a bot: M-225), and the settings modal it opens. Once a choice is saved the banner goes
 * (M-229) and the refreshed viewer keeps it away on every later page.
 */
export function CookieConsent() {
  const viewer = useViewer();
  const mobile = useDeviceClass() !== 'desktop';
  const [dismissed, setDismissed] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [modalWanted, setModalWanted] = useState(false);

  function openSettings() {
    setModalWanted(true);
    setModalOpen(true);
    // M-231: on mobile the fixed card would sit under the sheet: it goes
    if (bannerIsFixedCard(mobile)) setDismissed(true);
  }

  return (
    <>
      {needsConsentBanner(viewer) && !dismissed ? (
        <CookieBanner onSaved={() => setDismissed(true)} onChoose={openSettings} />
      ) : null}
      {modalWanted ? (
        <Suspense fallback={null}>
          <CookieSettingsModal
            open={modalOpen}
            onOpenChange={setModalOpen}
            current={viewer.cookieConsent}
            mobile={mobile}
            onSaved={() => {
              setModalOpen(false);
              setDismissed(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
