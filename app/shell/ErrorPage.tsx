import { ButtonLink } from '../ui/Button';
import { useT } from '../ui/i18n';
import s from './ErrorPage.module.css';

export function ErrorPage(props: { status: number; title: string; message: string }) {
  const t = useT();
  return (
    <section className={s.page} aria-labelledby="error-title">
      <p className={s.status}>{props.status}</p>
      <h1 id="error-title" className={s.title}>
        {props.title}
      </h1>
      <p className={s.message}>{props.message}</p>
      <ButtonLink to="/" variant="primary" size="lg">
        {t('shell.goHome')}
      </ButtonLink>
    </section>
  );
}
