import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { BOARD_LIMITS, boardNameProblem, textProblemMessage } from '#domain/boards/boards';
import type { BoardModel } from '#domain/pins/models';
import { postResource } from '../../lib/resource';
import { Checkbox } from '../../ui/Checkbox';
import { said, useT } from '../../ui/i18n';
import { TextField } from '../../ui/TextField';
import { apiMessageOf } from './collaborators/message-of';
import { FormModal } from './FormModal';
import { useSubmit } from './use-submit';
import '../../lib/texts/boards';

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
  const t = useT();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState(false);
  const { busy, setBusy, error, setError, run } = useSubmit((e) =>
    apiMessageOf(e, t('boards.failed')),
  );

  function reset() {
    setName('');
    setSecret(false);
    setError(null);
    setBusy(false);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = textProblemMessage('name', boardNameProblem(name));
    void run(problem && said(t, problem), async () => {
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
      title={t('boards.create')}
      submitLabel={t('boards.createSubmit')}
      busy={busy}
      canSubmit={Boolean(name.trim())}
      onSubmit={submit}
      after={
        <Checkbox
          label={t('boards.keepSecret')}
          hint={t('boards.keepSecretHint')}
          checked={secret}
          onCheckedChange={setSecret}
        />
      }
    >
      <TextField
        name="name"
        label={t('boards.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={t('boards.namePlaceholder')}
        maxLength={BOARD_LIMITS.name}
        error={error}
        autoComplete="off"
        required
      />
    </FormModal>
  );
}
