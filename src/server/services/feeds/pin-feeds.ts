import { and, asc, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { type Lru, MAX_CACHED_SKELETONS, versionedCache } from '../platform/versioned-cache.ts';
import { decodeBookmark, encodeBookmark } from './cursor.ts';
import { hydrateFeedPins, type PinRef } from './hydrate.ts';
import type { PinRow } from './present.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface FeedOptions {
  bookmark?: string | null | undefined;
  pageSize?: number | undefined;
}

function clampPageSize(n: number | undefined): number {
  if (!n || !Number.isFinite(n)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(n)));
}

/**
 * When rules hide pins, a page reads on in growing batches (doubling, at most MAX_BATCH rows)
 * for at most MAX_ROUNDS rounds, then stops short with a bookmark: a bounded cost per request.
 */
const MAX_ROUNDS = 6;
const MAX_BATCH = 400;

/**
 * Every pin feed: skeleton → hydrate → rules → present (DESIGN.md). The skeleton reads only
 * `pins` (its own conditions, keyset after the bookmark, newest first); hydration loads pinners,
 * boards and images in batches and drops what the viewer may not see (secret boards, deleted
 * pinners or boards). When rules hide pins, it fetches further until the page is full.
 * A narrow skeleton plus batched lookups costs a few milliseconds; joining everything in SQL
 * cost several times more on the embedded database, whose cost is per row and per query.
 */
type FeedOrder = 'newest' | 'custom';

interface FeedCursor {
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

function decodeCursor(bookmark: string | null | undefined, order: FeedOrder): FeedCursor | null {
  if (!bookmark) return null;
  if (order === 'newest') return decodeBookmark(bookmark);
  const m = /^c\.(-?\d{1,9})\.(.+)$/.exec(bookmark);
  if (!m?.[1] || !m[2])
    throw badRequest('The bookmark is not valid; start again from the first page.');
  const k = decodeBookmark(m[2]);
  return k ? { ...k, sortOrder: Number(m[1]) } : null;
}

/** A skeleton row: what hydration and the next bookmark need, nothing more. */
interface SkeletonRow extends PinRef {
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
function skeletons(ctx: Ctx): Lru<SkeletonRow[] | boolean> {
  return versionedCache<SkeletonRow[] | boolean>(ctx.db, 'skeletons', MAX_CACHED_SKELETONS);
}

async function skeleton(
  ctx: Ctx,
  key: string,
  where: SQL[],
  order: FeedOrder,
  after: FeedCursor | null,
  want: number,
): Promise<SkeletonRow[]> {
  const cache = skeletons(ctx);
  const cacheKey = `${key}|${order}|${after ? encodeCursor(after, order) : ''}|${want}`;
  const hit = cache.get(cacheKey);
  if (Array.isArray(hit)) return hit;
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
  cache.set(cacheKey, rows);
  return rows;
}

async function pinFeed(
  ctx: Ctx,
  key: string,
  where: SQL[],
  opts: FeedOptions,
  order: FeedOrder = 'newest',
): Promise<Page<PinModel>> {
  const pageSize = clampPageSize(opts.pageSize);
  let after = decodeCursor(opts.bookmark, order);
  const items: PinModel[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const want = Math.min(MAX_BATCH, (pageSize - items.length + 1) * 2 ** round);
    const rows = await skeleton(ctx, key, where, order, after, want);
    const visible = new Map((await hydrateFeedPins(ctx, rows)).map((m) => [m.id, m]));
    for (const [i, r] of rows.entries()) {
      const model = visible.get(String(r.id));
      if (model) items.push(model);
      after = { createdAt: r.createdAtText, id: r.id, sortOrder: r.sortOrder };
      if (items.length === pageSize) {
        // Full: there is a next page if a row was left unexamined, or the batch was full (the
        // database may hold more; at worst the next page comes back empty with no bookmark).
        const more = i < rows.length - 1 || rows.length === want;
        return { items, bookmark: more ? encodeCursor(after, order) : null };
      }
    }
    if (rows.length < want) return { items, bookmark: null };
  }
  // Rules hid most of what was read: hand back what we have and where to go on from.
  return { items, bookmark: after ? encodeCursor(after, order) : null };
}

/** Home feed: the newest original pins (repins would repeat the same picture). */
export function homeFeed(ctx: Ctx, opts: FeedOptions = {}): Promise<Page<PinModel>> {
  return pinFeed(ctx, 'home', [isNull(pins.originPinId)], opts);
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
    cache.set(`${key}|ordered`, ordered);
  }
  return pinFeed(ctx, key, where, opts, ordered ? 'custom' : 'newest');
}

/** A section's pins (the board's privacy rule is checked by the caller). */
export function sectionFeed(
  ctx: Ctx,
  boardId: number,
  sectionId: number,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  return boardFeed(ctx, boardId, { ...opts, sectionId });
}

/** spec 01 §2 /{username}/_created/: pins the user made, not the ones they saved. */
export function createdFeed(
  ctx: Ctx,
  userId: number,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
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
 * could hide them, so whoever may see the profile may see them, as their closeups already are.
 */
export function boardlessFeed(
  ctx: Ctx,
  userId: number,
  opts: FeedOptions = {},
): Promise<Page<PinModel>> {
  return pinFeed(
    ctx,
    `boardless:${userId}`,
    [eq(pins.pinnerId, userId), isNull(pins.boardId)],
    opts,
  );
}

/** Which pins are related to a pin: same interest, originals only, never the pin or its root. */
export function relatedConditions(pin: PinRow): SQL[] {
  const rootId = pin.originPinId ?? pin.id;
  const where: SQL[] = [ne(pins.id, pin.id), ne(pins.id, rootId), isNull(pins.originPinId)];
  if (pin.interestId !== null) where.push(eq(pins.interestId, pin.interestId));
  return where;
}

/**
 * Related pins of a pin row the caller has already checked is visible; `extra` narrows them
 * (related products: product pins only), and `variant` names that narrowing in the cache key.
 */
export function relatedTo(
  ctx: Ctx,
  pin: PinRow,
  opts: FeedOptions,
  extra: SQL[] = [],
  variant = '',
): Promise<Page<PinModel>> {
  const rootId = pin.originPinId ?? pin.id;
  const key = `related${variant}:${pin.id}:${rootId}:${pin.interestId ?? ''}`;
  return pinFeed(ctx, key, [...relatedConditions(pin), ...extra], opts);
}
