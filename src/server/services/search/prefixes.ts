import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { searchLexicon } from '../../db/schema/index.ts';
import { LISTS_TAG } from '../platform/data-version.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { rowsOf } from './shared.ts';

/**
 * Decision 085: a word typed last is a prefix (`'hand':*`). The full-text index answers a prefix
 * by collecting every pin of every lexeme it starts, whatever else the query asks: "clean hand"
 * read the 82,000 pins of hand… to keep the 57 that also say clean (22 ms at a million pins,
 * against 1.5 ms for `'clean' & 'hand'`). Written as the lexemes it stands for (`'clean' &
 * ('hand' | 'handmad')`), the index walks the rarest word and skips through the others. The
 * lexemes come from `search_lexicon`, which holds every word lexeme a pin's document has held
 * (all but the popularity bands, which no typed word starts), so the expanded query matches
 * exactly the pins the prefix does.
 */

/**
 * A prefix standing for more lexemes than this is left to the index as a prefix: the index reads
 * an OR entry by entry, and for a one-letter prefix of dozens of common lexemes that cost more
 * than the prefix's bitmap (decision 085, "a larger limit").
 */
export const MAX_EXPANDED = 8;

interface QueryForms {
  /** querytree(): the part of the query the index can answer */
  tree: string;
  /** the query as PostgreSQL writes it: stemmed lexemes, prefixes marked `:*` */
  text: string;
}

/** Both forms of a query's to_tsquery: a pure function of its text, kept without end. */
const forms = new Map<string, QueryForms>();
const MAX_FORMS = 2_000;

export async function queryForms(ctx: Ctx, q: SQL, tsq: string): Promise<QueryForms> {
  const known = forms.get(tsq);
  if (known !== undefined) return known;
  const [row] = await rowsOf<{ tree: string; text: string }>(
    ctx,
    sql`select querytree(q) as tree, q::text as text from ${q} as f(q)`,
  );
  const out = { tree: row?.tree ?? '', text: row?.text ?? '' };
  if (forms.size >= MAX_FORMS) forms.clear();
  forms.set(tsq, out);
  return out;
}

/** `'lexeme':*` as tsquery writes it (quotes doubled, backslashes escaped), without weights. */
const PREFIX = /'((?:[^'\\]|''|\\.)+)':\*(?![A-Da-d])/g;

function unquote(quoted: string): string {
  return quoted.replace(/''|\\(.)/g, (_m, escaped: string | undefined) => escaped ?? "'");
}

function quote(lexeme: string): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** The lexemes each prefix stands for: at most MAX_EXPANDED + 1 of them, in byte order. */
async function lexemesOf(ctx: Ctx, prefixes: string[]): Promise<Map<string, string[]>> {
  const cache = versionedCache<string[]>(ctx.db, 'search:prefixes', 2_000);
  const out = new Map<string, string[]>();
  const missing: string[] = [];
  for (const p of prefixes) {
    const kept = cache.get(p);
    if (kept) out.set(p, kept);
    else missing.push(p);
  }
  if (!missing.length) return out;
  const rows = await rowsOf<{ prefix: string; lexemes: string[] }>(
    ctx,
    sql`select p.prefix, array(select l.lexeme from ${searchLexicon} l
        where l.lexeme >= p.prefix collate "C" and l.lexeme < (p.prefix || chr(1114111)) collate "C"
        order by l.lexeme limit ${MAX_EXPANDED + 1}) as lexemes
      from unnest(array[${sql.join(
        missing.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[]) as p(prefix)`,
  );
  for (const r of rows) {
    out.set(r.prefix, r.lexemes);
    // a new lexeme comes with a new pin or a pin's new text: a save, or a write of everything
    cache.set(r.prefix, r.lexemes, [LISTS_TAG]);
  }
  return out;
}

/**
 * The query to match pins with: the query itself, or, when it has prefixes standing for at most
 * MAX_EXPANDED lexemes, its text with each such prefix written as the lexemes it stands for. It
 * matches the same pins; rank with the query itself.
 */
export async function matchQuery(ctx: Ctx, q: SQL, tsq: string): Promise<SQL> {
  const { text } = await queryForms(ctx, q, tsq);
  const prefixes = [...new Set([...text.matchAll(PREFIX)].map((m) => unquote(m[1] ?? '')))];
  if (!prefixes.length) return q;
  const lexemes = await lexemesOf(ctx, prefixes);
  let expanded = false;
  const written = text.replace(PREFIX, (whole, quoted: string) => {
    const list = lexemes.get(unquote(quoted)) ?? [];
    // none: no pin has it, which the index finds at once; too many: left as the prefix
    if (list.length === 0 || list.length > MAX_EXPANDED) return whole;
    expanded = true;
    return list.length === 1 ? quote(list[0] ?? '') : `( ${list.map(quote).join(' | ')} )`;
  });
  return expanded ? sql`${written}::tsquery` : q;
}
