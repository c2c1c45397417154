import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import {
  type BoardPrivacy,
  boardDescriptionProblem,
  boardNameProblem,
  slugify,
  textProblemMessage,
  uniqueSlug,
} from '#domain/boards/boards';
import type { BoardModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boardSections, boards, pins, users } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import type { BoardRow } from '../feeds/present.ts';
import { requireConfirmedEmail } from '../instance/joining.ts';
import { isUniqueViolation } from '../platform/db-errors.ts';
import { tr } from '../platform/i18n.ts';
import { loadBoardRow, requireBoardAction } from './access.ts';
import { presentBoardRows } from './board-models.ts';
import { logBoardEvent } from './events.ts';

export const QUICK_SAVES_NAME = 'Quick Saves';

export interface CreateBoardInput {
  name?: string | undefined;
  description?: string | undefined;
  privacy?: BoardPrivacy | undefined;
  /** P-323: the Quick Saves call sends `protected: false` */
  protected?: boolean | undefined;
  username?: string | undefined;
  userId?: number | undefined;
  collaborative?: boolean | undefined;
  layout?: 'default' | 'quick_saves' | undefined;
  returnExisting?: boolean | undefined;
}

function checkName(ctx: Ctx, name: string): string {
  const msg = textProblemMessage('name', boardNameProblem(name));
  if (msg) throw badRequest(tr(ctx, msg.id, msg.values));
  return name.trim();
}

function checkDescription(ctx: Ctx, d: string): string {
  const msg = textProblemMessage('description', boardDescriptionProblem(d));
  if (msg) throw badRequest(tr(ctx, msg.id, msg.values));
  return d;
}

/** A slug for `name` not used by the owner's other live boards ("Recipes" → recipes-2). */
export async function freeBoardSlug(
  tx: Tx,
  ownerId: number,
  name: string,
  exceptBoardId?: number,
): Promise<string> {
  const base = slugify(name);
  const rows = await tx
    .select({ slug: boards.slug, id: boards.id })
    .from(boards)
    .where(
      and(
        eq(boards.ownerId, ownerId),
        isNull(boards.deletedAt),
        or(eq(boards.slug, base), like(boards.slug, `${base}-%`)),
      ),
    );
  return uniqueSlug(base, new Set(rows.filter((r) => r.id !== exceptBoardId).map((r) => r.slug)));
}

async function present(ctx: Ctx, row: BoardRow): Promise<BoardModel> {
  const [model] = await presentBoardRows(ctx, [row]);
  if (!model) throw notFound(tr(ctx, 'errors.boards.notFound'));
  return model;
}

