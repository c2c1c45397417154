import { ButtonLink } from '../ui/Button';
import s from './ErrorPage.module.css';

export function ErrorPage(props: { status: number; title: string; message: string }) {
  return (
    <section className={s.page} aria-labelledby="error-title">
      <p className={s.status}>{props.status}</p>
      <h1 id="error-title" className={s.title}>
        {props.title}
      </h1>
      <p className={s.message}>{props.message}</p>
      <ButtonLink to="/" variant="primary" size="lg">
        Go to the home feed
      </ButtonLink>
    </section>
  );
}
