import { and, desc, eq, sql } from 'drizzle-orm';
import { type RecentSearch, SEARCH_SCOPES, type SearchScope } from '#domain/search/search';
import { MAX_RECENT_SEARCHES, normalizeQuery, searchKey } from '#domain/search/search-history';
import type { Ctx } from '../../context.ts';
import { searchHistory } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';

/**
 * A signed-in person's recent searches (spec 01 §5 P-242; #domain/search/search-history holds the rule
 * visitors' local list follows too): one row per de-duplication key, searching again moves it
 * to the top, at most MAX_RECENT_SEARCHES kept. Every write in one transaction.
 */

function scopeOf(s: string): SearchScope {
  return (SEARCH_SCOPES as readonly string[]).includes(s) ? (s as SearchScope) : 'pins';
}

export async function recordSearch(
  ctx: Ctx,
  input: { query: string; scope: SearchScope },
): Promise<RecentSearch[]> {
  const me = requireUser(ctx, tr(ctx, 'errors.search.historyPrompt'));
  const query = normalizeQuery(input.query);
  if (!query) throw badRequest(tr(ctx, 'errors.search.emptyQuery'));
  const key = searchKey(query);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(searchHistory)
      .values({ userId: me, queryKey: key, query, scope: input.scope, searchedAt: now })
      .onConflictDoUpdate({
        target: [searchHistory.userId, searchHistory.queryKey],
        set: { query, scope: input.scope, searchedAt: now },
      });
    await tx.execute(sql`delete from search_history where user_id = ${me} and query_key not in (
        select query_key from search_history where user_id = ${me}
        order by searched_at desc, query_key limit ${MAX_RECENT_SEARCHES})`);
  });
  return recentSearches(ctx);
}

/** The viewer's recent searches, the newest first; none for visitors (they keep theirs locally). */
export async function recentSearches(ctx: Ctx): Promise<RecentSearch[]> {
  const me = requireUser(ctx, tr(ctx, 'errors.search.historyPrompt'));
  const rows = await ctx.db
    .select({ query: searchHistory.query, scope: searchHistory.scope })
    .from(searchHistory)
    .where(eq(searchHistory.userId, me))
    .orderBy(desc(searchHistory.searchedAt), searchHistory.queryKey)
    .limit(MAX_RECENT_SEARCHES);
  return rows.map((r) => ({ query: r.query, scope: scopeOf(r.scope) }));
}

export async function removeRecentSearch(ctx: Ctx, query: string): Promise<RecentSearch[]> {
  const me = requireUser(ctx, tr(ctx, 'errors.search.historyPrompt'));
  const key = searchKey(query);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(searchHistory)
      .where(and(eq(searchHistory.userId, me), eq(searchHistory.queryKey, key)));
  });
  return recentSearches(ctx);
}

export async function clearRecentSearches(ctx: Ctx): Promise<RecentSearch[]> {
  const me = requireUser(ctx, tr(ctx, 'errors.search.historyPrompt'));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(searchHistory).where(eq(searchHistory.userId, me));
  });
  return [];
}
