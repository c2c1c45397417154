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
import { Button, ButtonLink } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { ProgressBar } from '../../ui/ProgressBar';
import s from './DataExport.module.css';

/** While a ZIP is made, the page asks this often how far it has come (decision 052). */
const POLL_MS = 1500;

function Progress({ view }: { view: ExportView }) {
  if (view.state === 'queued' || view.pinsTotal === 0) {
    return (
      <>
        <p className={s.state}>Getting ready to gather your data…</p>
        <ProgressBar label="Gathering your data" value={null} />
      </>
    );
  }
  const counted = `${formatFixed(view.pinsDone, 0)} of ${formatFixed(view.pinsTotal, 0)} pins`;
  return (
    <>
      <p className={s.state}>Gathering your data: {counted}</p>
      <ProgressBar label="Gathering your data" value={view.percent} valueText={counted} />
    </>
  );
}

function Status({ view }: { view: ExportView }) {
  if (isExportActive(view.state)) return <Progress view={view} />;
  if (view.state === 'ready' && view.downloadPath) {
    return (
      <div className={s.ready}>
        <p className={s.state}>
          Your data is ready
          {view.bytes !== null ? ` (${fileSizeLabel(view.bytes)}, ZIP)` : ''}.
          {view.expiresAt ? ` You can download it until ${exportDayLabel(view.expiresAt)}.` : ''}
        </p>
        <ButtonLink to={view.downloadPath} reloadDocument variant="primary">
          Download
        </ButtonLink>
      </div>
    );
  }
  if (view.state === 'failed') {
    return (
      <p className={s.state}>
        We couldn’t put your data together this time. Ask again, and if it fails again, contact us.
      </p>
    );
  }
  return (
    <p className={s.state}>
      Your last copy, from {exportDayLabel(view.createdAt)}, has expired. Ask for a new one.
    </p>
  );
}

/**
 * Settings → Download your data (decision 052): ask for a ZIP of everything you made, watch it
 * being gathered, and download it when it is ready (we email you too).
 */
export function DataExport({ latest }: { latest: ExportView | null }) {
  const id = useId();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<FormResult>();
  const active = latest !== null && isExportActive(latest.state);
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const errorId = `${id}-error`;

  useRevalidateWhile(active, POLL_MS);

  return (
    <div className={s.panel}>
      {latest ? (
        <section className={s.status} aria-live="polite" aria-label="Your copy">
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
            {latest?.state === 'ready' ? 'Ask for a new copy' : 'Ask for your data'}
          </Button>
        </fetcher.Form>
      )}
    </div>
  );
}
