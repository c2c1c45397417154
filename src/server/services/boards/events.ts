import type { BoardEventType } from '#domain/boards/boards';
import { boardEvents } from '../../db/schema/index.ts';
import type { Tx } from '../accounts/sessions.ts';

export type { BoardEventType } from '#domain/boards/boards';

/**
 * decision 006: spec 01 §4 board state changes go to board_events in the same transaction as the
 * change itself (pass the transaction; ctx.db works too for a lone write).
 */
export async function logBoardEvent(
  tx: Tx,
  e: {
    boardId: number;
    actorId: number | null;
    type: BoardEventType;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(boardEvents).values({
    boardId: e.boardId,
    actorId: e.actorId,
    type: e.type,
    data: e.data ?? {},
  });
}
