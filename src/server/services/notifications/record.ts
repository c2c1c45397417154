import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  deliveryOf,
  MESSAGE_MAIL_GAP_MS,
  resolvePreferences,
} from '#domain/messages/notification-preferences';
import type { NotificationKind } from '#domain/messages/notifications';
import type { Ctx } from '../../context.ts';
import { rowsIn } from '../../db/rows.ts';
import {
  notificationPreferences,
  notifications,
  pushSubscriptions,
  userBlocks,
} from '../../db/schema/index.ts';
import type { Tx } from '../accounts/sessions.ts';

export interface NewNotification {
  recipientId: number;
  actorId: number;
  kind: NotificationKind;
  pinId?: number;
  boardId?: number;
  conversationId?: number;
  /** comment kinds: the comment (or reply) that notifies */
  commentId?: number;
  at: Date;
}

/** One row per fact: the same follow, save, join or invitation twice is one notification. */
function dedupeKey(n: NewNotification): string {
  switch (n.kind) {
    case 'pin_save':
      return `pin_save:${n.pinId}`;
    case 'follow':
    case 'follow_request':
    case 'follow_accepted':
      return n.kind;
    case 'board_join':
      return `board_join:${n.boardId}`;
    case 'board_invite':
      return `board_invite:${n.boardId}`;
    case 'message':
      return `message:${n.conversationId}`;
    case 'comment':
    case 'comment_reply':
    case 'mention':
      return `${n.kind}:${n.commentId}`;
    // decision 057: moderation notices are written by admin/notices.ts with their own keys
    case 'pin_removed':
    case 'warning':
    case 'report_actioned':
    case 'report_dismissed':
      return `${n.kind}:${n.pinId ?? ''}`;
  }
}

const AGAIN_KINDS: ReadonlySet<NotificationKind> = new Set([
  'message',
  'board_invite',
  'follow_request',
  'follow_accepted',
]);

/**
 * What a notification to `recipient` from `actor` depends on, in one read: a block either way,
 * the recipient's choices (decision 044) and whether a device of theirs takes pushes (decision
 * 065).
 */
async function recipientOf(tx: Tx, recipient: number, actor: number) {
  const [row] = await rowsIn<{
    choices: unknown;
    mode: string | null;
    blocked: boolean;
    push: boolean;
  }>(
    tx,
    sql`select p.choices, p.email_mode as mode,
      exists (select 1 from ${userBlocks} b
        where (b.blocker_id = ${recipient} and b.blocked_id = ${actor})
          or (b.blocker_id = ${actor} and b.blocked_id = ${recipient})) as blocked,
      exists (select 1 from ${pushSubscriptions} s where s.user_id = ${recipient}) as push
    from (select 1) as one
    left join ${notificationPreferences} p on p.user_id = ${recipient}`,
  );
  return {
    blocked: Boolean(row?.blocked),
    preferences: resolvePreferences(row?.choices, row?.mode),
    hasPushDevice: Boolean(row?.push),
  };
}

/** A notification just recorded: whom it is for, whether their bell shows it, whether to mail it. */
export interface Recorded {
  id: number;
  recipientId: number;
  /** in the bell and /notifications/ (decision 044: its person may have turned it off there) */
  shown: boolean;
  /** to be mailed as it happens: queued in the write's transaction, or (no queue) after it */
  mailNow: boolean;
}

/** Of what was recorded, whose bells to ring. */
export function shownTo(recorded: readonly (Recorded | null)[]): number[] {
  return recorded.flatMap((r) => (r?.shown ? [r.recipientId] : []));
}

/**
 * Decision 017: records a notification inside the transaction of the write that causes it, and
 * answers it when there is something new to announce (null: one's own act, a block either way, a
 * fact already notified, or (decision 044) a category its person turned off both in Tessera and
 * by email). A new message moves its conversation's row to the top and makes it unread again
 * instead of adding one per message; so does a new invitation to a board.
 * Decision 048: a notification to be mailed as it happens has its mail job queued in the same
 * transaction, so the mail exists if and only if the notification does (no crash between them).
 */
