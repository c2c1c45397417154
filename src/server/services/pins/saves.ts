import { and, eq, isNull, sql } from 'drizzle-orm';
import { roleAllows } from '#domain/boards/board-permissions';
import { pinTagText } from '#domain/pins/closeup-tags';
import type { PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boardSections, boards, pins, users } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { mayViewProfileContent } from '../accounts/profile-access.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { addToDailyStats, utcDay } from '../analytics/rollup.ts';
import { assertTakesPins } from '../boards/access.ts';
import { boardAccess } from '../boards/collaborators.ts';
import { logBoardEvent } from '../boards/events.ts';
import { pinRowColumns } from '../feeds/columns.ts';
import { hydratePins } from '../feeds/hydrate.ts';
import type { PinRow } from '../feeds/present.ts';
import { requireConfirmedEmail } from '../instance/joining.ts';
import { publishLive } from '../live/publish.ts';
import { mailAfterCommit } from '../notifications/mail.ts';
import { type Recorded, recordNotification } from '../notifications/record.ts';
import { builtOnce, type Runs } from '../platform/built-once.ts';
import {
  boardTag,
  declareChanges,
  LISTS_TAG,
  pinTag,
  RANK_TAG,
  userTag,
} from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { consume } from '../platform/rate-limit.ts';

/** spec 02 §6 (M-317): the prompt a visitor gets for saving. */

// decision 096: built once per database handle (every favourite and save asks it)
const visiblePinQuery = builtOnce((db: Runs) =>
  db
    .select({ pin: pinRowColumns, pinnerPrivate: users.isPrivate })
    .from(pins)
    .innerJoin(users, eq(users.id, pins.pinnerId))
    .where(and(eq(pins.id, sql.placeholder('id')), isNull(pins.deletedAt), isNull(users.deletedAt)))
    .limit(1)
    .prepare('tessera_q_visible_pin'),
);

/**
 * A live pin the viewer may see: its pinner exists and, when it sits on a board, the board is
 * live and visible to the viewer (a secret board only to members; a private profile's pins only
 * to its followers, decision 045). Anything else is a 404, so a
 * secret pin's existence stays private (decision 006).
 */
export async function visiblePinRow(ctx: Ctx, pinId: number): Promise<PinRow> {
  const [found] = await visiblePinQuery(ctx.db).execute({ id: pinId });
  if (!found) throw notFound(tr(ctx, 'errors.pins.thatPinNotFound'));
  // decision 045: a private profile's pins (on a board or none) only for its approved followers
  const pinner = { id: found.pin.pinnerId, isPrivate: found.pinnerPrivate };
  if (!(await mayViewProfileContent(ctx, pinner))) {
    throw notFound(tr(ctx, 'errors.pins.thatPinNotFound'));
  }
  // the board's owner is mostly the pinner, whose privacy is known now: no second look
  if (found.pin.boardId !== null && !(await boardAccess(ctx, found.pin.boardId, ctx.db, pinner))) {
    throw notFound(tr(ctx, 'errors.pins.thatPinNotFound'));
  }
  return found.pin;
}

export interface RepinInput {
  pinId: number;
  /** absent: saved to the profile (savedInfo type 'boardless', decision 006) */
  boardId?: number | undefined;
  sectionId?: number | undefined;
  title?: string | undefined;
  description?: string | undefined;
}

/** The target board and section, checked: the viewer may save there (decision 006). */
async function saveTarget(ctx: Ctx, input: RepinInput) {
  if (input.boardId === undefined) {
    if (input.sectionId !== undefined)
      throw badRequest(tr(ctx, 'errors.pins.chooseBoardOfSection'));
    return { boardId: null, sectionId: null, secret: false, ownerId: null };
  }
  const access = await boardAccess(ctx, input.boardId);
  if (!access) throw notFound(tr(ctx, 'errors.pins.thatBoardNotFound'));
  if (!roleAllows(access.role, access.permissions, 'save_pin')) {
    throw forbidden(tr(ctx, 'errors.pins.cantSaveHere'));
  }
  assertTakesPins(ctx, access.board);
  const secret = access.board.privacy === 'secret';
  const ownerId: number | null = access.board.ownerId;
  if (input.sectionId === undefined) {
    return { boardId: access.board.id, sectionId: null, secret, ownerId };
  }
  const [section] = await ctx.db
    .select({ id: boardSections.id })
    .from(boardSections)
    .where(and(eq(boardSections.id, input.sectionId), eq(boardSections.boardId, access.board.id)))
    .limit(1);
  if (!section) throw badRequest(tr(ctx, 'errors.boards.sectionNotOnBoard'));
  return { boardId: access.board.id, sectionId: section.id, secret, ownerId };
}

/**
 * Decision 006: the public save count is of people, not of save events: a save counts when its
 * saver is not the root's own pinner and has no live save of the root yet. The root row is locked
 * first, so concurrent saves (and deletes, `unsaveCount`) of one root by one person count in turn.
 */
export async function isNewSaver(tx: Tx, rootId: number, saver: number): Promise<boolean> {
  const [root] = await tx
    .select({ pinnerId: pins.pinnerId })
    .from(pins)
    .where(eq(pins.id, rootId))
    .for('update');
  if (!root || root.pinnerId === saver) return false;
  const [held] = await tx
    .select({ id: pins.id })
    .from(pins)
    .where(and(eq(pins.originPinId, rootId), eq(pins.pinnerId, saver), isNull(pins.deletedAt)))
    .limit(1);
  return !held;
}

/**
 * Decision 006: a deleted save un-counts its saver once they hold no other live save of the root
 * (called after the save's row is marked deleted, in the same transaction).
 */
