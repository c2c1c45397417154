import { useId, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { lazyDateTimeFormat } from '#domain/date-format';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass } from '../../lib/viewer-context';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { Modal } from '../../ui/Modal';
import s from './Admin.module.css';

export interface OpenReportEntry {
  id: string;
  reasonLabel: string;
  /** ISO time */
  createdAt: string;
  pin: { id: string; title: string; imageUrl: string };
  reporter: { username: string; fullName: string };
}

// UTC, so the server's and the browser's renderings agree
const WHEN = lazyDateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${WHEN().format(d)} UTC`;
}

/**
 * Open reports (issue 13), oldest first: the pin (image, title, link), the reason and who
 * reported it, with Remove pin (asked first in a dialog; without scripts it posts straight
 * away) and Dismiss.
 */
export function ReportList(props: {
  reports: readonly OpenReportEntry[];
  result: FormResult | undefined;
  /** the report whose resolution is being posted */
  busy: string | null;
}) {
  const id = useId();
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const device = useDeviceClass();
  const [confirm, setConfirm] = useState<{ report: OpenReportEntry | null; open: boolean }>({
    report: null,
    open: false,
  });
  const count = props.reports.length;
  const result = props.result;

  function remove() {
    if (!confirm.report) return;
    submit({ _csrf: csrf, intent: 'remove', report: confirm.report.id }, { method: 'post' });
    setConfirm((c) => ({ ...c, open: false }));
  }

  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        Open reports
      </h2>
      <p className={s.sectionLead}>
        {count === 0
          ? 'No open reports: every report has been handled.'
          : `${count} ${count === 1 ? 'report waits' : 'reports wait'} for a decision, oldest first.`}
      </p>
      <FormAlert id={`${id}-error`} message={isFailure(result) ? result.error : null} />
      <p className={s.status} role="status">
        {isSuccess(result) && !props.busy ? result.message : ''}
      </p>
      {count > 0 ? (
        <ul className={s.entries}>
          {props.reports.map((r) => (
            <li key={r.id} className={s.entry} data-report-id={r.id}>
              <img className={s.thumb} src={r.pin.imageUrl} alt="" width={72} height={96} />
              <div className={s.entryText}>
                <div className={s.entryHead}>
                  <h3 className={s.host}>
                    <Link to={`/pin/${r.pin.id}/`}>{r.pin.title}</Link>
                  </h3>
                  <Badge tone="warning">{r.reasonLabel}</Badge>
                </div>
                <p className={s.message}>
                  Reported by <Link to={`/${r.reporter.username}/`}>{r.reporter.fullName}</Link>
                </p>
                <p className={s.updated}>
                  <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
                </p>
              </div>
              <div className={s.reportActions}>
                <Form
                  method="post"
                  onSubmit={(event) => {
                    event.preventDefault();
                    setConfirm({ report: r, open: true });
                  }}
                >
                  <input type="hidden" name="_csrf" value={csrf} />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="report" value={r.id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="danger"
                    aria-label={`Remove pin: ${r.pin.title}`}
                    loading={props.busy === r.id}
                  >
                    Remove pin
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="_csrf" value={csrf} />
                  <input type="hidden" name="intent" value="dismiss" />
                  <input type="hidden" name="report" value={r.id} />
                  <Button type="submit" size="sm" aria-label={`Dismiss report on ${r.pin.title}`}>
                    Dismiss
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <Modal
        mobile={device !== 'desktop'}
        sheetVariant={device === 'tablet' ? 'tablet' : 'slideUp'}
        alert
        size="sm"
        open={confirm.open}
        onOpenChange={(open) => setConfirm((c) => ({ ...c, open }))}
        title="Remove this Pin?"
        description={`“${confirm.report?.pin.title ?? ''}” becomes unavailable everywhere, for everyone, and every open report of it closes.`}
        footer={
          <>
            <DialogClose>
              <Button>Cancel</Button>
            </DialogClose>
            <Button variant="danger" onClick={remove}>
              Remove pin
            </Button>
          </>
        }
      />
    </section>
  );
}
