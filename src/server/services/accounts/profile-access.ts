import { and, eq, sql } from 'drizzle-orm';
import { maySeeProfileContent } from '#domain/accounts/private-profile';
import type { Ctx } from '../../context.ts';
import { followRequests, userFollows, users } from '../../db/schema/index.ts';
import type { Tx } from './sessions.ts';

function viewerOf(ctx: Ctx): number | null {
  const id = ctx.viewer.isAuth && ctx.viewer.id ? Number(ctx.viewer.id) : null;
  return id !== null && Number.isSafeInteger(id) ? id : null;
}

/** A profile's owner as a caller already read them: no query when the profile is public. */
export interface ProfileOwner {
  id: number;
  isPrivate: boolean;
}

/**
 * Decision 045: whether the viewer sees this person's boards, pins and saves: a public profile,
 * or a private one they own or follow. One query at most; none when `owner` is a public
 * profile the caller read already, or the viewer's own.
 */
export async function mayViewProfileContent(
  ctx: Ctx,
  owner: number | ProfileOwner,
  db: Tx = ctx.db,
): Promise<boolean> {
  if (typeof owner === 'object' && !owner.isPrivate) return true;
  const userId = typeof owner === 'object' ? owner.id : owner;
  const me = viewerOf(ctx);
  if (me === userId) return true;
  const [row] = await db
    .select({
      isPrivate: users.isPrivate,
      follows:
        me === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${userFollows} f
              where f.follower_id = ${me} and f.followee_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  return maySeeProfileContent({ isPrivate: row.isPrivate, isOwner: false, follows: row.follows });
}

/** Whether the signed-in viewer's request to follow this person waits. */
export async function requestedByViewer(ctx: Ctx, userId: number): Promise<boolean> {
  const me = viewerOf(ctx);
  if (me === null || me === userId) return false;
  const [row] = await ctx.db
    .select({ x: sql`1` })
    .from(followRequests)
    .where(and(eq(followRequests.requesterId, me), eq(followRequests.targetId, userId)))
    .limit(1);
  return Boolean(row);
}
