import { ButtonLink } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import s from './Unavailable.module.css';

/**
 * spec 01 §2, §8: the unavailable placeholder of a deleted or unknown pin; one an employee took
 * down after a report (reason 'removed', issue 13) says why instead of blaming its creator.
 */
export function Unavailable(props: { reason?: string | null }) {
  const t = useT();
  return (
    <section className={s.box} aria-labelledby="unavailable-title">
      <div className={s.art} aria-hidden="true" />
      <h1 id="unavailable-title" className={s.title}>
        {t('closeup.unavailable')}
      </h1>
      <p className={s.text}>
        {props.reason === 'removed' ? t('closeup.removedRules') : t('closeup.removedByCreator')}
      </p>
      <ButtonLink to="/" variant="secondary" size="lg">
        {t('closeup.exploreMore')}
      </ButtonLink>
    </section>
  );
}