export async function recordNotification(
  ctx: Pick<Ctx, 'jobs'>,
  tx: Tx,
  n: NewNotification,
): Promise<Recorded | null> {
  if (n.recipientId === n.actorId) return null;
  const recipient = await recipientOf(tx, n.recipientId, n.actorId);
  if (recipient.blocked) return null;
  const delivery = deliveryOf(recipient.preferences, n.kind);
  // decision 065: a push needs a device that turned push on
  const pushNow = delivery.push && recipient.hasPushDevice;
  if (!delivery.inApp && !delivery.emailNow && !delivery.emailLater && !pushNow) return null;
  const key = `${dedupeKey(n)}:${n.actorId}`;
  const values = {
    recipientId: n.recipientId,
    actorId: n.actorId,
    kind: n.kind,
    pinId: n.pinId ?? null,
    boardId: n.boardId ?? null,
    conversationId: n.conversationId ?? null,
    dedupeKey: key,
    createdAt: n.at,
    shown: delivery.inApp,
  };
  const insert = tx.insert(notifications).values(values);
  const answer = { id: notifications.id, mailedAt: notifications.mailedAt };
  // a new message, or a new invitation or follow request after an answered one, is news again
  const rows = AGAIN_KINDS.has(n.kind)
    ? await insert
        .onConflictDoUpdate({
          target: [notifications.recipientId, notifications.dedupeKey],
          set: { createdAt: sql`excluded.created_at`, readAt: null, shown: delivery.inApp },
        })
        .returning(answer)
    : await insert.onConflictDoNothing().returning(answer);
  const id = rows[0]?.id;
  if (id === undefined) return null;
  // a chat is not a mail per line: this row of the conversation was mailed within the gap, so
  // the mail job would claim nothing (mail.ts); it is not queued at all
  const mailedAt = rows[0]?.mailedAt;
  const justMailed =
    n.kind === 'message' && mailedAt && n.at.getTime() - mailedAt.getTime() < MESSAGE_MAIL_GAP_MS;
  const mailNow = delivery.emailNow && !justMailed;
  if (mailNow) await ctx.jobs?.send('notification-mail', { ids: [id] }, { tx });
  // decision 065: pushed to the person's devices, off the request path
  if (pushNow) await ctx.jobs?.send('push-notification', { ids: [id] }, { tx });
  return { id, recipientId: n.recipientId, shown: delivery.inApp, mailNow };
}

/** The viewer's 'sent you a message' rows of one conversation, read (it was opened or answered). */
export async function markConversationNotificationsRead(
  tx: Tx,
  me: number,
  conversationId: number,
  at: Date,
): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.recipientId, me),
        eq(notifications.conversationId, conversationId),
        isNull(notifications.readAt),
      ),
    );
}

/**
 * The viewer's invitation to a board is answered (read) or withdrawn (gone): either way the bell
 * no longer counts it.
 */
export async function settleInviteNotification(
  tx: Tx,
  invitee: number,
  boardId: number,
  how: { readAt: Date } | 'withdrawn',
): Promise<void> {
  const row = and(
    eq(notifications.recipientId, invitee),
    eq(notifications.kind, 'board_invite'),
    eq(notifications.boardId, boardId),
  );
  if (how === 'withdrawn') await tx.delete(notifications).where(row);
  else {
    await tx
      .update(notifications)
      .set({ readAt: how.readAt })
      .where(and(row, isNull(notifications.readAt)));
  }
}

/**
 * A request to follow a private profile was declined or withdrawn (decision 045): its row leaves
 * the owner's notifications, so a row with Approve and Decline always still waits.
 */
export async function settleFollowRequestNotification(
  tx: Tx,
  owner: number,
  requester: number,
): Promise<void> {
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.recipientId, owner),
        eq(notifications.actorId, requester),
        eq(notifications.kind, 'follow_request'),
      ),
    );
}

/**
 * An approved request to follow (decision 045) becomes the owner's 'followed you' row (with
 * Follow back), unless one from that person is already there; then the request's row goes.
 */
export async function acceptFollowRequestNotification(
  tx: Tx,
  owner: number,
  requester: number,
): Promise<void> {
  const key = `follow:${requester}`;
  const [known] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.recipientId, owner), eq(notifications.dedupeKey, key)))
    .limit(1);
  if (known) {
    await settleFollowRequestNotification(tx, owner, requester);
    return;
  }
  await tx
    .update(notifications)
    .set({ kind: 'follow', dedupeKey: key })
    .where(
      and(
        eq(notifications.recipientId, owner),
        eq(notifications.actorId, requester),
        eq(notifications.kind, 'follow_request'),
      ),
    );
}
