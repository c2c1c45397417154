import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TODAY_LIMITS, type TodayArticleCard } from '#domain/discovery/today';
import type { PinModel } from '#domain/pins/models';
import type { Ctx } from '#server/context';
import { boards, pins, todayArticles } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import {
  addArticlePin,
  createArticle,
  deleteArticle,
  getArticleForEditing,
  listAllArticles,
  moveArticlePin,
  removeArticlePin,
  setArticleCover,
  setArticleStatus,
  type TodayAuthor,
  todayAuthor,
  updateArticle,
} from '#server/services/today/author';
import {
  articleFeed,
  articleIdBySlug,
  getArticle,
  listPublishedArticles,
} from '#server/services/today/read';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { call } from './feed-support.ts';

// Issue 16: today articles (spec 02 §2 M-061..M-067), editorial collections of pins that
// employees compose; readers see published ones, never a deleted or secret-board pin.

function as(ctx: Ctx, user: { id: number; username: string }, employee: boolean): Ctx {
  return {
    ...ctx,
    viewer: {
      ...ctx.viewer,
      isAuth: true,
      id: String(user.id),
      username: user.username,
      isEmployee: employee,
      audience: employee ? 'employee' : 'user',
    },
    session: { id: `s${user.id}`, userId: user.id },
  };
}

async function status(p: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return (e as { httpStatus?: number }).httpStatus ?? -1;
  }
}

