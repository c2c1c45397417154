import { lazy, Suspense, useState } from 'react';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import { CookieBanner } from './CookieBanner';

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
 * The banner and the settings modal it opens, for a person who has not chosen (spec 02 §4).
 * Once a choice is saved the banner goes (M-229) and the refreshed viewer keeps it away.
 */
export function ConsentUi(props: { bannerClassName?: string }) {
  const viewer = useViewer();
  const mobile = useDeviceClass() !== 'desktop';
  const [saved, setSaved] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [modalWanted, setModalWanted] = useState(false);
  // M-231: on mobile the fixed card would sit under the settings sheet, so it goes while the
  // sheet is open; closed without a choice (Cancel, Escape) the banner is back, since nothing
  // was recorded and the question stands (M-229: only a choice completes it)
  const [underSheet, setUnderSheet] = useState(false);

  function openSettings() {
    setModalWanted(true);
    setModalOpen(true);
    setUnderSheet(bannerIsFixedCard(mobile));
  }

  return (
    <>
      {saved || (modalOpen && underSheet) ? null : (
        <CookieBanner
          className={props.bannerClassName}
          onSaved={() => setSaved(true)}
          onChoose={openSettings}
        />
      )}
      {modalWanted ? (
        <Suspense fallback={null}>
          <CookieSettingsModal
            open={modalOpen}
            onOpenChange={setModalOpen}
            current={viewer.cookieConsent}
            mobile={mobile}
            onSaved={() => {
              setModalOpen(false);
              setSaved(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
