import { eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { pins } from '../../db/schema/index.ts';
import { type FeedSource, sourceEach, sourceWhere } from './feed-union.ts';
import { type FeedOptions, pinFeed } from './pin-feeds.ts';
import type { PinRow } from './present.ts';

/** spec decision 006: dHash distance at most this is "looks like it" for related pins. */
export const RELATED_PHASH_DISTANCE = 12;
/** a looser distance that counts when the dominant colour family matches too */
export const RELATED_PHASH_WITH_COLOR = 20;

/** Hamming distance between two 64-bit hex dHashes, in SQL (bit_count of the XOR). */
export function phashDistance(a: SQL, b: SQL): SQL {
  return sql`bit_count(('x' || ${a})::bit(64) # ('x' || ${b})::bit(64))`;
}

/**
 * Pictures that look like the pin's (issue 16), as a query of their signatures (column k): a
 * dHash within RELATED_PHASH_DISTANCE, or within RELATED_PHASH_WITH_COLOR and of the same
 * colour family. The pin's own picture is not "similar", it is the same. It reads every
 * picture's hash: `images` has a row per stored picture, not per pin (decision 040).
 */
function alikePictures(pin: Pick<PinRow, 'imageSignature'>): SQL {
  const d = phashDistance(sql`ci.phash`, sql`o.phash`);
  return sql`select ci.signature as k from images o join images ci on ci.signature <> o.signature
    where o.signature = ${pin.imageSignature} and o.phash is not null and ci.phash is not null
      and (${d} <= ${RELATED_PHASH_DISTANCE}
        or (ci.color_family = o.color_family and ${d} <= ${RELATED_PHASH_WITH_COLOR}))`;
}

/**
 * Pins saved on the same boards as the pin or any save of it (board co-occurrence, issue 16),
 * counting only live public boards: a secret or protected board never makes a pin related, so
 * related pins reveal nothing of what someone keeps privately.
 */
function coSaved(rootId: number): SQL {
  return sql`${pins.id} in (select coalesce(q.origin_pin_id, q.id) from pins q
    join boards qb on qb.id = q.board_id
    where q.deleted_at is null and qb.deleted_at is null and qb.privacy = 'public'
      and q.board_id in (select s.board_id from pins s
        where (s.id = ${rootId} or s.origin_pin_id = ${rootId}) and s.deleted_at is null
          and s.board_id is not null))`;
}

/** Which pins may be related to a pin at all: live originals, never the pin or its root. */
export interface RelatedFeed {
  where: SQL[];
  /** where they come from (null: every original, newest first) */
  sources: FeedSource[] | null;
}

/**
 * Which pins are related to a pin (issue 16, decision 026): originals, never the pin or its
 * root, that share its interest, are saved on the same public boards as it (or its saves), or
 * look like it: one set, each once, newest first with the feed's keyset. Each source is read
 * from its own index and the three merged (decision 040), which gives the same pins in the same
 * order as the one condition with ORs did. A pin without an interest keeps every original as
 * related (the newest), as before.
 */
export function relatedFeed(pin: PinRow): RelatedFeed {
  const rootId = pin.originPinId ?? pin.id;
  const where: SQL[] = [ne(pins.id, pin.id), ne(pins.id, rootId), isNull(pins.originPinId)];
  if (pin.interestId === null) return { where, sources: null };
  return {
    where,
    sources: [
      sourceWhere(eq(pins.interestId, pin.interestId)),
      sourceWhere(coSaved(rootId)),
      sourceEach(alikePictures(pin), sql`${pins.imageSignature}`),
    ],
  };
}

/** Related pins of a pin row the caller has already checked is visible to the viewer. */
export function relatedTo(ctx: Ctx, pin: PinRow, opts: FeedOptions): Promise<Page<PinModel>> {
  const rootId = pin.originPinId ?? pin.id;
  const key = `related:${pin.id}:${rootId}:${pin.interestId ?? ''}:${pin.imageSignature}`;
  const { where, sources } = relatedFeed(pin);
  return pinFeed(ctx, key, where, opts, 'newest', sources);
}
