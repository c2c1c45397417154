import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  MAX_RECIPIENTS,
  MESSAGE_MAX_CHARS,
  type MemberState,
  type MessageModel,
  memberKey,
  REQUEST_LIMITS,
} from '#domain/messages/messages';
import type { Ctx } from '../../context.ts';
import { rowsIn } from '../../db/rows.ts';
import {
  conversationMembers,
  conversations,
  messages,
  userFollows,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound, tooManyRequests } from '../../errors.ts';
import type { Tx } from '../accounts/sessions.ts';
import { publishLive } from '../live/publish.ts';
import { mailAfterCommit } from '../notifications/mail.ts';
import { type Recorded, recordNotification, shownTo } from '../notifications/record.ts';
import { getPin } from '../pins/closeup.ts';
import { declareChanges, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { consume } from '../platform/rate-limit.ts';
import { assertNoBlocks, otherMemberIds, requireMembership, requireMessenger } from './access.ts';
import { presentMessages } from './present.ts';

export interface SendInput {
  /** an existing conversation of the viewer's, or */
  conversationId?: number;
  /** the people to send to (a conversation of exactly them and the viewer is reused) */
  userIds?: number[];
  text?: string;
  pinId?: number;
}

function cleanText(ctx: Ctx, text: string | undefined): string {
  const t = (text ?? '').trim();
  if (t.length > MESSAGE_MAX_CHARS) {
    throw badRequest(tr(ctx, 'errors.messages.tooLong', { max: MESSAGE_MAX_CHARS }));
  }
  return t;
}

async function recipientNames(db: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Who among `ids` follows `me`: they get the message in their inbox, the rest as a request. */
async function followersAmong(db: Tx, me: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: userFollows.followerId })
    .from(userFollows)
    .where(and(eq(userFollows.followeeId, me), inArray(userFollows.followerId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

const HOUR_MS = 60 * 60_000;

/** Whether no one but `me` has accepted the conversation: it is still an unanswered request. */
function unanswered(me: number) {
  return sql`not exists (select 1 from ${conversationMembers} ua
    where ua.conversation_id = ${conversations.id} and ua.user_id <> ${me}
      and ua.state = 'accepted')`;
}

/**
 * A new message request (a conversation with someone who does not follow `me`), counted: within
 * the sender's hourly allowance, and while fewer than REQUEST_LIMITS.unansweredPerHour of their
 * requests of the last hour (this one included) wait for an answer. Called inside the write,
 * which a refusal rolls back.
 */
async function limitNewRequest(tx: Tx, ctx: Ctx, me: number): Promise<void> {
  // one sender's new requests are counted one at a time: a parallel burst waits here for the
  // earlier writes, then counts them
  await tx.select({ id: users.id }).from(users).where(eq(users.id, me)).for('no key update');
  const since = new Date(ctx.now().getTime() - HOUR_MS);
  const [row] = await tx
    .select({ n: count() })
    .from(conversations)
    .where(
      and(eq(conversations.createdBy, me), gte(conversations.createdAt, since), unanswered(me)),
    );
  if ((row?.n ?? 0) > REQUEST_LIMITS.unansweredPerHour) {
    throw tooManyRequests(tr(ctx, 'errors.messages.requestsWait'), HOUR_MS / 1000);
  }
  await consume(ctx, 'messageRequests', String(me), {
    message: tr(ctx, 'errors.messages.requestsWait'),
  });
}

/** What `me` may still write into a request nobody has answered (REQUEST_LIMITS). */
async function limitUnansweredMessages(tx: Tx, ctx: Ctx, me: number, conversationId: number) {
  const [open] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), unanswered(me)))
    .limit(1);
  if (!open) return;
  const [row] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, me)));
  if ((row?.n ?? 0) >= REQUEST_LIMITS.messagesBeforeReply) {
    throw tooManyRequests(tr(ctx, 'errors.messages.requestWait'), HOUR_MS / 1000);
  }
}

