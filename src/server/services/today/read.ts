import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  isTodayKind,
  TODAY_PAGE_SIZE,
  type TodayArticleCard,
  type TodayCover,
  type TodayKind,
  type TodayStatus,
  todayArticlePath,
} from '#domain/discovery/today';
import type { Page, PinModel } from '#domain/pins/models';
import type { Ctx } from '../../context.ts';
import { boards, interests, pins, todayArticlePins, todayArticles } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { decodeBookmark, encodeBookmark } from '../feeds/cursor.ts';
import { hydrateFeedPins, type PinRef } from '../feeds/hydrate.ts';
import { tr } from '../platform/i18n.ts';

/**
 * Today articles for readers (spec 02 §2 M-061..M-067): published articles by kind, newest
 * first, and one article's pins in the author's order. The pins go through the feeds'
 * hydration, so every visibility rule of a feed holds; on top of it an article never shows a
 * pin of a secret board, not even to its owner: an article is for everyone.
 */

export type ArticleRow = typeof todayArticles.$inferSelect;

export const articleColumns = {
  id: todayArticles.id,
  slug: todayArticles.slug,
  kind: todayArticles.kind,
  title: todayArticles.title,
  subtitle: todayArticles.subtitle,
  body: todayArticles.body,
  coverPinId: todayArticles.coverPinId,
  interestId: todayArticles.interestId,
  authorId: todayArticles.authorId,
  status: todayArticles.status,
  publishedAt: todayArticles.publishedAt,
  createdAt: todayArticles.createdAt,
  updatedAt: todayArticles.updatedAt,
};

/** An article pin a reader may be shown: pin live, board (if any) live and not secret. */
export const shownPinCondition: SQL = and(
  isNull(pins.deletedAt),
  or(isNull(pins.boardId), and(isNull(boards.deletedAt), ne(boards.privacy, 'secret'))),
) as SQL;

interface ArticlePinRef extends PinRef {
  articleId: number;
  position: number;
}

/** The shown pin refs of some articles, in each article's order. */
export async function shownPinRefs(
  ctx: Ctx,
  articleIds: number[],
  extra: SQL[] = [],
  limit?: number,
): Promise<ArticlePinRef[]> {
  if (articleIds.length === 0) return [];
  const q = ctx.db
    .select({
      articleId: todayArticlePins.articleId,
      position: todayArticlePins.position,
      id: pins.id,
      pinnerId: pins.pinnerId,
      boardId: pins.boardId,
      originPinId: pins.originPinId,
    })
    .from(todayArticlePins)
    .innerJoin(pins, eq(pins.id, todayArticlePins.pinId))
    .leftJoin(boards, eq(boards.id, pins.boardId))
    .where(and(inArray(todayArticlePins.articleId, articleIds), shownPinCondition, ...extra))
    .orderBy(
      asc(todayArticlePins.articleId),
      asc(todayArticlePins.position),
      asc(todayArticlePins.pinId),
    );
  return limit === undefined ? q : q.limit(limit);
}

function coverOf(pin: PinModel): TodayCover | null {
  const img = pin.images['474x'] ?? pin.images['736x'] ?? pin.images['236x'];
  if (!img) return null;
  return {
    url: img.url,
    width: img.width,
    height: img.height,
    dominantColor: pin.dominantColor || img.dominantColor,
    alt: pin.altText || pin.autoAltText || pin.title || '',
  };
}

/**
 * Cards for article rows: each one's cover (its cover pin when a reader may see it, else its
 * first shown pin), shown-pin count and interest, with one query per table for the whole list.
 */
export async function presentCards(ctx: Ctx, rows: ArticleRow[]): Promise<TodayArticleCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const refs = await shownPinRefs(ctx, ids);
  const byArticle = new Map<number, ArticlePinRef[]>();
  for (const r of refs) byArticle.set(r.articleId, [...(byArticle.get(r.articleId) ?? []), r]);
  // candidates for a cover: the chosen cover pin and the first few shown pins of each article
  const candidates = new Map<number, PinRef>();
  for (const row of rows) {
    const list = byArticle.get(row.id) ?? [];
    const chosen = list.find((r) => r.id === row.coverPinId);
    for (const r of [...(chosen ? [chosen] : []), ...list.slice(0, 4)]) candidates.set(r.id, r);
  }
  const hydrated = new Map(
    (await hydrateFeedPins(ctx, [...candidates.values()])).map((p) => [Number(p.id), p]),
  );
  const interestIds = rows.flatMap((r) => (r.interestId === null ? [] : [r.interestId]));
  const names = new Map(
    (interestIds.length
      ? await ctx.db
          .select({ id: interests.id, name: interests.name })
          .from(interests)
          .where(inArray(interests.id, interestIds))
      : []
    ).map((i) => [i.id, i.name]),
  );
  return rows.map((row) => {
    const list = byArticle.get(row.id) ?? [];
    const order = [
      ...list.filter((r) => r.id === row.coverPinId),
      ...list.filter((r) => r.id !== row.coverPinId),
    ];
    const coverPin = order.map((r) => hydrated.get(r.id)).find((p) => p !== undefined);
    const interestName = row.interestId === null ? undefined : names.get(row.interestId);
    return {
      id: String(row.id),
      slug: row.slug,
      kind: (isTodayKind(row.kind) ? row.kind : 'article') as TodayKind,
      title: row.title,
      subtitle: row.subtitle,
      status: (row.status === 'published' ? 'published' : 'draft') as TodayStatus,
      url: todayArticlePath(row.id),
      publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
      updatedAt: row.updatedAt.toISOString(),
      cover: coverPin ? coverOf(coverPin) : null,
      pinCount: list.length,
      interest:
        interestName !== undefined && row.interestId !== null
          ? { id: String(row.interestId), name: interestName }
          : null,
    };
  });
}

