import { lazy, Suspense } from 'react';
import { loadMessagesPage } from '../features/messages/messages.server';
import { NotificationsPanel } from '../features/notifications';
import { loadNotificationsPage } from '../features/notifications/notifications.server';
import type { TextsHandle } from '../lib/catalog-links';
import { siteTitle } from '../lib/site-name';
import { LoadingLayer } from '../ui/LoadingLayer';
import type { Route } from './+types/notifications';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['messages'] };

export async function loader({ context, request }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get('tab') === 'messages') {
    return { messages: true as const, page: loadMessagesPage(context, request) };
  }
  return { messages: false as const, page: await loadNotificationsPage(context, request) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.page.title) }, { name: 'robots', content: 'noindex' }];
}

const stay = () => {};

// decision 062: the inbox's code is fetched on its own page, so this route's place in every page's
// route manifest (issue 30's budget) does not list the inbox's chunks
const InboxPage = lazy(() =>
  import('../features/messages').then((m) => ({ default: m.InboxPage })),
);

/**
 * spec 02 §2 (M-079) /notifications/: everything the header's bell lists, on a page of its own;
 * /notifications/?tab=messages (decision 062): the inbox, where the installed app's shortcut leads.
 */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  if (loaderData.messages) {
    return (
      <Suspense fallback={<LoadingLayer />}>
        <InboxPage />
      </Suspense>
    );
  }
  return <NotificationsPanel page={loaderData.page} onClose={stay} />;
}
