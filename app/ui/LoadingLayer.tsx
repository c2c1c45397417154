import { Spinner } from './Spinner';
import s from './Spinner.module.css';

/**
 * Over the whole page while the code of a dialog or sheet the person just asked for arrives
 * (issue 12 loads them on demand); on a fast connection it is gone before it is seen.
 */
export function LoadingLayer({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={s.layer}>
      <Spinner label={label} size="lg" />
    </div>
  );
}
