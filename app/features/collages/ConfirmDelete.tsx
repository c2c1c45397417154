import { useModalShape } from '../../lib/modal-shape';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import '../../lib/texts/builder';

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
  const t = useT();
  const shape = useModalShape('slideUp');
  const toast = useToast();
  return (
    <ConfirmDialog
      {...shape}
      open={props.open}
      onOpenChange={props.onCancel}
      title={props.title}
      description={props.description}
      confirmLabel={t('collage.delete')}
      errorId={props.errorId}
      onConfirm={async () => {
        await props.onDelete();
        toast.show({ text: props.doneText });
        props.onDeleted();
        return null;
      }}
    />
  );
}
