import { Link } from 'react-router';
import s from './Unavailable.module.css';

/** spec 01 §2, §8: the unavailable placeholder of a deleted or unknown pin. */
export function Unavailable() {
  return (
    <section className={s.box} aria-labelledby="unavailable-title">
      <div className={s.art} aria-hidden="true" />
      <h1 id="unavailable-title" className={s.title}>
        Unavailable
      </h1>
      <p className={s.text}>Removed by the creator</p>
      <Link className={s.home} to="/">
        Explore more ideas
      </Link>
    </section>
  );
}
