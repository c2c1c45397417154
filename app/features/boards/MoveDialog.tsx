import { type FormEvent, useEffect, useId, useState } from 'react';
import type { BoardModel, SectionModel } from '#domain/pins/models';
import { useModalShape } from '../../lib/modal-shape';
import { ApiError, getResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { Modal } from '../../ui/Modal';
import { Select } from '../../ui/Select';

/**
 * Where selected pins go (bulk move or copy): one of the viewer's boards and, optionally, one
 * of its sections.
 */
export function MoveDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  action: 'move' | 'copy';
  count: number;
  username: string;
  currentBoardId: string;
  currentSectionId: string | null;
  onChoose(target: { boardId: string; sectionId: string | null }): void;
}) {
  const id = useId();
  const [boards, setBoards] = useState<BoardModel[] | null>(null);
  const [sections, setSections] = useState<SectionModel[]>([]);
  const [boardId, setBoardId] = useState(props.currentBoardId);
  const [sectionId, setSectionId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { open, username } = props;
  const shape = useModalShape('slideUp');

  useEffect(() => {
    if (!open) return;
    const ctrl = new AbortController();
    getResource<BoardModel[]>(
      'BoardsResource',
      { username, page_size: 100, sort: 'alphabetical' },
      { signal: ctrl.signal },
    )
      .then((r) => setBoards(r.data))
      .catch((e) => {
        if (e instanceof ApiError) setError(e.message);
      });
    return () => ctrl.abort();
  }, [open, username]);

  useEffect(() => {
    if (!open || !boardId) return;
    const ctrl = new AbortController();
    setSectionId('');
    getResource<SectionModel[]>(
      'BoardSectionsResource',
      { board_id: boardId },
      { signal: ctrl.signal },
    )
      .then((r) => setSections(r.data))
      .catch(() => setSections([]));
    return () => ctrl.abort();
  }, [open, boardId]);

  const same =
    boardId === props.currentBoardId && (sectionId || null) === (props.currentSectionId ?? null);
  const verb = props.action === 'move' ? 'Move' : 'Copy';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (props.action === 'move' && same) {
      setError('Those Pins are already there. Choose another board or section.');
      return;
    }
    props.onChoose({ boardId, sectionId: sectionId || null });
  }

  return (
    <Modal
      {...shape}
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`${verb} ${props.count} Pin${props.count === 1 ? '' : 's'}`}
      footer={
        <>
          <DialogClose>
            <Button>Cancel</Button>
          </DialogClose>
          <Button type="submit" form={`${id}-form`} variant="primary" disabled={!boards}>
            {verb}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit}>
        <Select
          name="board"
          label="Board"
          value={boardId}
          onValueChange={setBoardId}
          disabled={!boards}
          options={(boards ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
      </form>
      <Select
        name="section"
        label="Section"
        value={sectionId}
        onValueChange={setSectionId}
        options={[
          { value: '', label: 'No section' },
          ...sections.map((sec) => ({ value: sec.id, label: sec.title })),
        ]}
      />
      <FormAlert id={`${id}-error`} message={error} />
    </Modal>
  );
}
