import { useNavigation } from 'react-router';
import { AuthCard, SignupForm } from '../features/auth';
import { signupAction, visitorsOnly } from '../features/auth/auth.server';
import type { Route } from './+types/signup';

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
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard title="Welcome to Tessera" subtitle="Find new ideas to try">
      <SignupForm next={loaderData.next} result={actionData} busy={busy} />
    </AuthCard>
  );
}
