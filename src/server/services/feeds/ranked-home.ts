import { isNull, type SQL, sql } from 'drizzle-orm';
import type { RecommendationReason } from '#domain/feedback/feed-reasons';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { boardTag, ORIGINALS_TAG, userTag } from '../platform/data-version.ts';
import { getOrMake } from '../platform/get-or-make.ts';
import { copiedFrom } from '../platform/kept-json.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { type FeedSource, sourceEach, sourceWhere } from './feed-union.ts';
import { type FeedOptions, homeFeed } from './pin-feeds.ts';
import { type FeedSegment, segmentedFeed } from './segmented.ts';
import { type FeedSources, loadFeedSources } from './sources.ts';

/**
 * The home feed (issue 16): visitors (and crawlers) keep the newest original pins; a signed-in
 * person gets them ranked in three tiers, each newest first and paged by the same keyset as
 * every feed (pinFeed), so paging stays complete with no repeats:
 *   0. pins by the people they follow or saved on the boards they follow,
 *   1. pins of the topics they follow, save to their own boards or favourite,
 *   2. everything else.
 * The tiers partition the originals (tier 1 excludes tier 0; tier 2 is neither), so a pin is in
 * exactly one. Hidden pins, pins on secret boards and deleted content are dropped by hydration
 * as in every feed; an unfollowed person or board is simply no longer a source.
 * The bookmark is `r{tier}.{keyset bookmark within the tier}`.
 */
export function homeFeedFor(ctx: Ctx, opts: FeedOptions = {}): Promise<Page<PinModel>> {
  if (!ctx.viewer.isAuth || ctx.viewer.isBot || !ctx.viewer.id) return homeFeed(ctx, opts);
  return rankedHomeFeed(ctx, Number(ctx.viewer.id), opts);
}

const TIERS = [0, 1, 2] as const;
type Tier = (typeof TIERS)[number];

function ids(xs: Iterable<number>): SQL {
  return sql.join(
    [...xs].sort((a, b) => a - b).map((id) => sql`${id}`),
    sql`, `,
  );
}

/** The ids as a query of one column k, for sourceEach. */
function idRows(xs: Iterable<number>): SQL {
  const rows = [...xs].sort((a, b) => a - b).map((id) => sql`(${id}::bigint)`);
  return sql`select v.k from (values ${sql.join(rows, sql`, `)}) v(k)`;
}

function idKey(xs: Iterable<number>): string {
  return [...xs].sort((a, b) => a - b).join(',');
}

function topicIds(s: FeedSources): Set<number> {
  return new Set([
    ...s.interests.keys(),
    ...s.followedVia.keys(),
    ...s.boardInterests.keys(),
    ...s.favoriteInterests,
  ]);
}

function onFollowedBoards(s: FeedSources): SQL {
  return sql`${pins.id} in (select coalesce(f.origin_pin_id, f.id) from pins f
      where f.board_id in (${ids(s.boards.keys())}) and f.deleted_at is null)`;
}

/** Tier 0's condition: the pinner is followed, or the pin (as root) is saved on a followed board. */
function followedCondition(s: FeedSources): SQL | null {
  const parts: SQL[] = [];
  if (s.users.size) parts.push(sql`${pins.pinnerId} in (${ids(s.users.keys())})`);
  if (s.boards.size) parts.push(onFollowedBoards(s));
  if (!parts.length) return null;
  return sql`(coalesce(${sql.join(parts, sql` or `)}, false) and ${pins.pinnerId} <> ${s.me})`;
}

/**
 * Tier 0 read as sources (decision 040): each followed person's pins from the pinner index, and
 * the pins saved on followed boards, merged; the same pins as followedCondition, without walking
 * every pin to find a few people's.
 */
function followedSources(s: FeedSources): FeedSource[] {
  return [
    ...(s.users.size ? [sourceEach(idRows(s.users.keys()), sql`${pins.pinnerId}`)] : []),
    ...(s.boards.size ? [sourceWhere(onFollowedBoards(s))] : []),
  ];
}

function topicCondition(s: FeedSources): SQL | null {
  const topics = topicIds(s);
  if (!topics.size) return null;
  return sql`(coalesce(${pins.interestId} in (${ids(topics)}), false) and ${pins.pinnerId} <> ${s.me})`;
}

/**
 * What changes which pins the tiers hold (decision 067): which originals there are, and a save
 * on a board the person follows (tier 0 takes the pins saved there; the others leave them out).
 * The sources themselves are the person's own state (their tag is on every answer they get).
 */
function tierTags(s: FeedSources): string[] {
  return [ORIGINALS_TAG, ...[...s.boards.keys()].map(boardTag)];
}

/**
 * Each tier's cache key (which names it fully: skeletons are shared) and tags; its conditions are
 * built only when its skeleton is not kept (issue 32: a kept home page builds no SQL).
 */
function tierQuery(s: FeedSources, tier: Tier): FeedSegment | null {
  const topics = topicIds(s);
  if (tier === 0 && !s.users.size && !s.boards.size) return null;
  if (tier === 1 && !topics.size) return null;
  return {
    key: `home:r${tier}:${s.me}:u${idKey(s.users.keys())}:b${idKey(s.boards.keys())}:i${idKey(topics)}`,
    tags: tierTags(s),
    query: () => tierConditions(s, tier),
  };
}

