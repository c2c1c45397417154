import { eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { boardTag, noteReads, pictureTag, pinTag } from '../platform/data-version.ts';
import { MAX_CACHED_SKELETONS, versionedCache } from '../platform/versioned-cache.ts';
import { nearestAlikes } from './alikes.ts';
import { type FeedSource, sourceEach, sourceWhere } from './feed-union.ts';
import { type FeedOptions, pinFeed } from './pin-feeds.ts';
import type { PinRow } from './present.ts';

/** spec decision 006: dHash distance at most this is "looks like it" for related pins. */
export const RELATED_PHASH_DISTANCE = 12;
/** a looser distance that counts when the dominant colour family matches too */
export const RELATED_PHASH_WITH_COLOR = 20;

/**
 * Pictures that look like the pin's (issue 16), as a query of their signatures (column k): a
 * dHash within RELATED_PHASH_DISTANCE, or within RELATED_PHASH_WITH_COLOR and of the same
 * colour family. The pin's own picture is not "similar", it is the same. Decision 091: read from
 * the picture's look-alikes the image-alikes job found (its nearest ALIKES_KEPT), by its
 * signature; comparing it with every stored picture cost a scan of `images` per request (325 ms
 * at a million pictures on PostgreSQL).
 */
function alikePictures(pin: Pick<PinRow, 'imageSignature'>): SQL {
  return sql`select n.alike as k from ${nearestAlikes(pin.imageSignature)} n
    join images o on o.signature = ${pin.imageSignature}
    join images ci on ci.signature = n.alike
    where n.distance <= ${RELATED_PHASH_DISTANCE}
      or (ci.color_family = o.color_family and n.distance <= ${RELATED_PHASH_WITH_COLOR})`;
}

/**
 * The live public boards that hold the pin or a live save of it (board co-occurrence, issue 16):
 * a secret or protected board never makes a pin related, so related pins reveal nothing of what
 * someone keeps privately. Kept until the root is saved again (a save declares its root) or
 * anything else changes (decision 039).
 */
function sharedBoards(ctx: Ctx, rootId: number): Promise<number[]> {
  // related pins and related products of one closeup ask together: one read
  const mine = asked.get(ctx) ?? new Map<number, Promise<number[]>>();
  asked.set(ctx, mine);
  const ids = mine.get(rootId) ?? readSharedBoards(ctx, rootId);
  mine.set(rootId, ids);
  return ids;
}

const asked = new WeakMap<Ctx, Map<number, Promise<number[]>>>();

async function readSharedBoards(ctx: Ctx, rootId: number): Promise<number[]> {
  const cache = versionedCache<number[]>(ctx.db, 'shared-boards', MAX_CACHED_SKELETONS);
  const known = cache.get(rootId);
  if (known) return known;
  const res = await ctx.db.execute(sql`select distinct s.board_id::text as k from pins s
    join boards sb on sb.id = s.board_id
    where (s.id = ${rootId} or s.origin_pin_id = ${rootId}) and s.deleted_at is null
      and sb.deleted_at is null and sb.privacy = 'public'
    order by 1`);
  const ids = (res as unknown as { rows: { k: string }[] }).rows.map((r) => Number(r.k));
  cache.set(rootId, ids, [pinTag(rootId)]);
  return ids;
}

/**
 * Pins saved on those boards: the originals there, each board's newest read from the board
 * index; and the pins that live saves there were saved from. The boards are one array parameter,
 * so every pin's related query is the same text: a connection prepares it once (decision 079)
 * instead of planning a new statement for each pin (2–3 ms at a million pins, decision 080).
 */
function coSaved(boardIds: readonly number[]): FeedSource[] {
  if (!boardIds.length) return [];
  const list = sql`${`{${boardIds.map((id) => String(Math.trunc(id))).join(',')}}`}::bigint[]`;
  return [
    sourceEach(sql`select unnest(${list}) as k`, sql`${pins.boardId}`),
    sourceWhere(sql`${pins.id} in (select q.origin_pin_id from pins q
      where q.board_id = any(${list}) and q.origin_pin_id is not null and q.deleted_at is null)`),
  ];
}

/** Which pins may be related to a pin at all: live originals, never the pin or its root. */
export interface RelatedFeed {
  where: SQL[];
  /** where they come from (null: every original, newest first) */
  sources: FeedSource[] | null;
  /**
   * what changes which pins they are (decision 039): saves of the root (its boards) and saves
   * to those boards, the look-alikes found for its picture (decision 091); new, edited and
   * deleted originals change everything
   */
  tags: string[];
}

/**
 * Which pins are related to a pin (issue 16, decision 026): originals, never the pin or its
 * root, that share its interest, are saved on the same public boards as it (or its saves), or
 * look like it: one set, each once, newest first with the feed's keyset. Each source is read
 * from its own index and the three merged (decision 040), which gives the same pins in the same
 * order as the one condition with ORs did. A pin without an interest keeps every original as
 * related (the newest), as before.
 */
export async function relatedFeed(ctx: Ctx, pin: PinRow): Promise<RelatedFeed> {
  const rootId = pin.originPinId ?? pin.id;
  const where: SQL[] = [ne(pins.id, pin.id), ne(pins.id, rootId), isNull(pins.originPinId)];
  // only originals are related, and a save makes none: every original, newest first
  if (pin.interestId === null) return { where, sources: null, tags: [] };
  const boardIds = await sharedBoards(ctx, rootId);
  const tags = [pinTag(rootId), pictureTag(pin.imageSignature), ...boardIds.map(boardTag)];
  noteReads(ctx, tags);
  return {
    where,
    tags,
    sources: [
      sourceWhere(eq(pins.interestId, pin.interestId)),
      ...coSaved(boardIds),
      sourceEach(alikePictures(pin), sql`${pins.imageSignature}`),
    ],
  };
}

/** Related pins of a pin row the caller has already checked is visible to the viewer. */
export async function relatedTo(ctx: Ctx, pin: PinRow, opts: FeedOptions): Promise<Page<PinModel>> {
  const rootId = pin.originPinId ?? pin.id;
  const { where, sources, tags } = await relatedFeed(ctx, pin);
  // the boards are in the key: a save to a new board is a new feed
  const boards = tags.join(',');
  const key = `related:${pin.id}:${rootId}:${pin.interestId ?? ''}:${pin.imageSignature}:${boards}`;
  return pinFeed(ctx, key, where, opts, 'newest', sources, tags);
}
