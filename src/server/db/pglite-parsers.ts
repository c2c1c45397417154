import type { PGlite, QueryOptions } from '@electric-sql/pglite';

/**
 * The types whose text drizzle-orm's PGlite session asks for as sent, in every query's options
 * (`parsers` in drizzle-orm/pglite/session.js): timestamp, timestamptz, interval, date, and the
 * arrays of them and of numeric. Its column types parse that text themselves.
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

type Parsers = NonNullable<QueryOptions['parsers']>;

const asSent = (value: string) => value;

/**
 * Decision 083: PGlite merges a query's `parsers` into its own (`{ ...own, ...asked }`), about
 * 320 types with numbers for keys, for every query that asks: 75 µs, on a primary-key read of
 * 130 µs. drizzle asks on every query, for the same nine types. So the instance parses those
 * nine as drizzle asks, once (`client.parsers`, after PGlite made its array types), and
 * `withoutMerge` drops drizzle's `parsers` from each query's options: the same values, no merge.
 * Answers the options that give anything else (pg-boss, which reads its timestamps as dates)
 * PGlite's own parsing of those types.
 */
export function parseTextTypesOnce(client: PGlite): QueryOptions {
  const own = client.parsers as Parsers;
  const before: Parsers = {};
  for (const type of TEXT_TYPES) {
    before[type] = own[type] as Parsers[number];
    own[type] = asSent;
  }
  return { parsers: before };
}

/** The options without a `parsers` that asks for exactly the nine types (drizzle's). */
export function withoutMerge(options: QueryOptions | undefined): QueryOptions | undefined {
  const asked = options?.parsers;
  if (asked === undefined || !asksTextTypes(asked)) return options;
  return { ...options, parsers: undefined };
}

function asksTextTypes(asked: Parsers): boolean {
  const keys = Object.keys(asked);
  if (keys.length !== TEXT_TYPES.length) return false;
  for (const type of TEXT_TYPES) {
    const parse = asked[type];
    if (parse === undefined || parse('0') !== '0') return false;
  }
  return true;
}
