import { type ReactNode, useId, useState } from 'react';
import { Button } from './Button';
import { DialogClose } from './Dialog';
import { FormAlert } from './FormAlert';
import { useT } from './i18n';
import { Modal } from './Modal';
import type { SheetVariant } from './Sheet';

export interface ConfirmDialogProps {
  /** a Sheet on a phone or tablet, as Modal */
  mobile: boolean;
  sheetVariant?: SheetVariant;
  open: boolean;
  /** false when Cancel, Escape or the mask closes it; not while the action runs */
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  /**
   * Runs the action. A promise keeps the dialog busy until it settles; a string it resolves to, or
   * its rejection, is the failure, shown in the dialog, which stays open to try again. Anything
   * else it answers is ignored (the caller closes the dialog).
   */
  onConfirm?(): unknown;
  /** the confirm control, replacing the button (a form's own submit, say) */
  confirm?: ReactNode;
  /** busy from outside (a form submission the caller tracks) */
  busy?: boolean;
  /** names the failure's alert, for aria-describedby */
  errorId?: string;
}

/**
 * A yes/no question before something that cannot be undone (delete a pin, a board, a comment, an
 * account): an alert dialog (role alertdialog, focus on Cancel) with the action in the danger
 * style. A failure is read out in the dialog instead of closing it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ownId = useId();
  const t = useT();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = running || Boolean(props.busy);

  async function confirm() {
    const pending = props.onConfirm?.();
    if (!(pending instanceof Promise)) return;
    setRunning(true);
    setError(null);
    let problem: unknown;
    try {
      problem = await pending;
    } catch (e) {
      problem = e instanceof Error ? e.message : t('ui.failed');
    }
    setRunning(false);
    setError(typeof problem === 'string' ? problem : null);
  }

  return (
    <Modal
      mobile={props.mobile}
      sheetVariant={props.sheetVariant}
      alert
      size="sm"
      open={props.open}
      onOpenChange={(open) => {
        if (open || busy) return;
        setError(null);
        props.onOpenChange(false);
      }}
      title={props.title}
      description={props.description}
      footer={
        <>
          <DialogClose>
            <Button>{t('ui.cancel')}</Button>
          </DialogClose>
          {props.confirm ?? (
            <Button variant="danger" loading={busy} onClick={() => void confirm()}>
              {props.confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <FormAlert id={props.errorId ?? `${ownId}-error`} message={error} />
    </Modal>
  );
}
