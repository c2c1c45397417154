import { redirect } from 'react-router';
import { AuthCard, LogoutForm } from '../features/auth';
import { logoutAction } from '../features/auth/auth.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/logout';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

// No state change through GET: the page only offers the button (for use without scripts).
export function loader({ context }: Route.LoaderArgs) {
  if (!context.ctx.viewer.isAuth) throw redirect('/');
  return { title: text(context, 'shell.logOut') };
}

export function action({ context, request }: Route.ActionArgs) {
  return logoutAction(context, request);
}

export default function Logout() {
  const t = useT();
  return (
    <AuthCard title={t('auth.logOutTitle')}>
      <LogoutForm />
    </AuthCard>
  );
}
