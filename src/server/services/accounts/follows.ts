import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { followRequests, userFollows, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { presentUser } from '../feeds/present.ts';
import { publishLive } from '../live/publish.ts';
import { mailAfterCommit } from '../notifications/mail.ts';
import {
  type Recorded,
  recordNotification,
  settleFollowRequestNotification,
} from '../notifications/record.ts';
import { tr } from '../platform/i18n.ts';
import { requireUser, type Tx } from './sessions.ts';
import { type PublicUserRow, publicUserColumns } from './user-columns.ts';

async function followee(ctx: Ctx, userId: number) {
  const [row] = await ctx.db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound(tr(ctx, 'errors.accounts.profileGone'));
  return row;
}

/**
 * Adds the follow row and both counters, only when the row really appears (a double click counts
 * once); answers the followee's row when it did. The caller's transaction records what notifies.
 */
export async function addFollow(
  tx: Tx,
  followerId: number,
  followeeId: number,
  at: Date,
): Promise<PublicUserRow | null> {
  const added = await tx
    .insert(userFollows)
    .values({ followerId, followeeId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: userFollows.followeeId });
  if (!added.length) return null;
  await tx
    .update(users)
    .set({ followingCount: sql`${users.followingCount} + 1` })
    .where(eq(users.id, followerId));
  const [updated] = await tx
    .update(users)
    .set({ followerCount: sql`${users.followerCount} + 1` })
    .where(eq(users.id, followeeId))
    .returning(publicUserColumns);
  return updated ?? null;
}

/**
 * P-003: users follow people. A private profile (decision 045) is not followed at once: the
 * press makes a request its owner approves or declines, and notifies them of it. The row and
 * what it notifies change in one transaction.
 */
export async function followUser(ctx: Ctx, userId: number): Promise<UserModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.accounts.logInToFollow'));
  if (me === userId) throw badRequest(tr(ctx, 'errors.accounts.cannotFollowSelf'));
  const target = await followee(ctx, userId);
  let notified = null as Recorded | null;
  const out = await ctx.db.transaction(async (tx) => {
    const [already] = await tx
      .select({ x: sql`1` })
      .from(userFollows)
      .where(and(eq(userFollows.followerId, me), eq(userFollows.followeeId, userId)))
      .limit(1);
    if (target.isPrivate && !already) {
      const asked = await tx
        .insert(followRequests)
        .values({ requesterId: me, targetId: userId, createdAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ id: followRequests.targetId });
      if (asked.length) {
        notified = await recordNotification(ctx, tx, {
          recipientId: userId,
          actorId: me,
          kind: 'follow_request',
          at: ctx.now(),
        });
      }
      return { row: target, requested: true };
    }
    const added = await addFollow(tx, me, userId, ctx.now());
    if (added) {
      notified = await recordNotification(ctx, tx, {
        recipientId: userId,
        actorId: me,
        kind: 'follow',
        at: ctx.now(),
      });
      return { row: added, requested: false };
    }
    const [same] = await tx.select(publicUserColumns).from(users).where(eq(users.id, userId));
    return { row: same, requested: false };
  });
  if (!out.row) throw notFound(tr(ctx, 'errors.accounts.profileGone'));
  if (notified?.shown) await publishLive(ctx, { kind: 'notification', users: [userId] });
  await mailAfterCommit(ctx, [notified]);
  return presentUser(out.row, { followedByMe: !out.requested, requestedByMe: out.requested });
}

/** Unfollow, or withdraw a waiting request to follow a private profile (decision 045). */
export async function unfollowUser(ctx: Ctx, userId: number): Promise<UserModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.accounts.logInToUnfollow'));
  await followee(ctx, userId);
  const row = await ctx.db.transaction(async (tx) => {
    const withdrawn = await tx
      .delete(followRequests)
      .where(and(eq(followRequests.requesterId, me), eq(followRequests.targetId, userId)))
      .returning({ id: followRequests.targetId });
    if (withdrawn.length) await settleFollowRequestNotification(tx, userId, me);
    const removed = await tx
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, me), eq(userFollows.followeeId, userId)))
      .returning({ id: userFollows.followeeId });
    if (removed.length) {
      await tx
        .update(users)
        .set({ followingCount: sql`greatest(${users.followingCount} - 1, 0)` })
        .where(eq(users.id, me));
      const [updated] = await tx
        .update(users)
        .set({ followerCount: sql`greatest(${users.followerCount} - 1, 0)` })
        .where(eq(users.id, userId))
        .returning(publicUserColumns);
      return updated;
    }
    const [same] = await tx.select(publicUserColumns).from(users).where(eq(users.id, userId));
    return same;
  });
  if (!row) throw notFound(tr(ctx, 'errors.accounts.profileGone'));
  return presentUser(row, { followedByMe: false });
}
