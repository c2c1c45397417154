import { useId } from 'react';
import { useFetcher } from 'react-router';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { Button } from '../../ui/Button';
import { useT, withNodes } from '../../ui/i18n';
import { TextField } from '../../ui/TextField';
import { AccountFormHead, errorTarget, PasswordField } from '../auth';
import s from './Settings.module.css';
import '../../lib/texts/settings';

/**
 * Issue 33: change the account's email. The current password is asked again; the address
 * changes when the link mailed to the new one is opened, so a typo can't lock anyone out.
 */
export function EmailForm({ email }: { email: string | null }) {
  const id = useId();
  const t = useT();
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const errorId = `${id}-error`;
  const at = (name: string) => errorTarget(errorId, failure, name);
  return (
    <fetcher.Form method="post" className={s.form}>
      <AccountFormHead hidden={{ intent: 'email' }} errorId={errorId} error={failure?.error} />
      <p>
        {email
          ? withNodes(t, 'settings.email.current', { email: <strong>{email}</strong> })
          : t('settings.email.none')}
      </p>
      <TextField
        id={`${id}-email`}
        label={t('settings.email.new')}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={failure?.fields?.email ?? ''}
        maxLength={254}
        required
        {...at('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('settings.currentPassword')}
        name="password"
        {...at('password')}
      />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {isSuccess(fetcher.data) && !busy ? fetcher.data.message : ''}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          {t('settings.email.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
