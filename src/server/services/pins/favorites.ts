import { and, eq, sql } from 'drizzle-orm';
import type { FavoriteState } from '#domain/pins/favorite';
import type { Ctx } from '../../context.ts';
import { favorites, pins } from '../../db/schema/index.ts';
import { requireUser } from '../accounts/sessions.ts';
import { declareChanges, pinTag, RANK_TAG, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { visiblePinRow } from './saves.ts';

/** Not a spec text (spec 01 is silent for favourites); readable in the same style as M-317. */

/**
 * `POST` / `DELETE /v3/pins/{id}/favorite/` (spec 01 §4, §7 P-354, P-355; decision 006):
 * idempotent. The favourite row and the pin's favorite_count change in one transaction, and the
 * count moves only when the row really appears or goes, so repeated calls count once.
 */
export async function setFavorite(ctx: Ctx, pinId: number, on: boolean): Promise<FavoriteState> {
  // decision 039: the person's favourites, the pin's count and orders made from counts (a
  // refused call, a visitor's included, changes no more than that)
  declareChanges(ctx, [pinTag(pinId), RANK_TAG]);
  const me = requireUser(ctx, tr(ctx, 'errors.pins.favoritePrompt'));
  declareChanges(ctx, [userTag(me)]);
  await visiblePinRow(ctx, pinId);
  const count = await ctx.db.transaction(async (tx) => {
    const changed = on
      ? await tx
          .insert(favorites)
          .values({ userId: me, pinId, createdAt: ctx.now() })
          .onConflictDoNothing()
          .returning({ pinId: favorites.pinId })
      : await tx
          .delete(favorites)
          .where(and(eq(favorites.userId, me), eq(favorites.pinId, pinId)))
          .returning({ pinId: favorites.pinId });
    const delta = changed.length === 0 ? null : on ? sql`+ 1` : sql`- 1`;
    const [row] = delta
      ? await tx
          .update(pins)
          .set({ favoriteCount: sql`greatest(${pins.favoriteCount} ${delta}, 0)` })
          .where(eq(pins.id, pinId))
          .returning({ n: pins.favoriteCount })
      : await tx.select({ n: pins.favoriteCount }).from(pins).where(eq(pins.id, pinId));
    return row?.n ?? 0;
  });
  return { favoritedByMe: on, favoriteUserCount: count };
}
