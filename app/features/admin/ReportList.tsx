import { Link, useSubmit } from 'react-router';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { EntryList } from '../../ui/EntryList';
import { PostForm } from './PostForm';

export interface OpenReportEntry {
  id: string;
  reasonLabel: string;
  /** ISO time */
  createdAt: string;
  pin: { id: string; title: string; imageUrl: string };
  reporter: { username: string; fullName: string };
}

/**
 * Open reports, oldest first: the pin (image, title, link), the reason and who reported it, with
 * Remove pin (asked first in a dialog; without scripts it posts straight away) and Dismiss.
 */
export function ReportList(props: {
  reports: readonly OpenReportEntry[];
  result: FormResult | undefined;
  /** the report whose resolution is being posted */
  busy: string | null;
}) {
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const device = useDeviceClass();
  const count = props.reports.length;
  const result = props.result;

  return (
    <EntryList
      title="Open reports"
      lead={
        count === 0
          ? 'No open reports: every report has been handled.'
          : `${count} ${count === 1 ? 'report waits' : 'reports wait'} for a decision, oldest first.`
      }
      error={isFailure(result) ? result.error : null}
      status={isSuccess(result) && !props.busy ? result.message : ''}
      items={props.reports}
      entry={(r, ask) => ({
        key: r.id,
        data: { name: 'data-report-id', value: r.id },
        thumbnail: r.pin.imageUrl,
        title: <Link to={`/pin/${r.pin.id}/`}>{r.pin.title}</Link>,
        badge: { tone: 'warning', label: r.reasonLabel },
        text: (
          <>
            Reported by <Link to={`/${r.reporter.username}/`}>{r.reporter.fullName}</Link>
          </>
        ),
        time: r.createdAt,
        actions: (
          <>
            <PostForm fields={{ intent: 'remove', report: r.id }} ask={ask}>
              <Button
                type="submit"
                size="sm"
                variant="danger"
                aria-label={`Remove pin: ${r.pin.title}`}
                loading={props.busy === r.id}
              >
                Remove pin
              </Button>
            </PostForm>
            <PostForm fields={{ intent: 'dismiss', report: r.id }}>
              <Button type="submit" size="sm" aria-label={`Dismiss report on ${r.pin.title}`}>
                Dismiss
              </Button>
            </PostForm>
          </>
        ),
      })}
      confirmation={{
        texts: (r) => ({
          title: 'Remove this Pin?',
          description: `“${r?.pin.title ?? ''}” becomes unavailable everywhere, for everyone, and every open report of it closes.`,
          action: 'Remove pin',
        }),
        onConfirm: (r) =>
          submit({ _csrf: csrf, intent: 'remove', report: r.id }, { method: 'post' }),
        device,
      }}
    />
  );
}
