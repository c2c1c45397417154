import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { boardCommentsOff, boards } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { logBoardEvent } from '../boards/events.ts';
import { boardTag, declareChanges, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';

async function ownBoard(ctx: Ctx, boardId: number): Promise<number> {
  const me = requireUser(ctx, tr(ctx, 'errors.comments.boardPrompt'));
  const [board] = await ctx.db
    .select({ ownerId: boards.ownerId })
    .from(boards)
    .where(and(eq(boards.id, boardId), isNull(boards.deletedAt)))
    .limit(1);
  if (!board) throw notFound(tr(ctx, 'errors.comments.boardGone'));
  if (board.ownerId !== me) throw forbidden(tr(ctx, 'errors.comments.boardOwnerTurnsOff'));
  return me;
}

/** Whether the owner turned comments off for their board (the owner asks; others: 403). */
export async function boardCommentsClosed(ctx: Ctx, boardId: number): Promise<boolean> {
  await ownBoard(ctx, boardId);
  const [row] = await ctx.db
    .select({ id: boardCommentsOff.boardId })
    .from(boardCommentsOff)
    .where(eq(boardCommentsOff.boardId, boardId))
    .limit(1);
  return row !== undefined;
}

/**
 * Decision 042: a board's owner turns comments off (or on) for the pins whose conversation is
 * theirs on it, the roots saved there; a board's comments read its tag, so the write declares it.
 */
export async function setBoardCommentsClosed(
  ctx: Ctx,
  input: { boardId: number; closed: boolean },
): Promise<{ boardId: string; closed: boolean }> {
  const me = await ownBoard(ctx, input.boardId);
  declareChanges(ctx, [userTag(me), boardTag(input.boardId)]);
  await ctx.db.transaction(async (tx) => {
    const changed = input.closed
      ? await tx
          .insert(boardCommentsOff)
          .values({ boardId: input.boardId, createdAt: ctx.now() })
          .onConflictDoNothing()
          .returning({ id: boardCommentsOff.boardId })
      : await tx
          .delete(boardCommentsOff)
          .where(eq(boardCommentsOff.boardId, input.boardId))
          .returning({ id: boardCommentsOff.boardId });
    // spec 01 §4 P-197: a state change only when the switch moved (a repeat changes nothing)
    if (changed.length) {
      await logBoardEvent(tx, {
        boardId: input.boardId,
        actorId: me,
        type: input.closed ? 'comments_disabled' : 'comments_enabled',
      });
    }
  });
  return { boardId: String(input.boardId), closed: input.closed };
}
