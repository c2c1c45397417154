import { useNavigation } from 'react-router';
import { SIGNUP_MODE_ADMIN_TEXT, SIGNUP_MODE_TEXT } from '#domain/instance/settings';
import { AdminNav, DecidedRequests, SignupInvites, SignupQueue } from '../features/admin';
import { adminSignupsAction, loadAdminSignups } from '../features/instance/instance.server';
import { siteTitle } from '../lib/site-name';
import { Link } from '../ui/Link';
import type { Route } from './+types/admin-signups';
import s from './admin-domains.module.css';

export function meta() {
  return [{ title: siteTitle('Sign-ups') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadAdminSignups(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return adminSignupsAction(context, request);
}

/** Issue 37: the approval queue and the instance's sign-up invite links, for administrators. */
export default function AdminSignups({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const intent = navigation.state === 'idle' ? undefined : navigation.formData?.get('intent');
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>Sign-ups</h1>
      <p className={s.lead}>
        Sign-up is now “{SIGNUP_MODE_TEXT[loaderData.mode].label}”:{' '}
        {SIGNUP_MODE_ADMIN_TEXT[loaderData.mode]} Change it in{' '}
        <Link to="/admin/settings" underline="always">
          Instance settings
        </Link>
        .
      </p>
      <SignupQueue mode={loaderData.mode} pending={loaderData.pending} result={actionData} />
      <SignupInvites invites={loaderData.invites} result={actionData} busy={intent === 'invite'} />
      <DecidedRequests decided={loaderData.decided} />
    </div>
  );
}
