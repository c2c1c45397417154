import { useState } from 'react';
import { useDeviceClass } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';

/**
 * spec 02 §4 delete confirmation (M-015): Delete runs the deletion, then the toast says it is
 * done; a failure stays in the dialog, readable, and the dialog stays open to try again.
 */
export function ConfirmDelete(props: {
  open: boolean;
  title: string;
  description: string;
  /** what the toast says once it is gone */
  doneText: string;
  errorId: string;
  onCancel(): void;
  onDelete(): Promise<unknown>;
  onDeleted(): void;
}) {
  const device = useDeviceClass();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await props.onDelete();
      toast.show({ text: props.doneText });
      props.onDeleted();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      mobile={device !== 'desktop'}
      sheetVariant={device === 'tablet' ? 'tablet' : 'slideUp'}
      alert
      size="sm"
      open={props.open}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          props.onCancel();
        }
      }}
      title={props.title}
      description={props.description}
      footer={
        <>
          <DialogClose>
            <Button>Cancel</Button>
          </DialogClose>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            Delete
          </Button>
        </>
      }
    >
      <FormAlert id={props.errorId} message={error} />
    </Modal>
  );
}
