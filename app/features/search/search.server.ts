import { type AppLoadContext, redirect } from 'react-router';
import type { PinModel } from '#domain/pins/models';
import { isOwnScope, parseSearchPage, searchPageUrl } from '#domain/search/search-url';
import { loginPath } from '#domain/sharing/safe-next';
import { listIdeasCategories } from '#server/services/ideas/interests';
import { recentSearches, search } from '#server/services/search/index';
import { FIRST_PAGE_PINS, pinsForGrid } from '../../lib/grid-payload';
import { text } from '../../lib/i18n.server';
import { fromService, notFoundPage } from '../../lib/loader.server';
import type { SearchPageData, SearchPageResults } from './types';

/** Boards and people lists page by the same size as the pins' first page. */
const FIRST = FIRST_PAGE_PINS;

/**
 * /search/{scope}/?q=&rs=&color=&kind= (spec 02 §3 M-180): the first page of results, server-
 * rendered. Loading it changes nothing (decision 005): the page's own script records the search in
 * the person's history (P-242). Their own scopes (Your Pins, Your boards) ask a visitor to log in.
 */
export async function loadSearchPage(
  context: AppLoadContext,
  scopeParam: string,
  request: Request,
): Promise<SearchPageData> {
  const { ctx } = context;
  const url = new URL(request.url);
  const params = parseSearchPage(scopeParam, url.searchParams);
  if (!params) notFoundPage(text(context, 'search.noSuchSearch'));
  if (isOwnScope(params.scope) && !ctx.viewer.isAuth) {
    throw redirect(loginPath(searchPageUrl(params)));
  }
  const categories = (await fromService(() => listIdeasCategories(ctx, 'long', 0))).map((c) => ({
    id: c.id,
    name: c.name,
  }));
  if (!params.q) {
    const recent = ctx.viewer.isAuth ? await fromService(() => recentSearches(ctx)) : [];
    return { params, results: null, categories, recent, origin: ctx.publicOrigin };
  }
  const found = await fromService(() =>
    search(ctx, {
      q: params.q,
      scope: params.scope,
      rs: params.rs ?? undefined,
      color: params.color ?? undefined,
      kind: params.kind ?? undefined,
      pageSize: FIRST,
    }),
  );
  return {
    params,
    results: present(found),
    categories,
    recent: [],
    origin: ctx.publicOrigin,
  };
}

function present(found: Awaited<ReturnType<typeof search>>): SearchPageResults {
  if (found.scope === 'boards' || found.scope === 'my_boards') {
    return { kind: 'boards', page: { items: found.items, bookmark: found.bookmark } };
  }
  if (found.scope === 'users') {
    return { kind: 'users', page: { items: found.items, bookmark: found.bookmark } };
  }
  return {
    kind: 'pins',
    page: { items: pinsForGrid(found.items as PinModel[]), bookmark: found.bookmark },
  };
}
