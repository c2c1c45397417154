import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { BoardModel, Page, UserModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boards } from '../../db/schema/index.ts';
import { presentBoardRows } from '../boards/board-models.ts';
import { loadUsers } from '../feeds/hydrate.ts';
import type { BoardRow } from '../feeds/present.ts';
import {
  afterKey,
  clampPageSize,
  decodeSearchBookmark,
  encodeSearchBookmark,
  notBlocked,
  rowsOf,
  tsQuery,
} from './shared.ts';

interface Paging {
  bookmark?: string | null | undefined;
  pageSize?: number | undefined;
}

interface Ranked {
  id: number;
  score: number;
}

/** Ranks by (score, id) after the bookmark; one row more than a page tells if more follow. */
async function ranked(
  ctx: Ctx,
  inner: SQL,
  opts: Paging,
): Promise<{ rows: Ranked[]; next: string | null }> {
  const size = clampPageSize(opts.pageSize);
  const after = decodeSearchBookmark(ctx, opts.bookmark);
  const raw = await rowsOf<{ id: string | number; score: number }>(
    ctx,
    sql`select id, score from (${inner}) s where true ${afterKey(after)}
        order by score desc, id desc limit ${size + 1}`,
  );
  const rows = raw.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > size && last ? encodeSearchBookmark(last) : null,
  };
}

function inOrder<T extends { id: string }>(ids: number[], items: T[]): T[] {
  const byId = new Map(items.map((x) => [x.id, x]));
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}

const { searchDoc: _doc, ...boardColumns } = getTableColumns(boards);

/**
 * Board search (decision 025): name (A) and description (B), english stemming, ranked with a
 * light popularity signal (followers, pins). `mine`: the viewer's own boards and those they
 * collaborate on, secret and protected ones too; otherwise only live public boards that are not
 * archived, of live owners the viewer has no block with. Secret boards never reach anyone else;
 * protected ones are open by link but never listed (decision 006).
 */
export async function searchBoards(
  ctx: Ctx,
  tsq: string,
  me: number | null,
  mine: boolean,
  opts: Paging,
): Promise<Page<BoardModel>> {
  const who = mine
    ? sql`and (b.owner_id = ${me ?? 0} or b.id in (select c.board_id from board_collaborators c
        where c.user_id = ${me ?? 0} and c.status = 'accepted'))`
    : sql`and b.privacy = 'public' and b.archived_at is null ${notBlocked(me, sql`b.owner_id`)}
        and b.owner_id not in (select u.id from users u where u.is_private and u.id <> ${me ?? 0})`;
  const { rows, next } = await ranked(
    ctx,
    sql`select b.id, (ts_rank_cd(b.search_doc, q.q)::float8
          * (1 + 0.1 * ln(1 + greatest(b.follower_count + b.pin_count, 0)))) as score
        from boards b, ${tsQuery('english', tsq)} as q(q)
        where b.search_doc @@ q.q and b.deleted_at is null ${who}
          and b.owner_id not in (select u.id from users u where u.deleted_at is not null)`,
    opts,
  );
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { items: [], bookmark: null };
  const found = await ctx.db.select(boardColumns).from(boards).where(inArray(boards.id, ids));
  const items = await presentBoardRows(ctx, found as BoardRow[]);
  return { items: inOrder(ids, items), bookmark: next };
}

/**
 * People search (decision 025): names with the simple configuration (no stemming of names),
 * the about text with english; ranked with a light follower signal. Deleted accounts and
 * people with a block either way never show.
 */
export async function searchUsers(
  ctx: Ctx,
  tsq: string,
  me: number | null,
  opts: Paging,
): Promise<Page<UserModel>> {
  const { rows, next } = await ranked(
    ctx,
    sql`select u.id, (ts_rank_cd(u.search_doc, q.q)::float8
          * (1 + 0.1 * ln(1 + greatest(u.follower_count, 0)))) as score
        from users u, (select ${tsQuery('simple', tsq)} || ${tsQuery('english', tsq)}) as q(q)
        where u.search_doc @@ q.q and u.deleted_at is null ${notBlocked(me, sql`u.id`)}`,
    opts,
  );
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { items: [], bookmark: null };
  const users = await loadUsers(ctx, ids);
  const followed =
    me === null
      ? new Set<number>()
      : new Set(
          (
            await rowsOf<{ id: string | number }>(
              ctx,
              sql`select followee_id as id from user_follows where follower_id = ${me}
                  and followee_id in (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
            )
          ).map((r) => Number(r.id)),
        );
  const items = ids.flatMap((id) => {
    const u = users.get(id);
    return u ? [{ ...u, explicitlyFollowedByMe: followed.has(id) }] : [];
  });
  return { items, bookmark: next };
}
