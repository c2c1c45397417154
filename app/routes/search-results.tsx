import { isFilteredSearch, searchPageUrl } from '#domain/search/search-url';
import { SearchResults } from '../features/search';
import { loadSearchPage } from '../features/search/search.server';
import { text } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { fallbackTitle, siteName, siteTitle } from '../lib/site-name';
import type { Route } from './+types/search-results';

export { keepLoadedPages as shouldRevalidate } from '../lib/revalidate';

const SITE = '\u0000site\u0000';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const data = await loadSearchPage(context, params.scope, request);
  const q = data.params.q;
  return {
    ...data,
    // the instance's name goes in where the language puts it, in meta() (it knows the name)
    title: q
      ? text(context, 'search.queryTitle', { q, site: SITE })
      : text(context, 'search.search'),
    description: q
      ? text(context, 'search.queryDescription', { q, site: 'Tessera' })
      : text(context, 'search.description', { site: 'Tessera' }),
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  if (!loaderData) return [{ title: fallbackTitle({ matches, error }) }];
  const p = loaderData.params;
  const tags = pageMeta({
    title: p.q ? loaderData.title.split(SITE).join(siteName()) : siteTitle(loaderData.title),
    description: loaderData.description,
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