describe.each(dbKinds())('today articles on %s', (kind) => {
  let t: TestApp;
  let sys: Ctx;
  let staff: Ctx;
  let person: Ctx;
  let owner: Ctx;
  let by: TodayAuthor;
  let pinIds: number[];
  let secretPinId: number;
  let deletedPinId: number;
  let boardId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sys = t.tessera.systemCtx();
    const employee = await makeUser(sys, { role: 'employee' });
    const someone = await makeUser(sys);
    const pinner = await makeUser(sys);
    staff = as(sys, employee, true);
    person = as(sys, someone, false);
    owner = as(sys, pinner, false);
    by = todayAuthor(staff);
    const sig = (await makeImage(sys, 7)).signature;
    const board = await makeBoard(sys, pinner.id);
    boardId = board.id;
    const secret = await makeBoard(sys, pinner.id, { privacy: 'secret' });
    pinIds = [];
    for (let i = 0; i < 5; i++) {
      pinIds.push((await makePin(sys, pinner.id, board.id, { imageSignature: sig })).id);
    }
    secretPinId = (await makePin(sys, pinner.id, secret.id, { imageSignature: sig })).id;
    deletedPinId = (
      await makePin(sys, pinner.id, board.id, { imageSignature: sig, deletedAt: new Date() })
    ).id;
  });
  afterAll(() => t.close());

  async function article(title: string, pinsToAdd: number[] = [], publish = false) {
    const id = await createArticle(staff, by, { title, subtitle: 'Sub', body: 'Words.' });
    for (const p of pinsToAdd) await addArticlePin(staff, by, id, String(p));
    if (publish) await setArticleStatus(staff, by, id, 'published');
    return id;
  }

  const ids = (list: { id: string }[]) => list.map((x) => Number(x.id));

  it('composing is for employees only: visitors and other people get a 404', async () => {
    expect(await status(Promise.resolve().then(() => todayAuthor(sys)))).toBe(404);
    expect(await status(Promise.resolve().then(() => todayAuthor(person)))).toBe(404);
    expect(todayAuthor(staff)).toEqual({ kind: 'employee', userId: Number(staff.viewer.id) });
  });

  it('M-061 a draft is on no list and opens for no reader; once published it is on /today/', async () => {
    const id = await article('Draft then published', [pinIds[0] as number]);
    const listed = async (ctx: Ctx) => ids((await listPublishedArticles(ctx)).items);
    expect(await listed(sys)).not.toContain(id);
    expect(await status(getArticle(sys, id))).toBe(404);
    expect(await status(getArticle(person, id))).toBe(404);
    expect((await getArticle(staff, id)).article.status).toBe('draft');
    await setArticleStatus(staff, by, id, 'published');
    expect(await listed(sys)).toContain(id);
    const api = await call<TodayArticleCard[]>(t.tessera.app, 'TodayArticlesResource', {});
    expect(api.status).toBe(200);
    expect(ids(api.data)).toContain(id);
    await setArticleStatus(staff, by, id, 'draft');
    expect(await listed(sys)).not.toContain(id);
    expect((await call(t.tessera.app, 'TodayArticleResource', { id })).status).toBe(404);
  });

  it('an article shows its pins in the order the author set: add, move, remove', async () => {
    const [a, b, c] = pinIds as [number, number, number];
    const id = await article('Ordered', [a, b, c], true);
    const order = async () => ids((await getArticle(sys, id)).pins.items);
    expect(await order()).toEqual([a, b, c]);
    await moveArticlePin(staff, by, id, c, -1);
    expect(await order()).toEqual([a, c, b]);
    await moveArticlePin(staff, by, id, a, -1); // at the top already: stays
    expect(await order()).toEqual([a, c, b]);
    await moveArticlePin(staff, by, id, b, -1);
    expect(await order()).toEqual([a, b, c]);
    await removeArticlePin(staff, by, id, a);
    expect(await order()).toEqual([b, c]);
    const api = await call<{ pins: { items: PinModel[] } }>(t.tessera.app, 'TodayArticleResource', {
      id,
    });
    expect(ids(api.data.pins.items)).toEqual([b, c]);
    const feed = await call<PinModel[]>(t.tessera.app, 'TodayArticleFeedResource', {
      article_id: id,
      page_size: 1,
    });
    expect(ids(feed.data)).toEqual([b]);
    const next = await call<PinModel[]>(t.tessera.app, 'TodayArticleFeedResource', {
      article_id: id,
      page_size: 1,
      bookmark: feed.bookmark,
    });
    expect(ids(next.data)).toEqual([c]);
    expect(next.bookmark).toBeNull();
  });

  it('adds a pin by its url, its path or its id, each once', async () => {
    const [a, b, c] = pinIds as [number, number, number];
    const id = await article('By url');
    await addArticlePin(staff, by, id, `http://localhost:3000/pin/${a}/`);
    await addArticlePin(staff, by, id, `/pin/some-title--${b}/`);
    await addArticlePin(staff, by, id, ` ${c} `);
    expect(ids((await getArticle(staff, id)).pins.items)).toEqual([a, b, c]);
    expect(await status(addArticlePin(staff, by, id, String(a)))).toBe(409);
    expect(await status(addArticlePin(staff, by, id, 'not a pin'))).toBe(400);
    expect(await status(addArticlePin(staff, by, id, 'https://x.test/board/5/'))).toBe(400);
    expect(await status(addArticlePin(staff, by, id, '999999999'))).toBe(404);
    expect(await status(addArticlePin(staff, by, id, String(deletedPinId)))).toBe(404);
    expect(await status(addArticlePin(staff, by, id, String(secretPinId)))).toBe(404);
    expect(await status(addArticlePin(staff, by, 999_999, String(a)))).toBe(404);
  });

  it(`holds at most ${TODAY_LIMITS.maxPins} pins`, async () => {
    const id = await article('Full');
    const sig = (await makeImage(sys, 8)).signature;
    const pinner = Number(owner.viewer.id);
    for (let i = 0; i < TODAY_LIMITS.maxPins; i++) {
      const p = await makePin(sys, pinner, boardId, { imageSignature: sig });
      await addArticlePin(staff, by, id, String(p.id));
    }
    const extra = await makePin(sys, pinner, boardId, { imageSignature: sig });
    expect(await status(addArticlePin(staff, by, id, String(extra.id)))).toBe(400);
  });

  it('a secret-board pin is never shown in an article, not even to its owner; with none left the article is empty', async () => {
    const sig = (await makeImage(sys, 9)).signature;
    const pinner = Number(owner.viewer.id);
    const board = await makeBoard(sys, pinner);
    const p1 = await makePin(sys, pinner, board.id, { imageSignature: sig });
    const p2 = await makePin(sys, pinner, board.id, { imageSignature: sig });
    const id = await article('Soon secret', [p1.id, p2.id], true);
    await setArticleCover(staff, by, id, p2.id);
    await sys.db.update(boards).set({ privacy: 'secret' }).where(eq(boards.id, board.id));
    bumpDataVersion();
    for (const ctx of [sys, person, owner, staff]) {
      const view = await getArticle(ctx, id);
      expect(view.pins.items).toEqual([]);
      expect(view.article.cover).toBeNull();
      expect(view.article.pinCount).toBe(0);
      expect((await articleFeed(ctx, id)).items).toEqual([]);
    }
    const edit = await getArticleForEditing(staff, by, id);
    expect(edit.pins.map((p) => p.shown)).toEqual([false, false]);
    // publishing needs a pin readers can see
    await setArticleStatus(staff, by, id, 'draft');
    expect(await status(setArticleStatus(staff, by, id, 'published'))).toBe(400);
  });

  it('a deleted pin leaves the article and the cover falls back to the next shown pin', async () => {
    const sig = (await makeImage(sys, 10)).signature;
    const pinner = Number(owner.viewer.id);
    const p1 = await makePin(sys, pinner, boardId, { imageSignature: sig });
    const p2 = await makePin(sys, pinner, boardId, { imageSignature: sig });
    const id = await article('Deleted pin', [p1.id, p2.id], true);
    expect((await getArticle(sys, id)).article.cover?.url).toContain(sig);
    await sys.db.update(pins).set({ deletedAt: new Date() }).where(eq(pins.id, p1.id));
    bumpDataVersion();
    const view = await getArticle(sys, id);
    expect(ids(view.pins.items)).toEqual([p2.id]);
    expect(view.article.cover).not.toBeNull();
    expect(view.article.pinCount).toBe(1);
  });

  it('M-063..M-066 lists by kind, newest first, and pages with a keyset bookmark', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await article(`Shop ${i}`, [pinIds[i] as number]);
      await updateArticle(staff, by, id, { title: `Shop ${i}`, kind: 'shop' });
      await setArticleStatus(staff, by, id, 'published');
      made.push(id);
    }
    const seen: number[] = [];
    let bookmark: string | null = null;
    do {
      const page = await listPublishedArticles(sys, { kind: 'shop', pageSize: 2, bookmark });
      seen.push(...ids(page.items));
      expect(page.items.every((a) => a.kind === 'shop')).toBe(true);
      bookmark = page.bookmark;
    } while (bookmark);
    expect(seen).toEqual([...made].reverse());
    const best = await listPublishedArticles(sys, { kind: 'best' });
    expect(ids(best.items)).not.toContain(made[0]);
  });

  it('bad input is a 400 with a readable message; unknown articles a 404', async () => {
    expect(await status(createArticle(staff, by, { title: '   ' }))).toBe(400);
    expect(
      await status(createArticle(staff, by, { title: 'x'.repeat(TODAY_LIMITS.titleMax + 1) })),
    ).toBe(400);
    expect(await status(createArticle(staff, by, { title: 'Kind', kind: 'news' }))).toBe(400);
    expect(await status(createArticle(staff, by, { title: 'Int', interestId: 999_999 }))).toBe(400);
    expect(await status(updateArticle(staff, by, 999_999, { title: 'Gone' }))).toBe(404);
    const app = t.tessera.app;
    for (const [name, options] of [
      ['TodayArticlesResource', { kind: 'news' }],
      ['TodayArticlesResource', { bookmark: 'not-a-bookmark' }],
      ['TodayArticleResource', { id: 'abc' }],
      ['TodayArticleFeedResource', { article_id: 1 }],
    ] as const) {
      const res = await call(app, name, options);
      expect(res.status, `${name} ${JSON.stringify(options)}`).toBe(
        name === 'TodayArticleFeedResource' ? 404 : 400,
      );
      expect(res.error?.message).toBeTruthy();
    }
    const published = await article('Bookmark check', [pinIds[0] as number], true);
    const bad = await call(app, 'TodayArticleFeedResource', {
      article_id: published,
      bookmark: 'x.y',
    });
    expect(bad.status).toBe(400);
    expect((await call(app, 'TodayArticleResource', { id: 999_999 })).status).toBe(404);
  });

  it('M-067 slugs are unique and lead to the article; drafts and deleted ones are unknown', async () => {
    const a = await article('Same title', [pinIds[1] as number], true);
    const b = await article('Same title', [pinIds[1] as number], true);
    const [ra] = await sys.db.select().from(todayArticles).where(eq(todayArticles.id, a));
    const [rb] = await sys.db.select().from(todayArticles).where(eq(todayArticles.id, b));
    expect(ra?.slug).toBe('same-title');
    expect(rb?.slug).toBe('same-title-2');
    expect(await articleIdBySlug(sys, 'same-title-2')).toBe(b);
    // a published article keeps its slug when retitled
    await updateArticle(staff, by, a, { title: 'Another title' });
    expect(await articleIdBySlug(sys, 'same-title')).toBe(a);
    await setArticleStatus(staff, by, b, 'draft');
    expect(await status(articleIdBySlug(sys, 'same-title-2'))).toBe(404);
    await deleteArticle(staff, by, a);
    expect(await status(articleIdBySlug(sys, 'same-title'))).toBe(404);
    expect(await status(getArticle(staff, a))).toBe(404);
    expect(ids(await listAllArticles(staff, by))).not.toContain(a);
  });
});
