import { useId } from 'react';
import { Form } from 'react-router';
import { loginPath } from '#domain/safe-next';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import s from './Auth.module.css';
import { splitFailure } from './form-errors';

const FIELDS = ['email', 'password', 'firstName', 'username'] as const;

/** The /signup page's form: a plain POST that works before the scripts load. */
export function SignupForm(props: { next: string; result: FormResult | undefined; busy: boolean }) {
  const id = useId();
  const csrf = useCsrfToken();
  const failure = isFailure(props.result) ? props.result : null;
  // the server names the one field it refused; only that field turns red and says why
  const errors = splitFailure(failure, FIELDS);
  const at = errors.field;
  return (
    <Form method="post" className={s.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="next" value={props.next} />
      <FormAlert id={`${id}-error`} message={errors.form} />
      {isSuccess(props.result) ? (
        <p className={s.notice} role="status">
          {props.result.message}
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
        {...at('email')}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters. Avoid common passwords and your username."
        minLength={8}
        maxLength={128}
        required
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
      <Button type="submit" variant="primary" size="lg" fullWidth loading={props.busy}>
        Continue
      </Button>
      <p className={s.switch}>
        Already a member?{' '}
        <Link underline="always" to={loginPath(props.next)} className={s.switchLink}>
          Log in
        </Link>
      </p>
    </Form>
  );
}
