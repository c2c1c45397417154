import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import s from './Boards.module.css';

/** A labelled yes/no dialog for destructive actions (delete pins, board, section). */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  /** the confirm control; defaults to a button calling onConfirm */
  confirm?: ReactNode;
  onConfirm?(): void;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.backdrop} />
        <Dialog.Content className={s.dialog}>
          <Dialog.Title className={s.dialogTitle}>{props.title}</Dialog.Title>
          <Dialog.Description className={s.dialogText}>{props.description}</Dialog.Description>
          <div className={s.actions}>
            <Dialog.Close className={s.secondary}>Cancel</Dialog.Close>
            {props.confirm ?? (
              <button
                type="button"
                className={s.danger}
                disabled={props.busy}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
