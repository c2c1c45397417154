import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { BoardModel } from '#domain/models';
import { CreateBoardDialog } from '../boards';
import s from './PinBuilder.module.css';
import { useSections } from './use-my-boards';

/**
 * Board and section select of a pin draft or edit form. With no boards yet, it offers
 * 'Create board' (H1's dialog), and the new board is chosen at once.
 */
export function BoardPicker({
  idPrefix,
  boards,
  boardId,
  sectionId,
  onChange,
  onBoardCreated,
  disabled,
}: {
  idPrefix: string;
  boards: BoardModel[] | null;
  boardId: string;
  sectionId: string;
  onChange(next: { boardId: string; sectionId: string }): void;
  onBoardCreated(board: BoardModel): void;
  disabled?: boolean;
}) {
  const [creating, setCreating] = useState(false);
  const sections = useSections(boardId || null);
  const empty = boards !== null && boards.length === 0;
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={`${idPrefix}-board`}>
        Board
      </label>
      <div className={s.boardRow}>
        <select
          id={`${idPrefix}-board`}
          className={s.input}
          value={boardId}
          onChange={(e) => onChange({ boardId: e.target.value, sectionId: '' })}
          disabled={disabled || boards === null}
        >
          <option value="">
            {boards === null ? 'Loading boards…' : 'Your profile (no board)'}
          </option>
          {(boards ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
              {b.privacy === 'secret' ? ' (secret)' : ''}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={s.iconButton}
          onClick={() => setCreating(true)}
          aria-label="Create board"
          disabled={disabled}
        >
          <Plus size={20} aria-hidden="true" />
        </button>
      </div>
      {empty ? (
        <p className={s.hint}>
          You have no boards yet.{' '}
          <button type="button" className={s.linkButton} onClick={() => setCreating(true)}>
            Create board
          </button>
        </p>
      ) : null}
      {sections.length > 0 ? (
        <>
          <label className={s.label} htmlFor={`${idPrefix}-section`}>
            Section
          </label>
          <select
            id={`${idPrefix}-section`}
            className={s.input}
            value={sectionId}
            onChange={(e) => onChange({ boardId, sectionId: e.target.value })}
            disabled={disabled}
          >
            <option value="">No section</option>
            {sections.map((sec) => (
              <option key={sec.id} value={sec.id}>
                {sec.title}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <CreateBoardDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(board) => {
          onBoardCreated(board);
          onChange({ boardId: board.id, sectionId: '' });
        }}
      />
    </div>
  );
}