export async function unsaveCount(tx: Tx, rootId: number, saver: number | null): Promise<void> {
  if (saver === null || !(await isNewSaver(tx, rootId, saver))) return;
  await tx
    .update(pins)
    .set({ saveCount: sql`greatest(${pins.saveCount} - 1, 0)` })
    .where(eq(pins.id, rootId));
}

/**
 * RepinResource create (spec 01 §4, §7; decision 006): a save is a new pin row pointing at the
 * root of the chain (origin_pin_id) and at whose pin was saved (via_pinner_id). The new row,
 * the root's save_count, the board's pin_count and last_pinned_at, the section's pin_count and
 * the board's 'pin_save' event and the root's saves of the day (pin_daily_stats, decision 022)
 * change in one transaction; counters move with SQL increments so concurrent saves lose nothing.
 */
export async function repin(ctx: Ctx, input: RepinInput): Promise<PinModel> {
  const me = requireUser(ctx, tr(ctx, 'errors.pins.savePrompt'));
  await requireConfirmedEmail(ctx);
  await consume(ctx, 'saves', String(me));
  const source = await visiblePinRow(ctx, input.pinId);
  const { boardId, sectionId, secret, ownerId } = await saveTarget(ctx, input);
  const rootId = source.originPinId ?? source.id;
  const now = ctx.now();
  let notified = null as Recorded | null;
  const row = await ctx.db.transaction(async (tx) => {
    const counted = await isNewSaver(tx, rootId, me);
    const [created] = await tx
      .insert(pins)
      .values({
        pinnerId: me,
        boardId,
        sectionId,
        originPinId: rootId,
        viaPinnerId: source.pinnerId,
        kind: source.kind,
        title: input.title ?? source.title,
        description: input.description ?? source.description,
        altText: source.altText,
        autoAltText: source.autoAltText,
        link: source.link,
        domain: source.domain,
        imageSignature: source.imageSignature,
        richMetadata: source.richMetadata,
        tags: pinTagText(source.richMetadata),
        carousel: source.carousel,
        story: source.story,
        video: source.video,
        embed: source.embed,
        collection: source.collection,
        shopping: source.shopping,
        interestId: source.interestId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new AppError('conflict', tr(ctx, 'errors.pins.saveFailed'));
    // a save to a secret board stays private to its members: no "saved your Pin" (decision 006)
    if (source.pinnerId !== null && !secret) {
      notified = await recordNotification(ctx, tx, {
        recipientId: source.pinnerId,
        actorId: me,
        kind: 'pin_save',
        pinId: source.id,
        at: now,
      });
    }
    if (counted) {
      await tx
        .update(pins)
        .set({ saveCount: sql`${pins.saveCount} + 1` })
        .where(eq(pins.id, rootId));
      // decision 022: saves are counted here, where they are written, not from browser events
      await addToDailyStats(tx, [
        { pinId: String(rootId), day: utcDay(now), counts: { saves: 1 } },
      ]);
    }
    if (boardId !== null) {
      await tx
        .update(boards)
        .set({ pinCount: sql`${boards.pinCount} + 1`, lastPinnedAt: now, updatedAt: now })
        .where(eq(boards.id, boardId));
      if (sectionId !== null) {
        await tx
          .update(boardSections)
          .set({ pinCount: sql`${boardSections.pinCount} + 1` })
          .where(eq(boardSections.id, sectionId));
      }
      await logBoardEvent(tx, {
        boardId,
        actorId: me,
        type: 'pin_save',
        data: { pinId: created.id, originPinId: rootId, sectionId },
      });
    }
    return created;
  });
  declareChanges(ctx, [
    // which pins are where: every list not tagged more narrowly, and the board's own
    LISTS_TAG,
    ...(boardId === null ? [] : [boardTag(boardId)]),
    // the root's save count (and the boards related pins are read from), the new pin itself
    pinTag(rootId),
    pinTag(source.id),
    pinTag(row.id),
    // orders made from counts
    RANK_TAG,
    // the saver's, the notified pinner's and the board owner's own state
    ...[me, source.pinnerId, ownerId].flatMap((id) => (id === null ? [] : [userTag(id)])),
  ]);
  if (notified?.shown)
    await publishLive(ctx, { kind: 'notification', users: [notified.recipientId] });
  await mailAfterCommit(ctx, [notified]);
  const [model] = await hydratePins(ctx, [row]);
  if (!model) throw notFound(tr(ctx, 'errors.pins.thatBoardNotFound'));
  return model;
}

/** spec 01 §3 Viewer save fields, as UserResource's quicksave / save_behavior variants answer. */
export interface SaveSettings {
  id: string;
  has_quicksave_board: boolean;
  /** spec 01 §3 (P-094): 0 save to profile, 1 show board picker */
  save_behavior: 0 | 1;
}

/**
 * spec 01 §7 (P-338, P-339): whether the user has a Quick Saves board and how Save behaves for
 * them. Their own settings only: anyone else's are 404, a visitor gets the save prompt.
 */
export async function userSaveSettings(ctx: Ctx, userId: number): Promise<SaveSettings> {
  const me = requireUser(ctx, tr(ctx, 'errors.pins.savePrompt'));
  if (me !== userId) throw notFound(tr(ctx, 'errors.pins.profileNotFound'));
  const [row] = await ctx.db
    .select({ saveBehavior: users.saveBehavior })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound(tr(ctx, 'errors.pins.profileNotFound'));
  const [quick] = await ctx.db
    .select({ id: boards.id })
    .from(boards)
    .where(
      and(eq(boards.ownerId, userId), eq(boards.layout, 'quick_saves'), isNull(boards.deletedAt)),
    )
    .limit(1);
  return {
    id: String(userId),
    has_quicksave_board: quick !== undefined,
    save_behavior: row.saveBehavior === 0 ? 0 : 1,
  };
}
