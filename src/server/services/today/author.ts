import { and, asc, desc, eq, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  articleSlug,
  freeSlug,
  movedIndex,
  moveItem,
  pinIdFromInput,
  TODAY_KINDS,
  TODAY_LIMITS,
  type TodayArticleCard,
  type TodayComposerPin,
} from '#domain/discovery/today';
import type { MessageId } from '#domain/i18n/catalogs/index';
import { imageUrl } from '#domain/media/image-size';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { boards, interests, pins, todayArticlePins, todayArticles } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { requireEmployee, requireUser } from '../accounts/sessions.ts';
import { bumpDataVersion } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { parseIn } from '../platform/zod-i18n.ts';
import { type ArticleRow, articleColumns, presentCards, shownPinCondition } from './read.ts';

/**
 * Issue 16: employees compose today articles at /admin/today. Everyone else gets the 404 the
 * employee pages answer with. Every write is one transaction and bumps the data version, so
 * the cached pages and feeds of every process see it.
 */

/** Who writes: an employee of a request, or the demo seed (no person). */
export type TodayAuthor = { kind: 'employee'; userId: number } | { kind: 'system' };

/** The request's employee, or the 404 every employee page answers to anyone else. */
export function todayAuthor(ctx: Ctx): TodayAuthor {
  requireEmployee(ctx);
  return { kind: 'employee', userId: requireUser(ctx, tr(ctx, 'errors.today.logIn')) };
}

const text = (max: number, tooLong: MessageId) =>
  z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, tooLong));

/**
 * What an author writes: checked here, whatever sends it (form, API, seed). The messages are ids,
 * said in the request's language (`parseIn`).
 */
export const articleInputSchema = z.object({
  title: text(TODAY_LIMITS.titleMax, 'errors.today.titleTooLong').pipe(
    z.string().min(1, 'errors.today.titleRequired'),
  ),
  subtitle: text(TODAY_LIMITS.subtitleMax, 'errors.today.subtitleTooLong').default(''),
  body: text(TODAY_LIMITS.bodyMax, 'errors.today.bodyTooLong').default(''),
  kind: z.enum(TODAY_KINDS, { message: 'errors.today.chooseKind' }).default('article'),
  interestId: z.number().int().positive().nullable().default(null),
});
/** What a caller hands in, unchecked: the schema decides what is valid. */
export interface ArticleInput {
  title: string;
  subtitle?: string;
  body?: string;
  kind?: string;
  interestId?: number | null;
}

function parseInput(ctx: { locale?: string }, raw: ArticleInput) {
  const r = parseIn(ctx, articleInputSchema, raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new AppError('bad_request', issue?.message ?? tr(ctx, 'errors.today.invalidArticle'), {
      field: issue?.path[0] ?? null,
    });
  }
  return r.data;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function lockArticle(ctx: { locale?: string }, tx: Tx | Db, id: number): Promise<ArticleRow> {
  const [row] = await tx
    .select(articleColumns)
    .from(todayArticles)
    .where(eq(todayArticles.id, id))
    .for('update')
    .limit(1);
  if (!row) throw notFound(tr(ctx, 'errors.today.noArticle'), { what: 'article' });
  return row;
}

async function checkInterest(ctx: { locale?: string }, tx: Tx, id: number | null) {
  if (id === null) return;
  const [row] = await tx
    .select({ id: interests.id })
    .from(interests)
    .where(eq(interests.id, id))
    .limit(1);
  if (!row)
    throw new AppError('bad_request', tr(ctx, 'errors.today.noInterest'), { field: 'interestId' });
}

async function slugFor(tx: Tx, title: string, exceptId: number | null): Promise<string> {
  const base = articleSlug(title);
  const rows = await tx
    .select({ id: todayArticles.id, slug: todayArticles.slug })
    .from(todayArticles)
    .where(or(eq(todayArticles.slug, base), like(todayArticles.slug, `${base}-%`)));
  return freeSlug(base, new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug)));
}

function write<T>(ctx: Ctx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(fn).then((v) => {
    bumpDataVersion();
    return v;
  });
}

