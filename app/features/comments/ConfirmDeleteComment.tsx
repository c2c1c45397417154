import { useModalShape } from '../../lib/modal-shape';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../ui/i18n';

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
  const shape = useModalShape('slideUp');
  const t = useT();
  return (
    <ConfirmDialog
      {...shape}
      open
      onOpenChange={props.onCancel}
      title={
        props.othersName
          ? t('comments.deleteOthers', { name: props.othersName })
          : t('comments.deleteYours')
      }
      description={props.hasReplies ? t('comments.goesWithReplies') : t('comments.goes')}
      confirmLabel={t('comments.delete')}
      errorId={`delete-comment-${props.commentId}-error`}
      onConfirm={props.onDelete}
    />
  );
}
