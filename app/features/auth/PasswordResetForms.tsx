import { useId } from 'react';
import { Form } from 'react-router';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useT } from '../../ui/i18n';
import s from './Auth.module.css';
import { AccountFormHead, AuthFormFoot, EmailField, PasswordField } from './FormParts';
import { errorTarget } from './form-errors';

interface Props {
  result: FormResult | undefined;
  busy: boolean;
}

/** Step 1 of a reset: the account's email, to which the link goes. */
export function ResetRequestForm({ result, busy }: Props) {
  const id = useId();
  const t = useT();
  const failure = isFailure(result) ? result : null;
  const errorId = `${id}-error`;
  return (
    <Form method="post" className={s.form}>
      <AccountFormHead errorId={errorId} error={failure?.error} result={result} />
      <EmailField
        id={`${id}-email`}
        defaultValue={failure?.fields.email}
        autoFocus
        {...errorTarget(errorId, failure, 'email')}
      />
      <AuthFormFoot
        busy={busy}
        submit={t('auth.sendResetLink')}
        question={t('auth.remembered')}
        to="/login"
        link={t('shell.logIn')}
      />
    </Form>
  );
}

/** Step 2, from the mailed link: the new password, posted with the link's token. */
export function NewPasswordForm({ token, result, busy }: Props & { token: string }) {
  const id = useId();
  const t = useT();
  const failure = isFailure(result) ? result : null;
  const errorId = `${id}-error`;
  return (
    <Form method="post" className={s.form}>
      <AccountFormHead hidden={{ token }} errorId={errorId} error={failure?.error} />
      <PasswordField
        fresh
        id={`${id}-password`}
        label={t('auth.newPassword')}
        name="password"
        hint={t('auth.passwordHint')}
        autoFocus
        {...errorTarget(errorId, failure, 'password')}
      />
      <AuthFormFoot
        busy={busy}
        submit={t('auth.setNewPassword')}
        question={t('auth.linkExpired')}
        to="/password/reset"
        link={t('auth.askNewOne')}
      />
    </Form>
  );
}
