import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AuthCard, errorTarget, Field, FormAlert } from '../features/auth';
import s from '../features/auth/Auth.module.css';
import { resetAction, resetRequestAction } from '../features/auth/auth.server';
import { isFailure, isSuccess } from '../lib/form-result';
import { useCsrfToken } from '../lib/root-data';
import type { Route } from './+types/password-reset';

export function meta() {
  return [{ title: 'Reset your password | Tessera' }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export function action({ context, request }: Route.ActionArgs) {
  const withToken = new URL(request.url).searchParams.has('token');
  return withToken ? resetAction(context, request) : resetRequestAction(context, request);
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const id = useId();
  const csrf = useCsrfToken();
  const busy = useNavigation().state === 'submitting';
  const failure = isFailure(actionData) ? actionData : null;
  const errorId = `${id}-error`;

  if (loaderData.token) {
    return (
      <AuthCard title="Choose a new password" subtitle="You'll be logged in once it's set.">
        <Form method="post" className={s.form}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="token" value={loaderData.token} />
          <FormAlert id={errorId} message={failure?.error} />
          <Field
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
          <button type="submit" className={s.primary} disabled={busy}>
            {busy ? 'Saving…' : 'Set new password'}
          </button>
          <p className={s.switch}>
            Link expired? <Link to="/password/reset">Ask for a new one</Link>
          </p>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email of your account and we'll send you a link to choose a new password."
    >
      <Form method="post" className={s.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <FormAlert id={errorId} message={failure?.error} />
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
          autoFocus
          {...errorTarget(errorId, failure, 'email')}
        />
        <button type="submit" className={s.primary} disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
        <p className={s.switch}>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </Form>
    </AuthCard>
  );
}
