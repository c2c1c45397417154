import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  type CommentModel,
  checkCommentText,
  mayComment,
  mentionedUsernames,
} from '#domain/comments/comments';
import type { NotificationKind } from '#domain/messages/notifications';
import type { Ctx } from '../../context.ts';
import { comments, notifications, pinCommentsOff, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { requireConfirmedEmail } from '../instance/joining.ts';
import { publishLive } from '../live/publish.ts';
import { mailAfterCommit } from '../notifications/mail.ts';
import { type Recorded, recordNotification, shownTo } from '../notifications/record.ts';
import { declareChanges, pinTag, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { consume } from '../platform/rate-limit.ts';
import { blockedEitherWay, type Conversation, conversationOf } from './access.ts';
import { presentComment } from './read.ts';

/** A comment takes at most this many replies, so one page of a conversation stays bounded. */
const MAX_REPLIES = 100;

/** The signed-in viewer's standing in a conversation, toward a comment's author if one. */
function standing(me: number, conv: Conversation, authorId: number | null) {
  return {
    signedIn: true,
    author: authorId === me,
    pinOwner: conv.ownerId === me,
    closed: conv.closed,
  };
}

function cleanText(ctx: Ctx, raw: string): string {
  const checked = checkCommentText(raw);
  if (!checked.ok) throw badRequest(tr(ctx, checked.message.id, checked.message.values));
  return checked.text;
}

/** A comment on the conversation, or the 404 an unknown, deleted or other pin's one is. */
async function commentIn(ctx: { locale?: string }, tx: Tx, conv: Conversation, id: number) {
  const [row] = await tx
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.pinId, conv.rootId)))
    .limit(1);
  if (!row) throw notFound(tr(ctx, 'errors.comments.gone'));
  return row;
}

/** The mentioned people who exist, by username (the author and absent names are skipped). */
async function mentioned(tx: Tx, text: string): Promise<number[]> {
  const names = mentionedUsernames(text);
  if (!names.length) return [];
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, names), isNull(users.deletedAt)));
  const wanted = new Set(names);
  return rows.filter((r) => wanted.has(r.username.toLowerCase())).map((r) => r.id);
}

interface Notice {
  recipientId: number;
  kind: NotificationKind;
}

/** Records the notices of one comment in its write; answers who has something new. */
async function notify(tx: Tx, ctx: Ctx, conv: Conversation, commentId: number, notices: Notice[]) {
  const notified: Recorded[] = [];
  const seen = new Set<number>();
  for (const n of notices) {
    // one notice per person and comment: a reply to the owner's comment is not also a 'comment'
    if (seen.has(n.recipientId)) continue;
    seen.add(n.recipientId);
    const id = await recordNotification(ctx, tx, {
      recipientId: n.recipientId,
      actorId: requireUser(ctx, tr(ctx, 'errors.comments.commentPrompt')),
      kind: n.kind,
      pinId: conv.rootId,
      commentId,
      at: ctx.now(),
    });
    if (id) notified.push(id);
  }
  return notified;
}

async function announce(ctx: Ctx, notified: Recorded[]) {
  const bells = shownTo(notified);
  if (bells.length) await publishLive(ctx, { kind: 'notification', users: bells });
  await mailAfterCommit(ctx, notified);
}

/**
 * Decision 042: the viewer comments on a pin (its root's conversation), or replies to a
 * top-level comment there. Notifies the pin's owner ('comment'), the replied-to author
 * ('comment_reply') and the people mentioned ('mention'), never oneself or a blocked person.
 */
export async function createComment(
  ctx: Ctx,
  input: { pinId: number; text: string; parentId?: number | undefined },
): Promise<CommentModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.comments.commentPrompt'));
  // decision 039: a refused write changes only its writer's state; each write adds what it did
  declareChanges(ctx, [userTag(me)]);
  await requireConfirmedEmail(ctx);
  const text = cleanText(ctx, input.text);
  const conv = await conversationOf(ctx, input.pinId);
  const action = input.parentId === undefined ? 'write' : 'reply';
  if (!mayComment(action, standing(me, conv, null)))
    throw forbidden(tr(ctx, 'errors.comments.closed'));
  await consume(ctx, 'comments', String(me), {
    message: tr(ctx, 'errors.comments.tooFast'),
  });
  const made = await ctx.db.transaction(async (tx) => {
    const notices: Notice[] = [];
    let parentId: number | null = null;
    if (input.parentId !== undefined) {
      const parent = await commentIn(ctx, tx, conv, input.parentId);
      if (parent.parentId !== null) throw badRequest(tr(ctx, 'errors.comments.replyToRoot'));
      if (await blockedEitherWay(tx, me, parent.authorId)) {
        throw forbidden(tr(ctx, 'errors.comments.cantReply'));
      }
      const [replies] = await tx
        .select({ n: count() })
        .from(comments)
        .where(eq(comments.parentId, parent.id));
      if ((replies?.n ?? 0) >= MAX_REPLIES)
        throw badRequest(tr(ctx, 'errors.comments.noMoreReplies'));
      parentId = parent.id;
      notices.push({ recipientId: parent.authorId, kind: 'comment_reply' });
    }
    if (await blockedEitherWay(tx, me, conv.ownerId))
      throw forbidden(tr(ctx, 'errors.comments.cantComment'));
    const [row] = await tx
      .insert(comments)
      .values({ pinId: conv.rootId, authorId: me, parentId, text, createdAt: ctx.now() })
      .returning({ id: comments.id });
    if (!row) throw badRequest(tr(ctx, 'errors.comments.saveFailed'));
    notices.push({ recipientId: conv.ownerId, kind: 'comment' });
    for (const id of await mentioned(tx, text)) notices.push({ recipientId: id, kind: 'mention' });
    const notified = await notify(tx, ctx, conv, row.id, notices);
    // decision 039: the root's comments (its tag) and the notified people's own state
    declareChanges(ctx, [pinTag(conv.rootId), ...notified.map((n) => userTag(n.recipientId))]);
    return { id: row.id, notified };
  });
  await announce(ctx, made.notified);
  return presentComment(ctx, made.id, conv);
}