async function liveQuickSaves(ctx: Ctx, ownerId: number): Promise<BoardRow | null> {
  const [row] = await ctx.db
    .select()
    .from(boards)
    .where(
      and(eq(boards.ownerId, ownerId), eq(boards.layout, 'quick_saves'), isNull(boards.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * BoardResource create (P-326; Quick Saves P-323, P-324). A taken name gets a numbered slug.
 * Quick Saves: one live board per user (unique partial index); `return_existing` answers it, and
 * when two creates race, the loser's unique violation re-reads the winner's board.
 */
export async function createBoard(ctx: Ctx, input: CreateBoardInput): Promise<BoardModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.createPrompt'));
  await requireConfirmedEmail(ctx);
  if (input.userId !== undefined && input.userId !== me) {
    throw forbidden(tr(ctx, 'errors.boards.onlyForYourself'));
  }
  if (input.username !== undefined) {
    const [u] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.username})`)
      .limit(1);
    if (!u || u.id !== me) throw forbidden(tr(ctx, 'errors.boards.onlyForYourself'));
  }
  const quick = input.layout === 'quick_saves';
  if (quick && input.returnExisting) {
    const existing = await liveQuickSaves(ctx, me);
    if (existing) return present(ctx, existing);
  }
  const name = checkName(ctx, input.name ?? (quick ? QUICK_SAVES_NAME : ''));
  const description = checkDescription(ctx, input.description ?? '');
  const privacy: BoardPrivacy = input.privacy ?? 'public';
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const slug = await freeBoardSlug(tx, me, name);
        const [top] = await tx
          .select({ min: sql<number | null>`min(${boards.sortOrder})` })
          .from(boards)
          .where(and(eq(boards.ownerId, me), isNull(boards.deletedAt)));
        const now = ctx.now();
        const [created] = await tx
          .insert(boards)
          .values({
            ownerId: me,
            name,
            slug,
            description,
            privacy,
            layout: quick ? 'quick_saves' : 'default',
            isCollaborative: input.collaborative ?? false,
            // a new board comes first in the custom order
            sortOrder: (top?.min ?? 1) - 1,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('board insert returned nothing');
        await logBoardEvent(tx, {
          boardId: created.id,
          actorId: me,
          type: 'create',
          data: { name, privacy, layout: created.layout },
        });
        return created;
      });
      return present(ctx, row);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      if (quick) {
        const existing = await liveQuickSaves(ctx, me);
        if (existing && input.returnExisting) return present(ctx, existing);
        if (existing) throw new AppError('conflict', tr(ctx, 'errors.boards.quickSavesExists'));
      }
      // a slug taken meanwhile: try again with a fresh one
    }
  }
  throw new AppError('conflict', tr(ctx, 'errors.boards.nameTaken'));
}

export interface UpdateBoardInput {
  name?: string | undefined;
  description?: string | undefined;
  privacy?: BoardPrivacy | undefined;
  coverPinId?: number | null | undefined;
  archived?: boolean | undefined;
  collaborative?: boolean | undefined;
}

/**
 * BoardResource update: owner, or a collaborator with edit_board. Privacy, archiving and the
 * collaborative switch stay with the owner. The cover must be a live pin on this board.
 */
export async function updateBoard(
  ctx: Ctx,
  boardId: number,
  input: UpdateBoardInput,
): Promise<BoardModel> {
  const access = await requireBoardAction(ctx, boardId, 'edit_board', {
    prompt: 'Log in to edit this board',
  });
  const ownerOnly =
    input.privacy !== undefined ||
    input.archived !== undefined ||
    input.collaborative !== undefined;
  if (ownerOnly && !access.isOwner) {
    throw forbidden(tr(ctx, 'errors.boards.ownerSettings'));
  }
  const me = requireUser(ctx, tr(ctx, 'errors.boards.createPrompt'));
  const patch: Partial<BoardRow> = {};
  if (input.name !== undefined) patch.name = checkName(ctx, input.name);
  if (input.description !== undefined) patch.description = checkDescription(ctx, input.description);
  if (input.privacy !== undefined) patch.privacy = input.privacy;
  if (input.collaborative !== undefined) patch.isCollaborative = input.collaborative;
  if (input.archived !== undefined) {
    patch.archivedAt = input.archived ? (access.row.archivedAt ?? ctx.now()) : null;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const current = await loadBoardRow(tx, boardId);
        if (!current) throw notFound(tr(ctx, 'errors.boards.notFound'));
        const set: Partial<BoardRow> = { ...patch, updatedAt: ctx.now() };
        if (patch.name !== undefined && patch.name !== current.name) {
          set.slug = await freeBoardSlug(tx, current.ownerId, patch.name, boardId);
        }
        if (input.coverPinId !== undefined) {
          if (input.coverPinId !== null) {
            const [pin] = await tx
              .select({ id: pins.id })
              .from(pins)
              .where(
                and(
                  eq(pins.id, input.coverPinId),
                  eq(pins.boardId, boardId),
                  isNull(pins.deletedAt),
                ),
              )
              .limit(1);
            if (!pin) throw badRequest(tr(ctx, 'errors.boards.coverNotOnBoard'));
          }
          set.coverPinId = input.coverPinId;
        }
        const [updated] = await tx
          .update(boards)
          .set(set)
          .where(eq(boards.id, boardId))
          .returning();
        if (!updated) throw notFound(tr(ctx, 'errors.boards.notFound'));
        const changed = Object.keys(patch);
        if (changed.length) {
          await logBoardEvent(tx, {
            boardId,
            actorId: me,
            type: 'update',
            data: { fields: changed },
          });
        }
        if (input.coverPinId !== undefined && input.coverPinId !== current.coverPinId) {
          await logBoardEvent(tx, {
            boardId,
            actorId: me,
            type: 'cover_change',
            data: { coverPinId: input.coverPinId },
          });
        }
        return updated;
      });
      return present(ctx, row);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  throw new AppError('conflict', tr(ctx, 'errors.boards.nameTaken'));
}

/** BoardResource delete (P-327): owner only; the board and its pins go (soft delete). */
export async function deleteBoard(ctx: Ctx, boardId: number): Promise<{ id: string }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.createPrompt'));
  await requireBoardAction(ctx, boardId, 'owner');
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [gone] = await tx
      .update(boards)
      .set({ deletedAt: now, updatedAt: now, pinCount: 0 })
      .where(and(eq(boards.id, boardId), isNull(boards.deletedAt)))
      .returning({ id: boards.id });
    if (!gone) throw notFound(tr(ctx, 'errors.boards.notFound'));
    const removed = await tx
      .update(pins)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(pins.boardId, boardId), isNull(pins.deletedAt)))
      .returning({ id: pins.id });
    await tx.update(boardSections).set({ pinCount: 0 }).where(eq(boardSections.boardId, boardId));
    await logBoardEvent(tx, {
      boardId,
      actorId: me,
      type: 'delete',
      data: { pinCount: removed.length },
    });
  });
  return { id: String(boardId) };
}
