import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { userBlocks, users } from '../../db/schema/index.ts';
import { requireUser } from '../accounts/sessions.ts';
import { publicUserColumns } from '../accounts/user-columns.ts';
import { decodeBookmark, encodeBookmark } from '../feeds/cursor.ts';
import { presentUser } from '../feeds/present.ts';
import { tr } from '../platform/i18n.ts';

/** Rows of the Blocked accounts list a page holds (issue 13). */
export const BLOCKS_PAGE_SIZE = 20;

export interface BlockedAccount {
  user: UserModel;
  /** when the viewer blocked them (ISO) */
  blockedAt: string;
}

export interface BlocksPage {
  items: BlockedAccount[];
  bookmark: string | null;
}

/**
 * The people the viewer blocked, the latest first (issue 13's Blocked accounts): only one's own
 * blocks, keyset-paged over (blocked at, id) so a long list never skips or repeats anyone.
 * Accounts deleted since are left out (their block went with them).
 */
export async function listMyBlocks(
  ctx: Ctx,
  opts: { bookmark?: string | undefined; pageSize?: number | undefined } = {},
): Promise<BlocksPage> {
  const me = requireUser(ctx, tr(ctx, 'errors.messages.logInToSeeBlocked'));
  const size = Math.min(Math.max(opts.pageSize ?? BLOCKS_PAGE_SIZE, 1), 50);
  const after = decodeBookmark(opts.bookmark, ctx);
  const at = sql<string>`${userBlocks.createdAt}::text`;
  const rows = await ctx.db
    .select({ ...publicUserColumns, blockedAtText: at, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(
      and(
        eq(userBlocks.blockerId, me),
        isNull(users.deletedAt),
        after
          ? or(
              lt(userBlocks.createdAt, sql`${after.createdAt}::timestamptz`),
              and(
                eq(userBlocks.createdAt, sql`${after.createdAt}::timestamptz`),
                lt(userBlocks.blockedId, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map(({ blockedAtText: _t, blockedAt, ...u }) => ({
      user: presentUser(u),
      blockedAt: blockedAt.toISOString(),
    })),
    bookmark:
      rows.length > size && last
        ? encodeBookmark({ createdAt: last.blockedAtText, id: last.id })
        : null,
  };
}

/** Whether the viewer blocked this person (a profile's … menu offers Block or Unblock). */
export async function blockedByMe(ctx: Ctx, userId: number): Promise<boolean> {
  const me = ctx.viewer.isAuth && ctx.session ? Number(ctx.viewer.id) : Number.NaN;
  if (!Number.isSafeInteger(me) || me === userId) return false;
  const [row] = await ctx.db
    .select({ id: userBlocks.blockedId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, userId)))
    .limit(1);
  return row !== undefined;
}

/** UserBlockResource get with user_id: the signed-in viewer's block of one person, if any. */
export async function blockState(ctx: Ctx, userId: number): Promise<{ blocked: boolean }> {
  requireUser(ctx, tr(ctx, 'errors.messages.logInToSeeBlocked'));
  return { blocked: await blockedByMe(ctx, userId) };
}
