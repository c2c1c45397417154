import type { JobView, QueueDepth } from '#domain/jobs/job-view';
import type { FormResult } from '../../lib/form-result';
import { isFailure, isSuccess } from '../../lib/form-result';
import { Button } from '../../ui/Button';
import { EntryList } from '../../ui/EntryList';
import s from './Jobs.module.css';
import { PostForm } from './PostForm';

type QueueDepthView = QueueDepth;
type TroubledJob = JobView;

/** What each queue does, in an employee's words (decision 048). */
const QUEUE_LABEL: Record<string, string> = {
  mail: 'Mail',
  'notification-mail': 'Notification mail',
  'notification-digest': 'Daily digests',
  'analytics-retention': 'Analytics retention',
  'image-variants': 'Picture sizes',
  import: 'Imports',
  'data-export': 'Data downloads',
  'data-export-expiry': 'Expired downloads',
  'blob-migration': 'Image store migration',
};

function labelOf(queue: string): string {
  return QUEUE_LABEL[queue] ?? queue;
}

/** Each queue's waiting, running and failed jobs. */
export function QueueDepths(props: { depths: readonly QueueDepthView[] }) {
  return (
    <section className={s.card} aria-labelledby="queue-depths-title">
      <h2 id="queue-depths-title" className={s.title}>
        Queues
      </h2>
      <p className={s.lead}>Jobs waiting (retries included), running now, and kept as failed.</p>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">Queue</th>
            <th scope="col" className={s.num}>
              Waiting
            </th>
            <th scope="col" className={s.num}>
              Running
            </th>
            <th scope="col" className={s.num}>
              Failed
            </th>
          </tr>
        </thead>
        <tbody>
          {props.depths.map((d) => (
            <tr key={d.queue} data-queue={d.queue}>
              <th scope="row">{labelOf(d.queue)}</th>
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
  const count = props.jobs.length;
  return (
    <EntryList
      title="Failed, retrying and long jobs"
      lead={
        count === 0
          ? 'No job has failed or waits to retry.'
          : `${count} ${count === 1 ? 'job' : 'jobs'}, newest first.`
      }
      error={isFailure(props.result) ? props.result.error : null}
      status={isSuccess(props.result) && !props.busy ? props.result.message : ''}
      items={props.jobs}
      entry={(j) => {
        const failed = j.state === 'failed';
        const troubled = failed || j.state === 'retry';
        return {
          key: j.id,
          data: { name: 'data-job', value: j.id },
          title: `${labelOf(j.queue)} · ${j.id}`,
          badge: failed
            ? { tone: 'danger', label: 'Failed' }
            : troubled
              ? { tone: 'warning', label: `Retry ${j.retryCount + 1} of ${j.retryLimit}` }
              : { tone: 'neutral', label: j.state === 'active' ? 'Running' : 'Waiting' },
          text: (
            <span className={s.reason}>
              {j.progress ? `${j.progress}. ` : ''}
              {troubled ? (j.reason ?? 'No reason was kept.') : ''}
            </span>
          ),
          subtle: troubled && !j.reason,
          time: j.endedAt ?? j.createdAt,
          timeLead: failed ? 'Failed' : 'Queued',
          actions: (
            <PostForm fields={{ intent: failed ? 'retry' : 'cancel', job: j.id }}>
              <Button
                type="submit"
                size="sm"
                aria-label={`${failed ? 'Retry' : 'Cancel'} job ${j.id}`}
                loading={props.busy === j.id}
              >
                {failed ? 'Retry' : 'Cancel'}
              </Button>
            </PostForm>
          ),
        };
      }}
    />
  );
}
