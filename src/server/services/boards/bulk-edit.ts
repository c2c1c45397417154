import { and, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { pinTagText } from '#domain/pins/closeup-tags';
import type { Ctx } from '../../context.ts';
import { boardSections, boards, pins } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { addToDailyStats, utcDay } from '../analytics/rollup.ts';
import type { PinRow } from '../feeds/present.ts';
import { isNewSaver } from '../pins/saves.ts';
import { tr } from '../platform/i18n.ts';
import { accessOf, assertTakesPins, loadBoardRow, requireBoardAction } from './access.ts';
import { logBoardEvent } from './events.ts';
import { recountSections } from './sections.ts';

/** The pins a bulk edit works on (P-333, P-334). */
export interface BulkSelection {
  boardId: number;
  sectionId?: number | undefined;
  pinIds?: number[] | undefined;
  /** every pin of the board (or section) except excludePinIds */
  selectAll?: boolean | undefined;
  excludePinIds?: number[] | undefined;
}

async function checkSection(
  ctx: { locale?: string },
  tx: Tx,
  boardId: number,
  sectionId: number | undefined,
) {
  if (sectionId === undefined) return;
  const [sec] = await tx
    .select({ id: boardSections.id })
    .from(boardSections)
    .where(and(eq(boardSections.id, sectionId), eq(boardSections.boardId, boardId)))
    .limit(1);
  if (!sec) throw badRequest(tr(ctx, 'errors.boards.sectionNotOnBoard'));
}

async function selectedPins(
  ctx: { locale?: string },
  tx: Tx,
  sel: BulkSelection,
): Promise<PinRow[]> {
  const conds: SQL[] = [eq(pins.boardId, sel.boardId), isNull(pins.deletedAt)];
  if (sel.sectionId !== undefined) conds.push(eq(pins.sectionId, sel.sectionId));
  if (sel.selectAll) {
    const ex = sel.excludePinIds ?? [];
    if (ex.length) conds.push(notInArray(pins.id, ex));
  } else {
    const ids = [...new Set(sel.pinIds ?? [])];
    if (ids.length === 0) throw badRequest(tr(ctx, 'errors.boards.selectAPin'));
    conds.push(inArray(pins.id, ids));
  }
  return tx
    .select()
    .from(pins)
    .where(and(...conds))
    .orderBy(pins.id);
}

/** Board pin counts from the live pins themselves: always right, whatever moved. */
export async function recountBoards(tx: Tx, boardIds: number[]): Promise<void> {
  const ids = [...new Set(boardIds)];
  if (ids.length === 0) return;
  await tx
    .update(boards)
    .set({
      pinCount: sql`(select count(*)::int from ${pins} p where p.board_id = ${boards.id} and p.deleted_at is null)`,
    })
    .where(inArray(boards.id, ids));
}

/** A cover that left its board is no cover any more. */
async function dropCoverIfGone(tx: Tx, boardId: number, pinIds: number[]) {
  if (pinIds.length === 0) return;
  await tx
    .update(boards)
    .set({ coverPinId: null })
    .where(and(eq(boards.id, boardId), inArray(boards.coverPinId, pinIds)));
}

/** BulkEditResource delete (P-333, P-334): owner or a collaborator with delete_pin. */
export async function bulkDelete(ctx: Ctx, sel: BulkSelection): Promise<{ count: number }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.editPrompt'));
  await requireBoardAction(ctx, sel.boardId, 'delete_pin', {
    prompt: tr(ctx, 'errors.boards.editPrompt'),
  });
  return ctx.db.transaction(async (tx) => {
    await checkSection(ctx, tx, sel.boardId, sel.sectionId);
    const rows = await selectedPins(ctx, tx, sel);
    if (rows.length === 0) return { count: 0 };
    const ids = rows.map((r) => r.id);
    const now = ctx.now();
    await tx.update(pins).set({ deletedAt: now, updatedAt: now }).where(inArray(pins.id, ids));
    await recountBoards(tx, [sel.boardId]);
    await recountSections(
      tx,
      rows.map((r) => r.sectionId),
    );
    await dropCoverIfGone(tx, sel.boardId, ids);
    await logBoardEvent(tx, {
      boardId: sel.boardId,
      actorId: me,
      type: 'pin_delete',
      data: { pinIds: ids },
    });
    await logBoardEvent(tx, {
      boardId: sel.boardId,
      actorId: me,
      type: 'pin_count_change',
      data: { delta: -ids.length },
    });
    return { count: ids.length };
  });
}

