import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';

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
    <Dialog
      alert
      size="sm"
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      footer={
        <>
          <DialogClose>
            <Button>Cancel</Button>
          </DialogClose>
          {props.confirm ?? (
            <Button variant="danger" loading={props.busy} onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          )}
        </>
      }
    />
  );
}
