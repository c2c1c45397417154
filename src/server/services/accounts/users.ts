import { and, eq, isNull, sql } from 'drizzle-orm';
import { isReservedUsername } from '#domain/catalogue/routes';
import type { UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { userFollows, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { presentUser } from '../feeds/present.ts';
import { userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { type ProfileOwner, requestedByViewer } from './profile-access.ts';
import { type ProfileOwnerRow, profileOwnerColumns } from './user-columns.ts';

export async function findUserRowByUsername(
  ctx: Ctx,
  username: string,
): Promise<ProfileOwnerRow | null> {
  // spec 02 §2: reserved top-level words never match a profile
  if (isReservedUsername(username) || !/^[A-Za-z0-9_]{1,30}$/.test(username)) return null;
  const [row] = await ctx.db
    .select(profileOwnerColumns)
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function getUserByUsername(ctx: Ctx, username: string): Promise<UserModel> {
  const row = await findUserRowByUsername(ctx, username);
  if (!row) throw notFound(tr(ctx, 'errors.accounts.noProfile', { username }));
  let followedByMe = false;
  if (ctx.viewer.id) {
    const [f] = await ctx.db
      .select({ x: sql`1` })
      .from(userFollows)
      .where(
        and(eq(userFollows.followerId, Number(ctx.viewer.id)), eq(userFollows.followeeId, row.id)),
      )
      .limit(1);
    followedByMe = Boolean(f);
  }
  // decision 045: a private profile's button says Requested while the viewer's request waits
  const requestedByMe = row.isPrivate && !followedByMe && (await requestedByViewer(ctx, row.id));
  return presentUser(row, { followedByMe, requestedByMe });
}

/**
 * The signed-in viewer's own user, as every page's header shows it (root loader): kept until
 * the next write, since a profile, an avatar or a follow only change by one (issue 12: two
 * queries on every signed-in page). Null for visitors.
 */
export async function getOwnUser(ctx: Ctx): Promise<UserModel | null> {
  const { id, username } = ctx.viewer;
  if (!ctx.viewer.isAuth || !id || !username) return null;
  const cache = versionedCache<UserModel>(ctx.db, 'own-user', 5000);
  const known = cache.get(id);
  if (known) return known;
  const me = await getUserByUsername(ctx, username);
  cache.set(id, me, [userTag(id)]);
  return me;
}

/** The profile-access view of a user model (decision 045): its id and whether it is private. */
export function ownerOf(user: UserModel): ProfileOwner {
  return { id: Number(user.id), isPrivate: user.isPrivate === true };
}
