import { useId } from 'react';
import { Form, useFetcher } from 'react-router';
import { loginPath } from '#domain/safe-next';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import s from './Auth.module.css';
import { errorTarget } from './form-errors';

interface Props {
  next: string;
  result: FormResult | undefined;
  busy: boolean;
  autoFocus?: boolean;
}

function LoginFields({ next, result, busy, autoFocus }: Props) {
  const id = useId();
  const csrf = useCsrfToken();
  const failure = isFailure(result) ? result : null;
  const errorId = `${id}-error`;
  return (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="next" value={next} />
      <FormAlert id={errorId} message={failure?.error} />
      <TextField
        id={`${id}-user`}
        label="Email or username"
        name="usernameOrEmail"
        autoComplete="username"
        defaultValue={failure?.fields.usernameOrEmail}
        required
        autoFocus={autoFocus}
        {...errorTarget(errorId, failure, 'usernameOrEmail')}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        {...errorTarget(errorId, failure, 'password')}
      />
      <Link underline="always" className={s.smallLink} to="/password/reset">
        Forgot your password?
      </Link>
      <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
        Log in
      </Button>
      <p className={s.switch}>
        Not on Tessera yet?{' '}
        <Link underline="always" to={loginPath(next, '/signup')} className={s.switchLink}>
          Sign up
        </Link>
      </p>
    </>
  );
}

/** The /login page's form: a plain POST that works before the scripts load. */
export function LoginPageForm(props: Props) {
  return (
    <Form method="post" className={s.form}>
      <LoginFields {...props} />
    </Form>
  );
}

/** The login modal's form: posts to /login without leaving the page; the answer sends it back. */
export function LoginFetcherForm({ next }: { next: string }) {
  const fetcher = useFetcher<FormResult>();
  return (
    <fetcher.Form method="post" action="/login" className={s.form}>
      <LoginFields next={next} result={fetcher.data} busy={fetcher.state !== 'idle'} autoFocus />
    </fetcher.Form>
  );
}
