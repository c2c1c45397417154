import { type SQL, sql } from 'drizzle-orm';
import type { Page, PinModel } from '#domain/pins/models';
import type { ColorFamily, SearchKind, SearchScope } from '#domain/search/search';
import type { Ctx } from '../../context.ts';
import { hydrateFeedPins, type PinRef } from '../feeds/hydrate.ts';
import { noteReads, RANK_TAG, userTag } from '../platform/data-version.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { type BandChoice, bandChoice, bandsFrom } from './bands.ts';
import { matchQuery, queryForms } from './prefixes.ts';
import {
  afterKey,
  clampPageSize,
  decodeSearchBookmark,
  encodeSearchBookmark,
  notBlocked,
  rowsOf,
  type ScoreKey,
  tsQuery,
} from './shared.ts';

export type PinScope = Extract<
  SearchScope,
  'pins' | 'buyable_pins' | 'my_pins' | 'videos' | 'my_content'
>;

/**
 * Pin search (decision 025): skeleton → hydrate → rules, as every pin feed (docs/architecture.md "Feeds"). The
 * skeleton ranks the live pins whose search_doc matches (english stemming) by ts_rank_cd times a
 * light popularity (saves and favourites) and recency signal, and pages by (score, id). Feed
 * hydration then applies every visibility rule (secret boards, deleted pinners or boards, the
 * viewer's hidden pins); the SQL already leaves out what could never show, so rounds are rare.
 */
const SCORE = sql`(ts_rank_cd(c.search_doc, q.q)::float8
  * (1 + 0.1 * ln(1 + greatest(c.save_count + c.favorite_count, 0)))
  * (1 + 0.1 * least(1, greatest(0, (extract(epoch from c.created_at) - 1600000000) / 320000000))))`;

/**
 * Ranking reads each candidate's document, so a query matching a large share of all pins ranks
 * only its MAX_RANKED most saved matches instead of all of them: the cost stays bounded for very
 * common words (bands.ts finds those matches without reading the others), and narrower queries
 * rank every match.
 */
export const MAX_RANKED = 1500;

/**
 * The MAX_RANKED most saved matches of the query (decision 040, bands.ts): from the tight
 * popularity bands when they hold enough of them, else from the safe bands when those do, else
 * (or with no bands) from every match (decision 093). Each read is a CTE that runs only when the
 * one before it came up short. A pin of a lower band has fewer saves than every pin of the bands
 * read, so whichever answers, the candidates are the same.
 */
function candidates(match: SQL, conds: SQL, bands: BandChoice | null): SQL {
  const max = sql.raw(String(MAX_RANKED));
  const pick = (match: SQL) => sql`select p.id, p.pinner_id, p.board_id, p.origin_pin_id,
      p.search_doc, p.save_count, p.favorite_count, p.created_at
    from pins p where p.search_doc @@ ${match} and ${conds}
    order by p.save_count + p.favorite_count desc, p.id desc limit ${max}`;
  if (bands === null) return sql`(${pick(match)})`;
  const inBands = (band: number) => pick(sql`(${match} && ${bandsFrom(band)})`);
  if (bands.tight === bands.safe) {
    return sql`(with top as materialized (${inBands(bands.safe)})
    select * from top where (select count(*) from top) >= ${max}
    union all
    select * from (${pick(match)}) matches where (select count(*) from top) < ${max})`;
  }
  return sql`(with tight as materialized (${inBands(bands.tight)}),
      safe as materialized (${inBands(bands.safe)})
    select * from tight where (select count(*) from tight) >= ${max}
    union all
    select * from safe where (select count(*) from tight) < ${max}
      and (select count(*) from safe) >= ${max}
    union all
    select * from (${pick(match)}) matches where (select count(*) from tight) < ${max}
      and (select count(*) from safe) < ${max})`;
}

/** Pins on no board, or on a live board that is not secret. */
const ON_OPEN_BOARD = sql`and (p.board_id is null or p.board_id not in
  (select b.id from boards b where b.privacy = 'secret' or b.deleted_at is not null))`;

// coalesce: a missing JSON key is null, and `not null` would drop the row from every filter
const VIDEO = sql`coalesce(p.kind = 'video' or p.embed->>'type' = 'video', false)`;
const PRODUCT = sql`coalesce(p.kind = 'product' or p.rich_metadata->>'typeName' = 'product'
  or p.shopping->'shoppingFlags' @> '[5]' or p.shopping->'shoppingFlags' @> '[6]', false)`;
const RECIPE = sql`coalesce(p.kind = 'recipe' or p.rich_metadata->>'typeName' = 'recipe'
  or (p.rich_metadata->'recipe') is not null, false)`;

/** The kind filter, as the card derives the pin type (#domain/pins/pin-type): video, product, recipe, else image. */
export function kindCondition(kind: SearchKind): SQL {
  if (kind === 'video') return sql`and ${VIDEO}`;
  if (kind === 'product') return sql`and ${PRODUCT} and not ${VIDEO}`;
  if (kind === 'recipe') return sql`and ${RECIPE} and not ${PRODUCT} and not ${VIDEO}`;
  return sql`and not ${VIDEO} and not ${PRODUCT} and not ${RECIPE}`;
}

