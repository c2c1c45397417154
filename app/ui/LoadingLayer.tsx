import { useT } from './i18n';
import { Spinner } from './Spinner';
import s from './Spinner.module.css';

/**
 * Over the whole page while the code of a dialog or sheet the person just asked for arrives
 * (issue 12 loads them on demand); on a fast connection it is gone before it is seen.
 */
export function LoadingLayer({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={s.layer}>
      <Spinner label={label ?? t('ui.loading')} size="lg" />
    </div>
  );
}
