/**
 * Recent searches in the browser (spec 01 §5 P-242): a signed-in person's come from their
 * history (SearchHistoryResource), a visitor's from the local visitor state (P-108
 * completedSearches); both shown de-duplicated, newest first (#domain/search/search-history).
 */

import type { Viewer } from '#domain/accounts/viewer';
import type { RecentSearch } from '#domain/search/search';
import { addRecentSearch, removeRecentSearch } from '#domain/search/search-history';
import { isSearchScope } from '#domain/search/search-url';
import { getResource, postResource } from '../../lib/resource';
import {
  clearVisitorSearches,
  readVisitorState,
  recordVisitorSearch,
  removeVisitorSearch,
} from '../visitor-state';

const RESOURCE = 'SearchHistoryResource';

/** A visitor's searches as the box lists them: each query once, at its newest place. */
export function visitorRecentSearches(): RecentSearch[] {
  const kept = readVisitorState().completedSearches; // newest first
  return kept.reduceRight<RecentSearch[]>(
    (list, s) =>
      addRecentSearch(list, { query: s.query, scope: isSearchScope(s.scope) ? s.scope : 'pins' }),
    [],
  );
}

export async function loadRecentSearches(
  viewer: Viewer,
  signal?: AbortSignal,
): Promise<RecentSearch[]> {
  if (!viewer.isAuth) return visitorRecentSearches();
  const { data } = await getResource<RecentSearch[]>(RESOURCE, {}, { signal });
  return data;
}

/**
 * A completed search, recorded by the results page's own script: a signed-in person's in their
 * history by a POST (loading the page changes nothing, decision 005), a visitor's locally.
 */
export function recordRecent(
  signedIn: boolean,
  search: { query: string; scope: string; rs: string | null },
): void {
  if (!signedIn) {
    recordVisitorSearch({ query: search.query, scope: search.scope, rs: search.rs ?? '', rg: '' });
    return;
  }
  const scope = isSearchScope(search.scope) ? search.scope : 'pins';
  // the history is a convenience: a failed write leaves the results as they are
  postResource(RESOURCE, 'create', { query: search.query, scope }).catch(() => undefined);
}

export async function removeRecent(
  viewer: Viewer,
  list: readonly RecentSearch[],
  query: string,
): Promise<RecentSearch[]> {
  if (viewer.isAuth) await postResource(RESOURCE, 'delete', { query });
  else removeVisitorSearch(query);
  return removeRecentSearch(list, query);
}

export async function clearRecent(viewer: Viewer): Promise<void> {
  if (viewer.isAuth) await postResource(RESOURCE, 'delete', { all: true });
  else clearVisitorSearches();
}
