import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PinModel } from '#domain/pins/models';
import { checkPinLink, type PinTextField, pinTextProblem } from '#domain/pins/pin-input';
import type { Ctx } from '../../context.ts';
import { boardSections, boards, images, pins } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { assertTakesPins } from '../boards/access.ts';
import { type BoardAccess, boardAccess } from '../boards/collaborators.ts';
import { logBoardEvent } from '../boards/events.ts';
import { pinRowColumns } from '../feeds/columns.ts';
import { hydratePins } from '../feeds/hydrate.ts';
import type { PinRow } from '../feeds/present.ts';
import { requireConfirmedEmail } from '../instance/joining.ts';
import { type Reader, tr } from '../platform/i18n.ts';
import { syncProductOffer } from '../shopping/offers.ts';
import { unsaveCount } from './saves.ts';

export interface PinTextInput {
  title?: string | undefined;
  description?: string | undefined;
  altText?: string | null | undefined;
  link?: string | null | undefined;
}

export interface CreatePinInput extends PinTextInput {
  imageSignature: string;
  boardId?: number | null | undefined;
  sectionId?: number | null | undefined;
}

export interface UpdatePinInput extends PinTextInput {
  id: number;
  boardId?: number | null | undefined;
  sectionId?: number | null | undefined;
}

type TextColumns = Partial<Pick<PinRow, 'title' | 'description' | 'altText' | 'link' | 'domain'>>;

/**
 * Validates and normalises the typed fields that are present (decision 006 limits); a problem is
 * said in the reader's language (decision 064: the request's; an import, whose texts are cut to
 * fit before, has none to say).
 */
export function textColumns(input: PinTextInput, reader: Reader = {}): TextColumns {
  const out: TextColumns = {};
  const check = (field: PinTextField, value: string) => {
    const problem = pinTextProblem(field, value);
    if (problem) throw badRequest(tr(reader, problem.id, problem.values));
    return value;
  };
  if (input.title !== undefined) out.title = check('title', input.title.trim());
  if (input.description !== undefined) {
    out.description = check('description', input.description.trim());
  }
  if (input.altText !== undefined) {
    const alt = (input.altText ?? '').trim();
    out.altText = alt === '' ? null : check('altText', alt);
  }
  if (input.link !== undefined) {
    const link = checkPinLink(input.link);
    if (!link.ok) throw badRequest(tr(reader, link.message.id, link.message.values));
    out.link = link.link;
    out.domain = link.domain;
  }
  return out;
}

/** A board the viewer may put pins on: owner, or accepted collaborator with `save_pin`. */
async function writableBoard(ctx: Ctx, tx: Tx, boardId: number): Promise<BoardAccess> {
  const access = await boardAccess(ctx, boardId, tx);
  if (!access) throw notFound(tr(ctx, 'errors.boards.notFound'));
  if (access.role === 'none' || !access.permissions.includes('save_pin')) {
    throw forbidden(tr(ctx, 'errors.pins.notYourBoard'));
  }
  assertTakesPins(ctx, access.board);
  return access;
}

async function sectionOn(
  ctx: { locale?: string },
  tx: Tx,
  sectionId: number,
  boardId: number,
): Promise<void> {
  const [section] = await tx
    .select({ boardId: boardSections.boardId })
    .from(boardSections)
    .where(eq(boardSections.id, sectionId))
    .limit(1);
  if (!section || section.boardId !== boardId) {
    throw badRequest(tr(ctx, 'errors.pins.sectionNotOnChosenBoard'));
  }
}

/** Counts and the board event of a pin arriving on (+1) or leaving (-1) a board and section. */
async function countPin(
  ctx: Ctx,
  tx: Tx,
  place: { boardId: number | null; sectionId: number | null },
  delta: 1 | -1,
): Promise<void> {
  if (place.boardId !== null) {
    const set =
      delta === 1
        ? { pinCount: sql`${boards.pinCount} + 1`, lastPinnedAt: ctx.now() }
        : { pinCount: sql`greatest(${boards.pinCount} - 1, 0)` };
    await tx.update(boards).set(set).where(eq(boards.id, place.boardId));
  }
  if (place.sectionId !== null) {
    await tx
      .update(boardSections)
      .set({
        pinCount:
          delta === 1
            ? sql`${boardSections.pinCount} + 1`
            : sql`greatest(${boardSections.pinCount} - 1, 0)`,
      })
      .where(eq(boardSections.id, place.sectionId));
  }
}

