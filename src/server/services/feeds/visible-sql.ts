import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';

/** The signed-in viewer's id, or null for visitors and code outside a request. */
export function viewerIdOf(ctx: Ctx): number | null {
  const id = ctx.viewer.isAuth && ctx.viewer.id ? Number(ctx.viewer.id) : null;
  return id !== null && Number.isSafeInteger(id) ? id : null;
}

/**
 * The feed rules of hydration (hydrate.ts, viewer-state.ts), in SQL (issue 16), so a query that
 * must find a page in ONE scan does not hand hydration rows it would drop: a live pinner; no
 * board, or a live board of a live owner that is not secret, or secret and the viewer's own or
 * one they collaborate on (accepted); and not a pin (or a save of a pin) the viewer hid.
 * Hydration still applies its rules to what this returns.
 */
export function visibleInFeeds(me: number | null): SQL {
  const hidden =
    me === null
      ? sql`true`
      : sql`not exists (select 1 from pin_hides vh where vh.user_id = ${me}
          and (vh.pin_id = ${pins.id} or vh.pin_id = ${pins.originPinId}))`;
  return sql`(${pinVisibleTo(me)} and ${hidden})`;
}

/**
 * Whether the viewer may see a pin at all, in SQL (visiblePinRow's rule): a live pinner, and no
 * board or a live board of a live owner that is not secret, or secret and theirs or shared with
 * them; and neither pinner nor board owner a private profile the viewer does not follow
 * (decision 045). Not whether they hid it: a hidden pin stays theirs to use.
 *
 * The board's check is `offset 0` (decision 092): without it PostgreSQL may answer it by hashing
 * every visible board with its owner (a scan of `boards` and `users`, 8.7 ms at the million
 * bench's 5,000 boards) where a page's dozen pins need a dozen lookups by key. The offset keeps
 * it the lookup, whatever the plan expects to check.
 */
export function pinVisibleTo(me: number | null): SQL {
  const member =
    me === null
      ? sql`false`
      : sql`(vb.owner_id = ${me} or exists (select 1 from board_collaborators vc
          where vc.board_id = vb.id and vc.user_id = ${me} and vc.status = 'accepted'))`;
  return sql`(exists (select 1 from users vu where vu.id = ${pins.pinnerId} and vu.deleted_at is null
      and ${openTo(sql`vu`, me)})
    and (${pins.boardId} is null or exists (select 1 from boards vb
      join users vo on vo.id = vb.owner_id and vo.deleted_at is null
      where vb.id = ${pins.boardId} and vb.deleted_at is null
        and (vb.privacy <> 'secret' or ${member})
        and (${openTo(sql`vo`, me)} or ${member}) offset 0)))`;
}

/** Decision 045: the user row `u` is a public profile, the viewer's own, or one they follow. */
export function openTo(u: SQL, me: number | null): SQL {
  if (me === null) return sql`not ${u}.is_private`;
  return sql`(not ${u}.is_private or ${u}.id = ${me} or exists (select 1 from user_follows vf
    where vf.follower_id = ${me} and vf.followee_id = ${u}.id))`;
}
