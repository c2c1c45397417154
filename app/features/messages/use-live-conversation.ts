import { useCallback } from 'react';
import type { ConversationModel, MessageModel } from '#domain/messages/messages';
import { useLiveEvent } from '../../lib/live';
import { getResource, postResource } from '../../lib/resource';
import { announceMessagesChanged } from './use-unread-count';

/**
 * Decision 017: an open conversation takes in new messages as they come (and after a
 * reconnection, what it may have missed), and reads them while the page is in view.
 */
export function useLiveConversation(
  conversationId: string,
  onUpdate: (conversation: ConversationModel, messages: MessageModel[]) => void,
): void {
  const refetch = useCallback(async () => {
    try {
      const { data } = await getResource<{
        conversation: ConversationModel;
        messages: MessageModel[];
      }>('ConversationMessagesResource', { conversation_id: conversationId });
      onUpdate(data.conversation, data.messages);
      const visible = document.visibilityState === 'visible';
      if (visible && data.conversation.state === 'accepted' && data.conversation.unreadCount > 0) {
        await postResource('ConversationResource', 'update', {
          conversation_id: conversationId,
          action: 'read',
        });
        announceMessagesChanged();
      }
    } catch {
      // the next event or reconnection tries again; the page keeps what it shows
    }
  }, [conversationId, onUpdate]);

  useLiveEvent(['message', 'resync'], (kind, data) => {
    if (kind === 'resync' || data.conversationId === conversationId) void refetch();
  });
}
