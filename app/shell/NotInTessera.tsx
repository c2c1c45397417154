import { ButtonLink } from '../ui/Button';
import { useT } from '../ui/i18n';
import s from './ErrorPage.module.css';

/**
 * decision 030: the readable page of a catalogue route that makes no sense in a self-hosted
 * Tessera (ad tools of a hosted ads business, OAuth for other apps …). It says so and why, is
 * answered with 404 and noindex, and nothing in the interface links to it.
 */
export function NotInTessera(props: { title: string; why: string }) {
  const t = useT();
  return (
    <section className={s.page} aria-labelledby="not-in-tessera-title" data-not-in-tessera="">
      <p className={s.status}>{t('shell.notInTessera')}</p>
      <h1 id="not-in-tessera-title" className={s.title}>
        {props.title}
      </h1>
      <p className={s.message}>{props.why}</p>
      <ButtonLink to="/" variant="primary" size="lg">
        {t('shell.goHome')}
      </ButtonLink>
    </section>
  );
}
