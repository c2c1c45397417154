import { useId } from 'react';
import { Form, useFetcher } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useInstance } from '../../lib/root-data';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import s from './Auth.module.css';
import { AccountFormHead, AuthFormFoot, PasswordField } from './FormParts';
import { errorTarget } from './form-errors';

interface Props {
  next: string;
  result: FormResult | undefined;
  busy: boolean;
  autoFocus?: boolean;
}

function LoginFields({ next, result, busy, autoFocus }: Props) {
  const id = useId();
  const failure = isFailure(result) ? result : null;
  const errorId = `${id}-error`;
  const t = useT();
  const { name } = useInstance();
  return (
    <>
      <AccountFormHead hidden={{ next }} errorId={errorId} error={failure?.error} />
      <TextField
        id={`${id}-user`}
        label={t('auth.emailOrUsername')}
        name="usernameOrEmail"
        autoComplete="username"
        defaultValue={failure?.fields.usernameOrEmail}
        required
        autoFocus={autoFocus}
        {...errorTarget(errorId, failure, 'usernameOrEmail')}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('auth.password')}
        name="password"
        {...errorTarget(errorId, failure, 'password')}
      />
      <Link underline="always" className={s.smallLink} to="/password/reset">
        {t('auth.forgotPassword')}
      </Link>
      <AuthFormFoot
        busy={busy}
        submit={t('shell.logIn')}
        question={t('auth.notMemberYet', { name })}
        to={loginPath(next, '/signup')}
        link={t('shell.signUp')}
        bold
      />
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
