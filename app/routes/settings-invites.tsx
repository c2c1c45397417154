import { useNavigation } from 'react-router';
import { SignupInvites } from '../features/admin';
import { loadMyInvites, myInvitesAction } from '../features/settings/member-invites.server';
import { text } from '../lib/i18n.server';
import { siteName, siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import { Link } from '../ui/Link';
import type { Route } from './+types/settings-invites';
import s from './settings.module.css';
import '../lib/texts/settings';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the page shows the settings bundle's texts; its head preloads them. */
export const handle: TextsHandle = { texts: ['settings', 'admin'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const title = text(context, 'settings.pageTitle', {
    page: text(context, 'settings.invites.title'),
  });
  return { ...(await loadMyInvites(context)), title };
}

export function action({ context, request }: Route.ActionArgs) {
  return myInvitesAction(context, request);
}

/**
 * Decision 059: Settings → Invite people. While sign-up is by invitation and the administrators
 * let members invite, a member makes invite links (uses and expiry as an administrator's), lists
 * and withdraws their own. Otherwise the page says so and lists what they made before.
 */
export default function InviteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'invite';
  const { allowed, max, invites } = loaderData;
  return (
    <div className={s.page}>
      <p className={s.back}>
        <Link to="/settings">{t('settings.back')}</Link>
      </p>
      <h1 className={s.title}>{t('settings.invites.title')}</h1>
      {allowed ? (
        <SignupInvites
          invites={invites}
          result={actionData}
          busy={busy}
          lead={t('settings.invites.open', { name: siteName(), max })}
        />
      ) : (
        <p className={s.lead}>{t('settings.invites.closed', { name: siteName() })}</p>
      )}
    </div>
  );
}
