import { useEffect, useId, useRef } from 'react';
import { ACCEPT_ALL, type CookieConsent, REJECT_ALL } from '#domain/consent/consent';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import s from './Consent.module.css';
import { useSaveConsent } from './use-save-consent';

/**
 * spec 02 §2, §4 Cookie banner (M-012, M-013, M-225–M-231): a labelled region that is a fixed
 * card at the bottom on a phone-sized screen and an inline card above the page on a wider one
 * (CSS decides, so the server render already has the right layout and nothing shifts). Accept
 * all and Reject all carry the same weight; Let me choose opens the settings modal.
 */
export function CookieBanner(props: {
  /** Consent.module.css's banner, handed down by the eager part of the feature */
  className?: string;
  onSaved(consent: CookieConsent): void;
  onChoose(): void;
}) {
  const id = useId();
  const { save, busy, error } = useSaveConsent();
  const ref = useRef<HTMLElement>(null);
  // its chunk comes after the page hydrates: journeys wait for this before pressing
  useEffect(() => {
    if (ref.current) ref.current.dataset.ready = '';
  }, []);

  async function choose(consent: CookieConsent) {
    if (await save(consent, 'cookie_banner')) props.onSaved(consent);
  }

  return (
    <section
      ref={ref}
      className={props.className}
      aria-labelledby={`${id}-title`}
      data-cookie-banner=""
    >
      <div className={s.body}>
        <h2 id={`${id}-title`} className={s.title}>
          Cookies on Tessera
        </h2>
        <p id={`${id}-text`} className={s.text}>
          Tessera uses the cookies it needs to work, like the one that keeps you logged in. With
          your permission it also uses cookies to measure how Tessera is used, to show ads that fit
          and to personalise what you see. You can change your choice at any time in your settings.
        </p>
        <FormAlert id={`${id}-error`} message={error} />
      </div>
      <div className={s.actions}>
        <Button variant="primary" disabled={busy} onClick={() => void choose(ACCEPT_ALL)}>
          Accept all
        </Button>
        <Button variant="primary" disabled={busy} onClick={() => void choose(REJECT_ALL)}>
          Reject all
        </Button>
        <Button variant="secondary" disabled={busy} aria-haspopup="dialog" onClick={props.onChoose}>
          Let me choose
        </Button>
      </div>
    </section>
  );
}
