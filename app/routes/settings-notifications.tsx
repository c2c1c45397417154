import { NotificationPreferencesForm } from '../features/settings';
import {
  loadNotificationSettings,
  notificationSettingsAction,
} from '../features/settings/notification-settings.server';
import { siteTitle } from '../lib/site-name';
import { Link } from '../ui/Link';
import type { Route } from './+types/settings-notifications';
import s from './settings.module.css';

export function meta() {
  return [{ title: siteTitle('Notifications | Settings') }, { name: 'robots', content: 'noindex' }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadNotificationSettings(context);
}

export function action({ context, request }: Route.ActionArgs) {
  return notificationSettingsAction(context, request);
}

/** M-081, decision 044: Settings → Notifications. */
export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  return (
    <div className={s.page}>
      <p className={s.back}>
        <Link to="/settings#settings-notifications">Back to Settings</Link>
      </p>
      <h1 className={s.title}>Notifications</h1>
      <p className={s.lead}>
        Choose what you hear about in Tessera and by email. You always get the emails you ask for,
        such as a password reset link.
      </p>
      <NotificationPreferencesForm value={loaderData.preferences} />
    </div>
  );
}
