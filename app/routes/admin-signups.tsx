import { useNavigation } from 'react-router';
import {
  AdminNav,
  DecidedRequests,
  SignupInvites,
  SignupModeLead,
  SignupQueue,
} from '../features/admin';
import { adminSignupsAction, loadAdminSignups } from '../features/instance/instance.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import type { Route } from './+types/admin-signups';
import s from './admin-domains.module.css';
import '../lib/texts/admin';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { ...(await loadAdminSignups(context)), title: text(context, 'admin.nav.signups') };
}

export function action({ context, request }: Route.ActionArgs) {
  return adminSignupsAction(context, request);
}

/** Issue 37: the approval queue and the instance's sign-up invite links, for administrators. */
export default function AdminSignups({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const intent = navigation.state === 'idle' ? undefined : navigation.formData?.get('intent');
  return (
    <div className={s.page}>
      <AdminNav />
      <h1 className={s.title}>{t('admin.nav.signups')}</h1>
      <SignupModeLead mode={loaderData.mode} className={s.lead} />
      <SignupQueue mode={loaderData.mode} pending={loaderData.pending} result={actionData} />
      <SignupInvites invites={loaderData.invites} result={actionData} busy={intent === 'invite'} />
      <DecidedRequests decided={loaderData.decided} />
    </div>
  );
}
