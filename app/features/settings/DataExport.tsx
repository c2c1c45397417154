import { useId } from 'react';
import { useFetcher } from 'react-router';
import {
  type ExportView,
  exportDayLabel,
  fileSizeLabel,
  isExportActive,
} from '#domain/exports/format';
import { formatFixed } from '#domain/formatting/format-number';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useRevalidateWhile } from '../../lib/use-revalidate-while';
import { useViewer } from '../../lib/viewer-context';
import { Button, ButtonLink } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { ProgressBar } from '../../ui/ProgressBar';
import s from './DataExport.module.css';
import '../../lib/texts/settings';

/** While a ZIP is made, the page asks this often how far it has come (decision 052). */
const POLL_MS = 1500;

function Progress({ view }: { view: ExportView }) {
  const t = useT();
  if (view.state === 'queued' || view.pinsTotal === 0) {
    return (
      <>
        <p className={s.state}>{t('settings.data.preparing')}</p>
        <ProgressBar label={t('settings.data.gathering')} value={null} />
      </>
    );
  }
  const counted = t('settings.data.counted', {
    count: view.pinsTotal,
    done: formatFixed(view.pinsDone, 0),
    total: formatFixed(view.pinsTotal, 0),
  });
  return (
    <>
      <p className={s.state}>{t('settings.data.gatheringCount', { counted })}</p>
      <ProgressBar label={t('settings.data.gathering')} value={view.percent} valueText={counted} />
    </>
  );
}

function Status({ view }: { view: ExportView }) {
  const t = useT();
  const language = useViewer().language;
  if (isExportActive(view.state)) return <Progress view={view} />;
  if (view.state === 'ready' && view.downloadPath) {
    return (
      <div className={s.ready}>
        <p className={s.state}>
          {view.bytes !== null
            ? t('settings.data.readySized', { size: fileSizeLabel(view.bytes) })
            : t('settings.data.ready')}
          {view.expiresAt
            ? ` ${t('settings.data.until', { date: exportDayLabel(view.expiresAt, language) })}`
            : ''}
        </p>
        <ButtonLink to={view.downloadPath} reloadDocument prefetch="none" variant="primary">
          {t('settings.data.download')}
        </ButtonLink>
      </div>
    );
  }
  if (view.state === 'failed') {
    return <p className={s.state}>{t('settings.data.failed')}</p>;
  }
  return (
    <p className={s.state}>
      {t('settings.data.expired', { date: exportDayLabel(view.createdAt, language) })}
    </p>
  );
}

/**
 * Settings → Download your data (decision 052): ask for a ZIP of everything you made, watch it
 * being gathered, and download it when it is ready (we email you too).
 */
export function DataExport({ latest }: { latest: ExportView | null }) {
  const id = useId();
  const t = useT();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<FormResult>();
  const active = latest !== null && isExportActive(latest.state);
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const errorId = `${id}-error`;

  useRevalidateWhile(active, POLL_MS);

  return (
    <div className={s.panel}>
      {latest ? (
        <section className={s.status} aria-live="polite" aria-label={t('settings.data.yourCopy')}>
          <Status view={latest} />
        </section>
      ) : null}
      {active ? null : (
        <fetcher.Form method="post" className={s.request}>
          <input type="hidden" name="_csrf" value={csrf} />
          <FormAlert id={errorId} message={failure?.error} />
          <Button
            type="submit"
            variant={latest?.state === 'ready' ? 'secondary' : 'primary'}
            loading={fetcher.state !== 'idle'}
            aria-describedby={failure ? errorId : undefined}
          >
            {latest?.state === 'ready' ? t('settings.data.askAgain') : t('settings.data.ask')}
          </Button>
        </fetcher.Form>
      )}
    </div>
  );
}
