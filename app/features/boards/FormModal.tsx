import { type FormEvent, type ReactNode, useId } from 'react';
import { useModalShape } from '../../lib/modal-shape';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import type { SheetVariant } from '../../ui/Sheet';

/**
 * A modal holding one form whose submit button sits in the footer: the button is tied to the
 * form by id, so Enter in a field and the button both submit.
 */
export function FormModal(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  phone: SheetVariant;
  submitLabel: string;
  busy: boolean;
  canSubmit: boolean;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
  /** controls outside the form, below it */
  after?: ReactNode;
}) {
  const id = useId();
  const shape = useModalShape(props.phone);
  return (
    <Modal
      {...shape}
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      footer={
        <Button
          type="submit"
          form={`${id}-form`}
          variant="primary"
          loading={props.busy}
          disabled={!props.canSubmit}
        >
          {props.submitLabel}
        </Button>
      }
    >
      <form id={`${id}-form`} onSubmit={props.onSubmit} noValidate>
        {props.children}
      </form>
      {props.after}
    </Modal>
  );
}
