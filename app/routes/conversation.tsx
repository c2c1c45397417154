import { ConversationView } from '../features/messages';
import { loadConversationPage } from '../features/messages/messages.server';
import { siteTitle } from '../lib/site-name';
import type { Route } from './+types/conversation';

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadConversationPage(context, request, params.conversationId);
}

export function meta() {
  return [{ title: siteTitle('Messages') }, { name: 'robots', content: 'noindex' }];
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
