import { z } from 'zod';
import { MAX_RECIPIENTS, MESSAGE_MAX_CHARS } from '#domain/messages/messages';
import { BLOCKS_PAGE_SIZE, blockState, listMyBlocks } from '../../services/messages/blocks.ts';
import { listConversations, readConversation, unreadCount } from '../../services/messages/inbox.ts';
import { blockUser, unblockUser, updateConversation } from '../../services/messages/requests.ts';
import { sendMessage } from '../../services/messages/send.ts';
import { bookmarkOf, defineResource, idString, type ResourceResult } from '../resource.ts';
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

/**
 * UserBlockResource get (issue 13): with user_id, whether the viewer blocked that person; without,
 * the viewer's Blocked accounts, a page at a time (bookmark). Only one's own blocks, ever.
 */
export const userBlockGet = defineResource({
  name: 'UserBlockResource',
  action: 'get',
  options: z.object({
    user_id: idString.optional(),
    bookmark: plainText().max(500).optional(),
    bookmarks: z.array(plainText().max(500)).max(1).optional(),
    page_size: z.number().int().min(1).max(50).optional(),
  }),
  async run(ctx, o): Promise<ResourceResult<unknown>> {
    if (o.user_id !== undefined) {
      return { data: await blockState(ctx, o.user_id) };
    }
    const page = await listMyBlocks(ctx, {
      bookmark: bookmarkOf(o),
      pageSize: o.page_size ?? BLOCKS_PAGE_SIZE,
    });
    return { data: page.items, bookmark: page.bookmark };
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