function scopeCondition(scope: PinScope, me: number | null): SQL {
  switch (scope) {
    case 'pins':
      return sql`and p.origin_pin_id is null ${ON_OPEN_BOARD}`;
    case 'buyable_pins':
      return sql`and p.origin_pin_id is null ${ON_OPEN_BOARD} and ${PRODUCT}`;
    case 'videos':
      return sql`and p.origin_pin_id is null ${ON_OPEN_BOARD} and ${VIDEO}`;
    case 'my_pins':
      return sql`and p.pinner_id = ${me ?? 0}`;
    case 'my_content':
      return sql`and p.pinner_id = ${me ?? 0} and p.origin_pin_id is null`;
  }
}

export interface PinSearch {
  scope: PinScope;
  /** to_tsquery text from #domain/search/search-query */
  tsq: string;
  me: number | null;
  color?: ColorFamily | undefined;
  kind?: SearchKind | undefined;
}

interface SkeletonRow extends PinRef {
  score: number;
}

async function skeleton(
  ctx: Ctx,
  s: PinSearch,
  after: ScoreKey | null,
  want: number,
): Promise<SkeletonRow[]> {
  const cache = versionedCache<SkeletonRow[]>(ctx.db, 'search:pins', 500);
  noteReads(ctx, [RANK_TAG]);
  const key = JSON.stringify([s.scope, s.me, s.tsq, s.color, s.kind, after, want]);
  const hit = cache.get(key);
  if (hit) return hit;
  const color = s.color
    ? sql`and p.image_signature in (select i.signature from images i where i.color_family = ${s.color})`
    : sql``;
  const conds = sql`p.deleted_at is null ${scopeCondition(s.scope, s.me)}
    and p.pinner_id not in (select u.id from users u where u.deleted_at is not null
      or (u.is_private and u.id <> ${s.me ?? 0}))
    ${notBlocked(s.me, sql`p.pinner_id`)} ${s.kind ? kindCondition(s.kind) : sql``} ${color}`;
  const q = tsQuery('english', s.tsq);
  const tags = s.me === null ? [RANK_TAG] : [RANK_TAG, userTag(s.me)];
  // Only stop words ("with", "them") make no lexeme: the query matches no pin. Read on, the
  // statistics expected it in every pin and `'' && bands` is the bands alone: the most saved pins,
  // in no order of relevance, after reading 15,000 rows at a million pins (decision 087).
  if (!(await queryForms(ctx, q, s.tsq)).text) {
    cache.set(key, [], tags);
    return [];
  }
  const bands = await bandChoice(ctx, q, s.tsq, MAX_RANKED);
  const match = await matchQuery(ctx, q, s.tsq);
  const rows = await rowsOf<{
    id: string | number;
    pinner_id: string | number;
    board_id: string | number | null;
    origin_pin_id: string | number | null;
    score: number;
  }>(
    ctx,
    sql`select id, pinner_id, board_id, origin_pin_id, score from (
      select c.id, c.pinner_id, c.board_id, c.origin_pin_id, ${SCORE} as score
      from ${candidates(match, conds, bands)} c, ${q} as q(q)
    ) s where true ${afterKey(after)}
    order by score desc, id desc
    limit ${want}`,
  );
  const out = rows.map((r) => ({
    id: Number(r.id),
    pinnerId: Number(r.pinner_id),
    boardId: r.board_id === null ? null : Number(r.board_id),
    originPinId: r.origin_pin_id === null ? null : Number(r.origin_pin_id),
    score: Number(r.score),
  }));
  // ordered by save and favourite counts; the viewer's own pins and boards when scoped to them
  cache.set(key, out, tags);
  return out;
}

const MAX_ROUNDS = 5;
const MAX_BATCH = 400;

/** One page of pin results: full unless the results end, rules hiding pins read on in rounds. */
export async function searchPins(
  ctx: Ctx,
  s: PinSearch,
  opts: { bookmark?: string | null | undefined; pageSize?: number | undefined },
): Promise<Page<PinModel>> {
  const pageSize = clampPageSize(opts.pageSize);
  let after = decodeSearchBookmark(ctx, opts.bookmark);
  const items: PinModel[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const want = Math.min(MAX_BATCH, (pageSize - items.length + 1) * 2 ** round);
    const rows = await skeleton(ctx, s, after, want);
    const visible = new Map((await hydrateFeedPins(ctx, rows)).map((m) => [m.id, m]));
    for (const [i, r] of rows.entries()) {
      const model = visible.get(String(r.id));
      if (model) items.push(model);
      after = { score: r.score, id: r.id };
      if (items.length === pageSize) {
        const more = i < rows.length - 1 || rows.length === want;
        return { items, bookmark: more ? encodeSearchBookmark(after) : null };
      }
    }
    if (rows.length < want) return { items, bookmark: null };
  }
  return { items, bookmark: after ? encodeSearchBookmark(after) : null };
}
