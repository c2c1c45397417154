import { redirect } from 'react-router';
import { AuthCard, LogoutForm } from '../features/auth';
import { logoutAction } from '../features/auth/auth.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/logout';

export function meta() {
  return [{ title: siteTitle('Log out') }, { name: 'robots', content: 'noindex' }];
}

// No state change through GET: the page only offers the button (for use without scripts).
export function loader({ context }: Route.LoaderArgs) {
  if (!context.ctx.viewer.isAuth) throw redirect('/');
  return null;
}

export function action({ context, request }: Route.ActionArgs) {
  return logoutAction(context, request);
}

export default function Logout() {
  return (
    <AuthCard title="Log out of Tessera?">
      <LogoutForm />
    </AuthCard>
  );
}
