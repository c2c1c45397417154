import { useId } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { TextField } from '../../ui/TextField';
import { errorTarget } from '../auth';
import s from './Settings.module.css';

export function PasswordForm() {
  const id = useId();
  const csrf = useCsrfToken();
  const fetcher = useFetcher<FormResult>();
  const [params] = useSearchParams();
  const busy = fetcher.state !== 'idle';
  const failure = isFailure(fetcher.data) ? fetcher.data : null;
  const errorId = `${id}-error`;
  const saved = params.get('saved') === 'password' && !failure && !busy;
  return (
    <fetcher.Form method="post" className={s.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="password" />
      <FormAlert id={errorId} message={failure?.error} />
      <TextField
        id={`${id}-current`}
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        {...errorTarget(errorId, failure, 'currentPassword')}
      />
      <TextField
        id={`${id}-new`}
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters. Your other sessions are logged out."
        minLength={8}
        maxLength={128}
        required
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