async function present(ctx: Ctx, row: PinRow | undefined): Promise<PinModel> {
  if (!row) throw notFound(tr(ctx, 'errors.pins.notFound'));
  const [model] = await hydratePins(ctx, [row]);
  if (!model) throw notFound(tr(ctx, 'errors.pins.notFound'));
  return model;
}

/**
 * decision 006 PinResource create (P-001): a new original pin from an uploaded picture, on a
 * board the viewer may save to (or the profile), with the board's and section's counts and the
 * `pin_save` board event in the same transaction.
 */
export async function createPin(ctx: Ctx, input: CreatePinInput): Promise<PinModel> {
  return present(ctx, await insertPin(ctx, input));
}

/**
 * createPin's writes without its answer: the pin's row, for a caller that needs only its id (an
 * import makes thousands, and a whole pin model a pin costs more than the writes themselves).
 */
export async function insertPin(ctx: Ctx, input: CreatePinInput): Promise<PinRow> {
  const me = requireUser(ctx, tr(ctx, 'errors.boards.createPrompt'));
  await requireConfirmedEmail(ctx);
  const text = textColumns(input, ctx);
  const boardId = input.boardId ?? null;
  const sectionId = input.sectionId ?? null;
  if (sectionId !== null && boardId === null) {
    throw badRequest(tr(ctx, 'errors.pins.chooseBoard'));
  }
  return ctx.db.transaction(async (tx) => {
    const [image] = await tx
      .select({ signature: images.signature })
      .from(images)
      .where(eq(images.signature, input.imageSignature))
      .limit(1);
    if (!image) throw badRequest(tr(ctx, 'errors.pins.unknownImage'));
    if (boardId !== null) {
      await writableBoard(ctx, tx, boardId);
      if (sectionId !== null) await sectionOn(ctx, tx, sectionId, boardId);
    }
    const now = ctx.now();
    const [created] = await tx
      .insert(pins)
      .values({
        pinnerId: me,
        boardId,
        sectionId,
        imageSignature: input.imageSignature,
        ...text,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('pin insert returned nothing');
    await countPin(ctx, tx, { boardId, sectionId }, 1);
    if (boardId !== null) {
      await logBoardEvent(tx, {
        boardId,
        actorId: me,
        type: 'pin_save',
        data: { pinId: created.id, sectionId },
      });
    }
    return created;
  });
}

type PinAction = 'edit_pin' | 'delete_pin';

/**
 * The live pin and whether the viewer may act on it (decision 006): its pinner, the board's
 * owner, or a collaborator holding the action. A pin on a board the viewer cannot see is 404;
 * a visible pin they may not change is 403.
 */
async function actionablePin(
  ctx: Ctx,
  tx: Tx,
  me: number,
  id: number,
  action: PinAction,
): Promise<{ pin: PinRow; access: BoardAccess | null }> {
  const [pin] = await tx
    .select(pinRowColumns)
    .from(pins)
    .where(and(eq(pins.id, id), isNull(pins.deletedAt)))
    .limit(1);
  if (!pin) throw notFound(tr(ctx, 'errors.pins.notFound'));
  const access = pin.boardId !== null ? await boardAccess(ctx, pin.boardId, tx) : null;
  if (pin.boardId !== null && !access) throw notFound(tr(ctx, 'errors.pins.notFound'));
  if (pin.pinnerId === me || access?.permissions.includes(action)) return { pin, access };
  throw forbidden(
    action === 'edit_pin' ? tr(ctx, 'errors.pins.editOwn') : tr(ctx, 'errors.pins.deleteOwn'),
  );
}

/** Where an update puts the pin: the board (or profile) and section it ends up in. */
async function destination(
  ctx: Ctx,
  tx: Tx,
  me: number,
  found: { pin: PinRow; access: BoardAccess | null },
  input: UpdatePinInput,
): Promise<{ boardId: number | null; sectionId: number | null }> {
  const { pin, access } = found;
  const boardId = input.boardId === undefined ? pin.boardId : input.boardId;
  const boardChanges = boardId !== pin.boardId;
  let sectionId: number | null;
  if (input.sectionId !== undefined) sectionId = input.sectionId;
  else sectionId = boardChanges ? null : pin.sectionId;
  if (boardChanges) {
    // moving off a board someone else owns: their move permission, unless it is your own pin
    if (
      pin.pinnerId !== me &&
      access?.role !== 'owner' &&
      !access?.permissions.includes('move_pin')
    ) {
      throw forbidden(tr(ctx, 'errors.pins.cantMoveOff'));
    }
    if (boardId === null && pin.pinnerId !== me) {
      throw forbidden(tr(ctx, 'errors.pins.onlySaverMoves'));
    }
    if (boardId !== null) await writableBoard(ctx, tx, boardId);
  }
  if (sectionId !== null) {
    if (boardId === null) throw badRequest(tr(ctx, 'errors.pins.chooseBoard'));
    await sectionOn(ctx, tx, sectionId, boardId);
  }
  return { boardId, sectionId };
}

/**
 * decision 006 PinResource update (M-034 /pin/{id}/edit): title, description, alt text, link,
 * and a move to another board or section with the counts of both places in one transaction.
 */
export async function updatePin(ctx: Ctx, input: UpdatePinInput): Promise<PinModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.pins.editPrompt'));
  const text = textColumns(input, ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const found = await actionablePin(ctx, tx, me, input.id, 'edit_pin');
    const { pin } = found;
    const to = await destination(ctx, tx, me, found, input);
    const moved = to.boardId !== pin.boardId || to.sectionId !== pin.sectionId;
    const [updated] = await tx
      .update(pins)
      .set({ ...text, boardId: to.boardId, sectionId: to.sectionId, updatedAt: ctx.now() })
      .where(eq(pins.id, pin.id))
      .returning();
    if (moved) {
      await countPin(ctx, tx, { boardId: pin.boardId, sectionId: pin.sectionId }, -1);
      await countPin(ctx, tx, to, 1);
    }
    if (to.boardId !== pin.boardId) {
      if (pin.boardId !== null) {
        await logBoardEvent(tx, {
          boardId: pin.boardId,
          actorId: me,
          type: 'pin_unsave',
          data: { pinId: pin.id, movedTo: to.boardId },
        });
        await clearCover(tx, pin.boardId, pin.id);
      }
      if (to.boardId !== null) {
        await logBoardEvent(tx, {
          boardId: to.boardId,
          actorId: me,
          type: 'pin_save',
          data: { pinId: pin.id, movedFrom: pin.boardId, sectionId: to.sectionId },
        });
      }
    }
    return updated;
  });
  return present(ctx, row);
}

