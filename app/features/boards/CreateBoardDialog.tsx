import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { BOARD_LIMITS, boardNameProblem, textProblemMessage } from '#domain/boards';
import type { BoardModel } from '#domain/models';
import { ApiError, postResource } from '../../lib/resource';
import s from './Boards.module.css';

/**
 * The "Create board" dialog (spec 01 §7 BoardResource create, P-326): name (1–50) and a secret
 * switch. `onCreated` gets the new board; without it the page goes to the board.
 */
export function CreateBoardDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated?(board: BoardModel): void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setName('');
    setSecret(false);
    setError(null);
    setBusy(false);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = textProblemMessage('name', boardNameProblem(name));
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const board = await postResource<BoardModel>('BoardResource', 'create', {
        name: name.trim(),
        privacy: secret ? 'secret' : 'public',
      });
      reset();
      onOpenChange(false);
      if (onCreated) onCreated(board);
      else navigate(board.url);
    } catch (err) {
      setBusy(false);
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={s.backdrop} />
        <Dialog.Content className={s.dialog} aria-describedby={undefined}>
          <Dialog.Close className={s.close} aria-label="Close">
            <X size={20} aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className={s.dialogTitle}>Create board</Dialog.Title>
          <form className={s.form} onSubmit={submit} noValidate>
            <div className={s.field}>
              <label className={s.label} htmlFor={`${id}-name`}>
                Name
              </label>
              <input
                id={`${id}-name`}
                className={s.input}
                name="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder='Like "Places to go" or "Recipes to make"'
                maxLength={BOARD_LIMITS.name}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                autoComplete="off"
                required
              />
            </div>
            <label className={s.check}>
              <input
                type="checkbox"
                name="secret"
                checked={secret}
                onChange={(e) => setSecret(e.target.checked)}
              />
              <span className={s.checkText}>
                <strong>Keep this board secret</strong>
                <span>So only you and collaborators can see it.</span>
              </span>
            </label>
            {error ? (
              <p id={`${id}-error`} className={s.error} role="alert">
                {error}
              </p>
            ) : null}
            <div className={s.actions}>
              <button type="submit" className={s.primary} disabled={busy || !name.trim()}>
                {busy ? 'Creating…' : 'Create'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
