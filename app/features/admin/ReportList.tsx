import { Link } from 'react-router';
import type { FormResult } from '../../lib/form-result';
import { ReportQueue } from './ReportQueue';

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
 * Remove pin (asked first) and Dismiss.
 */
export function ReportList(props: {
  reports: readonly OpenReportEntry[];
  result: FormResult | undefined;
  /** the report whose resolution is being posted */
  busy: string | null;
}) {
  return (
    <ReportQueue
      title="Open reports"
      empty="No open reports: every report has been handled."
      noun={['report', 'reports']}
      items={props.reports}
      result={props.result}
      busy={props.busy}
      field="report"
      dataName="data-report-id"
      view={(r) => ({
        thumbnail: r.pin.imageUrl,
        title: <Link to={`/pin/${r.pin.id}/`}>{r.pin.title}</Link>,
        badge: { tone: 'warning', label: r.reasonLabel },
        text: (
          <>
            Reported by <Link to={`/${r.reporter.username}/`}>{r.reporter.fullName}</Link>
          </>
        ),
        time: r.createdAt,
      })}
      act={{
        intent: 'remove',
        label: 'Remove pin',
        name: (r) => `Remove pin: ${r.pin.title}`,
        confirm: (r) => ({
          title: 'Remove this Pin?',
          description: `“${r?.pin.title ?? ''}” becomes unavailable everywhere, for everyone, and every open report of it closes.`,
        }),
      }}
      dismiss={{
        intent: 'dismiss',
        label: 'Dismiss',
        name: (r) => `Dismiss report on ${r.pin.title}`,
      }}
    />
  );
}
