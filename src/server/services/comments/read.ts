import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  COMMENTS_PAGE,
  type CommentModel,
  type CommentsPage,
  mayComment,
} from '#domain/comments/comments';
import type { Ctx } from '../../context.ts';
import { comments, pins, userBlocks, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { publicUserColumns } from '../accounts/user-columns.ts';
import { presentUser } from '../feeds/present.ts';
import { viewerIdOf } from '../feeds/visible-sql.ts';
import { boardTag, noteReads, pinTag, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { type Conversation, conversationFrom, rootOf, rootQuery, type ShownPin } from './access.ts';

type Row = { c: typeof comments.$inferSelect; author: Parameters<typeof presentUser>[0] };

function encodeBookmark(at: Date, id: number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

function decodeBookmark(ctx: { locale?: string }, b: string): { at: Date; id: number } {
  const [iso, id] = Buffer.from(b, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  const n = Number(id);
  if (Number.isNaN(at.getTime()) || !Number.isSafeInteger(n) || n < 1) {
    throw badRequest(tr(ctx, 'errors.comments.badBookmark'));
  }
  return { at, id: n };
}

/** Comments whose authors still exist and whom the viewer did not block, nor was blocked by. */
function shown(me: number | null): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    me === null
      ? undefined
      : sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${comments.authorId}) or (${userBlocks.blockerId} = ${comments.authorId} and ${userBlocks.blockedId} = ${me}))`,
  );
}

function select(ctx: Ctx) {
  return ctx.db
    .select({ c: comments, author: publicUserColumns })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId));
}

function present(r: Row, me: number | null, conv: Conversation, replies: CommentModel[] = []) {
  const mine = me !== null && r.c.authorId === me;
  return {
    id: String(r.c.id),
    pinId: String(r.c.pinId),
    parentId: r.c.parentId === null ? null : String(r.c.parentId),
    author: presentUser(r.author),
    text: r.c.text,
    createdAt: r.c.createdAt.toISOString(),
    edited: r.c.editedAt !== null,
    mine,
    canDelete: mayComment('delete', {
      signedIn: me !== null,
      author: mine,
      pinOwner: me !== null && conv.ownerId === me,
      closed: conv.closed,
    }),
    replies,
  } satisfies CommentModel;
}

/** One comment (or reply) as its author sees it right after writing it. */
export async function presentComment(ctx: Ctx, id: number, conv: Conversation) {
  const [row] = await select(ctx).where(eq(comments.id, id)).limit(1);
  if (!row) throw badRequest(tr(ctx, 'errors.comments.saveFailed'));
  return present(row, viewerIdOf(ctx), conv);
}

/** The root's owner, whether comments are off, and how many the viewer sees, in one query. */
async function conversationWithCount(ctx: Ctx, rootId: number, me: number | null) {
  const [root] = await rootQuery(
    ctx.db,
    sql<number>`(select count(*) from ${comments} inner join ${users} on ${users.id} = ${comments.authorId} where ${comments.pinId} = ${pins.id} and ${shown(me) ?? sql`true`})`,
  )
    .where(eq(pins.id, rootId))
    .limit(1);
  if (!root) throw notFound(tr(ctx, 'errors.pins.unavailable'), { reason: 'unknown' });
  const conv = conversationFrom(rootId, root);
  // decision 039: the board's switch is declared with the board's tag
  if (conv.boardId !== null) noteReads(ctx, [boardTag(conv.boardId)]);
  return { conv, count: Number(root.n ?? 0) };
}

type TopRow = Row & { replies: number };

/** What one page of a conversation reads: its top-level comments, their replies, the root. */
interface PageRead {
  tops: TopRow[];
  replyRows: Row[];
  conv: Conversation;
  total: number;
}

async function readPage(
  ctx: Ctx,
  rootId: number,
  me: number | null,
  size: number,
  after: { at: Date; id: number } | null,
): Promise<PageRead> {
  const onPin = eq(comments.pinId, rootId);
  const [tops, { conv, count: total }] = await Promise.all([
    ctx.db
      .select({
        c: comments,
        author: publicUserColumns,
        replies: sql<number>`(select count(*) from ${comments} r where r.parent_id = ${comments.id})`,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(
        and(
          onPin,
          isNull(comments.parentId),
          shown(me),
          after
            ? sql`(${comments.createdAt}, ${comments.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(size + 1),
    conversationWithCount(ctx, rootId, me),
  ]);
  const page = tops.slice(0, size);
  const replyRows = page.some((r) => Number(r.replies) > 0)
    ? await select(ctx)
        .where(
          and(
            inArray(
              comments.parentId,
              page.map((r) => r.c.id),
            ),
            shown(me),
          ),
        )
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  return { tops, replyRows, conv, total };
}

/** Conversations whose first page is kept for visitors (decision 039's tags say when it stales). */
const MAX_KEPT_FIRST_PAGES = 2000;

/**
 * Issue 32: a visitor's first page of a conversation, the one every closeup shows, is kept
 * until a comment on the root (its pin's tag), the board's switch (its tag) or an author (their
 * tag: a new name, a deleted account) changes; before, it cost every closeup two queries, 13% of
 * an uncached visitor closeup's CPU on PGlite. Signed-in people's pages depend on their blocks
 * and are read each time.
 */
async function visitorFirstPage(ctx: Ctx, rootId: number, size: number): Promise<PageRead> {
  const cache = versionedCache<PageRead>(ctx.db, 'comments:first-page', MAX_KEPT_FIRST_PAGES);
  const key = `${rootId}:${size}`;
  let read = cache.get(key);
  if (read === undefined) {
    read = await readPage(ctx, rootId, null, size, null);
    cache.set(key, read, tagsOf(read));
  }
  noteReads(ctx, tagsOf(read));
  return read;
}

function tagsOf(read: PageRead): string[] {
  const authors = new Set([...read.tops, ...read.replyRows].map((r) => r.c.authorId));
  return [
    pinTag(read.conv.rootId),
    ...(read.conv.boardId === null ? [] : [boardTag(read.conv.boardId)]),
    ...[...authors].map(userTag),
  ];
}

/**
 * Decision 042: a pin's comments (its root's), oldest first, a page of top-level comments at a
 * time (keyset `bookmark`) with all their replies, and how many there are in all. `shown` is
 * the pin when the caller already read it for the viewer (the closeup).
 */
export async function listComments(
  ctx: Ctx,
  pinId: number,
  opts: { bookmark?: string | undefined; pageSize?: number | undefined; shown?: ShownPin } = {},
): Promise<CommentsPage> {
  const rootId = await rootOf(ctx, pinId, opts.shown);
  // decision 039: a comment write declares its root pin's tag, so a kept page showing them is
  // made again
  noteReads(ctx, [pinTag(rootId)]);
  const me = viewerIdOf(ctx);
  const size = opts.pageSize ?? COMMENTS_PAGE;
  const after = opts.bookmark ? decodeBookmark(ctx, opts.bookmark) : null;
  const { tops, replyRows, conv, total } =
    me === null && after === null
      ? await visitorFirstPage(ctx, rootId, size)
      : await readPage(ctx, rootId, me, size, after);
  const page = tops.slice(0, size);
  const repliesOf = new Map<number, CommentModel[]>();
  for (const r of replyRows) {
    const list = repliesOf.get(r.c.parentId ?? 0) ?? [];
    list.push(present(r, me, conv));
    repliesOf.set(r.c.parentId ?? 0, list);
  }
  const last = page[page.length - 1];
  return {
    pinId: String(conv.rootId),
    count: total,
    closed: conv.closed,
    ownedByMe: me !== null && conv.ownerId === me,
    items: page.map((r) => present(r, me, conv, repliesOf.get(r.c.id))),
    bookmark: tops.length > size && last ? encodeBookmark(last.c.createdAt, last.c.id) : null,
  };
}
