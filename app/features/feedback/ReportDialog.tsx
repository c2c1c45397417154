import { type FormEvent, useId, useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '#domain/feedback/feedback';
import { useDeviceClass } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { Modal } from '../../ui/Modal';
import { RadioGroup } from '../../ui/RadioGroup';
import s from './Feedback.module.css';

/**
 * Report Pin (issue 13): one reason of the list, then Report. A Dialog on desktop, a sheet on a
 * phone or tablet. Nothing is sent without a reason; the card turns 'Reported' on success.
 */
export function ReportDialog(props: {
  open: boolean;
  busy: boolean;
  onOpenChange(open: boolean): void;
  onReport(reason: ReportReason): void;
  /** what is reported: a Pin (default) or a comment (decision 042) */
  subject?: 'Pin' | 'comment';
}) {
  const subject = props.subject ?? 'Pin';
  const id = useId();
  const device = useDeviceClass();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) {
      setError(`Choose a reason to report this ${subject}.`);
      return;
    }
    setError(null);
    props.onReport(reason);
  }

  return (
    <Modal
      mobile={device !== 'desktop'}
      sheetVariant="slideUp"
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Report ${subject}`}
      description={`Why are you reporting this ${subject}?`}
      closeOnOutsideClick={!props.busy}
      footer={
        <>
          <DialogClose>
            <Button disabled={props.busy}>Cancel</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} variant="primary" disabled={props.busy}>
            Report
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={s.reasons} onSubmit={submit} noValidate>
        <RadioGroup
          legend="Reason"
          hideLegend
          name="reason"
          options={REPORT_REASONS.map((r) => ({ value: r.id, label: r.label, hint: r.hint }))}
          value={reason}
          onValueChange={(v) => {
            setReason(v as ReportReason);
            setError(null);
          }}
          error={error}
        />
      </form>
    </Modal>
  );
}
