import { type FormEvent, useId, useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '#domain/feedback/feedback';
import { useDeviceClass } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import { RadioGroup } from '../../ui/RadioGroup';
import { TextArea } from '../../ui/TextArea';
import s from './Feedback.module.css';

interface Reason<R extends string> {
  id: R;
  label: string;
  hint: string;
}

export interface ReportDialogProps<R extends string> {
  open: boolean;
  busy: boolean;
  onOpenChange(open: boolean): void;
  onReport(reason: R, details: string): void;
  /** what is reported: a Pin (default), a comment or a profile */
  subject?: 'Pin' | 'comment' | 'profile';
  /** the reasons to choose from; a Pin's (REPORT_REASONS) unless given */
  reasons?: readonly Reason<R>[];
  /** a details field of this many characters at most, and what is wrong before sending */
  details?: { max: number; problem(reason: R, details: string): string | null };
}

/**
 * Report a Pin (issue 13), a comment (decision 042) or a profile (decision 046): one reason of
 * the list, optional details where the subject takes them, then Report. A Dialog on desktop, a
 * sheet on a phone or tablet. Nothing is sent without a reason; the caller says what happened.
 */
export function ReportDialog<R extends string = ReportReason>(props: ReportDialogProps<R>) {
  const subject = props.subject ?? 'Pin';
  const t = useT();
  const mode = { mode: subject };
  const id = useId();
  const device = useDeviceClass();
  const [reason, setReason] = useState<R | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [detailsError, setDetailsError] = useState<string | null>(null);
  // without its own list, R is a Pin's reason
  const reasons =
    props.reasons ??
    (REPORT_REASONS.map((r) => ({
      id: r.id,
      label: t(`feedback.r.${r.id}`),
      hint: t(`feedback.rh.${r.id}`),
    })) as Reason<string>[] as Reason<R>[]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) {
      setError(t('feedback.chooseReason', mode));
      return;
    }
    const problem = props.details?.problem(reason, details) ?? null;
    setError(null);
    setDetailsError(problem);
    if (problem) return;
    props.onReport(reason, details.trim());
  }

  return (
    <Modal
      mobile={device !== 'desktop'}
      sheetVariant="slideUp"
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('feedback.reportTitle', mode)}
      description={t('feedback.reportWhy', mode)}
      closeOnOutsideClick={!props.busy}
      footer={
        <>
          <DialogClose>
            <Button disabled={props.busy}>{t('feedback.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} variant="primary" disabled={props.busy}>
            {t('feedback.report')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={s.reasons} onSubmit={submit} noValidate>
        <RadioGroup
          legend={t('feedback.reason')}
          hideLegend
          name="reason"
          options={reasons.map((r) => ({ value: r.id, label: r.label, hint: r.hint }))}
          value={reason}
          onValueChange={(v) => {
            setReason(v as R);
            setError(null);
            setDetailsError(null);
          }}
          error={error}
        />
        {props.details ? (
          <TextArea
            id={`${id}-details`}
            name="details"
            label={t('feedback.details')}
            placeholder={t('feedback.detailsHint', mode)}
            value={details}
            onChange={(e) => {
              setDetails(e.target.value);
              setDetailsError(null);
            }}
            counter={{ max: props.details.max, count: (v) => [...v.trim()].length }}
            error={detailsError}
            rows={3}
          />
        ) : null}
      </form>
    </Modal>
  );
}