/** A tier's conditions, and for tiers 0 and 1 the sources its pins come from (decision 040). */
function tierConditions(s: FeedSources, tier: Tier): { where: SQL[]; sources?: FeedSource[] } {
  const followed = followedCondition(s);
  const topic = topicCondition(s);
  const originals = isNull(pins.originPinId);
  const notMine = sql`${pins.pinnerId} <> ${s.me}`;
  if (tier === 0) return { where: [originals, notMine], sources: followedSources(s) };
  const notFollowed = followed ? [sql`not ${followed}`] : [];
  if (tier === 1) {
    // each topic's pins from the interest index (decision 040), as topicCondition picks them
    const sources = [sourceEach(idRows(topicIds(s)), sql`${pins.interestId}`)];
    return { where: [originals, ...notFollowed, notMine], sources };
  }
  return { where: [originals, ...notFollowed, ...(topic ? [sql`not ${topic}`] : [])] };
}

export async function rankedHomeFeed(
  ctx: Ctx,
  me: number,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  const sources = await loadFeedSources(ctx, me);
  const page = await segmentedFeed(
    ctx,
    TIERS.map((tier) => tierQuery(sources, tier)),
    opts,
  );
  const tiers = page.segmentOf as Tier[];
  return {
    items: await withReasons(ctx, sources, page.items, tiers),
    bookmark: page.bookmark,
  };
}

/**
 * Lays the true reason over each ranked pin (spec 01 §3 P-080): what put it in its tier. The
 * model names the pinner, the board and the topic; only a pin that is in tier 0 because a save
 * of it sits on a followed board needs one query to learn which board (kept per person and page
 * until the next write).
 */
async function withReasons(
  ctx: Ctx,
  s: FeedSources,
  items: PinModel[],
  tiers: Tier[],
): Promise<PinModel[]> {
  const ask = items.filter(
    (p, i) =>
      tiers[i] === 0 &&
      !s.users.has(Number(p.pinner.id)) &&
      !(p.board && s.boards.has(Number(p.board.id))),
  );
  const via = await viaBoards(
    ctx,
    s,
    ask.map((p) => Number(p.id)),
  );
  return items.map((p, i) => reasoned(s, p, tiers[i] as Tier, via.get(Number(p.id)) ?? null));
}

/**
 * The cards given their reasons, by the person's sources and the card: both are kept until a
 * write that changes them (loadFeedSources, personalize), and the same sources, card, tier and
 * board make the same reason, so the copy made for the last request is this one's, with its JSON
 * written once (as decision 082 does for the viewer's flags).
 */
const reasonedFor = new WeakMap<FeedSources, WeakMap<PinModel, Map<string, PinModel>>>();

function reasoned(s: FeedSources, p: PinModel, tier: Tier, via: number | null): PinModel {
  const cards = getOrMake(reasonedFor, s, () => new WeakMap<PinModel, Map<string, PinModel>>());
  const made = getOrMake(cards, p, () => new Map<string, PinModel>());
  return getOrMake(made, `${tier}:${via ?? ''}`, () =>
    copiedFrom(p, { recommendationReason: tier === 2 ? null : reasonOf(s, p, via) }),
  );
}

export function reasonOf(
  s: FeedSources,
  p: PinModel,
  viaBoard: number | null,
): RecommendationReason | null {
  if (s.users.has(Number(p.pinner.id))) {
    return { reason: 'followed_user', reasonId: p.pinner.id, board: null, name: p.pinner.fullName };
  }
  const board =
    (p.board ? s.boards.get(Number(p.board.id)) : undefined) ??
    (viaBoard === null ? undefined : s.boards.get(viaBoard));
  if (board) return { reason: 'followed_board', reasonId: board.id, board, name: null };
  const topic = p.interest ? s.topicByUrl.get(p.interest.urlName) : undefined;
  if (topic === undefined) return null;
  // a sub-topic of a followed topic is there because of the followed one, which Unfollow undoes
  const followed = s.interests.has(topic) ? topic : s.followedVia.get(topic);
  const topicName = followed === undefined ? undefined : s.interests.get(followed);
  if (followed !== undefined && topicName !== undefined) {
    return {
      reason: 'followed_interest',
      reasonId: String(followed),
      board: null,
      name: topicName,
    };
  }
  const own = s.boardInterests.get(topic);
  if (own) return { reason: 'your_board', reasonId: own.id, board: own, name: null };
  if (s.favoriteInterests.has(topic)) {
    return { reason: 'recent_activity', reasonId: null, board: null, name: null };
  }
  return null;
}

const MAX_CACHED_REASON_PAGES = 2000;

/** Which followed board holds a save of each pin (the newest such save). */
async function viaBoards(ctx: Ctx, s: FeedSources, pinIds: number[]) {
  const out = new Map<number, number>();
  if (!pinIds.length || !s.boards.size) return out;
  const cache = versionedCache<Map<number, number>>(
    ctx.db,
    'feed-reasons',
    MAX_CACHED_REASON_PAGES,
  );
  const key = `${s.me}:${idKey(s.boards.keys())}:${pinIds.join(',')}`;
  const known = cache.get(key);
  if (known) return known;
  const res = await ctx.db.execute(sql`select distinct on (f.origin_pin_id)
      f.origin_pin_id::text as id, f.board_id::text as via from pins f
      where f.origin_pin_id in (${ids(pinIds)}) and f.board_id in (${ids(s.boards.keys())})
        and f.deleted_at is null
      order by f.origin_pin_id, f.created_at desc, f.id desc`);
  for (const r of (res as unknown as { rows: { id: string; via: string }[] }).rows) {
    out.set(Number(r.id), Number(r.via));
  }
  // a save to a followed board changes which board holds a pin's newest save
  cache.set(key, out, [userTag(s.me), ...tierTags(s)]);
  return out;
}
