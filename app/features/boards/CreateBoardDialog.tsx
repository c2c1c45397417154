import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { BOARD_LIMITS, boardNameProblem, textProblemMessage } from '#domain/boards';
import type { BoardModel } from '#domain/models';
import { ApiError, postResource } from '../../lib/resource';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useModalShape } from './use-modal-shape';

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
  const shape = useModalShape('fullpage');
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
    <Modal
      {...shape}
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title="Create board"
      footer={
        <Button
          type="submit"
          form={`${id}-form`}
          variant="primary"
          loading={busy}
          disabled={!name.trim()}
        >
          Create
        </Button>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <TextField
          name="name"
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder='Like "Places to go" or "Recipes to make"'
          maxLength={BOARD_LIMITS.name}
          error={error}
          autoComplete="off"
          required
        />
      </form>
      <Checkbox
        label="Keep this board secret"
        hint="So only you and collaborators can see it."
        checked={secret}
        onCheckedChange={setSecret}
      />
    </Modal>
  );
}
