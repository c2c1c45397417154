import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { loginPath } from '#domain/safe-next';
import { AuthCard, Field, FormAlert, splitFailure } from '../features/auth';
import s from '../features/auth/Auth.module.css';
import { signupAction, visitorsOnly } from '../features/auth/auth.server';
import { isFailure, isSuccess } from '../lib/form-result';
import { useCsrfToken } from '../lib/root-data';
import type { Route } from './+types/signup';

const FIELDS = ['email', 'password', 'firstName', 'username'] as const;

export function meta() {
  return [{ title: 'Sign up | Tessera' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return visitorsOnly(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return signupAction(context, request);
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const id = useId();
  const csrf = useCsrfToken();
  const busy = useNavigation().state === 'submitting';
  const failure = isFailure(actionData) ? actionData : null;
  // the server names the one field it refused; only that field turns red and says why
  const errors = splitFailure(failure, FIELDS);
  const at = errors.field;
  return (
    <AuthCard title="Welcome to Tessera" subtitle="Find new ideas to try">
      <Form method="post" className={s.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="next" value={loaderData.next} />
        <FormAlert id={`${id}-error`} message={errors.form} />
        {isSuccess(actionData) ? (
          <p className={s.notice} role="status">
            {actionData.message}
          </p>
        ) : null}
        <Field
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={failure?.fields.email}
          required
          {...at('email')}
        />
        <Field
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
        <Field
          id={`${id}-first`}
          label="First name"
          name="firstName"
          autoComplete="given-name"
          defaultValue={failure?.fields.firstName}
          maxLength={30}
          required
          {...at('firstName')}
        />
        <Field
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
        <button type="submit" className={s.primary} disabled={busy}>
          {busy ? 'Creating your account…' : 'Continue'}
        </button>
        <p className={s.switch}>
          Already a member?{' '}
          <Link to={loginPath(loaderData.next)} className={s.switchLink}>
            Log in
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