/** The conversation of exactly these people, made on first use (the unique member key). */
async function conversationOf(tx: Tx, ctx: Ctx, me: number, others: readonly number[]) {
  const key = memberKey([me, ...others]);
  const existing = async () => {
    const [found] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.memberKey, key))
      .limit(1);
    return found?.id;
  };
  // most messages go to a conversation that exists: one read
  const known = await existing();
  if (known !== undefined) return known;
  const now = ctx.now();
  const [made] = await tx
    .insert(conversations)
    .values({ createdBy: me, memberKey: key, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (made) {
    const follows = await followersAmong(tx, me, others);
    await tx.insert(conversationMembers).values([
      { conversationId: made.id, userId: me, state: 'accepted', joinedAt: now },
      ...others.map((userId) => ({
        conversationId: made.id,
        userId,
        state: (follows.has(userId) ? 'accepted' : 'request') as MemberState,
        joinedAt: now,
      })),
    ]);
    if (others.some((id) => !follows.has(id))) await limitNewRequest(tx, ctx, me);
    return made.id;
  }
  // made by a message sent at the same moment
  const raced = await existing();
  if (raced === undefined) throw notFound(tr(ctx, 'errors.messages.noConversation'));
  return raced;
}

/**
 * The conversation moves up, the sender has read it (and accepted it, if it was a request to
 * them), and who among `others` hears of the message (a member who declined it hears nothing,
 * decision 016): one statement.
 */
async function markSentAndListeners(
  tx: Tx,
  conversationId: number,
  me: number,
  others: readonly number[],
  now: Date,
): Promise<number[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await rowsIn<{ user_id: string | number }>(
    tx,
    sql`with moved as (
      update ${conversations} set last_message_at = ${at} where id = ${conversationId}
    ), mine as (
      update ${conversationMembers} set state = 'accepted', last_read_at = ${at}
      where conversation_id = ${conversationId} and user_id = ${me}
    )
    select user_id from ${conversationMembers}
    where conversation_id = ${conversationId}
      and ${inArray(conversationMembers.userId, others.length ? [...others] : [0])}
      and state in ('accepted', 'request')`,
  );
  return rows.map((r) => Number(r.user_id));
}

/**
 * Issue 13: send text and/or a pin to one or more people, or into a conversation the viewer is
 * in. A recipient who does not follow the sender gets a message request; blocks either way are a
 * 403; the pin must be one the sender can see. Sending accepts a request the sender had.
 */
export async function sendMessage(ctx: Ctx, input: SendInput): Promise<MessageModel> {
  const me = requireMessenger(ctx);
  // decision 039: a message changes its members' own state (conversations, requests,
  // notifications) and nothing anyone else sees; a refused one changes nothing
  declareChanges(ctx, [userTag(me)]);
  const text = cleanText(ctx, input.text);
  if (!text && input.pinId === undefined) throw badRequest(tr(ctx, 'errors.messages.empty'));
  if ((input.conversationId === undefined) === (input.userIds === undefined)) {
    throw badRequest(tr(ctx, 'errors.messages.notBoth'));
  }
  if (input.pinId !== undefined) {
    try {
      await getPin(ctx, input.pinId);
    } catch {
      throw notFound(tr(ctx, 'errors.messages.pinUnavailable'));
    }
  }
  const sent = await ctx.db.transaction(async (tx) => {
    let others: number[];
    if (input.conversationId !== undefined) {
      await requireMembership(ctx, me, input.conversationId, tx);
      others = await otherMemberIds(tx, input.conversationId, me);
    } else {
      others = [...new Set(input.userIds)].filter((id) => id !== me);
      if (!others.length) throw badRequest(tr(ctx, 'errors.messages.noRecipient'));
      if (others.length > MAX_RECIPIENTS) {
        throw badRequest(tr(ctx, 'errors.messages.tooManyRecipients', { max: MAX_RECIPIENTS }));
      }
    }
    declareChanges(ctx, others.map(userTag));
    const names = await recipientNames(tx, others);
    if (input.conversationId === undefined && names.size < others.length) {
      throw notFound(tr(ctx, 'errors.messages.personGone'));
    }
    await assertNoBlocks(tx, me, others, names, ctx);
    const conversationId = input.conversationId ?? (await conversationOf(tx, ctx, me, others));
    await limitUnansweredMessages(tx, ctx, me, conversationId);
    const now = ctx.now();
    const [msg] = await tx
      .insert(messages)
      .values({ conversationId, senderId: me, text, pinId: input.pinId ?? null, createdAt: now })
      .returning();
    if (!msg) return null;
    const listening = await markSentAndListeners(tx, conversationId, me, others, now);
    const notified: Recorded[] = [];
    for (const userId of listening) {
      const id = await recordNotification(ctx, tx, {
        recipientId: userId,
        actorId: me,
        kind: 'message',
        conversationId,
        at: now,
      });
      if (id) notified.push(id);
    }
    return { msg, listening, notified };
  });
  if (!sent) throw badRequest(tr(ctx, 'errors.messages.notSent'));
  const { msg: row, listening, notified } = sent;
  await publishLive(
    ctx,
    {
      kind: 'message',
      users: [me, ...listening],
      conversationId: row.conversationId,
      messageId: row.id,
    },
    { kind: 'notification', users: shownTo(notified) },
  );
  await mailAfterCommit(ctx, notified);
  const [model] = await presentMessages(ctx, [row]);
  if (!model) throw badRequest(tr(ctx, 'errors.messages.notSent'));
  return model;
}
