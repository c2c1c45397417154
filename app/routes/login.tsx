import { useNavigation } from 'react-router';
import { AuthCard, LoginPageForm } from '../features/auth';
import { loginAction, visitorsOnly } from '../features/auth/auth.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/login';

export function meta() {
  return [{ title: siteTitle('Log in') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  return visitorsOnly(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return loginAction(context, request);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard title="Log in to Tessera" subtitle="Welcome back. Find new ideas to try.">
      <LoginPageForm next={loaderData.next} result={actionData} busy={busy} />
    </AuthCard>
  );
}
