import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/TextField';
import { errorTarget } from '../auth';
import a from '../auth/Auth.module.css';
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
        <button type="submit" className={a.danger} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete account'}
        </button>
      </div>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={a.modalBackdrop} />
          <AlertDialog.Content className={a.modal}>
            <AlertDialog.Title className={a.modalTitle}>Delete your account?</AlertDialog.Title>
            <AlertDialog.Description className={a.modalSubheader}>
              @{username} and all its pins, boards and follows will be deleted right away. This
              can't be undone.
            </AlertDialog.Description>
            <div className={s.confirmActions}>
              <AlertDialog.Cancel className={a.secondary}>Cancel</AlertDialog.Cancel>
              <AlertDialog.Action className={a.danger} onClick={confirm}>
                Delete for good
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </form>
  );
}
