import { useId } from 'react';
import { Form } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { type FormResult, isFailure } from '../../lib/form-result';
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
        label="Password"
        name="password"
        hint="8 to 128 characters. Avoid common passwords and your username."
        {...at('password')}
      />
      <TextField
        id={`${id}-first`}
        label="First name"
        name="firstName"
        autoComplete="given-name"
        defaultValue={failure?.fields.firstName}
        maxLength={30}
        required
        {...at('firstName')}
      />
      <TextField
        id={`${id}-username`}
        label="Username"
        name="username"
        autoComplete="username"
        hint="3 to 30 letters, digits or underscores. Your profile will be at /username/."
        defaultValue={failure?.fields.username}
        maxLength={30}
        required
        {...at('username')}
      />
      {props.askReason ? (
        <TextArea
          id={`${id}-reason`}
          label="Why do you want to join?"
          name="reason"
          hint="The administrators read this before they approve your request."
          defaultValue={failure?.fields.reason}
          counter={{ max: 1000, count: (v) => [...v].length }}
          autoGrow
          required
          {...at('reason')}
        />
      ) : null}
      <AuthFormFoot
        busy={props.busy}
        submit={props.askReason ? 'Send request' : 'Continue'}
        question="Already a member?"
        to={loginPath(props.next)}
        link="Log in"
        bold
      />
    </Form>
  );
}