/** A new draft; its slug comes from its title. */
export async function createArticle(ctx: Ctx, by: TodayAuthor, raw: ArticleInput): Promise<number> {
  const input = parseInput(ctx, raw);
  return write(ctx, async (tx) => {
    await checkInterest(ctx, tx, input.interestId);
    const [row] = await tx
      .insert(todayArticles)
      .values({
        ...input,
        slug: await slugFor(tx, input.title, null),
        authorId: by.kind === 'employee' ? by.userId : null,
        status: 'draft',
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning({ id: todayArticles.id });
    return (row as { id: number }).id;
  });
}

/**
 * An article's words, kind and interest. The slug follows the title until the article is first
 * published; after that its /discover/article/ link stays as it was.
 */
export async function updateArticle(
  ctx: Ctx,
  _by: TodayAuthor,
  id: number,
  raw: ArticleInput,
): Promise<void> {
  const input = parseInput(ctx, raw);
  await write(ctx, async (tx) => {
    const row = await lockArticle(ctx, tx, id);
    await checkInterest(ctx, tx, input.interestId);
    const slug = row.publishedAt === null ? await slugFor(tx, input.title, id) : row.slug;
    await tx
      .update(todayArticles)
      .set({ ...input, slug, updatedAt: ctx.now() })
      .where(eq(todayArticles.id, id));
  });
}

async function pinIdsOf(tx: Tx, id: number): Promise<number[]> {
  const rows = await tx
    .select({ pinId: todayArticlePins.pinId })
    .from(todayArticlePins)
    .where(eq(todayArticlePins.articleId, id))
    .orderBy(asc(todayArticlePins.position), asc(todayArticlePins.pinId));
  return rows.map((r) => r.pinId);
}

async function writeOrder(tx: Tx, ctx: Ctx, id: number, ids: number[]) {
  for (const [position, pinId] of ids.entries()) {
    await tx
      .update(todayArticlePins)
      .set({ position })
      .where(and(eq(todayArticlePins.articleId, id), eq(todayArticlePins.pinId, pinId)));
  }
  await tx.update(todayArticles).set({ updatedAt: ctx.now() }).where(eq(todayArticles.id, id));
}

/**
 * Adds the pin an author names by id or url at the end. Only a pin a reader could see may be
 * added: a deleted pin or one of a secret board is the same 404 as a pin that never was.
 */
export async function addArticlePin(
  ctx: Ctx,
  _by: TodayAuthor,
  id: number,
  ref: string,
): Promise<number> {
  const pinId = pinIdFromInput(ref);
  if (pinId === null) {
    throw new AppError('bad_request', tr(ctx, 'errors.today.pastePin'), {
      field: 'pin',
    });
  }
  return write(ctx, async (tx) => {
    await lockArticle(ctx, tx, id);
    const [pin] = await tx
      .select({ id: pins.id })
      .from(pins)
      .leftJoin(boards, eq(boards.id, pins.boardId))
      .where(and(eq(pins.id, Number(pinId)), shownPinCondition))
      .limit(1);
    if (!pin) throw notFound(tr(ctx, 'errors.today.noPin'));
    const ids = await pinIdsOf(tx, id);
    if (ids.includes(pin.id)) {
      throw new AppError('conflict', tr(ctx, 'errors.today.pinAlreadyIn'), { field: 'pin' });
    }
    if (ids.length >= TODAY_LIMITS.maxPins) {
      throw new AppError(
        'bad_request',
        tr(ctx, 'errors.today.tooManyPins', { max: TODAY_LIMITS.maxPins }),
        {
          field: 'pin',
        },
      );
    }
    await tx
      .insert(todayArticlePins)
      .values({ articleId: id, pinId: pin.id, position: ids.length });
    await writeOrder(tx, ctx, id, [...ids, pin.id]);
    return pin.id;
  });
}

export async function removeArticlePin(
  ctx: Ctx,
  _by: TodayAuthor,
  id: number,
  pinId: number,
): Promise<void> {
  await write(ctx, async (tx) => {
    await lockArticle(ctx, tx, id);
    const ids = await pinIdsOf(tx, id);
    if (!ids.includes(pinId)) throw notFound(tr(ctx, 'errors.today.pinNotIn'));
    await tx
      .delete(todayArticlePins)
      .where(and(eq(todayArticlePins.articleId, id), eq(todayArticlePins.pinId, pinId)));
    await writeOrder(
      tx,
      ctx,
      id,
      ids.filter((p) => p !== pinId),
    );
    await tx
      .update(todayArticles)
      .set({ coverPinId: null })
      .where(and(eq(todayArticles.id, id), eq(todayArticles.coverPinId, pinId)));
  });
}

/** Moves one pin a place up (-1) or down (+1); at an end it stays. */
export async function moveArticlePin(
  ctx: Ctx,
  _by: TodayAuthor,
  id: number,
  pinId: number,
  step: -1 | 1,
): Promise<void> {
  await write(ctx, async (tx) => {
    await lockArticle(ctx, tx, id);
    const ids = await pinIdsOf(tx, id);
    const from = ids.indexOf(pinId);
    if (from < 0) throw notFound(tr(ctx, 'errors.today.pinNotIn'));
    const to = movedIndex(from, step, ids.length);
    if (to !== null) await writeOrder(tx, ctx, id, moveItem(ids, from, to));
  });
}

/** The pin whose picture is the article's cover (one of its pins). */
export async function setArticleCover(
  ctx: Ctx,
  _by: TodayAuthor,
  id: number,
  pinId: number,
): Promise<void> {
  await write(ctx, async (tx) => {
    await lockArticle(ctx, tx, id);
    if (!(await pinIdsOf(tx, id)).includes(pinId)) {
      throw notFound(tr(ctx, 'errors.today.pinNotIn'));
    }
    await tx
      .update(todayArticles)
      .set({ coverPinId: pinId, updatedAt: ctx.now() })
      .where(eq(todayArticles.id, id));
  });
}

/** Publish (readers see it on /today/) or take back to draft. Publishing needs a shown pin. */
export async function setArticleStatus(
  ctx: Ctx,
  _by: TodayAuthor,
  id: number,
  status: 'published' | 'draft',
): Promise<void> {
  await write(ctx, async (tx) => {
    const row = await lockArticle(ctx, tx, id);
    if (status === 'published') {
      const [shown] = await tx
        .select({ id: pins.id })
        .from(todayArticlePins)
        .innerJoin(pins, eq(pins.id, todayArticlePins.pinId))
        .leftJoin(boards, eq(boards.id, pins.boardId))
        .where(and(eq(todayArticlePins.articleId, id), shownPinCondition))
        .limit(1);
      if (!shown) throw badRequest(tr(ctx, 'errors.today.addVisiblePin'));
    }
    await tx
      .update(todayArticles)
      .set({
        status,
        updatedAt: ctx.now(),
        ...(status === 'published' && row.status !== 'published' ? { publishedAt: ctx.now() } : {}),
      })
      .where(eq(todayArticles.id, id));
  });
}

export async function deleteArticle(ctx: Ctx, _by: TodayAuthor, id: number): Promise<void> {
  await write(ctx, async (tx) => {
    await lockArticle(ctx, tx, id);
    await tx.delete(todayArticles).where(eq(todayArticles.id, id));
  });
}

/** Every article, drafts too, most recently changed first: the composer's list. */
export async function listAllArticles(ctx: Ctx, _by: TodayAuthor): Promise<TodayArticleCard[]> {
  const rows = await ctx.db
    .select(articleColumns)
    .from(todayArticles)
    .orderBy(desc(todayArticles.updatedAt), desc(todayArticles.id))
    .limit(200);
  return presentCards(ctx, rows);
}

/** One article for its editor: its fields and every pin in order, shown to readers or not. */
export async function getArticleForEditing(ctx: Ctx, _by: TodayAuthor, id: number) {
  const row = await lockArticle(ctx, ctx.db, id);
  const [card] = await presentCards(ctx, [row]);
  const listed = await ctx.db
    .select({
      id: pins.id,
      title: pins.title,
      signature: pins.imageSignature,
      shown: sql<boolean>`coalesce(${shownPinCondition}, false)`,
    })
    .from(todayArticlePins)
    .innerJoin(pins, eq(pins.id, todayArticlePins.pinId))
    .leftJoin(boards, eq(boards.id, pins.boardId))
    .where(eq(todayArticlePins.articleId, id))
    .orderBy(asc(todayArticlePins.position), asc(todayArticlePins.pinId));
  // the card's cover: the chosen pin while readers may see it, else the first shown pin
  const chosen = listed.find((p) => p.id === row.coverPinId && p.shown);
  const coverId = (chosen ?? listed.find((p) => p.shown))?.id ?? null;
  const composerPins: TodayComposerPin[] = listed.map((p) => ({
    id: String(p.id),
    title: p.title,
    imageUrl: p.shown && p.signature ? imageUrl(p.signature, '236x') : null,
    shown: Boolean(p.shown),
    isCover: p.id === coverId,
  }));
  return {
    article: { ...(card as TodayArticleCard), body: row.body, interestId: row.interestId },
    pins: composerPins,
  };
}

/** The interests an author may pick from. */
export async function interestChoices(ctx: Ctx) {
  const rows = await ctx.db
    .select({ id: interests.id, name: interests.name })
    .from(interests)
    .orderBy(asc(interests.name))
    .limit(500);
  return rows.map((r) => ({ id: String(r.id), name: r.name }));
}
