import { NotificationPreferencesForm } from '../features/settings';
import {
  loadNotificationSettings,
  notificationSettingsAction,
} from '../features/settings/notification-settings.server';
import { text } from '../lib/i18n.server';
import { siteTitle } from '../lib/site-name';
import { useT } from '../ui/i18n';
import { Link } from '../ui/Link';
import type { Route } from './+types/settings-notifications';
import s from './settings.module.css';
import '../lib/texts/settings';
import type { TextsHandle } from '../lib/catalog-links';

/** Decision 064: the page shows the settings bundle's texts; its head preloads them. */
export const handle: TextsHandle = { texts: ['settings'] };

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const title = text(context, 'settings.pageTitle', {
    page: text(context, 'settings.notifications.title'),
  });
  return { ...(await loadNotificationSettings(context)), title };
}

export function action({ context, request }: Route.ActionArgs) {
  return notificationSettingsAction(context, request);
}

/** M-081, decision 044: Settings → Notifications. */
export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={s.page}>
      <p className={s.back}>
        <Link to="/settings#settings-notifications">{t('settings.back')}</Link>
      </p>
      <h1 className={s.title}>{t('settings.notifications.title')}</h1>
      <p className={s.lead}>{t('settings.notifications.pageLead')}</p>
      <NotificationPreferencesForm value={loaderData.preferences} />
    </div>
  );
}
