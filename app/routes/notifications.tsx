import { NotificationsPanel } from '../features/notifications';
import { loadNotificationsPage } from '../features/notifications/notifications.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/notifications';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadNotificationsPage(context, request);
}

export function meta() {
  return [{ title: siteTitle('Notifications') }, { name: 'robots', content: 'noindex' }];
}

const stay = () => {};

/** spec 02 §2 (M-079) /notifications/: everything the header's bell lists, on a page of its own. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPanel page={loaderData} onClose={stay} />;
}
