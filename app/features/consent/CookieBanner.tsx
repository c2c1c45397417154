import { useEffect, useId, useRef } from 'react';
import { ACCEPT_ALL, type CookieConsent, REJECT_ALL } from '#domain/consent/consent';
import { useInstance } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
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
  const t = useT();
  const { name } = useInstance();
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
          {t('consent.title', { name })}
        </h2>
        <p id={`${id}-text`} className={s.text}>
          {t('consent.text', { name })}
        </p>
        <FormAlert id={`${id}-error`} message={error} />
      </div>
      <div className={s.actions}>
        <Button variant="primary" disabled={busy} onClick={() => void choose(ACCEPT_ALL)}>
          {t('consent.acceptAll')}
        </Button>
        <Button variant="primary" disabled={busy} onClick={() => void choose(REJECT_ALL)}>
          {t('consent.rejectAll')}
        </Button>
        <Button variant="secondary" disabled={busy} aria-haspopup="dialog" onClick={props.onChoose}>
          {t('consent.choose')}
        </Button>
      </div>
    </section>
  );
}