export interface ListOptions {
  kind?: TodayKind | null | undefined;
  bookmark?: string | null | undefined;
  pageSize?: number | undefined;
}

/** spec 02 §2 (M-061, M-063..M-066): published articles, newest first, keyset paged. */
export async function listPublishedArticles(
  ctx: Ctx,
  opts: ListOptions = {},
): Promise<Page<TodayArticleCard>> {
  const size = Math.min(50, Math.max(1, Math.floor(opts.pageSize ?? TODAY_PAGE_SIZE)));
  const after = decodeBookmark(opts.bookmark, ctx);
  const conds: SQL[] = [eq(todayArticles.status, 'published')];
  if (opts.kind) conds.push(eq(todayArticles.kind, opts.kind));
  if (after) {
    conds.push(
      sql`(${todayArticles.publishedAt}, ${todayArticles.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
    );
  }
  const rows = await ctx.db
    .select({ ...articleColumns, publishedText: sql<string>`${todayArticles.publishedAt}::text` })
    .from(todayArticles)
    .where(and(...conds))
    .orderBy(desc(todayArticles.publishedAt), desc(todayArticles.id))
    .limit(size + 1);
  const more = rows.length > size;
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: await presentCards(ctx, page),
    bookmark: more && last ? encodeBookmark({ createdAt: last.publishedText, id: last.id }) : null,
  };
}

/** The article of an id a reader may read: published, or any article for an employee. */
export async function readableArticle(ctx: Ctx, id: number): Promise<ArticleRow> {
  const [row] = await ctx.db
    .select(articleColumns)
    .from(todayArticles)
    .where(eq(todayArticles.id, id))
    .limit(1);
  const employee = ctx.viewer.isAuth && ctx.session !== null && ctx.viewer.isEmployee;
  if (!row || (row.status !== 'published' && !employee)) {
    throw notFound(tr(ctx, 'errors.today.noArticle'));
  }
  return row;
}

/** What an article's page shows: the card, its body and the first page of its pins. */
export interface TodayArticleView {
  article: TodayArticleCard & { body: string };
  pins: Page<PinModel>;
}

export async function getArticle(
  ctx: Ctx,
  id: number,
  opts: { pageSize?: number } = {},
): Promise<TodayArticleView> {
  const row = await readableArticle(ctx, id);
  const [card] = await presentCards(ctx, [row]);
  const pinsPage = await articlePinsOf(ctx, row.id, { pageSize: opts.pageSize });
  return { article: { ...(card as TodayArticleCard), body: row.body }, pins: pinsPage };
}

/** spec 02 §2 (M-067): the article of a slug (published, or any for an employee). */
export async function articleIdBySlug(ctx: Ctx, slug: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: todayArticles.id })
    .from(todayArticles)
    .where(eq(todayArticles.slug, slug))
    .limit(1);
  if (!row) throw notFound(tr(ctx, 'errors.today.noArticle'));
  return (await readableArticle(ctx, row.id)).id;
}

const PIN_BOOKMARK = /^(\d{1,6})\.([1-9]\d{0,15})$/;

function decodePinBookmark(ctx: { locale?: string }, bookmark: string | null | undefined) {
  if (!bookmark) return null;
  const m = PIN_BOOKMARK.exec(bookmark);
  if (!m) throw badRequest(tr(ctx, 'errors.boards.badBookmark'));
  return { position: Number(m[1]), id: Number(m[2]) };
}

/** An article's shown pins in the author's order, paged by (position, pin id). */
async function articlePinsOf(
  ctx: Ctx,
  articleId: number,
  opts: { bookmark?: string | null | undefined; pageSize?: number | undefined },
): Promise<Page<PinModel>> {
  const size = Math.min(100, Math.max(1, Math.floor(opts.pageSize ?? 25)));
  const after = decodePinBookmark(ctx, opts.bookmark);
  const extra = after
    ? [
        sql`(${todayArticlePins.position}, ${todayArticlePins.pinId}) > (${after.position}, ${after.id})`,
      ]
    : [];
  const refs = await shownPinRefs(ctx, [articleId], extra, size + 1);
  const more = refs.length > size;
  const page = refs.slice(0, size);
  const last = page.at(-1);
  return {
    items: await hydrateFeedPins(ctx, page),
    bookmark: more && last ? `${last.position}.${last.id}` : null,
  };
}

/** TodayArticleFeed (spec 01 §2 P-064): the next page of a readable article's pins. */
export async function articleFeed(
  ctx: Ctx,
  articleId: number,
  opts: { bookmark?: string | null | undefined; pageSize?: number | undefined } = {},
): Promise<Page<PinModel>> {
  const row = await readableArticle(ctx, articleId);
  return articlePinsOf(ctx, row.id, opts);
}
