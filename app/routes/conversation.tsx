import { ConversationView } from '../features/messages';
import { loadConversationPage } from '../features/messages/messages.server';
import type { TextsHandle } from '../lib/catalog-links';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/conversation';

/** Decision 064: the text bundles this page shows beyond core; its head preloads them. */
export const handle: TextsHandle = { texts: ['messages'] };

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadConversationPage(context, request, params.conversationId);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: siteTitle(data?.title) }, { name: 'robots', content: 'noindex' }];
}

/** spec 02 §2 (M-083) /conversation/{id}: one conversation of the viewer's. */
export default function Conversation({ loaderData }: Route.ComponentProps) {
  return (
    <ConversationView
      key={loaderData.conversation.id}
      conversation={loaderData.conversation}
      messages={loaderData.messages}
      viewerId={loaderData.viewerId}
      blocked={loaderData.blocked}
    />
  );
}
