import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { BOARD_LIMITS, boardNameProblem, textProblemMessage } from '#domain/boards/boards';
import type { BoardModel } from '#domain/pins/models';
import { postResource } from '../../lib/resource';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { apiMessageOf } from './collaborators/message-of';
import { FormModal } from './FormModal';
import { useSubmit } from './use-submit';

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
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState(false);
  const { busy, setBusy, error, setError, run } = useSubmit(apiMessageOf);

  function reset() {
    setName('');
    setSecret(false);
    setError(null);
    setBusy(false);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void run(textProblemMessage('name', boardNameProblem(name)), async () => {
      const board = await postResource<BoardModel>('BoardResource', 'create', {
        name: name.trim(),
        privacy: secret ? 'secret' : 'public',
      });
      reset();
      onOpenChange(false);
      if (onCreated) onCreated(board);
      else navigate(board.url);
    });
  }

  return (
    <FormModal
      phone="fullpage"
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title="Create board"
      submitLabel="Create"
      busy={busy}
      canSubmit={Boolean(name.trim())}
      onSubmit={submit}
      after={
        <Checkbox
          label="Keep this board secret"
          hint="So only you and collaborators can see it."
          checked={secret}
          onCheckedChange={setSecret}
        />
      }
    >
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
    </FormModal>
  );
}
