import { useId } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { type FormResult, isFailure } from '../../lib/form-result';
import { Button } from '../../ui/Button';
import { AccountFormHead, errorTarget, PasswordField } from '../auth';
import s from './Settings.module.css';

export function PasswordForm() {
  const id = useId();
  const fetcher = useFetcher<FormResult>();
  const [params] = useSearchParams();
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const errorId = `${id}-error`;
  const saved = params.get('saved') === 'password' && !failure && !busy;
  return (
    <fetcher.Form method="post" className={s.form}>
      <AccountFormHead hidden={{ intent: 'password' }} errorId={errorId} error={failure?.error} />
      <PasswordField
        id={`${id}-current`}
        label="Current password"
        name="currentPassword"
        {...errorTarget(errorId, failure, 'currentPassword')}
      />
      <PasswordField
        fresh
        id={`${id}-new`}
        label="New password"
        name="newPassword"
        hint="8 to 128 characters. Your other sessions are logged out."
        {...errorTarget(errorId, failure, 'newPassword')}
      />
      <div className={s.actions}>
        <p className={s.status} role="status">
          {saved ? 'Your password is changed.' : ''}
        </p>
        <Button type="submit" variant="primary" loading={busy}>
          Change password
        </Button>
      </div>
    </fetcher.Form>
  );
}
