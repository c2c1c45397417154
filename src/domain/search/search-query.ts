/**
 * What a search box's text means (issue 16, decision 025), as plain data the server turns into a
 * PostgreSQL tsquery. Only letters and digits ever reach the tsquery: the user's text is cut into
 * words here, and operators come from this module alone, so no input can make to_tsquery fail
 * or mean something else.
 *
 * Web-search style: words must all match (AND); "a phrase" matches words in that order;
 * -word or -"a phrase" excludes; the last plain word also matches as a prefix, so results
 * follow the user as they type ("choc" finds chocolate).
 */

export interface QueryTerm {
  /** one word, or a phrase's words in order; letters and digits only */
  words: string[];
  negated: boolean;
  /** the last word also matches longer words that start with it (the word being typed) */
  prefix: boolean;
}

/** Bounds on what one query may ask for. */
export const MAX_QUERY_TERMS = 16;
export const MAX_WORD_LENGTH = 60;

const WORD = /[\p{L}\p{N}]+/gu;

function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH).toLocaleLowerCase('en'));
}

/** The terms of `q` (see the module comment); at most MAX_QUERY_TERMS. */
export function parseSearchQuery(q: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  let lastQuoted = false;
  // a quoted phrase (closed or running to the end), or a run of non-space characters
  const CHUNK = /(-?)"([^"]*)"?|(\S+)/gu;
  for (const m of q.matchAll(CHUNK)) {
    const quoted = m[3] === undefined;
    // "don't" or "user_2" are words side by side, as a phrase; "-cake" excludes cake
    const raw = m[3] ?? m[2] ?? '';
    const negated = quoted ? m[1] === '-' : raw.startsWith('-') && raw.length > 1;
    const words = wordsOf(raw);
    if (words.length === 0) continue;
    terms.push({ words, negated, prefix: false });
    lastQuoted = quoted;
  }
  const kept = terms.slice(0, MAX_QUERY_TERMS);
  const last = kept.at(-1);
  // prefix on the last word being typed (not in a quoted phrase, not an exclusion)
  const typing = kept.length === terms.length && !lastQuoted && !/\s$/u.test(q);
  if (last && typing && !last.negated) last.prefix = true;
  return kept;
}

/** True when the query asks for something (at least one word that must match). */
export function hasPositiveTerm(terms: readonly QueryTerm[]): boolean {
  return terms.some((t) => !t.negated);
}

function termText(t: QueryTerm): string {
  const words = t.words.map((w, i) =>
    t.prefix && i === t.words.length - 1 ? `'${w}':*` : `'${w}'`,
  );
  const body = words.length === 1 ? `${words[0]}` : `(${words.join(' <-> ')})`;
  return t.negated ? `!${body}` : body;
}

/**
 * The to_tsquery text of the terms, or null when nothing must match (an empty query, or only
 * exclusions): such a query answers an empty page, never everything.
 */
export function tsQueryText(terms: readonly QueryTerm[]): string | null {
  if (!hasPositiveTerm(terms)) return null;
  return terms.map(termText).join(' & ');
}

/** The to_tsquery text for a query's text, or null (see `tsQueryText`). */
export function searchTsQuery(q: string): string | null {
  return tsQueryText(parseSearchQuery(q));
}
