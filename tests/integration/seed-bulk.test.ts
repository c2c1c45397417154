import { count, countDistinct, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { boards, images, interests, pins, users } from '#server/db/schema/index';
import { seedBulk } from '#server/demo/bulk';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, rr } from './auth-support.ts';

// Issue 32: `tessera seed --pins N` past the demo's size writes the rest in bulk (decision 040):
// the counts asked for, pictures from the demo's pool, and pins that every surface reaches.

const N = 5_000;
// a small demo under the bulk pins keeps the pictures to render few
const DEMO = { users: 6, boards: 12, pins: 60 };

describe.each(dbKinds())('bulk seed on %s', (kind) => {
  let t: TestApp;
  let visitor: Client;
  let result: Awaited<ReturnType<typeof seedBulk>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    visitor = new Client(t);
    result = await seedBulk(t.tessera.systemCtx(), { pins: N, demo: DEMO });
  });
  afterAll(() => t?.close());

  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

  it('writes N pins in all, the demo first, with people and boards in proportion', async () => {
    const db = t.tessera.database.db;
    expect(result.pins).toBe(N);
    expect(await one(db.select({ n: count() }).from(pins))).toBe(N);
    expect(await one(db.select({ n: count() }).from(users))).toBe(result.users);
    expect(await one(db.select({ n: count() }).from(boards))).toBe(result.boards);
    expect(result.users).toBeGreaterThanOrEqual(DEMO.users + 20);
    expect(result.boards).toBeGreaterThanOrEqual(DEMO.boards + 25);
    // about 8 % saves, each of an original on another board
    const saves = await one(
      db.select({ n: count() }).from(pins).where(isNotNull(pins.originPinId)),
    );
    expect(saves / N).toBeGreaterThan(0.05);
    expect(saves / N).toBeLessThan(0.12);
    const strays = await one(
      db
        .select({ n: count() })
        .from(pins)
        .where(
          sql`${pins.originPinId} is not null and not exists (select 1 from pins o
            where o.id = ${pins.originPinId} and o.origin_pin_id is null
              and o.board_id <> ${pins.boardId})`,
        ),
    );
    expect(strays).toBe(0);
  });

  it("draws pictures from the demo's pool and gives every pin an interest of its board", async () => {
    const db = t.tessera.database.db;
    const pictures = await one(db.select({ n: countDistinct(pins.imageSignature) }).from(pins));
    const rows = await one(db.select({ n: count() }).from(images));
    expect(pictures).toBeLessThanOrEqual(rows);
    expect(rows).toBeLessThan(300);
    expect(await one(db.select({ n: count() }).from(pins).where(isNull(pins.interestId)))).toBe(0);
    const [topics] = await db.select({ n: countDistinct(pins.interestId) }).from(pins);
    expect(topics?.n).toBeGreaterThan(10);
    expect(await one(db.select({ n: count() }).from(interests))).toBeGreaterThan(10);
    // board counts are the pins written
    const wrong = await one(
      db
        .select({ n: count() })
        .from(boards)
        .where(
          sql`${boards.pinCount} <> (select count(*) from pins p where p.board_id = ${boards.id}
            and p.deleted_at is null)`,
        ),
    );
    expect(wrong).toBe(0);
    // product pins, as the shopping pages and related products read them
    const products = await one(
      db.select({ n: count() }).from(pins).where(eq(pins.kind, 'product')),
    );
    expect(products).toBeGreaterThan(50);
  });

  it('the pins are reachable: home, a bulk board, related pins, search', async () => {
    const home = await visitor.get('HomefeedResource', { page_size: 50 });
    expect(home.statusCode, home.body).toBe(200);
    const items = rr(home).data as PinModel[];
    expect(items).toHaveLength(50);
    const db = t.tessera.database.db;
    const [board] = await db
      .select({ slug: boards.slug, username: users.username, n: boards.pinCount })
      .from(boards)
      .innerJoin(users, eq(users.id, boards.ownerId))
      .where(sql`${boards.privacy} = 'public' and ${boards.id} > (select min(id) + 12 from boards)`)
      .orderBy(sql`${boards.pinCount} desc`)
      .limit(1);
    if (!board) throw new Error('no bulk board');
    const feed = await visitor.get('BoardFeedResource', {
      username: board.username,
      slug: board.slug,
      page_size: 100,
    });
    expect(feed.statusCode, feed.body).toBe(200);
    expect((rr(feed).data as PinModel[]).length).toBe(Math.min(100, board.n));
    const pin = items.find((p) => p.interest) ?? items[0];
    const related = await visitor.get('RelatedPinFeedResource', { pin_id: pin?.id });
    expect(related.statusCode, related.body).toBe(200);
    expect((rr(related).data as PinModel[]).length).toBeGreaterThan(0);
    const [titled] = await db
      .select({ title: pins.title })
      .from(pins)
      .where(gte(sql`length(${pins.title})`, 12))
      .orderBy(sql`${pins.id} desc`)
      .limit(1);
    const word = titled?.title.split(/\W+/).find((w) => w.length > 4) ?? 'linen';
    const found = await visitor.get('BaseSearchResource', { query: word, scope: 'pins' });
    expect(found.statusCode, found.body).toBe(200);
    expect((rr(found).data as PinModel[]).length, word).toBeGreaterThan(0);
  });
});
