import { ButtonLink } from '../../ui/Button';
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
  if (view.kind === 'blocked' || view.kind === 'invalid') return <OffsitePage view={view} />;
  if (view.kind === 'confirm') {
    return (
      <LeavingConfirm
        titleId="pin-redirect-title"
        view={view}
        lead="This link is not the link of a Pin we can show you. Check where it goes before you continue."
      />
    );
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
            alt={pin.title || 'The Pin'}
          />
        ) : null}
        <div className={s.text}>
          <h1 id="pin-redirect-title" className={s.title}>
            Continue to {view.host}
          </h1>
          {pin.title ? <p className={s.pinTitle}>{pin.title}</p> : null}
          <p className={s.lead}>This Pin's link opens a site outside Tessera:</p>
          <p className={s.url}>{view.shown}</p>
          <div className={s.actions}>
            <ButtonLink to={pin.path} variant="secondary" size="lg">
              Back to the Pin
            </ButtonLink>
            <ButtonLink
              to={view.offsiteUrl}
              reloadDocument
              rel="nofollow noopener noreferrer"
              variant="primary"
              size="lg"
            >
              Continue to site
            </ButtonLink>
          </div>
        </div>
      </div>
      {signedIn ? (
        <p className={s.tip}>Save the Pin to a board to find this idea again later.</p>
      ) : (
        <aside className={s.upsell} aria-labelledby="pin-redirect-upsell">
          <h2 id="pin-redirect-upsell" className={s.upsellTitle}>
            Keep the ideas you find
          </h2>
          <p className={s.lead}>Sign up to save this Pin and find it again on any device.</p>
          <div className={s.actions}>
            <ButtonLink to="/signup" variant="primary">
              Sign up
            </ButtonLink>
            <ButtonLink to="/login" variant="secondary">
              Log in
            </ButtonLink>
          </div>
        </aside>
      )}
    </section>
  );
}
