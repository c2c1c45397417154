import type { SearchRequest, SearchResults } from '#domain/search/search';
import { searchTsQuery } from '#domain/search/search-query';
import type { Ctx } from '../../context.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';
import { searchBoards, searchUsers } from './boards-users.ts';
import { searchPins } from './pins.ts';
import { viewerIdOf } from './shared.ts';

export { backfillColorFamilies } from './colors.ts';
export {
  clearRecentSearches,
  recentSearches,
  recordSearch,
  removeRecentSearch,
} from './history.ts';
export { typeahead } from './typeahead.ts';

/** The prompt of the 401 a my_* scope answers a visitor with (the page offers to log in). */

/**
 * Search (issue 16, decision 025): one page of one scope's results for the query, ranked by
 * full-text relevance with a light popularity and recency signal, keyset-paged with an opaque
 * bookmark. Every result obeys the same visibility rules as the feeds; an empty query answers
 * an empty page. my_pins, my_boards and my_content need a signed-in viewer (401 otherwise).
 */
export async function search(ctx: Ctx, req: SearchRequest): Promise<SearchResults> {
  const mine = req.scope === 'my_pins' || req.scope === 'my_boards' || req.scope === 'my_content';
  if (mine) requireUser(ctx, tr(ctx, 'errors.search.loginPrompt'));
  const me = viewerIdOf(ctx);
  const tsq = searchTsQuery(req.q);
  const paging = { bookmark: req.bookmark, pageSize: req.pageSize };
  switch (req.scope) {
    case 'boards':
    case 'my_boards': {
      if (!tsq) return { scope: req.scope, items: [], bookmark: null };
      const page = await searchBoards(ctx, tsq, me, req.scope === 'my_boards', paging);
      return { scope: req.scope, ...page };
    }
    case 'users': {
      if (!tsq) return { scope: req.scope, items: [], bookmark: null };
      return { scope: req.scope, ...(await searchUsers(ctx, tsq, me, paging)) };
    }
    default: {
      if (!tsq) return { scope: req.scope, items: [], bookmark: null };
      const page = await searchPins(
        ctx,
        { scope: req.scope, tsq, me, color: req.color, kind: req.kind },
        paging,
      );
      return { scope: req.scope, ...page };
    }
  }
}
