import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useModalShape } from '../../lib/modal-shape';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { TextField } from '../../ui/TextField';
import { errorTarget } from '../auth';
import s from './Settings.module.css';
import '../../lib/texts/settings';

/**
 * Deleting the account removes the user and everything of theirs (005-accounts.md). It asks for
 * the password and then a confirmation in a dialog, so neither a slip nor an unattended
 * session can do it.
 */
export function DeleteAccount({ username }: { username: string }) {
  const id = useId();
  const t = useT();
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
      <p>{t('settings.delete.text', { username })}</p>
      <FormAlert id={errorId} message={failure?.error} />
      <TextField
        id={passwordId}
        label={t('auth.password')}
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
          {t('settings.delete.title')}
        </Button>
      </div>
      <ConfirmDialog
        {...shape}
        open={open}
        onOpenChange={setOpen}
        title={t('settings.delete.askTitle')}
        description={t('settings.delete.askText', { username })}
        confirmLabel={t('settings.delete.confirm')}
        onConfirm={confirm}
      />
    </form>
  );
}
