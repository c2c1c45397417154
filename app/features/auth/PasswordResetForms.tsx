import { useId } from 'react';
import { Form } from 'react-router';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import s from './Auth.module.css';
import { errorTarget } from './form-errors';

interface Props {
  result: FormResult | undefined;
  busy: boolean;
}

/** Step 1 of a reset: the account's email, to which the link goes. */
export function ResetRequestForm({ result, busy }: Props) {
  const id = useId();
  const csrf = useCsrfToken();
  const failure = isFailure(result) ? result : null;
  const errorId = `${id}-error`;
  return (
    <Form method="post" className={s.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <FormAlert id={errorId} message={failure?.error} />
      {isSuccess(result) ? (
        <p className={s.notice} role="status">
          {result.message}
        </p>
      ) : null}
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={failure?.fields.email}
        required
        autoFocus
        {...errorTarget(errorId, failure, 'email')}
      />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
        Send reset link
      </Button>
      <p className={s.switch}>
        Remembered it?{' '}
        <Link underline="always" to="/login">
          Log in
        </Link>
      </p>
    </Form>
  );
}

/** Step 2, from the mailed link: the new password, posted with the link's token. */
export function NewPasswordForm({ token, result, busy }: Props & { token: string }) {
  const id = useId();
  const csrf = useCsrfToken();
  const failure = isFailure(result) ? result : null;
  const errorId = `${id}-error`;
  return (
    <Form method="post" className={s.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="token" value={token} />
      <FormAlert id={errorId} message={failure?.error} />
      <TextField
        id={`${id}-password`}
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters. Avoid common passwords and your username."
        minLength={8}
        maxLength={128}
        required
        autoFocus
        {...errorTarget(errorId, failure, 'password')}
      />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
        Set new password
      </Button>
      <p className={s.switch}>
        Link expired?{' '}
        <Link underline="always" to="/password/reset">
          Ask for a new one
        </Link>
      </p>
    </Form>
  );
}
