import { and, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { GENERIC_PLAN } from '../../db/prepared.ts';
import type { Keyset } from './cursor.ts';

/**
 * Decision 040: a feed whose pins come from several sources (related pins: same interest, saved
 * together, alike) read as ONE condition with ORs walked the newest-first index of every pin
 * until enough rows matched: on a big table, most of it. Read as a union instead, each source
 * gives its newest `want` rows after the keyset from an index of its own, and the union's newest
 * `want` are the feed's: the same pins in the same order, from a few short index reads.
 */

/** One source: at most `want` rows of `pins` under `conds` (the feed's and the keyset), newest first. */
export type FeedSource = (conds: SQL, want: number) => SQL;

const COLUMNS = sql.raw(
  'pins.id, pins.pinner_id, pins.board_id, pins.origin_pin_id, pins.sort_order, pins.created_at',
);
const NEWEST = sql.raw('order by pins.created_at desc, pins.id desc');

/** The pins matching `own` too, read from an index that starts with what `own` fixes. */
export function sourceWhere(own: SQL): FeedSource {
  return (conds, want) =>
    sql`(select ${COLUMNS} from pins where ${own} and ${conds} ${NEWEST} limit ${want})`;
}

/**
 * The pins whose `column` is one of `keys` (a query of one column named k), each key's newest
 * read from the index on (column, created_at, id): many keys cost many short reads, not a sort
 * of every pin of every key.
 */
export function sourceEach(keys: SQL, column: SQL): FeedSource {
  return (conds, want) => sql`(select x.* from (${keys}) ks cross join lateral
    (select ${COLUMNS} from pins where ${column} = ks.k and ${conds} ${NEWEST} limit ${want}) x)`;
}

export interface UnionRow {
  id: number;
  pinnerId: number;
  boardId: number | null;
  originPinId: number | null;
  sortOrder: number;
  createdAtText: string;
}

interface RawRow {
  id: string | number;
  pinner_id: string | number;
  board_id: string | number | null;
  origin_pin_id: string | number | null;
  sort_order: number;
  created_at_text: string;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** The newest `want` pins after `after` of any of `sources`, each under `where`. */
export async function readUnion(
  ctx: Ctx,
  where: SQL[],
  sources: readonly FeedSource[],
  after: Keyset | null,
  want: number,
): Promise<UnionRow[]> {
  const conds = [...where];
  if (after) {
    conds.push(sql`(pins.created_at, pins.id) < (${after.createdAt}::timestamptz, ${after.id})`);
  }
  const all = and(...conds) ?? sql`true`;
  const parts = sql.join(
    sources.map((s) => s(all, want)),
    sql` union `,
  );
  // one text for every pin (decision 080): each database prepares it once (decisions 079, 081)
  // and plans it once (decision 092)
  const res = await ctx.db.execute(
    sql`select u.id, u.pinner_id, u.board_id, u.origin_pin_id,
      u.sort_order, u.created_at::text as created_at_text
    from (${parts}) u order by u.created_at desc, u.id desc limit ${want} ${sql.raw(GENERIC_PLAN)}`,
  );
  return (res as unknown as { rows: RawRow[] }).rows.map((r) => ({
    id: Number(r.id),
    pinnerId: Number(r.pinner_id),
    boardId: num(r.board_id),
    originPinId: num(r.origin_pin_id),
    sortOrder: Number(r.sort_order),
    createdAtText: r.created_at_text,
  }));
}
