import { and, asc, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { mayViewProfileContent, type ProfileOwner } from '../accounts/profile-access.ts';
import { LISTS_TAG, noteReads, ORIGINALS_TAG } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import {
  MAX_CACHED_SKELETONS,
  type TaggedCache,
  versionedCache,
} from '../platform/versioned-cache.ts';
import { decodeBookmark, encodeBookmark } from './cursor.ts';
import { type FeedSource, readUnion } from './feed-union.ts';
import type { PinRef } from './hydrate.ts';
import { createPipeline } from './pipeline.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface FeedOptions {
  bookmark?: string | null | undefined;
  pageSize?: number | undefined;
}

export function clampPageSize(n: number | undefined): number {
  if (!n || !Number.isFinite(n)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(n)));
}

/**
 * Every pin feed goes through the feed pipeline (pipeline.ts, decision 036). The skeleton reads
 * only `pins` (its own conditions, keyset after the bookmark, newest first); hydration loads
 * pinners, boards and images in batches and the rules drop what the viewer may not see (secret
 * boards, deleted pinners or boards, hidden pins). A narrow skeleton plus batched lookups costs
 * a few milliseconds; joining everything in SQL cost several times more on the embedded
 * database, whose cost is per row and per query.
 */
type FeedOrder = 'newest' | 'custom';

export interface FeedCursor {
  createdAt: string;
  id: number;
  /** custom order only: the pin's sort_order */
  sortOrder?: number;
}

/** Custom-order bookmarks carry the sort position too: `c.{sortOrder}.{keyset}`. */
function encodeCursor(c: FeedCursor, order: FeedOrder): string {
  const k = encodeBookmark({ createdAt: c.createdAt, id: c.id });
  return order === 'custom' ? `c.${c.sortOrder ?? 0}.${k}` : k;
}

function decodeCursor(
  ctx: { locale?: string },
  bookmark: string | null | undefined,
  order: FeedOrder,
): FeedCursor | null {
  if (!bookmark) return null;
  if (order === 'newest') return decodeBookmark(bookmark, ctx);
  const m = /^c\.(-?\d{1,9})\.(.+)$/.exec(bookmark);
  if (!m?.[1] || !m[2]) throw badRequest(tr(ctx, 'errors.boards.badBookmark'));
  const k = decodeBookmark(m[2], ctx);
  return k ? { ...k, sortOrder: Number(m[1]) } : null;
}

/** A skeleton row: what hydration and the next bookmark need, nothing more. */
export interface SkeletonRow extends PinRef {
  sortOrder: number;
  createdAtText: string;
}

const skeletonColumns = {
  id: pins.id,
  pinnerId: pins.pinnerId,
  boardId: pins.boardId,
  originPinId: pins.originPinId,
  sortOrder: pins.sortOrder,
  createdAtText: sql<string>`${pins.createdAt}::text`,
};

/**
 * Skeletons do not depend on the viewer (the rules run in hydration), so a feed named by `key`
 * (its conditions, in words) shares them between requests at the same data version.
 */
function skeletons(ctx: Ctx): TaggedCache<SkeletonRow[] | boolean> {
  return versionedCache<SkeletonRow[] | boolean>(ctx.db, 'skeletons', MAX_CACHED_SKELETONS);
}

/** What a feed's skeleton reads: its conditions, and (newest first only) its sources. */
interface FeedQuery {
  where: SQL[];
  sources?: readonly FeedSource[] | null | undefined;
}

/**
 * One skeleton batch of a feed (cached per data version); segmented.ts reads through it too.
 * With `sources` (newest first only) the feed's pins are those of any source (feed-union.ts).
 * `query` is called only when the batch is not kept.
 */
export async function skeleton(
  ctx: Ctx,
  key: string,
  query: () => FeedQuery,
  order: FeedOrder,
  after: FeedCursor | null,
  want: number,
  tags: readonly string[] = [LISTS_TAG],
): Promise<SkeletonRow[]> {
  // which pins a list holds changes with what its tags name (decision 039): by default, any save
  noteReads(ctx, tags);
  const cache = skeletons(ctx);
  const cacheKey = `${key}|${order}|${after ? encodeCursor(after, order) : ''}|${want}`;
  const hit = cache.get(cacheKey);
  if (Array.isArray(hit)) return hit;
  const { where, sources } = query();
  if (sources && order === 'newest') {
    const rows = await readUnion(ctx, [isNull(pins.deletedAt), ...where], sources, after, want);
    cache.set(cacheKey, rows, tags);
    return rows;
  }
  const conds: SQL[] = [isNull(pins.deletedAt), ...where];
  if (after) {
    const keyset = sql`(${pins.createdAt}, ${pins.id}) < (${after.createdAt}::timestamptz, ${after.id})`;
    conds.push(
      order === 'custom'
        ? sql`(${pins.sortOrder} > ${after.sortOrder ?? 0} or (${pins.sortOrder} = ${after.sortOrder ?? 0} and ${keyset}))`
        : keyset,
    );
  }
  const rows: SkeletonRow[] = await ctx.db
    .select(skeletonColumns)
    .from(pins)
    .where(and(...conds))
    .orderBy(
      ...(order === 'custom' ? [asc(pins.sortOrder)] : []),
      desc(pins.createdAt),
      desc(pins.id),
    )
    .limit(want);
  cache.set(cacheKey, rows, tags);
  return rows;
}

