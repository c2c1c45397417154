import { and, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { boardFollows, boards } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';
import { accessOf, loadBoardRow } from './access.ts';

export interface BoardFollowState {
  boardId: string;
  followedByMe: boolean;
  followerCount: number;
}

/**
 * Following a board (spec 01 §3 followedByMe; issue 13's Unfollow and its undo on the hidden
 * overlay, P-157). The row and the board's follower count change in one transaction, and only
 * when the row really appears or goes, so a double click counts once.
 */
export async function setBoardFollow(
  ctx: Ctx,
  boardId: number,
  follow: boolean,
): Promise<BoardFollowState> {
  const me = requireUser(ctx, follow ? 'Log in to follow' : 'Log in to unfollow');
  const row = await loadBoardRow(ctx.db, boardId);
  if (!row || !(await accessOf(ctx, row)).canSee) throw notFound(tr(ctx, 'errors.boards.notFound'));
  if (row.ownerId === me) throw badRequest(tr(ctx, 'errors.boards.cantFollowOwn'));
  const count = await ctx.db.transaction(async (tx) => {
    const changed = follow
      ? await tx
          .insert(boardFollows)
          .values({ boardId, followerId: me, createdAt: ctx.now() })
          .onConflictDoNothing()
          .returning({ id: boardFollows.boardId })
      : await tx
          .delete(boardFollows)
          .where(and(eq(boardFollows.boardId, boardId), eq(boardFollows.followerId, me)))
          .returning({ id: boardFollows.boardId });
    const delta = follow
      ? sql`${boards.followerCount} + 1`
      : sql`greatest(${boards.followerCount} - 1, 0)`;
    const [b] = changed.length
      ? await tx
          .update(boards)
          .set({ followerCount: delta })
          .where(eq(boards.id, boardId))
          .returning({ n: boards.followerCount })
      : await tx.select({ n: boards.followerCount }).from(boards).where(eq(boards.id, boardId));
    return b?.n ?? 0;
  });
  return { boardId: String(boardId), followedByMe: follow, followerCount: count };
}
