import { isFilteredSearch, searchPageUrl } from '#domain/search/search-url';
import { SearchResults } from '../features/search';
import { loadSearchPage } from '../features/search/search.server';
import { pageMeta } from '../lib/meta';
import { siteName, siteTitle } from '../lib/site-name';
import type { Route } from './+types/search-results';

export { keepLoadedPages as shouldRevalidate } from '../lib/revalidate';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadSearchPage(context, params.scope, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: siteTitle('Not found') }];
  const p = loaderData.params;
  const tags = pageMeta({
    title: p.q ? `${p.q} - ${siteName()} search` : siteTitle('Search'),
    description: p.q
      ? `Pins, boards and people for ${p.q} on Tessera.`
      : 'Search Tessera for ideas, boards and people.',
    origin: loaderData.origin,
    // the canonical page is the plain search: no source, no filters
    path: searchPageUrl({ q: p.q, scope: p.scope }),
  });
  // filtered variants and a person's own scopes are never indexed
  const noindex = isFilteredSearch(p) || p.scope.startsWith('my_') || !p.q;
  return noindex ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
}

/** /search/{scope}/?q=&rs=&color=&kind= (spec 02 §3 M-180). */
export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  return <SearchResults data={loaderData} />;
}
