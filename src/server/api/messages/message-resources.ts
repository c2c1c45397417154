import { z } from 'zod';
import { MAX_RECIPIENTS, MESSAGE_MAX_CHARS } from '#domain/messages';
import { listConversations, readConversation, unreadCount } from '../../services/messages/inbox.ts';
import { blockUser, unblockUser, updateConversation } from '../../services/messages/requests.ts';
import { sendMessage } from '../../services/messages/send.ts';
import { defineResource, idString } from '../resource.ts';
import { plainText } from '../text.ts';

/** ConversationsResource get: the inbox (defaultInboxView) or the requests (invitesRequestsView). */
export const conversationsGet = defineResource({
  name: 'ConversationsResource',
  action: 'get',
  options: z.object({ filter: z.enum(['inbox', 'requests']).optional() }),
  async run(ctx, o) {
    return { data: await listConversations(ctx, o.filter ?? 'inbox') };
  },
});

/** ConversationMessagesResource get: one conversation of the viewer's and its messages. */
export const conversationMessagesGet = defineResource({
  name: 'ConversationMessagesResource',
  action: 'get',
  options: z.object({ conversation_id: idString }),
  async run(ctx, o) {
    return { data: await readConversation(ctx, o.conversation_id) };
  },
});

/**
 * ConversationMessagesResource create: text and/or a pin, into a conversation (conversation_id)
 * or to people (user_ids; their conversation with the viewer is reused).
 */
export const conversationMessagesCreate = defineResource({
  name: 'ConversationMessagesResource',
  action: 'create',
  options: z.object({
    conversation_id: idString.optional(),
    user_ids: z
      .array(idString)
      .min(1)
      .max(MAX_RECIPIENTS + 1)
      .optional(),
    text: plainText()
      .max(MESSAGE_MAX_CHARS, `must be at most ${MESSAGE_MAX_CHARS} characters`)
      .optional(),
    pin_id: idString.optional(),
  }),
  async run(ctx, o) {
    return {
      data: await sendMessage(ctx, {
        conversationId: o.conversation_id,
        userIds: o.user_ids,
        text: o.text,
        pinId: o.pin_id,
      }),
    };
  },
});

/** ConversationResource update: read, accept or decline. */
export const conversationUpdate = defineResource({
  name: 'ConversationResource',
  action: 'update',
  options: z.object({
    conversation_id: idString,
    action: z.enum(['read', 'accept', 'decline']),
  }),
  async run(ctx, o) {
    return { data: await updateConversation(ctx, o.conversation_id, o.action) };
  },
});

/** UnreadCountResource get: what the header's inbox badge counts. */
export const unreadCountGet = defineResource({
  name: 'UnreadCountResource',
  action: 'get',
  options: z.object({}),
  async run(ctx) {
    return { data: await unreadCount(ctx) };
  },
});

export const userBlockCreate = defineResource({
  name: 'UserBlockResource',
  action: 'create',
  options: z.object({ user_id: idString }),
  async run(ctx, o) {
    return { data: await blockUser(ctx, o.user_id) };
  },
});

export const userBlockDelete = defineResource({
  name: 'UserBlockResource',
  action: 'delete',
  options: z.object({ user_id: idString }),
  async run(ctx, o) {
    return { data: await unblockUser(ctx, o.user_id) };
  },
});
