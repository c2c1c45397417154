import { Link } from 'react-router';
import s from './ErrorPage.module.css';

export function ErrorPage(props: { status: number; title: string; message: string }) {
  return (
    <section className={s.page} aria-labelledby="error-title">
      <p className={s.status}>{props.status}</p>
      <h1 id="error-title" className={s.title}>
        {props.title}
      </h1>
      <p className={s.message}>{props.message}</p>
      <Link to="/" className={s.home}>
        Go to the home feed
      </Link>
    </section>
  );
}
