import type { SQL } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { getOrMake } from '../platform/get-or-make.ts';
import { tr } from '../platform/i18n.ts';
import { decodeBookmark, encodeBookmark, type Keyset } from './cursor.ts';
import type { FeedSource } from './feed-union.ts';
import { clampPageSize, type FeedOptions, type SkeletonRow, skeleton } from './pin-feeds.ts';
import { createPipeline, type SkeletonBatch } from './pipeline.ts';

/**
 * One part of a segmented feed: the cache key naming its conditions, and the conditions
 * themselves, made only when its skeleton is not kept; with `sources`, its pins are those of any
 * source under the conditions (feed-union.ts); `tags` name what changes which pins it holds
 * (decision 039; default: any save).
 */
export interface FeedSegment {
  key: string;
  query(): { where: SQL[]; sources?: FeedSource[] };
  tags?: readonly string[];
}

interface Position {
  seg: number;
  after: Keyset | null;
}

/** `r{segment}.{keyset}`; a bare newest-first bookmark goes on in the last segment. */
function decodePosition(
  ctx: { locale?: string },
  bookmark: string | null | undefined,
  count: number,
): Position {
  if (!bookmark) return { seg: 0, after: null };
  const m = /^r(\d{1,2})\.(.*)$/.exec(bookmark);
  if (!m) return { seg: count - 1, after: decodeBookmark(bookmark, ctx) };
  const seg = Number(m[1]);
  if (seg >= count) throw badRequest(tr(ctx, 'errors.boards.badBookmark'));
  return { seg, after: m[2] ? decodeBookmark(m[2], ctx) : null };
}

function encodePosition(p: Position): string {
  return `r${p.seg}.${p.after ? encodeBookmark(p.after) : ''}`;
}

interface SegmentedParams {
  segments: readonly (FeedSegment | null)[];
  bookmark: string | null | undefined;
  pageSize: number;
}

interface SegmentRow extends SkeletonRow {
  seg: number;
}

function positionAfter(r: SegmentRow): Position {
  return { seg: r.seg, after: { createdAt: r.createdAtText, id: r.id } };
}

/**
 * The skeleton of a segmented feed: reads on across segments until the batch is full, so a batch
 * that spans segments is hydrated ONCE (one viewer-flag query per round, as in every feed).
 */
async function readSegments(
  ctx: Ctx,
  segments: readonly (FeedSegment | null)[],
  from: Position,
  want: number,
): Promise<SkeletonBatch<SegmentRow, Position>> {
  const batch: SegmentRow[] = [];
  let { seg, after } = from;
  while (batch.length < want && seg < segments.length) {
    const q = segments[seg];
    if (!q) {
      seg += 1;
      after = null;
      continue;
    }
    const n = want - batch.length;
    const rows = await skeleton(ctx, q.key, q.query, 'newest', after, n, q.tags);
    for (const row of inSegment(rows, seg)) batch.push(row);
    const last = rows.at(-1);
    if (rows.length < n) {
      seg += 1;
      after = null;
    } else if (last) after = { createdAt: last.createdAtText, id: last.id };
  }
  return { rows: batch, next: { seg, after }, done: seg >= segments.length };
}

/**
 * A skeleton's rows marked with their segment, made once for each kept skeleton (the rows are
 * shared between requests and never changed): a signed-in home page marked every row anew.
 */
const marked = new WeakMap<readonly SkeletonRow[], Map<number, SegmentRow[]>>();

function inSegment(rows: readonly SkeletonRow[], seg: number): SegmentRow[] {
  const bySeg = getOrMake(marked, rows, () => new Map<number, SegmentRow[]>());
  return getOrMake(bySeg, seg, () => rows.map((row) => ({ ...row, seg })));
}

const segmentedPipeline = createPipeline<
  SegmentedParams,
  Position,
  SegmentRow,
  Page<PinModel> & { segmentOf: number[] }
>({
  start: (p, ctx) => decodePosition(ctx, p.bookmark, p.segments.length),
  skeleton: (ctx, p, from, want) => readSegments(ctx, p.segments, from, want),
  after: positionAfter,
  present: (_ctx, _p, page) => ({
    items: page.items,
    segmentOf: page.rows.map((r) => r.seg),
    bookmark: page.next ? encodePosition(page.next) : null,
  }),
});

/**
 * A feed in ranked segments (issue 16): every pin of segment 0 (newest first), then of segment
 * 1, and so on; null segments are empty. The segments must not overlap (each pin in one), then
 * paging by (segment, created_at, id) is complete with no repeats. It goes through the feed
 * pipeline like every feed. `segmentOf[i]` says which segment `items[i]` came from.
 */
export function segmentedFeed(
  ctx: Ctx,
  segments: readonly (FeedSegment | null)[],
  opts: FeedOptions,
): Promise<Page<PinModel> & { segmentOf: number[] }> {
  return segmentedPipeline(ctx, {
    segments,
    bookmark: opts.bookmark,
    pageSize: clampPageSize(opts.pageSize),
  });
}