/** The author edits their comment; people newly mentioned are notified. */
export async function editComment(
  ctx: Ctx,
  input: { pinId: number; commentId: number; text: string },
): Promise<CommentModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.comments.commentPrompt'));
  // decision 039: a refused write changes only its writer's state; each write adds what it did
  declareChanges(ctx, [userTag(me)]);
  const text = cleanText(ctx, input.text);
  const conv = await conversationOf(ctx, input.pinId);
  const notified = await ctx.db.transaction(async (tx) => {
    const row = await commentIn(ctx, tx, conv, input.commentId);
    if (row.authorId !== me) throw forbidden(tr(ctx, 'errors.comments.authorEdits'));
    if (!mayComment('edit', standing(me, conv, row.authorId)))
      throw forbidden(tr(ctx, 'errors.comments.closed'));
    await tx.update(comments).set({ text, editedAt: ctx.now() }).where(eq(comments.id, row.id));
    const notices = (await mentioned(tx, text)).map(
      (id): Notice => ({ recipientId: id, kind: 'mention' }),
    );
    const notified = await notify(tx, ctx, conv, row.id, notices);
    declareChanges(ctx, [pinTag(conv.rootId), ...notified.map((n) => userTag(n.recipientId))]);
    return notified;
  });
  await announce(ctx, notified);
  return presentComment(ctx, input.commentId, conv);
}

/**
 * Deletes a comment with its replies and the notifications they caused; answers whose
 * notifications went.
 */
export async function removeComment(tx: Tx, rootId: number, id: number): Promise<number[]> {
  const gone = await tx
    .select({ id: comments.id, authorId: comments.authorId })
    .from(comments)
    .where(or(eq(comments.id, id), eq(comments.parentId, id)));
  const keys = gone.flatMap((c) =>
    (['comment', 'comment_reply', 'mention'] as const).map((k) => `${k}:${c.id}:${c.authorId}`),
  );
  const dropped = await tx
    .delete(notifications)
    .where(and(eq(notifications.pinId, rootId), inArray(notifications.dedupeKey, keys)))
    .returning({ recipientId: notifications.recipientId });
  await tx.delete(comments).where(eq(comments.id, id));
  return dropped.map((d) => d.recipientId);
}

/**
 * The author, or the pin's owner, deletes a comment; its replies and the notifications they
 * caused go with it.
 */
export async function deleteComment(
  ctx: Ctx,
  input: { pinId: number; commentId: number },
): Promise<{ id: string; deleted: true }> {
  const me = requireUser(ctx, tr(ctx, 'errors.comments.commentPrompt'));
  // decision 039: a refused write changes only its writer's state; each write adds what it did
  declareChanges(ctx, [userTag(me)]);
  const conv = await conversationOf(ctx, input.pinId);
  await ctx.db.transaction(async (tx) => {
    const row = await commentIn(ctx, tx, conv, input.commentId);
    if (!mayComment('delete', standing(me, conv, row.authorId))) {
      throw forbidden(tr(ctx, 'errors.comments.deleteOwn'));
    }
    const dropped = await removeComment(tx, conv.rootId, row.id);
    declareChanges(ctx, [pinTag(conv.rootId), ...dropped.map(userTag)]);
  });
  return { id: String(input.commentId), deleted: true };
}

/** The root pin's owner turns its comments off (existing ones stay readable) or on again. */
export async function setCommentsClosed(
  ctx: Ctx,
  input: { pinId: number; closed: boolean },
): Promise<{ pinId: string; closed: boolean }> {
  const me = requireUser(ctx, tr(ctx, 'errors.comments.commentPrompt'));
  // decision 039: a refused write changes only its writer's state; each write adds what it did
  declareChanges(ctx, [userTag(me)]);
  const conv = await conversationOf(ctx, input.pinId);
  if (conv.ownerId !== me) {
    throw forbidden(tr(ctx, 'errors.comments.pinOwnerTurnsOff'));
  }
  declareChanges(ctx, [pinTag(conv.rootId)]);
  await ctx.db.transaction(async (tx) => {
    if (input.closed) {
      await tx
        .insert(pinCommentsOff)
        .values({ pinId: conv.rootId, createdAt: ctx.now() })
        .onConflictDoNothing();
    } else {
      await tx.delete(pinCommentsOff).where(eq(pinCommentsOff.pinId, conv.rootId));
    }
  });
  return { pinId: String(conv.rootId), closed: input.closed };
}
