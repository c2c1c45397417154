import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { BoardModel, SectionModel } from '#domain/models';
import { ApiError, getResource } from '../../lib/resource';
import s from './Boards.module.css';

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
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.backdrop} />
        <Dialog.Content className={s.dialog} aria-describedby={undefined}>
          <Dialog.Close className={s.close} aria-label="Close">
            <X size={20} aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className={s.dialogTitle}>
            {verb} {props.count} Pin{props.count === 1 ? '' : 's'}
          </Dialog.Title>
          <form className={s.form} onSubmit={submit}>
            <div className={s.field}>
              <label className={s.label} htmlFor={`${id}-board`}>
                Board
              </label>
              <select
                id={`${id}-board`}
                className={s.input}
                value={boardId}
                onChange={(e) => setBoardId(e.target.value)}
                disabled={!boards}
              >
                {(boards ?? []).map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={s.field}>
              <label className={s.label} htmlFor={`${id}-section`}>
                Section
              </label>
              <select
                id={`${id}-section`}
                className={s.input}
                value={sectionId}
                onChange={(e) => setSectionId(e.target.value)}
              >
                <option value="">No section</option>
                {sections.map((sec) => (
                  <option key={sec.id} value={sec.id}>
                    {sec.title}
                  </option>
                ))}
              </select>
            </div>
            {error ? (
              <p className={s.error} role="alert">
                {error}
              </p>
            ) : null}
            <div className={s.actions}>
              <Dialog.Close className={s.secondary}>Cancel</Dialog.Close>
              <button type="submit" className={s.primary} disabled={!boards}>
                {verb}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
