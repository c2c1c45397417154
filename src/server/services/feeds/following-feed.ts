import { type SQL, sql } from 'drizzle-orm';
import { boardPath, profilePath } from '#domain/catalogue/routes';
import type { RecommendationReason } from '#domain/feedback/feed-reasons';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';
import { copiedFrom } from '../platform/kept-json.ts';
import { type FeedOptions, pinFeed } from './pin-feeds.ts';
import { type FeedSources, loadFeedSources } from './sources.ts';

function ids(xs: Iterable<number>): SQL {
  return sql.join(
    [...xs].sort((a, b) => a - b).map((id) => sql`${id}`),
    sql`, `,
  );
}

/**
 * The following feed (issue 16, /following/): every pin saved by the people the viewer follows
 * or on the boards they follow (their saves too, not only originals), newest first, each with
 * its true reason (M-402 a profile you follow, else M-403 a board you follow). Secret boards'
 * pins reach only their members (hydration), followed secret boards are not sources at all.
 */
export async function followingFeed(ctx: Ctx, opts: FeedOptions = {}): Promise<Page<PinModel>> {
  const me = Number(requireUser(ctx, tr(ctx, 'errors.feeds.followingPrompt')));
  const s = await loadFeedSources(ctx, me);
  const parts: SQL[] = [];
  if (s.users.size) parts.push(sql`${pins.pinnerId} in (${ids(s.users.keys())})`);
  if (s.boards.size) parts.push(sql`${pins.boardId} in (${ids(s.boards.keys())})`);
  if (!parts.length) return { items: [], bookmark: null };
  const key = `following:${[...s.users.keys()].sort().join(',')}:${[...s.boards.keys()].sort().join(',')}`;
  const page = await pinFeed(ctx, key, [sql`(${sql.join(parts, sql` or `)})`], opts);
  return {
    ...page,
    items: page.items.map((p) => copiedFrom(p, { recommendationReason: followedReason(s, p) })),
  };
}

function followedReason(s: FeedSources, p: PinModel): RecommendationReason | null {
  if (s.users.has(Number(p.pinner.id))) {
    return { reason: 'followed_user', reasonId: p.pinner.id, board: null, name: p.pinner.fullName };
  }
  const board = p.board ? s.boards.get(Number(p.board.id)) : undefined;
  return board ? { reason: 'followed_board', reasonId: board.id, board, name: null } : null;
}

/** Whether the viewer follows anyone or any board (the page's empty state differs). */
export async function followsAnything(ctx: Ctx): Promise<boolean> {
  const me = Number(requireUser(ctx, tr(ctx, 'errors.feeds.followingPrompt')));
  const s = await loadFeedSources(ctx, me);
  return s.users.size > 0 || s.boards.size > 0;
}

export interface FollowSuggestions {
  people: { id: string; username: string; fullName: string; url: string; pinCount: number }[];
  boards: { id: string; name: string; url: string; ownerName: string; pinCount: number }[];
}

const SUGGESTIONS = 6;

/**
 * The empty following feed's suggestions: the people with the most live pins and the public
 * boards holding the most, neither the viewer's own nor already followed. Only public boards of
 * live owners are named, so nothing secret is suggested.
 */
export async function followSuggestions(ctx: Ctx): Promise<FollowSuggestions> {
  const me = Number(requireUser(ctx, tr(ctx, 'errors.feeds.followingPrompt')));
  const [people, boards] = await Promise.all([
    ctx.db.execute(sql`select u.id::text as id, u.username, u.first_name as first,
        u.last_name as last, count(p.id)::int as n
      from users u join pins p on p.pinner_id = u.id and p.deleted_at is null
      left join boards b on b.id = p.board_id
      where u.deleted_at is null and u.id <> ${me}
        and (p.board_id is null or (b.deleted_at is null and b.privacy = 'public'))
        and not exists (select 1 from user_follows f where f.follower_id = ${me} and f.followee_id = u.id)
      group by u.id order by n desc, u.id limit ${SUGGESTIONS}`),
    ctx.db.execute(sql`select b.id::text as id, b.name, b.slug, o.username, o.first_name as first,
        o.last_name as last, count(p.id)::int as n
      from boards b join users o on o.id = b.owner_id
      join pins p on p.board_id = b.id and p.deleted_at is null
      where b.deleted_at is null and b.privacy = 'public' and o.deleted_at is null
        and b.owner_id <> ${me}
        and not exists (select 1 from board_follows f where f.follower_id = ${me} and f.board_id = b.id)
      group by b.id, o.id order by n desc, b.id limit ${SUGGESTIONS}`),
  ]);
  type Person = { id: string; username: string; first: string; last: string; n: number };
  type Board = Person & { name: string; slug: string };
  const name = (r: Person) => `${r.first} ${r.last}`.trim() || r.username;
  return {
    people: (people as unknown as { rows: Person[] }).rows.map((r) => ({
      id: r.id,
      username: r.username,
      fullName: name(r),
      url: profilePath(r.username),
      pinCount: Number(r.n),
    })),
    boards: (boards as unknown as { rows: Board[] }).rows.map((r) => ({
      id: r.id,
      name: r.name,
      url: boardPath(r.username.toLowerCase(), r.slug),
      ownerName: name(r),
      pinCount: Number(r.n),
    })),
  };
}
