import { ButtonLink } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { HeadsUpBody } from './HeadsUp';
import s from './OffsitePage.module.css';
import type { OffsiteView } from './offsite.server';

/**
 * 'You are leaving Tessera' (ASVS 3.7.3): the target named, Cancel home and Continue to it, for a
 * link this server cannot vouch for (/offsite/ and /pin_redirect).
 */
export function LeavingConfirm(props: {
  titleId: string;
  view: { url: string; shown: string; host: string };
  lead: string;
}) {
  const { view } = props;
  const t = useT();
  return (
    <section className={s.page} aria-labelledby={props.titleId}>
      <h1 id={props.titleId} className={s.title}>
        {t('outbound.leaving')}
      </h1>
      <p className={s.lead}>{props.lead}</p>
      <p className={s.host}>{view.host}</p>
      <p className={s.url}>{view.shown}</p>
      <div className={s.actions}>
        <ButtonLink to="/" variant="secondary" size="lg">
          {t('outbound.cancel')}
        </ButtonLink>
        <ButtonLink
          to={view.url}
          reloadDocument
          rel="nofollow noopener noreferrer"
          variant="primary"
          size="lg"
        >
          {t('outbound.continue')}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * What /offsite/ shows when it does not redirect (issue 13): the 'Heads up!' warning for a listed
 * host, a confirmation naming the target for a link this server did not sign (or signed too long
 * ago), and a readable refusal for something that is not a web link.
 */
export function OffsitePage({ view }: { view: OffsiteView }) {
  const t = useT();
  if (view.kind === 'blocked') {
    return (
      <section className={s.page} aria-labelledby="offsite-title">
        <h1 id="offsite-title" className={s.title}>
          {t('outbound.headsUp')}
        </h1>
        <HeadsUpBody host={view.host} message={view.message} shown={view.shown} />
        <div className={s.actions}>
          <ButtonLink to="/" variant="primary" size="lg">
            {t('outbound.okay')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  if (view.kind === 'confirm') {
    return (
      <LeavingConfirm
        titleId="offsite-title"
        view={view}
        lead={view.expired ? t('outbound.expired') : t('outbound.unsigned')}
      />
    );
  }
  return (
    <section className={s.page} aria-labelledby="offsite-title">
      <h1 id="offsite-title" className={s.title}>
        {t('outbound.invalid')}
      </h1>
      <p className={s.lead}>{t('outbound.invalidText')}</p>
      <div className={s.actions}>
        <ButtonLink to="/" variant="primary" size="lg">
          {t('outbound.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
