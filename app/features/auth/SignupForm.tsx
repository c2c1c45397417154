import { useId } from 'react';
import { Form } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { type FormResult, isFailure } from '../../lib/form-result';
import { useT } from '../../ui/i18n';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import s from './Auth.module.css';
import { AccountFormHead, AuthFormFoot, EmailField, PasswordField } from './FormParts';
import { splitFailure } from './form-errors';

const FIELDS = ['email', 'password', 'firstName', 'username', 'reason'] as const;

/**
 * The /signup page's form: a plain POST that works before the scripts load. Issue 37: in
 * approval mode it asks why the person wants to join; an invite link's code rides along hidden.
 */
export function SignupForm(props: {
  next: string;
  result: FormResult | undefined;
  busy: boolean;
  askReason?: boolean;
  invite?: string;
}) {
  const id = useId();
  const failure = isFailure(props.result) ? props.result : null;
  // the server names the one field it refused; only that field turns red and says why
  const errors = splitFailure(failure, FIELDS);
  const at = errors.field;
  const t = useT();
  return (
    <Form method="post" className={s.form}>
      <AccountFormHead
        hidden={{ next: props.next, ...(props.invite ? { invite: props.invite } : {}) }}
        errorId={`${id}-error`}
        error={errors.form}
        result={props.result}
      />
      <EmailField id={`${id}-email`} defaultValue={failure?.fields.email} {...at('email')} />
      <PasswordField
        fresh
        id={`${id}-password`}
        label={t('auth.password')}
        name="password"
        hint={t('auth.passwordHint')}
        {...at('password')}
      />
      <TextField
        id={`${id}-first`}
        label={t('auth.firstName')}
        name="firstName"
        autoComplete="given-name"
        defaultValue={failure?.fields.firstName}
        maxLength={30}
        required
        {...at('firstName')}
      />
      <TextField
        id={`${id}-username`}
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        hint={t('auth.usernameHint')}
        defaultValue={failure?.fields.username}
        maxLength={30}
        required
        {...at('username')}
      />
      {props.askReason ? (
        <TextArea
          id={`${id}-reason`}
          label={t('auth.reason')}
          name="reason"
          hint={t('auth.reasonHint')}
          defaultValue={failure?.fields.reason}
          counter={{ max: 1000, count: (v) => [...v].length }}
          autoGrow
          required
          {...at('reason')}
        />
      ) : null}
      <AuthFormFoot
        busy={props.busy}
        submit={props.askReason ? t('auth.sendRequest') : t('auth.continue')}
        question={t('auth.alreadyMember')}
        to={loginPath(props.next)}
        link={t('shell.logIn')}
        bold
      />
    </Form>
  );
}
