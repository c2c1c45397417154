import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  clippedBoard,
  clipText,
  type ImportBoard,
  type ImportItem,
} from '#domain/imports/import-item';
import type { Ctx } from '../../context.ts';
import { boardSections, boards, importItems } from '../../db/schema/index.ts';
import { createSection } from '../boards/sections.ts';
import { createBoard } from '../boards/write.ts';

const SECTION_TITLE_MAX = 50;

/**
 * Decision 054: Tessera's own export brings its boards as they were, empty ones too: made (or
 * the person's own of that name reused) when the import starts, on its transaction, last first
 * (a new board goes to the top), each with its description, date and sections in order.
 */
export async function createBoardsFirst(ctx: Ctx, wanted: ImportBoard[], userId: number) {
  const rows = await ctx.db
    .select({ id: boards.id, name: boards.name })
    .from(boards)
    .where(and(eq(boards.ownerId, userId), isNull(boards.deletedAt)));
  const have = new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
  for (const board of [...wanted].reverse()) {
    const b = clippedBoard(board);
    let id = have.get(b.name.toLowerCase());
    if (id === undefined) {
      const at = board.createdAt ? new Date(board.createdAt) : null;
      const made = await createBoard(
        at && !Number.isNaN(at.getTime()) ? { ...ctx, now: () => at } : ctx,
        {
          name: b.name,
          description: b.description,
          privacy: b.secret ? 'secret' : 'public',
        },
      );
      id = Number(made.id);
      have.set(b.name.toLowerCase(), id);
    }
    for (const title of board.sections ?? []) {
      await sectionOf(ctx, id, title);
    }
  }
}

/** The board's section of that title (case aside), made when it has none. */
export async function sectionOf(ctx: Ctx, boardId: number, title: string): Promise<number> {
  const wanted = clipText(title, SECTION_TITLE_MAX) || 'Imported';
  const [found] = await ctx.db
    .select({ id: boardSections.id })
    .from(boardSections)
    .where(
      and(
        eq(boardSections.boardId, boardId),
        sql`lower(${boardSections.title}) = lower(${wanted})`,
      ),
    )
    .limit(1);
  if (found) return found.id;
  return Number((await createSection(ctx, { boardId, title: wanted })).id);
}

/** Decision 054: deletes an import's staged pictures (it ended, or was cancelled). */
export async function deleteStaged(ctx: Ctx, importId: number): Promise<void> {
  const rows = await ctx.db
    .select({ item: importItems.item })
    .from(importItems)
    .where(and(eq(importItems.importId, importId), isNotNull(sql`${importItems.item}->>'blob'`)));
  const keys = new Set(rows.map((r) => (r.item as ImportItem).blob).filter((k) => k !== undefined));
  for (const key of keys) await ctx.blobs.delete(key);
}
