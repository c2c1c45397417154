import type { MessageId } from '#domain/i18n/catalogs/en';
import type { JobView, QueueDepth } from '#domain/jobs/job-view';
import type { FormResult } from '../../lib/form-result';
import { isFailure, isSuccess } from '../../lib/form-result';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { EntryList } from '../../ui/EntryList';
import { type Translate, useT } from '../../ui/i18n';
import s from './Jobs.module.css';
import { PostForm } from './PostForm';
import '../../lib/texts/admin';

type QueueDepthView = QueueDepth;
type TroubledJob = JobView;

/** What each queue does, in an employee's words (decision 048). */
const QUEUE_LABEL: Record<string, MessageId> = {
  mail: 'admin.jobs.q.mail',
  'notification-mail': 'admin.jobs.q.notificationMail',
  'notification-digest': 'admin.jobs.q.digest',
  'analytics-retention': 'admin.jobs.q.retention',
  'image-variants': 'admin.jobs.q.variants',
  'image-alikes': 'admin.jobs.q.alikes',
  import: 'admin.jobs.q.import',
  'data-export': 'admin.jobs.q.export',
  'data-export-expiry': 'admin.jobs.q.exportExpiry',
  'blob-migration': 'admin.jobs.q.blobMigration',
  // shown by its queue's name in English, as before decision 064
  'push-notification': 'admin.jobs.q.push',
};

function labelOf(t: Translate, queue: string): string {
  const id = Object.hasOwn(QUEUE_LABEL, queue) ? QUEUE_LABEL[queue] : undefined;
  return id ? t(id) : queue;
}

/** Each queue's waiting, running and failed jobs. */
export function QueueDepths(props: { depths: readonly QueueDepthView[] }) {
  const t = useT();
  return (
    <section className={s.card} aria-labelledby="queue-depths-title">
      <h2 id="queue-depths-title" className={s.title}>
        {t('admin.jobs.queues')}
      </h2>
      <p className={s.lead}>{t('admin.jobs.queuesLead')}</p>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">{t('admin.jobs.queue')}</th>
            <th scope="col" className={s.num}>
              {t('admin.jobs.waiting')}
            </th>
            <th scope="col" className={s.num}>
              {t('admin.jobs.running')}
            </th>
            <th scope="col" className={s.num}>
              {t('admin.jobs.failed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.depths.map((d) => (
            <tr key={d.queue} data-queue={d.queue}>
              <th scope="row">{labelOf(t, d.queue)}</th>
              <td className={s.num}>{d.queued}</td>
              <td className={s.num}>{d.active}</td>
              <td className={d.failed > 0 ? `${s.num} ${s.failed}` : s.num}>{d.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The jobs that failed for good (Retry runs one again) or wait to retry (Cancel gives one up),
 * each with why its last run failed; and a long job under way (a blob migration) with how far
 * it has come.
 */
export function TroubledJobs(props: {
  jobs: readonly TroubledJob[];
  result: FormResult | undefined;
  /** the job whose retry or cancel is being posted */
  busy: string | null;
}) {
  const language = useViewer().language;
  const t = useT();
  const count = props.jobs.length;
  return (
    <EntryList
      locale={language}
      title={t('admin.jobs.troubled')}
      lead={count === 0 ? t('admin.jobs.noneTroubled') : t('admin.jobs.count', { count })}
      error={isFailure(props.result) ? props.result.error : null}
      status={isSuccess(props.result) && !props.busy ? props.result.message : ''}
      items={props.jobs}
      entry={(j) => {
        const failed = j.state === 'failed';
        const troubled = failed || j.state === 'retry';
        return {
          key: j.id,
          data: { name: 'data-job', value: j.id },
          title: `${labelOf(t, j.queue)} · ${j.id}`,
          badge: failed
            ? { tone: 'danger', label: t('admin.jobs.failed') }
            : troubled
              ? {
                  tone: 'warning',
                  label: t('admin.jobs.retryOf', { count: j.retryCount + 1, max: j.retryLimit }),
                }
              : {
                  tone: 'neutral',
                  label: t(j.state === 'active' ? 'admin.jobs.running' : 'admin.jobs.waiting'),
                },
          text: (
            <span className={s.reason}>
              {j.progress ? `${j.progress}. ` : ''}
              {troubled ? (j.reason ?? t('admin.jobs.noReason')) : ''}
            </span>
          ),
          subtle: troubled && !j.reason,
          time: j.endedAt ?? j.createdAt,
          timeLead: t(failed ? 'admin.jobs.failed' : 'admin.jobs.queued'),
          actions: (
            <PostForm fields={{ intent: failed ? 'retry' : 'cancel', job: j.id }}>
              <Button
                type="submit"
                size="sm"
                aria-label={t(failed ? 'admin.jobs.retryJob' : 'admin.jobs.cancelJob', {
                  job: j.id,
                })}
                loading={props.busy === j.id}
              >
                {t(failed ? 'admin.jobs.retry' : 'admin.jobs.cancel')}
              </Button>
            </PostForm>
          ),
        };
      }}
    />
  );
}
