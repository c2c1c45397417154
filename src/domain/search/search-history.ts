/**
 * Recent searches (spec 01 §5 P-242: the search history list is de-duplicated against the
 * newest entry). The same rule serves signed-in people (table search_history, keyed by
 * `searchKey`) and visitors (the header box's local list): searching again moves the entry to
 * the top, and the list keeps at most MAX_RECENT_SEARCHES entries.
 */
import { MAX_QUERY_LENGTH, type RecentSearch } from './search.ts';

export const MAX_RECENT_SEARCHES = 20;

/** A query as it is kept and shown: trimmed, inner whitespace collapsed, at most MAX_QUERY_LENGTH. */
export function normalizeQuery(q: string): string {
  return q.replace(/\s+/gu, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** The de-duplication key: the normalised query, lower-cased. */
export function searchKey(q: string): string {
  return normalizeQuery(q).toLocaleLowerCase('en');
}

/**
 * The list after searching `entry` (newest first): the entry on top, any older entry with the
 * same key gone, at most `max` kept. An empty query leaves the list as it is.
 */
export function addRecentSearch(
  list: readonly RecentSearch[],
  entry: RecentSearch,
  max = MAX_RECENT_SEARCHES,
): RecentSearch[] {
  const query = normalizeQuery(entry.query);
  if (!query) return [...list];
  const key = searchKey(query);
  const rest = list.filter((r) => searchKey(r.query) !== key);
  return [{ query, scope: entry.scope }, ...rest].slice(0, max);
}

/** The list without `query` (compared by key). */
export function removeRecentSearch(list: readonly RecentSearch[], query: string): RecentSearch[] {
  const key = searchKey(query);
  return list.filter((r) => searchKey(r.query) !== key);
}
