import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  NOTIFICATIONS_PAGE,
  type NotificationKind,
  type NotificationModel,
} from '#domain/messages/notifications';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  boards,
  notifications,
  pins,
  userBlocks,
  userFollows,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireUser } from '../accounts/sessions.ts';
import { publicUserColumns } from '../accounts/user-columns.ts';
import { presentUser } from '../feeds/present.ts';
import { publishLive } from '../live/publish.ts';
import { tr } from '../platform/i18n.ts';

/**
 * What a person may see of their notifications: their own, from people who still exist and
 * whom neither blocked, about pins and boards that still exist; in Tessera (the bell), only the
 * ones of categories they had on there (decision 044), by mail all of them.
 */
export function visibleTo(me: number, where: 'bell' | 'mail' = 'bell') {
  return and(
    eq(notifications.recipientId, me),
    where === 'bell' ? eq(notifications.shown, true) : undefined,
    isNull(users.deletedAt),
    sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${notifications.actorId}) or (${userBlocks.blockerId} = ${notifications.actorId} and ${userBlocks.blockedId} = ${me}))`,
    // decision 057: a removed pin's notice stays, and leads to the page that says so
    or(isNull(notifications.pinId), isNull(pins.deletedAt), eq(notifications.kind, 'pin_removed')),
    or(isNull(notifications.boardId), isNull(boards.deletedAt)),
  );
}

function base<T extends Record<string, unknown>>(db: Db, columns: T) {
  return db
    .select(columns as never)
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(pins, eq(pins.id, notifications.pinId))
    .leftJoin(boards, eq(boards.id, notifications.boardId));
}

export async function unreadNotificationCountFor(db: Db, me: number): Promise<number> {
  const [row] = (await base(db, { n: count() }).where(
    and(visibleTo(me), isNull(notifications.readAt)),
  )) as { n: number }[];
  return Number(row?.n ?? 0);
}

/** NotificationsUnreadCountResource get: the header bell's badge. */
export async function unreadNotifications(ctx: Ctx): Promise<{ count: number }> {
  return {
    count: await unreadNotificationCountFor(
      ctx.db,
      requireUser(ctx, tr(ctx, 'errors.notifications.logIn')),
    ),
  };
}

function encodeBookmark(at: Date, id: number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

function decodeBookmark(ctx: Ctx, b: string): { at: Date; id: number } {
  const [iso, id] = Buffer.from(b, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  const n = Number(id);
  if (Number.isNaN(at.getTime()) || !Number.isSafeInteger(n) || n < 1) {
    throw badRequest(tr(ctx, 'errors.notifications.badBookmark'));
  }
  return { at, id: n };
}

/** NotificationsResource get (issue 13): the viewer's notifications newest first, in pages. */
export async function listNotifications(
  ctx: Ctx,
  opts: { bookmark?: string; pageSize?: number } = {},
): Promise<{ items: NotificationModel[]; bookmark: string | null }> {
  const me = requireUser(ctx, tr(ctx, 'errors.notifications.logIn'));
  const size = opts.pageSize ?? NOTIFICATIONS_PAGE;
  const after = opts.bookmark ? decodeBookmark(ctx, opts.bookmark) : null;
  const rows = (await base(ctx.db, { n: notifications, actor: publicUserColumns })
    .where(
      and(
        visibleTo(me),
        after
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size + 1)) as {
    n: typeof notifications.$inferSelect;
    actor: Parameters<typeof presentUser>[0];
  }[];
  const page = rows.slice(0, size);
  const boardIds = page.flatMap((r) => (r.n.boardId ? [r.n.boardId] : []));
  const boardRows = boardIds.length
    ? await ctx.db
        .select({ id: boards.id, name: boards.name, slug: boards.slug, owner: users.username })
        .from(boards)
        .innerJoin(users, eq(users.id, boards.ownerId))
        .where(inArray(boards.id, boardIds))
    : [];
  const boardById = new Map(boardRows.map((b) => [b.id, b]));
  // a new follower's row offers Follow back until the viewer follows them
  const followerIds = page.flatMap((r) => (r.n.kind === 'follow' ? [r.n.actorId] : []));
  const followed = new Set(
    followerIds.length
      ? (
          await ctx.db
            .select({ id: userFollows.followeeId })
            .from(userFollows)
            .where(
              and(eq(userFollows.followerId, me), inArray(userFollows.followeeId, followerIds)),
            )
        ).map((r) => r.id)
      : [],
  );
  const items = page.map(({ n, actor }): NotificationModel => {
    const b = n.boardId ? boardById.get(n.boardId) : undefined;
    return {
      id: String(n.id),
      kind: n.kind as NotificationKind,
      actor: presentUser(actor, { followedByMe: followed.has(n.actorId) }),
      createdAt: n.createdAt.toISOString(),
      unread: n.readAt === null,
      pin: n.pinId ? { id: String(n.pinId) } : null,
      board: b ? { id: String(b.id), name: b.name, ownerUsername: b.owner, slug: b.slug } : null,
      conversationId: n.conversationId ? String(n.conversationId) : null,
      ...(n.message ? { message: n.message } : {}),
    };
  });
  const last = page[page.length - 1];
  const more = rows.length > size && last;
  return { items, bookmark: more ? encodeBookmark(last.n.createdAt, last.n.id) : null };
}

/**
 * NotificationResource update / NotificationsResource update: one of the viewer's notifications
 * read, or all of them, or all up to a time: what an opened panel showed (its newest row's
 * time), so opening it clears the bell without reading what arrived after. Someone else's id is
 * the same 404 as an unknown one.
 */
export async function markNotificationsRead(
  ctx: Ctx,
  which: { id: number } | 'all' | { upTo: Date },
): Promise<{ unread: number }> {
  const me = requireUser(ctx, tr(ctx, 'errors.notifications.logIn'));
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const mine = eq(notifications.recipientId, me);
    if (which === 'all' || 'upTo' in which) {
      const upTo = which === 'all' ? undefined : lte(notifications.createdAt, which.upTo);
      await tx
        .update(notifications)
        .set({ readAt: now })
        .where(and(mine, isNull(notifications.readAt), upTo));
      return;
    }
    const [row] = await tx
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(mine, eq(notifications.id, which.id)))
      .limit(1);
    if (!row) throw notFound(tr(ctx, 'errors.notifications.noSuchNotification'));
    if (row.readAt === null) {
      await tx.update(notifications).set({ readAt: now }).where(eq(notifications.id, which.id));
    }
  });
  await publishLive(ctx, { kind: 'notification', users: [me] });
  return { unread: await unreadNotificationCountFor(ctx.db, me) };
}
