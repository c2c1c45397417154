import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { Modal } from '../../ui/Modal';
import { useModalShape } from './use-modal-shape';

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
  const shape = useModalShape('slideUp');
  return (
    <Modal
      {...shape}
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
