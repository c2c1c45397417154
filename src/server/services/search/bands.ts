import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { BAND_GROUP, groupLexeme, TOP_BAND } from '../../db/schema/index.ts';
import { queryForms } from './prefixes.ts';
import { rowsOf } from './shared.ts';

/**
 * Decision 040: a search ranks the MAX_RANKED most saved pins matching the query (decision 025).
 * Finding them used to read every match, which for a word in a tenth of a million pins is a
 * hundred thousand rows. A pin's search document also holds its popularity band
 * (schema/pins.ts POPULARITY_BAND, `~p0` … `~p63`), so the full-text index can hand over only
 * the matches of the top bands. Which bands: the planner's own statistics of `search_doc` (its
 * most common lexemes with their shares, the bands among them) estimate how many pins match and
 * how many of those sit in each band; for a query expected to match several times MAX_RANKED
 * (BANDS_FROM), the bands from the top that should hold twice MAX_RANKED matches are read. If
 * they hold fewer than MAX_RANKED, every match is read as before, in the same statement. Either
 * way the candidates are exactly the MAX_RANKED most saved matches: a pin
 * of a lower band has fewer saves than every pin of the bands read.
 */

/**
 * Expected matches, in MAX_RANKED, from which the bands are read (measured at a million pins: 5
 * when the bands were an OR of every band above, 3 since they are a group lexeme, decision 087).
 */
const BANDS_FROM = 3;

interface SearchStats {
  /** lexeme → share of rows whose document holds it */
  lexemes: Map<string, number>;
  /** the smallest share listed: lexemes not listed are rarer */
  floor: number;
  /** band → share of rows */
  bands: number[];
  rows: number;
}

/** Statistics change slowly; they are read again after this long. */
const STATS_TTL_MS = 10 * 60_000;
const statsByDb = new WeakMap<Db, { at: number; value: Promise<SearchStats | null> }>();

async function loadStats(ctx: Ctx): Promise<SearchStats | null> {
  const [row] = await rowsOf<{ rows: number; elems: string[] | null; freqs: number[] | null }>(
    ctx,
    sql`select (select reltuples::float8 from pg_class where oid = 'pins'::regclass) as rows,
        s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs
      from pg_stats s where s.schemaname = current_schema() and s.tablename = 'pins'
        and s.attname = 'search_doc'`,
  );
  if (!row?.elems || !row.freqs || !(row.rows > 0)) return null;
  const lexemes = new Map<string, number>();
  const bands = new Array<number>(TOP_BAND + 1).fill(0);
  row.elems.forEach((e, i) => {
    const f = Number(row.freqs?.[i] ?? 0);
    const band = /^~p(\d+)$/.exec(e);
    if (band) bands[Number(band[1])] = f;
    // a band's group (decision 087) is no word either
    else if (!e.startsWith('~')) lexemes.set(e, f);
  });
  // after the shares: their minimum, their maximum, and the share of rows without elements
  const floor = Number(row.freqs[row.elems.length] ?? 0);
  return { lexemes, floor, bands, rows: Number(row.rows) };
}

function searchStats(ctx: Ctx): Promise<SearchStats | null> {
  const kept = statsByDb.get(ctx.db);
  if (kept && Date.now() - kept.at < STATS_TTL_MS) return kept.value;
  const value = loadStats(ctx).catch(() => null);
  statsByDb.set(ctx.db, { at: Date.now(), value });
  return value;
}

/** The share of rows matching a query tree, as the planner would guess it (terms independent). */
function share(tree: string, s: SearchStats): number {
  let out = 1;
  for (const m of tree.matchAll(/(!?)'((?:[^']|'')+)'(:\*)?/g)) {
    if (m[1]) continue;
    const lexeme = (m[2] ?? '').replaceAll("''", "'");
    let f = s.lexemes.get(lexeme) ?? s.floor / 2;
    if (m[3]) {
      f = s.floor / 2;
      for (const [l, lf] of s.lexemes) if (l.startsWith(lexeme)) f += lf;
    }
    out *= Math.min(1, f);
  }
  return out;
}

/**
 * Which popularity bands a search reads its candidates from (decision 093): `tight`, the bands
 * from the top expected to hold TIGHT times MAX_RANKED matches, and, when those prove too few,
 * `safe`, expected to hold SAFE times as many; then every match. A band holds about twice the
 * pins of the band above it, so the safe bands alone read two to four times MAX_RANKED rows
 * where the tight ones mostly suffice with one to two.
 */
export interface BandChoice {
  tight: number;
  safe: number;
}

/** How many times MAX_RANKED the tight and the safe bands are expected to hold. */
const TIGHT = 1.5;
const SAFE = 2;

/**
 * The bands to read for a query expected to match many pins, or null to read every match (few
 * expected, no statistics yet, or the bands would be all of them anyway).
 */
export async function bandChoice(
  ctx: Ctx,
  q: SQL,
  tsq: string,
  maxRanked: number,
): Promise<BandChoice | null> {
  const s = await searchStats(ctx);
  if (!s) return null;
  const matches = share((await queryForms(ctx, q, tsq)).tree, s) * s.rows;
  // Reading the bands costs the index a pass over every pin in them, reading the matches costs
  // a heap row each: the bands pay off only for words in more than a few thousand pins.
  if (matches < BANDS_FROM * maxRanked) return null;
  let cumulative = 0;
  let tight: number | null = null;
  for (let band = TOP_BAND; band > 0; band--) {
    cumulative += s.bands[band] ?? 0;
    if (tight === null && matches * cumulative >= TIGHT * maxRanked) tight = band;
    if (matches * cumulative >= SAFE * maxRanked) return { tight: tight ?? band, safe: band };
  }
  return null;
}

/**
 * The pins of band `band` and above, as a tsquery (digits only). Decision 087: the document holds
 * the group lexeme `~g{K}` for every multiple K of BAND_GROUP up to its band, so that is
 * `'~p{band}' | … | '~p{K-1}' | '~g{K}'` with K the first multiple of BAND_GROUP from `band` (at
 * least BAND_GROUP): at most BAND_GROUP lexemes from band 1 up, where the bands alone were up to
 * 63, each of which the full-text index reads through for every match.
 */
export function bandsFrom(band: number): SQL {
  const from = Math.min(TOP_BAND, Math.max(0, Math.floor(band)));
  const group = Math.max(BAND_GROUP, Math.ceil(from / BAND_GROUP) * BAND_GROUP);
  const lexemes = [];
  for (let b = from; b < group && b <= TOP_BAND; b++) lexemes.push(`''~p${b}''`);
  if (group <= TOP_BAND) lexemes.push(`''${groupLexeme(group)}''`);
  return sql.raw(`'${lexemes.join(' | ')}'::tsquery`);
}
