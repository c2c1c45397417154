import type { SQL } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/models';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { decodeBookmark, encodeBookmark, type Keyset } from './cursor.ts';
import { hydrateFeedPins } from './hydrate.ts';
import {
  clampPageSize,
  type FeedOptions,
  MAX_BATCH,
  MAX_ROUNDS,
  type SkeletonRow,
  skeleton,
} from './pin-feeds.ts';

/** One part of a segmented feed: its conditions and the cache key naming them. */
export interface FeedSegment {
  key: string;
  where: SQL[];
}

interface Position {
  seg: number;
  after: Keyset | null;
}

/** `r{segment}.{keyset}`; a bare newest-first bookmark goes on in the last segment. */
function decodePosition(bookmark: string | null | undefined, count: number): Position {
  if (!bookmark) return { seg: 0, after: null };
  const m = /^r(\d{1,2})\.(.*)$/.exec(bookmark);
  if (!m) return { seg: count - 1, after: decodeBookmark(bookmark) };
  const seg = Number(m[1]);
  if (seg >= count) throw badRequest('The bookmark is not valid; start again from the first page.');
  return { seg, after: m[2] ? decodeBookmark(m[2]) : null };
}

function encodePosition(p: Position): string {
  return `r${p.seg}.${p.after ? encodeBookmark(p.after) : ''}`;
}

/**
 * A feed in ranked segments (issue 16): every pin of segment 0 (newest first), then of segment
 * 1, and so on; null segments are empty. The segments must not overlap (each pin in one), then
 * paging by (segment, created_at, id) is complete with no repeats. Each round reads on across
 * segments until its batch is full and hydrates the batch ONCE (one viewer-flag query per round,
 * as in pinFeed), so a page that spans segments costs no more than a page of one feed.
 * `segmentOf[i]` says which segment `items[i]` came from.
 */
export async function segmentedFeed(
  ctx: Ctx,
  segments: readonly (FeedSegment | null)[],
  opts: FeedOptions,
): Promise<Page<PinModel> & { segmentOf: number[] }> {
  const pageSize = clampPageSize(opts.pageSize);
  let pos = decodePosition(opts.bookmark, segments.length);
  const items: PinModel[] = [];
  const segmentOf: number[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const want = Math.min(MAX_BATCH, (pageSize - items.length + 1) * 2 ** round);
    const batch: { row: SkeletonRow; seg: number }[] = [];
    let { seg, after } = pos;
    while (batch.length < want && seg < segments.length) {
      const q = segments[seg];
      if (!q) {
        seg += 1;
        after = null;
        continue;
      }
      const n = want - batch.length;
      const rows = await skeleton(ctx, q.key, q.where, 'newest', after, n);
      for (const row of rows) batch.push({ row, seg });
      const last = rows.at(-1);
      if (rows.length < n) {
        seg += 1;
        after = null;
      } else if (last) after = { createdAt: last.createdAtText, id: last.id };
    }
    const done = seg >= segments.length;
    const visible = new Map(
      (
        await hydrateFeedPins(
          ctx,
          batch.map((b) => b.row),
        )
      ).map((m) => [m.id, m]),
    );
    for (const [i, b] of batch.entries()) {
      const model = visible.get(String(b.row.id));
      if (model) {
        items.push(model);
        segmentOf.push(b.seg);
      }
      if (items.length === pageSize) {
        const more = i < batch.length - 1 || !done;
        const here = { seg: b.seg, after: { createdAt: b.row.createdAtText, id: b.row.id } };
        return { items, segmentOf, bookmark: more ? encodePosition(here) : null };
      }
    }
    if (done) return { items, segmentOf, bookmark: null };
    pos = { seg, after };
  }
  // rules hid most of what was read: hand back what we have and where to go on from
  return { items, segmentOf, bookmark: encodePosition(pos) };
}
