import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { userFollows, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { presentUser } from '../feeds/present.ts';
import { publishLive } from '../live/publish.ts';
import { mailAfterCommit } from '../notifications/mail.ts';
import { type Recorded, recordNotification } from '../notifications/record.ts';
import { requireUser } from './sessions.ts';
import { publicUserColumns } from './user-columns.ts';

async function followee(ctx: Ctx, userId: number) {
  const [row] = await ctx.db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound('That profile no longer exists.');
  return row;
}

/**
 * P-003: users follow people. The follow row and both counters change in one transaction, and
 * only when the row really appears, so a double click counts once.
 */
export async function followUser(ctx: Ctx, userId: number): Promise<UserModel> {
  const me = requireUser(ctx, 'Log in to follow');
  if (me === userId) throw badRequest("You can't follow yourself.");
  await followee(ctx, userId);
  let notified = null as Recorded | null;
  const row = await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(userFollows)
      .values({ followerId: me, followeeId: userId, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: userFollows.followeeId });
    if (added.length) {
      notified = await recordNotification(tx, {
        recipientId: userId,
        actorId: me,
        kind: 'follow',
        at: ctx.now(),
      });
      await tx
        .update(users)
        .set({ followingCount: sql`${users.followingCount} + 1` })
        .where(eq(users.id, me));
      const [updated] = await tx
        .update(users)
        .set({ followerCount: sql`${users.followerCount} + 1` })
        .where(eq(users.id, userId))
        .returning(publicUserColumns);
      return updated;
    }
    const [same] = await tx.select(publicUserColumns).from(users).where(eq(users.id, userId));
    return same;
  });
  if (!row) throw notFound('That profile no longer exists.');
  if (notified?.shown) await publishLive(ctx, { kind: 'notification', users: [userId] });
  mailAfterCommit(ctx, [notified]);
  return presentUser(row, { followedByMe: true });
}

export async function unfollowUser(ctx: Ctx, userId: number): Promise<UserModel> {
  const me = requireUser(ctx, 'Log in to unfollow');
  await followee(ctx, userId);
  const row = await ctx.db.transaction(async (tx) => {
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
  if (!row) throw notFound('That profile no longer exists.');
  return presentUser(row, { followedByMe: false });
}