/** A board whose chosen cover leaves it falls back to its newest pin. */
async function clearCover(tx: Tx, boardId: number, pinId: number): Promise<void> {
  await tx
    .update(boards)
    .set({ coverPinId: null })
    .where(and(eq(boards.id, boardId), eq(boards.coverPinId, pinId)));
}

/**
 * decision 006 PinResource delete (P-335): the pinner, the board owner or a collaborator with
 * `delete_pin`; the pin is soft-deleted (its closeup then says 'Removed by the creator'), the
 * counts drop and `pin_delete` is logged, all in one transaction.
 */
export async function deletePinAsViewer(ctx: Ctx, id: number): Promise<{ id: string }> {
  const me = requireUser(ctx, tr(ctx, 'errors.pins.editPrompt'));
  await ctx.db.transaction(async (tx) => {
    const { pin } = await actionablePin(ctx, tx, me, id, 'delete_pin');
    await softDeletePin(ctx, tx, pin, me);
  });
  return { id: String(id) };
}

/**
 * Soft-deletes a pin inside the caller's transaction: its closeup then answers 'Unavailable',
 * the board and section counts drop, a board falls back from it as cover, and `pin_delete` is
 * logged. False when a concurrent delete got there first (and already counted it).
 */
export async function softDeletePin(
  ctx: Ctx,
  tx: Tx,
  pin: Pick<PinRow, 'id' | 'boardId' | 'sectionId'>,
  actorId: number,
): Promise<boolean> {
  const now = ctx.now();
  const gone = await tx
    .update(pins)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(pins.id, pin.id), isNull(pins.deletedAt)))
    .returning({ id: pins.id, originPinId: pins.originPinId, pinnerId: pins.pinnerId });
  const [row] = gone;
  if (!row) return false;
  if (row.originPinId !== null) await unsaveCount(tx, row.originPinId, row.pinnerId);
  await syncProductOffer(tx, pin.id);
  await countPin(ctx, tx, { boardId: pin.boardId, sectionId: pin.sectionId }, -1);
  if (pin.boardId !== null) {
    await clearCover(tx, pin.boardId, pin.id);
    await logBoardEvent(tx, {
      boardId: pin.boardId,
      actorId,
      type: 'pin_delete',
      data: { pinId: pin.id },
    });
  }
  return true;
}
