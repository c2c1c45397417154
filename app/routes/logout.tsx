import { Form, redirect } from 'react-router';
import { AuthCard } from '../features/auth';
import s from '../features/auth/Auth.module.css';
import { logoutAction } from '../features/auth/auth.server';
import { useCsrfToken } from '../lib/root-data';
import type { Route } from './+types/logout';

export function meta() {
  return [{ title: 'Log out | Tessera' }, { name: 'robots', content: 'noindex' }];
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
  const csrf = useCsrfToken();
  return (
    <AuthCard title="Log out of Tessera?">
      <Form method="post" className={s.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <button type="submit" className={s.primary}>
          Log out
        </button>
      </Form>
    </AuthCard>
  );
}
