import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { rowsIn } from '../../db/rows.ts';
import { badRequest } from '../../errors.ts';
import { tr } from '../platform/i18n.ts';

/**
 * Shared pieces of the search service (decision 025): the page size bounds, the (score, id)
 * bookmark, the viewer's blocks and reading rows of a raw query on both databases.
 */
export const DEFAULT_SEARCH_PAGE_SIZE = 25;
export const MAX_SEARCH_PAGE_SIZE = 100;

export function clampPageSize(n: number | undefined): number {
  if (!n || !Number.isFinite(n)) return DEFAULT_SEARCH_PAGE_SIZE;
  return Math.min(MAX_SEARCH_PAGE_SIZE, Math.max(1, Math.floor(n)));
}

/** Where the next page starts: after the row of this score and id (both descending). */
export interface ScoreKey {
  score: number;
  id: number;
}

const PREFIX = 's1.';

export function encodeSearchBookmark(k: ScoreKey): string {
  return PREFIX + Buffer.from(JSON.stringify([k.score, k.id])).toString('base64url');
}

export function decodeSearchBookmark(
  ctx: { locale?: string },
  bookmark: string | null | undefined,
): ScoreKey | null {
  if (!bookmark) return null;
  if (bookmark.startsWith(PREFIX)) {
    try {
      const v: unknown = JSON.parse(
        Buffer.from(bookmark.slice(PREFIX.length), 'base64url').toString('utf8'),
      );
      if (
        Array.isArray(v) &&
        v.length === 2 &&
        typeof v[0] === 'number' &&
        Number.isFinite(v[0]) &&
        v[0] >= 0 &&
        Number.isSafeInteger(v[1]) &&
        (v[1] as number) > 0
      ) {
        return { score: v[0], id: v[1] as number };
      }
    } catch {
      // the readable error below
    }
  }
  throw badRequest(tr(ctx, 'errors.boards.badBookmark'));
}

/** `(score, id) < (bookmark)` for a query whose columns are named score and id. */
export function afterKey(after: ScoreKey | null): SQL {
  return after ? sql`and (score, id) < (${after.score}::float8, ${after.id}::bigint)` : sql``;
}

/** The signed-in viewer's id, or null. */
export function viewerIdOf(ctx: Ctx): number | null {
  const id = ctx.viewer.isAuth ? Number(ctx.viewer.id) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Issue 13: people the viewer blocked, and people who blocked the viewer, never show up in
 * their search (their pins, boards or profiles). `column` names a user id column.
 */
export function notBlocked(me: number | null, column: SQL): SQL {
  if (me === null) return sql``;
  return sql`and not exists (select 1 from user_blocks ub
    where (ub.blocker_id = ${me} and ub.blocked_id = ${column})
       or (ub.blocked_id = ${me} and ub.blocker_id = ${column}))`;
}

/** Rows of a raw `ctx.db.execute`. */
export function rowsOf<T>(ctx: Ctx, query: SQL): Promise<T[]> {
  return rowsIn<T>(ctx.db, query);
}

/** to_tsquery of text built by #domain/search/search-query (letters, digits and its own operators). */
export function tsQuery(config: 'english' | 'simple', text: string): SQL {
  return sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`;
}
