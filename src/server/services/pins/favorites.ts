import { sql } from 'drizzle-orm';
import type { FavoriteState } from '#domain/pins/favorite';
import type { Ctx } from '../../context.ts';
import { favorites, pins } from '../../db/schema/index.ts';
import { requireUser } from '../accounts/sessions.ts';
import { declareChanges, pinTag, RANK_TAG, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { rowsOf } from '../search/shared.ts';
import { visiblePinRow } from './saves.ts';

/** Not a spec text (spec 01 is silent for favourites); readable in the same style as M-317. */

/**
 * `POST` / `DELETE /v3/pins/{id}/favorite/` (spec 01 §4, §7 P-354, P-355; decision 006):
 * idempotent. The favourite row and the pin's favorite_count change in one statement, and the
 * count moves only when the row really appears or goes, so repeated calls count once.
 */
export async function setFavorite(ctx: Ctx, pinId: number, on: boolean): Promise<FavoriteState> {
  // decision 039: the person's favourites, the pin's count and orders made from counts (a
  // refused call, a visitor's included, changes no more than that)
  declareChanges(ctx, [pinTag(pinId), RANK_TAG]);
  const me = requireUser(ctx, tr(ctx, 'errors.pins.favoritePrompt'));
  declareChanges(ctx, [userTag(me)]);
  await visiblePinRow(ctx, pinId);
  // one statement, so one round trip and atomic on its own: the row and the count move together,
  // and the count only by the rows that really appeared or went
  const change = on
    ? sql`insert into ${favorites} (user_id, pin_id, created_at)
        values (${me}, ${pinId}, ${ctx.now().toISOString()}::timestamptz)
        on conflict do nothing returning pin_id`
    : sql`delete from ${favorites} where user_id = ${me} and pin_id = ${pinId} returning pin_id`;
  const sign = on ? sql`+` : sql`-`;
  const [row] = await rowsOf<{ n: number }>(
    ctx,
    sql`with changed as (${change})
    update ${pins} set favorite_count = greatest(favorite_count ${sign} (select count(*) from changed), 0)
    where id = ${pinId} returning favorite_count::int as n`,
  );
  const count = row?.n ?? 0;
  return { favoritedByMe: on, favoriteUserCount: count };
}
