import { useId, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { lazyDateTimeFormat } from '#domain/date-format';
import type { ListedStatus } from '#domain/offsite';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass } from '../../lib/viewer-context';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { Modal } from '../../ui/Modal';
import s from './Admin.module.css';
import { STATUS_LABEL, STATUS_TONE } from './statuses';

export interface DomainEntry {
  host: string;
  status: ListedStatus;
  /** empty when the status's default message applies */
  message: string;
  /** ISO time */
  updatedAt: string;
}

// UTC, so the server's and the browser's renderings agree
const WHEN = lazyDateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function updatedAt(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${WHEN().format(d)} UTC`;
}

/**
 * The listed domains, each with a Remove button. Remove asks first in a dialog; without scripts
 * the button posts straight away.
 */
export function DomainList(props: {
  entries: readonly DomainEntry[];
  result: FormResult | undefined;
  /** the host whose removal is being posted */
  removing: string | null;
}) {
  const id = useId();
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const device = useDeviceClass();
  const [confirm, setConfirm] = useState<{ host: string; open: boolean }>({
    host: '',
    open: false,
  });
  const result = props.result?.intent === 'unlist' ? props.result : undefined;
  const count = props.entries.length;

  function remove() {
    submit({ _csrf: csrf, intent: 'unlist', host: confirm.host }, { method: 'post' });
    setConfirm((c) => ({ ...c, open: false }));
  }

  return (
    <section className={s.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.sectionTitle}>
        Listed domains
      </h2>
      <p className={s.sectionLead}>
        {count === 0
          ? 'No domain is listed: every link opens.'
          : `${count} ${count === 1 ? 'domain' : 'domains'}, with their subdomains.`}
      </p>
      <FormAlert id={`${id}-error`} message={isFailure(result) ? result.error : null} />
      <p className={s.status} role="status">
        {isSuccess(result) && !props.removing ? result.message : ''}
      </p>
      {count > 0 ? (
        <ul className={s.entries}>
          {props.entries.map((e) => (
            <li key={e.host} className={s.entry}>
              <div className={s.entryText}>
                <div className={s.entryHead}>
                  <h3 className={s.host}>{e.host}</h3>
                  <Badge tone={STATUS_TONE[e.status]}>{STATUS_LABEL[e.status]}</Badge>
                </div>
                <p className={e.message ? s.message : `${s.message} ${s.subtle}`}>
                  {e.message || '(default message)'}
                </p>
                <p className={s.updated}>
                  Updated <time dateTime={e.updatedAt}>{updatedAt(e.updatedAt)}</time>
                </p>
              </div>
              <Form
                method="post"
                className={s.remove}
                onSubmit={(event) => {
                  // with scripts, ask first; the dialog posts the same fields
                  event.preventDefault();
                  setConfirm({ host: e.host, open: true });
                }}
              >
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="intent" value="unlist" />
                <input type="hidden" name="host" value={e.host} />
                <Button
                  type="submit"
                  size="sm"
                  aria-label={`Remove ${e.host}`}
                  loading={props.removing === e.host}
                >
                  Remove
                </Button>
              </Form>
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
        title={`Remove ${confirm.host}?`}
        description={`Links to ${confirm.host} and its subdomains will open again, without a warning.`}
        footer={
          <>
            <DialogClose>
              <Button>Cancel</Button>
            </DialogClose>
            <Button variant="danger" onClick={remove}>
              Remove
            </Button>
          </>
        }
      />
    </section>
  );
}
