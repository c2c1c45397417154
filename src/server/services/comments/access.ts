import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boardCommentsOff, pinCommentsOff, pins, userBlocks } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Tx } from '../accounts/sessions.ts';
import { getPin } from '../pins/closeup.ts';
import { tr } from '../platform/i18n.ts';

/** The conversation a pin's comments are in: its root's (decision 042). */
export interface Conversation {
  /** the root pin: a saved copy's original, or the pin itself */
  rootId: number;
  /** the root pin's pinner: may delete any comment and turn comments off */
  ownerId: number;
  /** the root's board (its switch closes the root's comments too) */
  boardId: number | null;
  closed: boolean;
}

/** A pin the viewer was shown (the closeup's loader has it): its root is known without a read. */
export type ShownPin = Pick<PinModel, 'id' | 'originPinId'>;

/**
 * The root of a pin the viewer may see; a pin they may not see (secret, deleted, unknown) is the
 * closeup's 404, so comments never reveal a pin.
 */
export async function rootOf(ctx: Ctx, pinId: number, shown?: ShownPin): Promise<number> {
  const pin = shown && Number(shown.id) === pinId ? shown : await getPin(ctx, pinId);
  return pin.originPinId ? Number(pin.originPinId) : pinId;
}

/** The conversation of a pin the viewer may see (rootOf). */
export async function conversationOf(ctx: Ctx, pinId: number, db: Tx = ctx.db) {
  const rootId = await rootOf(ctx, pinId);
  const [root] = await rootQuery(db).where(eq(pins.id, rootId)).limit(1);
  if (!root) throw notFound(tr(ctx, 'errors.pins.unavailable'), { reason: 'unknown' });
  return conversationFrom(rootId, root);
}

type RootRow = {
  ownerId: number;
  boardId: number | null;
  off: number | null;
  boardOff: number | null;
};

/** The root's owner and board, both switches (the pin's, its board's), and `n` if asked. */
export function rootQuery(db: Tx, n: SQL<number> = sql<number>`0`) {
  return db
    .select({
      ownerId: pins.pinnerId,
      boardId: pins.boardId,
      off: pinCommentsOff.pinId,
      boardOff: boardCommentsOff.boardId,
      n,
    })
    .from(pins)
    .leftJoin(pinCommentsOff, eq(pinCommentsOff.pinId, pins.id))
    .leftJoin(boardCommentsOff, eq(boardCommentsOff.boardId, pins.boardId));
}

/** Comments are closed when the root's owner turned them off for it or for its board. */
export function conversationFrom(rootId: number, root: RootRow): Conversation {
  return {
    rootId,
    ownerId: root.ownerId,
    boardId: root.boardId,
    closed: root.off !== null || root.boardOff !== null,
  };
}

/** Whether either of two people blocked the other (decision 016's blocks). */
export async function blockedEitherWay(tx: Tx, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const rows = await tx
    .select({ x: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
