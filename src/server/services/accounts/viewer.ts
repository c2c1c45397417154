import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Audience, Viewer } from '#domain/accounts/viewer';
import { consentFromColumns } from '#domain/consent/consent';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { boards, users } from '../../db/schema/index.ts';
import { boardsOfTag } from '../platform/data-version.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { type ViewerUserRow, viewerUserColumns } from './user-columns.ts';

/** The user columns a signed-in viewer is built from; null when there is no such user. */
export async function viewerUserById(ctx: Ctx, userId: number): Promise<ViewerUserRow | null> {
  const [user] = await ctx.db
    .select(viewerUserColumns)
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

/**
 * spec 01 §3 Viewer of a signed-in user (P-093): counts and flags from their own rows. The
 * viewer is always the person asking, so secretBoardCount is theirs to see (spec 01 §6).
 * Language comes from the request (`base`), the rest from the user.
 */
export async function signedInViewer(db: Db, user: ViewerUserRow, base: Viewer): Promise<Viewer> {
  return viewerOfUser(user, base, await boardCounts(db, user.id));
}

/**
 * The signed-in viewer of `user` over the request's signed-out `base`. Without `counts` (the
 * server's first look at a kept page, decision 066, which needs only who it is, what they chose
 * and how they read) the board counts are zero.
 */
export function viewerOfUser(user: ViewerUserRow, base: Viewer, counts?: BoardCounts): Viewer {
  const audience: Audience =
    user.role === 'employee' ? 'employee' : user.role === 'partner' ? 'partner' : 'user';
  return {
    ...base,
    isAuth: true,
    id: String(user.id),
    username: user.username,
    createdAt: user.createdAt.toISOString(),
    isPartner: user.role === 'partner',
    isEmployee: user.role === 'employee',
    country: user.country,
    boardCount: counts?.boards ?? 0,
    secretBoardCount: counts?.secret ?? 0,
    save_behavior: user.saveBehavior === 0 ? 0 : 1,
    has_quicksave_board: counts?.quickSave ?? false,
    audience,
    isBot: false,
    isSocialBot: false,
    // not chosen on the account yet: what this browser chose as a visitor still holds
    cookieConsent: consentFromColumns(user) ?? base.cookieConsent,
  };
}

interface BoardCounts {
  boards: number;
  secret: number;
  quickSave: boolean;
}

/** A person's board counts, kept until the next write (issue 12: asked on every signed-in page). */
async function boardCounts(db: Db, userId: number): Promise<BoardCounts | undefined> {
  const cache = versionedCache<BoardCounts>(db, 'viewer-board-counts', 5000);
  const known = cache.get(userId);
  if (known) return known;
  const [counts] = await db
    .select({
      boards: sql<number>`count(*)::int`,
      secret: sql<number>`count(*) filter (where ${boards.privacy} = 'secret')::int`,
      quickSave: sql<boolean>`coalesce(bool_or(${boards.layout} = 'quick_saves'), false)`,
    })
    .from(boards)
    .where(and(eq(boards.ownerId, userId), isNull(boards.deletedAt)));
  // decision 067: a person's own writes (a favourite, a message) do not change their boards
  if (counts) cache.set(userId, counts, [boardsOfTag(userId)]);
  return counts;
}

/**
 * A ctx that acts for a person outside a request (issue 35: their import, run by a job or the
 * CLI): signed in as them, as if they had asked. Null when they no longer exist.
 */
export async function actingAs(ctx: Ctx, userId: number): Promise<Ctx | null> {
  const user = await viewerUserById(ctx, userId);
  if (!user) return null;
  const viewer = await signedInViewer(ctx.db, user, ctx.viewer);
  return { ...ctx, viewer, session: { id: `acting-for:${userId}`, userId } };
}
