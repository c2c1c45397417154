import { ButtonLink } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { LeavingConfirm, OffsitePage } from './OffsitePage';
import s from './PinRedirectPage.module.css';
import type { PinRedirectData } from './pin-redirect.server';

/**
 * /pin_redirect (spec 01 §2 P-042, P-043; §4 P-177): opened in a new tab on a clickthrough by a
 * new user or a visitor. It shows the pin and where its link goes, and continues through the
 * signed /offsite/ path; visitors also get the sign-up upsell. A link that is not the pin's own
 * asks first, as /offsite/ does; a listed host gets the warning; anything else is refused.
 */
export function PinRedirectPage({ data }: { data: PinRedirectData }) {
  const { view, signedIn } = data;
  const t = useT();
  if (view.kind === 'blocked' || view.kind === 'invalid') return <OffsitePage view={view} />;
  if (view.kind === 'confirm') {
    return <LeavingConfirm titleId="pin-redirect-title" view={view} lead={t('outbound.notPin')} />;
  }
  const { pin } = view;
  return (
    <section className={s.page} aria-labelledby="pin-redirect-title">
      <div className={s.card}>
        {pin.image ? (
          <img
            className={s.image}
            src={pin.image.url}
            width={pin.image.width}
            height={pin.image.height}
            alt={pin.title || t('outbound.thePin')}
          />
        ) : null}
        <div className={s.text}>
          <h1 id="pin-redirect-title" className={s.title}>
            {t('outbound.continueTo', { host: view.host })}
          </h1>
          {pin.title ? <p className={s.pinTitle}>{pin.title}</p> : null}
          <p className={s.lead}>{t('outbound.opensSite')}</p>
          <p className={s.url}>{view.shown}</p>
          <div className={s.actions}>
            <ButtonLink to={pin.path} variant="secondary" size="lg">
              {t('outbound.back')}
            </ButtonLink>
            <ButtonLink
              to={view.offsiteUrl}
              reloadDocument
              rel="nofollow noopener noreferrer"
              variant="primary"
              size="lg"
            >
              {t('outbound.toSite')}
            </ButtonLink>
          </div>
        </div>
      </div>
      {signedIn ? (
        <p className={s.tip}>{t('outbound.tip')}</p>
      ) : (
        <aside className={s.upsell} aria-labelledby="pin-redirect-upsell">
          <h2 id="pin-redirect-upsell" className={s.upsellTitle}>
            {t('outbound.keep')}
          </h2>
          <p className={s.lead}>{t('outbound.keepText')}</p>
          <div className={s.actions}>
            <ButtonLink to="/signup" variant="primary">
              {t('outbound.signUp')}
            </ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              {t('outbound.logIn')}
            </ButtonLink>
          </div>
        </aside>
      )}
    </section>
  );
}
