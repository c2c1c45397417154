import { useNavigation } from 'react-router';
import { AuthCard, NewPasswordForm, ResetRequestForm } from '../features/auth';
import { resetAction, resetRequestAction } from '../features/auth/auth.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/password-reset';

export function meta() {
  return [{ title: siteTitle('Reset your password') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export function action({ context, request }: Route.ActionArgs) {
  const withToken = new URL(request.url).searchParams.has('token');
  return withToken ? resetAction(context, request) : resetRequestAction(context, request);
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  if (loaderData.token) {
    return (
      <AuthCard title="Choose a new password" subtitle="You'll be logged in once it's set.">
        <NewPasswordForm token={loaderData.token} result={actionData} busy={busy} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email of your account and we'll send you a link to choose a new password."
    >
      <ResetRequestForm result={actionData} busy={busy} />
    </AuthCard>
  );
}
