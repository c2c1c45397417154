import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type BoardSort, isBoardSort } from '#domain/boards/boards';
import type { Ctx } from '../../context.ts';
import { boardSections, boards, pins, users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';
import { requireBoardAction } from './access.ts';

/**
 * BoardOrderResource update: the viewer's own boards in the wanted order (spec 01 §3 sort
 * value custom). Boards not named keep their relative order after the named ones. The profile
 * then shows the custom order (users.board_sort = 'custom').
 */
export async function setBoardOrder(ctx: Ctx, boardIds: number[]): Promise<{ ok: true }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.editPrompt'));
  const wanted = [...new Set(boardIds)];
  if (wanted.length !== boardIds.length) throw badRequest(tr(ctx, 'errors.boards.boardOnce'));
  await ctx.db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: boards.id })
      .from(boards)
      .where(and(eq(boards.ownerId, me), isNull(boards.deletedAt)))
      .orderBy(asc(boards.sortOrder), desc(boards.createdAt), desc(boards.id));
    const ids = new Set(mine.map((b) => b.id));
    const foreign = wanted.filter((id) => !ids.has(id));
    if (foreign.length) throw badRequest(tr(ctx, 'errors.boards.orderOwnBoards'));
    const rest = mine.map((b) => b.id).filter((id) => !wanted.includes(id));
    const order = [...wanted, ...rest];
    for (const [i, id] of order.entries()) {
      await tx
        .update(boards)
        .set({ sortOrder: i + 1 })
        .where(eq(boards.id, id));
    }
    await tx.update(users).set({ boardSort: 'custom' }).where(eq(users.id, me));
  });
  return { ok: true };
}

/**
 * BoardPinOrderResource update: pins of a board (or of one section) in the wanted order, kept
 * in pins.sort_order (1, 2, 3 …). Pins not named follow in their current order. Board feeds
 * follow it once a board has been ordered; pins saved later (sort_order 0) come first.
 */
export async function setPinOrder(
  ctx: Ctx,
  input: { boardId: number; sectionId?: number | undefined; pinIds: number[] },
): Promise<{ ok: true }> {
  await requireBoardAction(ctx, input.boardId, 'move_pin', {
    prompt: tr(ctx, 'errors.boards.editPrompt'),
  });
  const wanted = [...new Set(input.pinIds)];
  if (wanted.length !== input.pinIds.length) throw badRequest(tr(ctx, 'errors.boards.pinOnce'));
  await ctx.db.transaction(async (tx) => {
    if (input.sectionId !== undefined) {
      const [sec] = await tx
        .select({ id: boardSections.id })
        .from(boardSections)
        .where(and(eq(boardSections.id, input.sectionId), eq(boardSections.boardId, input.boardId)))
        .limit(1);
      if (!sec) throw badRequest(tr(ctx, 'errors.boards.sectionNotOnBoard'));
    }
    const conds: SQL[] = [eq(pins.boardId, input.boardId), isNull(pins.deletedAt)];
    if (input.sectionId !== undefined) conds.push(eq(pins.sectionId, input.sectionId));
    const current = await tx
      .select({ id: pins.id })
      .from(pins)
      .where(and(...conds))
      .orderBy(asc(pins.sortOrder), desc(pins.createdAt), desc(pins.id));
    const ids = new Set(current.map((p) => p.id));
    if (wanted.some((id) => !ids.has(id))) {
      throw badRequest(tr(ctx, 'errors.boards.pinsNotOnBoard'));
    }
    const order = [...wanted, ...current.map((p) => p.id).filter((id) => !wanted.includes(id))];
    if (order.length === 0) return;
    // one statement: sort_order = position in the list
    const cases = sql.join(
      order.map((id, i) => sql`when ${id}::bigint then ${i + 1}::int`),
      sql` `,
    );
    await tx
      .update(pins)
      .set({ sortOrder: sql`(case ${pins.id} ${cases} else ${pins.sortOrder} end)::int` })
      .where(inArray(pins.id, order));
  });
  return { ok: true };
}

/** The profile's sort menu: the owner's board_sort (spec 01 §3 sort values). */
export async function setBoardSort(ctx: Ctx, sort: string): Promise<{ sort: BoardSort }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.editPrompt'));
  if (!isBoardSort(sort))
    throw badRequest(tr(ctx, 'errors.boards.unknownSort', { sort: sort.slice(0, 40) }));
  await ctx.db.update(users).set({ boardSort: sort }).where(eq(users.id, me));
  return { sort };
}
