import { useState } from 'react';
import { useDeviceClass } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { Modal } from '../../ui/Modal';

/**
 * Decision 042: a comment is deleted for everyone, with its replies, so the kit's alert dialog
 * asks first. A failure stays in the dialog, readable, so Delete can be tried again; Cancel
 * returns focus to the Delete button that opened it.
 */
export function ConfirmDeleteComment(props: {
  commentId: string;
  /** the author's name when the viewer deletes someone else's comment (their pin's) */
  othersName: string | null;
  hasReplies: boolean;
  onCancel(): void;
  /** answers the error's text, or null once it is gone */
  onDelete(): Promise<string | null>;
}) {
  const device = useDeviceClass();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = props.othersName ? `Delete ${props.othersName}’s comment?` : 'Delete your comment?';
  const description = props.hasReplies
    ? 'It goes for everyone, with its replies. This can’t be undone.'
    : 'It goes for everyone. This can’t be undone.';

  async function confirm() {
    setBusy(true);
    setError(null);
    const problem = await props.onDelete();
    // once deleted the comment, and this dialog with it, leaves the thread
    if (problem) {
      setError(problem);
      setBusy(false);
    }
  }

  return (
    <Modal
      mobile={device !== 'desktop'}
      sheetVariant={device === 'tablet' ? 'tablet' : 'slideUp'}
      alert
      size="sm"
      open
      onOpenChange={(open) => {
        if (!open && !busy) props.onCancel();
      }}
      title={title}
      description={description}
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
      <FormAlert id={`delete-comment-${props.commentId}-error`} message={error} />
    </Modal>
  );
}