function cursorAfter(r: SkeletonRow): FeedCursor {
  return { createdAt: r.createdAtText, id: r.id, sortOrder: r.sortOrder };
}

interface PinFeedParams {
  key: string;
  where: SQL[];
  order: FeedOrder;
  sources: readonly FeedSource[] | null;
  /** what changes which pins the feed holds (decision 039; default: any save) */
  tags: readonly string[];
  bookmark: string | null | undefined;
  pageSize: number;
}

/** A pin feed's page: its skeleton is `pins` under the feed's conditions, in the feed's order. */
const pinFeedPipeline = createPipeline<
  PinFeedParams,
  FeedCursor | null,
  SkeletonRow,
  Page<PinModel>
>({
  start: (p, ctx) => decodeCursor(ctx, p.bookmark, p.order),
  async skeleton(ctx, p, after, want) {
    const rows = await skeleton(
      ctx,
      p.key,
      () => ({ where: p.where, sources: p.sources }),
      p.order,
      after,
      want,
      p.tags,
    );
    const last = rows.at(-1);
    return { rows, next: last ? cursorAfter(last) : after, done: rows.length < want };
  },
  after: cursorAfter,
  present: (_ctx, p, page) => ({
    items: page.items,
    bookmark: page.next ? encodeCursor(page.next, p.order) : null,
  }),
});

/**
 * A page of the pin feed named `key` (the ranked and following feeds page through it too); with
 * `sources`, of the pins of any of them (related pins, decision 040). `tags` name what changes
 * which pins it holds (decision 039): by default, any save (`LISTS_TAG`).
 */
export function pinFeed(
  ctx: Ctx,
  key: string,
  where: SQL[],
  opts: FeedOptions,
  order: FeedOrder = 'newest',
  sources: readonly FeedSource[] | null = null,
  tags: readonly string[] = [LISTS_TAG],
): Promise<Page<PinModel>> {
  return pinFeedPipeline(ctx, {
    key,
    where,
    order,
    sources,
    tags,
    bookmark: opts.bookmark,
    pageSize: clampPageSize(opts.pageSize),
  });
}

/**
 * Home feed: the newest original pins (repins would repeat the same picture). A save makes a
 * repin, so it does not change which pins this holds (decision 067).
 */
export function homeFeed(ctx: Ctx, opts: FeedOptions = {}): Promise<Page<PinModel>> {
  return pinFeed(ctx, 'home', [isNull(pins.originPinId)], opts, 'newest', null, [ORIGINALS_TAG]);
}

/**
 * A board's (or one section's) pins: newest first, or in the custom order once someone has
 * ordered them (BoardPinOrderResource: some live pin there has a sort_order).
 */
export async function boardFeed(
  ctx: Ctx,
  boardId: number,
  opts: FeedOptions & { sectionId?: number | undefined } = {},
): Promise<Page<PinModel>> {
  const where = [eq(pins.boardId, boardId)];
  if (opts.sectionId !== undefined) where.push(eq(pins.sectionId, opts.sectionId));
  const key = `board:${boardId}:${opts.sectionId ?? ''}`;
  const cache = skeletons(ctx);
  let ordered = cache.get(`${key}|ordered`);
  if (typeof ordered !== 'boolean') {
    const [row] = await ctx.db
      .select({ x: sql`1` })
      .from(pins)
      .where(and(...where, isNull(pins.deletedAt), ne(pins.sortOrder, 0)))
      .limit(1);
    ordered = row !== undefined;
    cache.set(`${key}|ordered`, ordered, [LISTS_TAG]);
  }
  return pinFeed(ctx, key, where, opts, ordered ? 'custom' : 'newest');
}

const NOTHING: Page<PinModel> = { items: [], bookmark: null };

/**
 * spec 01 §2 /{username}/_created/: pins the user made, not the ones they saved. A private
 * profile's are its followers' only (decision 045): anyone else gets an empty page at once.
 */
export async function createdFeed(
  ctx: Ctx,
  owner: ProfileOwner,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  if (!(await mayViewProfileContent(ctx, owner))) return NOTHING;
  const userId = owner.id;
  return pinFeed(
    ctx,
    `created:${userId}`,
    [eq(pins.pinnerId, userId), isNull(pins.originPinId)],
    opts,
  );
}

/**
 * The profile's saves that sit on no board (decision 006: board_id null = saved to the profile,
 * savedInfo 'boardless'), created or saved, newest first. They have no board whose privacy
 * could hide them, so whoever may see the profile may see them, as their closeups already are
 * (a private profile: its followers, decision 045).
 */
export async function boardlessFeed(
  ctx: Ctx,
  owner: ProfileOwner,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  if (!(await mayViewProfileContent(ctx, owner))) return NOTHING;
  const userId = owner.id;
  return pinFeed(
    ctx,
    `boardless:${userId}`,
    [eq(pins.pinnerId, userId), isNull(pins.boardId)],
    opts,
  );
}

/**
 * Original pins matching `where` (issue 16: an interest's ideas page, its videos), newest first,
 * through the same skeleton → hydrate → rules as every feed; `key` names the conditions in the
 * skeleton cache and must differ whenever they do.
 */
export function originalsWhere(
  ctx: Ctx,
  key: string,
  where: SQL[],
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  return pinFeed(ctx, key, [isNull(pins.originPinId), ...where], opts);
}