/**
 * BulkEditResource update: move (owner or move_pin on the source; save_pin on another target
 * board) or copy (save_pin on the target; each copy is a save of the pin's root).
 */
export async function bulkMoveOrCopy(
  ctx: Ctx,
  sel: BulkSelection & {
    action: 'move' | 'copy';
    toBoardId: number;
    toSectionId?: number | undefined;
  },
): Promise<{ count: number }> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.editPrompt'));
  if (sel.action === 'move') {
    await requireBoardAction(ctx, sel.boardId, 'move_pin', {
      prompt: tr(ctx, 'errors.boards.editPrompt'),
    });
  } else {
    const src = await loadBoardRow(ctx.db, sel.boardId);
    if (!src || !(await accessOf(ctx, src)).canSee)
      throw notFound(tr(ctx, 'errors.boards.notFound'));
  }
  const sameBoard = sel.toBoardId === sel.boardId;
  if (!sameBoard || sel.action === 'copy') {
    assertTakesPins(
      ctx,
      (
        await requireBoardAction(ctx, sel.toBoardId, 'save_pin', {
          prompt: tr(ctx, 'errors.boards.editPrompt'),
        })
      ).row,
    );
  }
  return ctx.db.transaction(async (tx) => {
    await checkSection(ctx, tx, sel.boardId, sel.sectionId);
    await checkSection(ctx, tx, sel.toBoardId, sel.toSectionId);
    const rows = await selectedPins(ctx, tx, sel);
    if (rows.length === 0) return { count: 0 };
    const ids = rows.map((r) => r.id);
    const now = ctx.now();
    const toSection = sel.toSectionId ?? null;
    if (sel.action === 'move') {
      await tx
        .update(pins)
        .set({ boardId: sel.toBoardId, sectionId: toSection, sortOrder: 0, updatedAt: now })
        .where(inArray(pins.id, ids));
      if (!sameBoard) await dropCoverIfGone(tx, sel.boardId, ids);
    } else {
      // decision 006: the save counts are of people, so a copy counts only for a root the person
      // held no live save of (and never for their own pin), asked before the copies exist
      const roots = [...new Set(rows.map((p) => p.originPinId ?? p.id))];
      const newRoots: number[] = [];
      for (const root of roots) if (await isNewSaver(tx, root, me)) newRoots.push(root);
      await tx.insert(pins).values(
        rows.map((p) => ({
          pinnerId: me,
          boardId: sel.toBoardId,
          sectionId: toSection,
          originPinId: p.originPinId ?? p.id,
          viaPinnerId: p.pinnerId,
          kind: p.kind,
          title: p.title,
          description: p.description,
          altText: p.altText,
          autoAltText: p.autoAltText,
          link: p.link,
          domain: p.domain,
          imageSignature: p.imageSignature,
          richMetadata: p.richMetadata,
          tags: pinTagText(p.richMetadata),
          carousel: p.carousel,
          story: p.story,
          video: p.video,
          embed: p.embed,
          collection: p.collection,
          interestId: p.interestId,
          createdAt: now,
          updatedAt: now,
        })),
      );
      if (newRoots.length) {
        await tx
          .update(pins)
          .set({ saveCount: sql`${pins.saveCount} + 1` })
          .where(inArray(pins.id, newRoots));
        await addToDailyStats(
          tx,
          newRoots.map((root) => ({ pinId: String(root), day: utcDay(now), counts: { saves: 1 } })),
        );
      }
    }
    await recountBoards(tx, [sel.boardId, sel.toBoardId]);
    await recountSections(tx, [...rows.map((r) => r.sectionId), toSection]);
    await tx.update(boards).set({ lastPinnedAt: now }).where(eq(boards.id, sel.toBoardId));
    await logBoardEvent(tx, {
      boardId: sel.toBoardId,
      actorId: me,
      type: 'pin_save',
      data: { action: sel.action, pinIds: ids, fromBoardId: sel.boardId },
    });
    if (!sameBoard || sel.action === 'copy') {
      await logBoardEvent(tx, {
        boardId: sel.toBoardId,
        actorId: me,
        type: 'pin_count_change',
        data: { delta: ids.length },
      });
    }
    if (sel.action === 'move' && !sameBoard) {
      await logBoardEvent(tx, {
        boardId: sel.boardId,
        actorId: me,
        type: 'pin_count_change',
        data: { delta: -ids.length, movedTo: sel.toBoardId },
      });
    }
    return { count: ids.length };
  });
}
