import { type FormEvent, useId, useState } from 'react';
import { BOARD_LIMITS, sectionTitleProblem, textProblemMessage } from '#domain/boards';
import type { SectionModel } from '#domain/models';
import { ApiError, postResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useModalShape } from './use-modal-shape';

/** Add a section to a board (BoardSectionResource create), optionally moving pins into it. */
export function SectionDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  boardId: string;
  pinIds?: string[];
  onCreated(section: SectionModel): void;
}) {
  const id = useId();
  const shape = useModalShape('slideUp');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = props.pinIds?.length ?? 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = textProblemMessage('sectionTitle', sectionTitleProblem(title));
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const section = await postResource<SectionModel>('BoardSectionResource', 'create', {
        board_id: props.boardId,
        title: title.trim(),
        ...(count ? { pin_ids: props.pinIds } : {}),
      });
      setTitle('');
      setBusy(false);
      props.onOpenChange(false);
      props.onCreated(section);
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    }
  }

  return (
    <Modal
      {...shape}
      open={props.open}
      onOpenChange={(o) => {
        if (!o) setError(null);
        props.onOpenChange(o);
      }}
      title={count ? `New section with ${count} Pin${count === 1 ? '' : 's'}` : 'Add section'}
      footer={
        <Button
          type="submit"
          form={`${id}-form`}
          variant="primary"
          loading={busy}
          disabled={!title.trim()}
        >
          Add
        </Button>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <TextField
          name="title"
          label="Section name"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={BOARD_LIMITS.sectionTitle}
          placeholder='Like "Breakfast" or "Living room"'
          error={error}
          autoComplete="off"
        />
      </form>
    </Modal>
  );
}
