import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type {
  ConversationModel,
  MemberState,
  MessageModel,
  UnreadCount,
} from '#domain/messages/messages';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { tr } from '../platform/i18n.ts';
import { type Membership, requireMembership, requireMessenger } from './access.ts';
import { presentMessages, usersById } from './present.ts';

/** The inbox shows this many conversations, and a conversation its latest this many messages. */
export const INBOX_LIMIT = 50;
export const MESSAGES_LIMIT = 200;

/** Messages from others the member has not read, counted per conversation. */
function unreadCondition(me: number) {
  return and(
    or(isNull(messages.senderId), ne(messages.senderId, me)),
    or(
      isNull(conversationMembers.lastReadAt),
      gt(messages.createdAt, conversationMembers.lastReadAt),
    ),
  );
}

async function unreadByConversation(ctx: Ctx, me: number, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await ctx.db
    .select({ id: messages.conversationId, n: count() })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        eq(conversationMembers.userId, me),
      ),
    )
    .where(and(inArray(messages.conversationId, ids), unreadCondition(me)))
    .groupBy(messages.conversationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function membersOf(ctx: Ctx, ids: number[]) {
  if (!ids.length) return [];
  return ctx.db
    .select({
      conversationId: conversationMembers.conversationId,
      userId: conversationMembers.userId,
    })
    .from(conversationMembers)
    .where(inArray(conversationMembers.conversationId, ids));
}

/** Shapes the viewer's conversations, with their members, last message and unread count. */
async function presentConversations(
  ctx: Ctx,
  me: number,
  list: readonly Membership[],
): Promise<ConversationModel[]> {
  const ids = list.map((c) => c.conversationId);
  if (!ids.length) return [];
  const [members, last, unread] = await Promise.all([
    membersOf(ctx, ids),
    ctx.db
      .selectDistinctOn([messages.conversationId])
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.id)),
    unreadByConversation(ctx, me, ids),
  ]);
  const people = await usersById(ctx, [
    ...members.map((m) => m.userId),
    ...last.flatMap((m) => (m.senderId ? [m.senderId] : [])),
  ]);
  const lastModels = new Map(
    (await presentMessages(ctx, last, people)).map((m) => [Number(m.conversationId), m]),
  );
  return list.map((c) => ({
    id: String(c.conversationId),
    others: members
      .filter((m) => m.conversationId === c.conversationId && m.userId !== me)
      .flatMap((m) => people.get(m.userId) ?? []),
    state: c.state,
    unreadCount: unread.get(c.conversationId) ?? 0,
    lastMessage: lastModels.get(c.conversationId) ?? null,
    lastMessageAt: c.lastMessageAt.toISOString(),
  }));
}

/**
 * Issue 13 (spec 01 §2 defaultInboxView, invitesRequestsView): the viewer's conversations newest
 * first; `requests` lists the message requests waiting for an answer instead.
 */
export async function listConversations(
  ctx: Ctx,
  which: 'inbox' | 'requests' = 'inbox',
): Promise<ConversationModel[]> {
  const me = requireMessenger(ctx);
  const state: MemberState = which === 'requests' ? 'request' : 'accepted';
  const rows = await ctx.db
    .select({
      conversationId: conversationMembers.conversationId,
      state: conversationMembers.state,
      lastReadAt: conversationMembers.lastReadAt,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.userId, me), eq(conversationMembers.state, state)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(INBOX_LIMIT);
  return presentConversations(
    ctx,
    me,
    rows.map((r) => ({ ...r, state: r.state as MemberState })),
  );
}

/** spec 02 §2 /conversation/{id}: one conversation and its latest messages, oldest first. */
export async function readConversation(
  ctx: Ctx,
  conversationId: number,
): Promise<{ conversation: ConversationModel; messages: MessageModel[] }> {
  const me = requireMessenger(ctx);
  const membership = await requireMembership(ctx, me, conversationId);
  const [conversation] = await presentConversations(ctx, me, [membership]);
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(MESSAGES_LIMIT);
  rows.reverse();
  if (!conversation) throw notFound(tr(ctx, 'errors.messages.noConversation'));
  return { conversation, messages: await presentMessages(ctx, rows) };
}

/** The header badge: unread accepted conversations and waiting requests. */
export async function unreadCount(ctx: Ctx): Promise<UnreadCount> {
  return unreadCountFor(ctx.db, requireMessenger(ctx));
}

/** The same count for any user: what the live channel pushes to their open pages. */
export async function unreadCountFor(db: Db, me: number): Promise<UnreadCount> {
  const rows = await db
    .select({
      state: conversationMembers.state,
      n: sql<number>`count(distinct ${messages.conversationId})`,
    })
    .from(conversationMembers)
    .innerJoin(messages, eq(messages.conversationId, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.userId, me),
        inArray(conversationMembers.state, ['accepted', 'request']),
        unreadCondition(me),
      ),
    )
    .groupBy(conversationMembers.state);
  const of = (s: string) => Number(rows.find((r) => r.state === s)?.n ?? 0);
  return { conversations: of('accepted'), requests: of('request') };
}
