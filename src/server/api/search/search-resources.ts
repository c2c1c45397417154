import { z } from 'zod';
import {
  COLOR_FAMILIES,
  MAX_QUERY_LENGTH,
  SEARCH_KINDS,
  SEARCH_SCOPES,
} from '#domain/search/search';
import {
  clearRecentSearches,
  recentSearches,
  recordSearch,
  removeRecentSearch,
  search,
  typeahead,
} from '../../services/search/index.ts';
import { bookmarkOf, defineResource, feedOptions } from '../resource.ts';
import { plainText } from '../text.ts';

const query = plainText().max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`);
const scope = z.enum(SEARCH_SCOPES);

/**
 * BaseSearchResource get (issue 16, decision 025): one page of a scope's results, ranked, with
 * the next page's bookmark. An empty query answers an empty page; my_* scopes answer 401 to
 * visitors.
 */
export const searchGet = defineResource({
  name: 'BaseSearchResource',
  action: 'get',
  options: z.object({
    query,
    scope: scope.default('pins'),
    /** where the search came from (spec 01 §2 P-035): typed, typeahead, recent, topic … */
    rs: plainText().max(40).optional(),
    color: z.enum(COLOR_FAMILIES).optional(),
    kind: z.enum(SEARCH_KINDS).optional(),
    ...feedOptions,
  }),
  async run(ctx, o) {
    const results = await search(ctx, {
      q: o.query,
      scope: o.scope,
      rs: o.rs,
      color: o.color,
      kind: o.kind,
      bookmark: bookmarkOf(o),
      pageSize: o.page_size,
    });
    return { data: results.items, bookmark: results.bookmark };
  },
});

/** AdvancedTypeaheadResource get: the header box's suggestions for what has been typed. */
export const typeaheadGet = defineResource({
  name: 'AdvancedTypeaheadResource',
  action: 'get',
  options: z.object({ term: query }),
  async run(ctx, o) {
    return { data: await typeahead(ctx, o.term) };
  },
});

/** SearchHistoryResource (spec 01 §5 P-242): a signed-in person's recent searches. */
export const searchHistoryGet = defineResource({
  name: 'SearchHistoryResource',
  action: 'get',
  options: z.object({}),
  async run(ctx) {
    return { data: await recentSearches(ctx) };
  },
});

export const searchHistoryCreate = defineResource({
  name: 'SearchHistoryResource',
  action: 'create',
  options: z.object({
    query: query.refine((q) => q.trim().length > 0, 'errors.api.searchSomething'),
    scope: scope.default('pins'),
  }),
  async run(ctx, o) {
    return { data: await recordSearch(ctx, { query: o.query, scope: o.scope }) };
  },
});

export const searchHistoryDelete = defineResource({
  name: 'SearchHistoryResource',
  action: 'delete',
  options: z
    .object({ query: query.optional(), all: z.literal(true).optional() })
    .refine((o) => (o.query !== undefined) !== (o.all === true), {
      message: 'errors.api.searchDeleteWhich',
    }),
  async run(ctx, o) {
    if (o.all) return { data: await clearRecentSearches(ctx) };
    return { data: await removeRecentSearch(ctx, o.query ?? '') };
  },
});
