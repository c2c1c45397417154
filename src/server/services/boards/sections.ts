import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import {
  sectionTitleProblem,
  slugify,
  textProblemMessage,
  uniqueSlug,
} from '#domain/boards/boards';
import type { SectionModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boardSections, pins } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { presentSection, type SectionRow } from '../feeds/present.ts';
import { isUniqueViolation } from '../platform/db-errors.ts';
import { tr } from '../platform/i18n.ts';
import { mayDo, requireBoardAction } from './access.ts';
import { logBoardEvent } from './events.ts';

function checkTitle(ctx: Ctx, title: string): string {
  const msg = textProblemMessage('sectionTitle', sectionTitleProblem(title));
  if (msg) throw badRequest(tr(ctx, msg.id, msg.values));
  return title.trim();
}

async function freeSectionSlug(
  tx: Tx,
  boardId: number,
  title: string,
  exceptId?: number,
): Promise<string> {
  const base = slugify(title, 'section');
  const rows = await tx
    .select({ slug: boardSections.slug, id: boardSections.id })
    .from(boardSections)
    .where(
      and(
        eq(boardSections.boardId, boardId),
        or(eq(boardSections.slug, base), like(boardSections.slug, `${base}-%`)),
      ),
    );
  return uniqueSlug(base, new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug)));
}

/** Recounts the live pins of these sections (after pins moved in or out). */
export async function recountSections(tx: Tx, sectionIds: (number | null)[]): Promise<void> {
  const ids = [...new Set(sectionIds.filter((x): x is number => x !== null))];
  if (ids.length === 0) return;
  await tx
    .update(boardSections)
    .set({
      pinCount: sql`(select count(*)::int from ${pins} p where p.section_id = ${boardSections.id} and p.deleted_at is null)`,
    })
    .where(inArray(boardSections.id, ids));
}

async function loadSection(ctx: Ctx, sectionId: number): Promise<SectionRow> {
  const [row] = await ctx.db
    .select()
    .from(boardSections)
    .where(eq(boardSections.id, sectionId))
    .limit(1);
  if (!row) throw notFound(tr(ctx, 'errors.boards.sectionNotFound'));
  return row;
}

/**
 * A section the viewer may act on; 401 for visitors, 404 when its board is hidden from them,
 * 403 without the permission.
 */
export async function requireSectionAction(
  ctx: Ctx,
  sectionId: number,
  action: string,
): Promise<SectionRow> {
  requireUser(ctx, tr(ctx, 'errors.boards.editPrompt'));
  const row = await loadSection(ctx, sectionId);
  try {
    await requireBoardAction(ctx, row.boardId, action, {
      prompt: tr(ctx, 'errors.boards.editPrompt'),
    });
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found')
      throw notFound(tr(ctx, 'errors.boards.sectionNotFound'));
    throw e;
  }
  return row;
}

/** BoardSectionResource create: title 1–50, slug unique per board; `pin_ids` move into it. */
export async function createSection(
  ctx: Ctx,
  input: { boardId: number; title: string; pinIds?: number[] | undefined },
): Promise<SectionModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.editPrompt'));
  const access = await requireBoardAction(ctx, input.boardId, 'create_section', {
    prompt: tr(ctx, 'errors.boards.editPrompt'),
  });
  const title = checkTitle(ctx, input.title);
  const pinIds = [...new Set(input.pinIds ?? [])];
  if (pinIds.length && !mayDo(access, 'move_pin')) {
    throw new AppError('forbidden', tr(ctx, 'errors.boards.cantMovePins'));
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const slug = await freeSectionSlug(tx, input.boardId, title);
        const [last] = await tx
          .select({ max: sql<number | null>`max(${boardSections.sortOrder})` })
          .from(boardSections)
          .where(eq(boardSections.boardId, input.boardId));
        const [created] = await tx
          .insert(boardSections)
          .values({
            boardId: input.boardId,
            title,
            slug,
            sortOrder: (last?.max ?? 0) + 1,
            createdAt: ctx.now(),
          })
          .returning();
        if (!created) throw new Error('section insert returned nothing');
        if (pinIds.length) {
          const moved = await tx
            .select({ id: pins.id, sectionId: pins.sectionId })
            .from(pins)
            .where(
              and(
                inArray(pins.id, pinIds),
                eq(pins.boardId, input.boardId),
                isNull(pins.deletedAt),
              ),
            );
          if (moved.length !== pinIds.length) {
            throw badRequest(tr(ctx, 'errors.boards.selectedNotOnBoard'));
          }
          await tx
            .update(pins)
            .set({ sectionId: created.id, updatedAt: ctx.now() })
            .where(inArray(pins.id, pinIds));
          await recountSections(tx, [created.id, ...moved.map((m) => m.sectionId)]);
        }
        await logBoardEvent(tx, {
          boardId: input.boardId,
          actorId: me,
          type: 'update',
          data: { sectionCreated: created.id, pinIds },
        });
        const [fresh] = await tx
          .select()
          .from(boardSections)
          .where(eq(boardSections.id, created.id));
        return fresh ?? created;
      });
      return presentSection(row);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  throw new AppError('conflict', tr(ctx, 'errors.boards.sectionNameTaken'));
}

/** BoardSectionResource update: rename (the slug follows, unique per board). */
export async function renameSection(
  ctx: Ctx,
  sectionId: number,
  rawTitle: string,
): Promise<SectionModel> {
  const section = await requireSectionAction(ctx, sectionId, 'edit_section');
  const title = checkTitle(ctx, rawTitle);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const slug =
          title === section.title
            ? section.slug
            : await freeSectionSlug(tx, section.boardId, title, sectionId);
        const [updated] = await tx
          .update(boardSections)
          .set({ title, slug })
          .where(eq(boardSections.id, sectionId))
          .returning();
        if (!updated) throw notFound(tr(ctx, 'errors.boards.sectionNotFound'));
        return updated;
      });
      return presentSection(row);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  throw new AppError('conflict', tr(ctx, 'errors.boards.sectionNameTaken'));
}

/** BoardSectionResource delete: the section goes, its pins stay on the board. */
export async function deleteSection(ctx: Ctx, sectionId: number): Promise<{ id: string }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.editPrompt'));
  const section = await requireSectionAction(ctx, sectionId, 'delete_section');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(pins)
      .set({ sectionId: null, updatedAt: ctx.now() })
      .where(eq(pins.sectionId, sectionId));
    await tx.delete(boardSections).where(eq(boardSections.id, sectionId));
    await logBoardEvent(tx, {
      boardId: section.boardId,
      actorId: me,
      type: 'update',
      data: { sectionDeleted: sectionId },
    });
  });
  return { id: String(sectionId) };
}

/** A section by id for its edit page (the board's read rule applies). */
export async function getSectionForEdit(
  ctx: Ctx,
  sectionId: number,
): Promise<{ section: SectionModel; boardId: number }> {
  const row = await requireSectionAction(ctx, sectionId, 'edit_section');
  return { section: presentSection(row), boardId: row.boardId };
}
