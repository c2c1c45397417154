// What the bench adds to the demo seed: a signed-in person (a demo pinner with a session made by
// the real session service, so the cookie is exactly what a login sets) and, on request, one
// board of many pins for the grid measurement. Runs inside bench/serve.ts.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '#server/context';
import { boards, pins, users } from '#server/db/schema/index';
import { createApiToken } from '#server/services/accounts/api-tokens';
import { createSession } from '#server/services/accounts/sessions';
import { actingAs } from '#server/services/accounts/viewer';

export interface BenchViewer {
  username: string;
  /** the Cookie header of a signed-in request */
  cookie: string;
}

/** The first demo pinner who owns a board, signed in through a new session. */
export async function benchViewer(ctx: Ctx): Promise<BenchViewer> {
  const [owner] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(boards, eq(boards.ownerId, users.id))
    .where(eq(boards.privacy, 'public'))
    .orderBy(asc(users.id))
    .limit(1);
  if (!owner) throw new Error('no demo pinner owns a public board (did the seed run?)');
  const grant = await createSession(ctx, ctx.db, owner.id);
  return { username: owner.username, cookie: `tessera_session=${grant.token}` };
}

/** The path of a public demo board (the first of the viewer's). */
export async function aBoardPath(ctx: Ctx, username: string): Promise<string> {
  const [row] = await ctx.db
    .select({ slug: boards.slug })
    .from(boards)
    .innerJoin(users, eq(users.id, boards.ownerId))
    .where(and(eq(users.username, username), eq(boards.privacy, 'public')))
    .orderBy(asc(boards.id))
    .limit(1);
  if (!row) throw new Error(`${username} has no public board`);
  return `/${username}/${row.slug}/`;
}

/**
 * A public board of `count` image pins owned by `username`, made in one INSERT … SELECT that
 * cycles through the demo's image pins (their stored images are reused, nothing is rendered),
 * dated a year back so the home feed the HTTP runs measure stays the demo's.
 */
export async function seedBigBoard(ctx: Ctx, username: string, count: number): Promise<string> {
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (!owner) throw new Error(`no user ${username}`);
  const slug = `bench-${count}-pins`;
  const [board] = await ctx.db
    .insert(boards)
    .values({ ownerId: owner.id, name: `Bench: ${count} pins`, slug, privacy: 'public' })
    .returning({ id: boards.id });
  if (!board) throw new Error('board insert returned nothing');
  await ctx.db.execute(sql`
    with src as (
      select image_signature, title, alt_text,
             row_number() over (order by id) - 1 as i, count(*) over () as n
      from ${pins}
      where kind = 'image' and deleted_at is null and image_signature is not null)
    insert into ${pins} (pinner_id, board_id, kind, title, alt_text, image_signature, created_at)
    select ${owner.id}, ${board.id}, 'image', s.title, s.alt_text, s.image_signature,
           now() - interval '400 days' - g * interval '1 second'
    from generate_series(0, ${count - 1}) g join src s on s.i = g % s.n`);
  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(pins)
    .where(and(eq(pins.boardId, board.id), isNull(pins.deletedAt)));
  await ctx.db
    .update(boards)
    .set({ pinCount: counted?.n ?? 0, lastPinnedAt: new Date() })
    .where(eq(boards.id, board.id));
  return `/${username}/${slug}/`;
}

/**
 * Issue 36's row: a personal access token of `username`'s (boards:read and pins:read, made by
 * the real token service) and the id of their board with the most pins, for
 * `GET /v5/boards/{id}/pins`.
 */
export async function benchApiToken(
  ctx: Ctx,
  username: string,
): Promise<{ token: string; boardId: number }> {
  const [row] = await ctx.db
    .select({ owner: users.id, board: boards.id })
    .from(boards)
    .innerJoin(users, eq(users.id, boards.ownerId))
    .innerJoin(pins, and(eq(pins.boardId, boards.id), isNull(pins.deletedAt)))
    .where(and(eq(users.username, username), eq(boards.privacy, 'public')))
    .groupBy(users.id, boards.id)
    .orderBy(sql`count(*) desc`, asc(boards.id))
    .limit(1);
  if (!row) throw new Error(`${username} has no public board with pins`);
  const as = await actingAs(ctx, row.owner);
  if (!as) throw new Error(`${username} cannot act`);
  const made = await createApiToken(as, {
    name: 'Bench',
    scopes: ['boards:read', 'pins:read'],
    expiryDays: 7,
  });
  return { token: made.token, boardId: row.board };
}
