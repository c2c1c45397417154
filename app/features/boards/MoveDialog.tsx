import { type FormEvent, useEffect, useId, useState } from 'react';
import type { BoardModel, SectionModel } from '#domain/pins/models';
import { useModalShape } from '../../lib/modal-shape';
import { ApiError, getResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import { Select } from '../../ui/Select';
import '../../lib/texts/boards';

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
  const t = useT();
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
  const verb = t(props.action === 'move' ? 'boards.move' : 'boards.copy');
  const count = { count: props.count, n: String(props.count) };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (props.action === 'move' && same) {
      setError(t('boards.move.already'));
      return;
    }
    props.onChoose({ boardId, sectionId: sectionId || null });
  }

  return (
    <Modal
      {...shape}
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t(props.action === 'move' ? 'boards.move.moveTitle' : 'boards.move.copyTitle', count)}
      footer={
        <>
          <DialogClose>
            <Button>{t('boards.cancel')}</Button>
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
          label={t('boards.board')}
          value={boardId}
          onValueChange={setBoardId}
          disabled={!boards}
          options={(boards ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
      </form>
      <Select
        name="section"
        label={t('boards.section')}
        value={sectionId}
        onValueChange={setSectionId}
        options={[
          { value: '', label: t('boards.noSection') },
          ...sections.map((sec) => ({ value: sec.id, label: sec.title })),
        ]}
      />
      <FormAlert id={`${id}-error`} message={error} />
    </Modal>
  );
}
