import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useModalShape } from '../../lib/modal-shape';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/TextField';
import { errorTarget } from '../auth';
import s from './Settings.module.css';

/**
 * Deleting the account removes the user and everything of theirs (005-accounts.md). It asks for
 * the password and then a confirmation in a dialog, so neither a slip nor an unattended
 * session can do it.
 */
export function DeleteAccount({ username }: { username: string }) {
  const id = useId();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<FormResult>();
  const shape = useModalShape('slideUp');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const errorId = `${id}-error`;
  const passwordId = `${id}-password`;

  function confirm() {
    fetcher.submit({ _csrf: csrf, intent: 'delete', password }, { method: 'post' });
    setOpen(false);
  }

  return (
    <form
      className={s.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (password) setOpen(true);
      }}
    >
      <p>
        This deletes @{username} for good: your profile, pins, boards, follows and sessions. It
        can't be undone.
      </p>
      <FormAlert id={errorId} message={failure?.error} />
      <TextField
        id={passwordId}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        {...errorTarget(errorId, failure, 'password')}
      />
      <div className={s.actions}>
        <span />
        <Button type="submit" variant="danger" loading={busy}>
          Delete account
        </Button>
      </div>
      <ConfirmDialog
        {...shape}
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description={`@${username} and all its pins, boards and follows will be deleted right away. This can't be undone.`}
        confirmLabel="Delete for good"
        onConfirm={confirm}
      />
    </form>
  );
}
