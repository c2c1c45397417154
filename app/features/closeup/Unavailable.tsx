import { ButtonLink } from '../../ui/Button';
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
      <ButtonLink to="/" variant="secondary" size="lg">
        Explore more ideas
      </ButtonLink>
    </section>
  );
}
