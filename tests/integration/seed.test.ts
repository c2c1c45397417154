import { asc, count, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import type { Envelope } from '#server/api/envelope';
import type { Ctx } from '#server/context';
import type { Db } from '#server/db/client';
import { boards, images, interests, pins, users } from '#server/db/schema/index';
import { resetDatabase, seedDemo } from '#server/demo/seed';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';

const SMALL = { users: 6, boards: 12, pins: 60 };
// the default catalogue's shares (10% product, 10% recipe, 5% carousel, 5% story, 3% collection,
// 4% promoted, 8% repins) applied to 200 pins; fewer people than the default keeps it quick
const MIXED = { users: 8, boards: 24, pins: 200 };

/** What a seed wrote, in insertion order, without ids or times. */
async function contentOf(db: Db) {
  const u = await db
    .select({
      username: users.username,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(users)
    .orderBy(asc(users.id));
  const b = await db
    .select({ slug: boards.slug, name: boards.name, privacy: boards.privacy })
    .from(boards)
    .orderBy(asc(boards.id));
  const p = await db
    .select({
      title: pins.title,
      kind: pins.kind,
      link: pins.link,
      imageSignature: pins.imageSignature,
      repin: isNotNull(pins.originPinId),
    })
    .from(pins)
    .orderBy(asc(pins.id));
  return { users: u, boards: b, pins: p };
}

async function rowCounts(db: Db) {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({ users, boards, pins, images, interests })) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe.each(dbKinds())('seedDemo on %s', (kind) => {
  let t: TestApp;
  let other: TestApp;
  let ctx: Ctx;

  beforeAll(async () => {
    [t, other] = await Promise.all([createTestApp(kind), createTestApp(kind)]);
    ctx = t.tessera.systemCtx();
  });
  afterAll(async () => {
    await Promise.all([t.close(), other.close()]);
  });

  it('a failing image store leaves no rows at all', async () => {
    const failing: Ctx = {
      ...ctx,
      blobs: { ...ctx.blobs, put: () => Promise.reject(new Error('disk full')) },
    };
    await expect(seedDemo(failing, SMALL)).rejects.toThrow('disk full');
    expect(await rowCounts(ctx.db)).toEqual({
      users: 0,
      boards: 0,
      pins: 0,
      images: 0,
      interests: 0,
    });
  });

  it('a failure while writing rows rolls every row back', async () => {
    // an invalid clock makes the first users insert throw, after images and interests
    // were already written in the same transaction
    const broken: Ctx = { ...ctx, now: () => new Date(Number.NaN) };
    await expect(seedDemo(broken, { users: 4, boards: 4, pins: 4 })).rejects.toThrow();
    expect(await rowCounts(ctx.db)).toEqual({
      users: 0,
      boards: 0,
      pins: 0,
      images: 0,
      interests: 0,
    });
  });

  it('is deterministic: two fresh databases get the same content', async () => {
    const a = await seedDemo(ctx, SMALL);
    const b = await seedDemo(other.tessera.systemCtx(), SMALL);
    expect(b).toEqual(a);
    expect(a).toMatchObject({ users: 6, boards: 12, pins: 60 });
    const first = await contentOf(ctx.db);
    const second = await contentOf(other.tessera.database.db);
    expect(first.users).toHaveLength(6);
    expect(first.pins).toHaveLength(60);
    expect(second).toEqual(first);
  });

  it('the seeded home feed serves through the API', async () => {
    const res = await t.tessera.app.inject({
      method: 'GET',
      url: `/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { page_size: 10 } }))}`,
    });
    expect(res.statusCode).toBe(200);
    const rr = (res.json() as Envelope<PinModel[]>).resource_response;
    expect(rr.data).toHaveLength(10);
    expect(typeof rr.bookmark).toBe('string');
  });

  it('P-007 P-075 at 200 pins the catalogue covers every kind it promises', async () => {
    const db = other.tessera.database.db;
    await resetDatabase(db);
    const result = await seedDemo(other.tessera.systemCtx(), MIXED);
    expect(result).toMatchObject({ users: 8, boards: 24, pins: 200 });
    const kinds = await db.select({ kind: pins.kind, n: count() }).from(pins).groupBy(pins.kind);
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
    for (const k of ['image', 'product', 'recipe', 'carousel', 'story', 'collection']) {
      expect(byKind[k] ?? 0, k).toBeGreaterThan(0);
    }
    const promoted = await db
      .select({ id: pins.id })
      .from(pins)
      .where(sql`(${pins.promotion} ->> 'isPromoted')::boolean`);
    expect(promoted.length).toBeGreaterThan(0);
    // P-075: the API presents them as promoted pins with their promoter
    const res = await other.tessera.app.inject({
      method: 'GET',
      url: `/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: String(promoted[0]?.id) } }))}`,
    });
    const pin = (res.json() as Envelope<PinModel>).resource_response.data;
    expect(pin?.isPromoted).toBe(true);
    expect(pin?.promoter?.username).toBeTruthy();
    const [repins] = await db.select({ n: count() }).from(pins).where(isNotNull(pins.originPinId));
    expect(repins?.n ?? 0).toBeGreaterThan(0);
    const privacy = await db
      .select({ privacy: boards.privacy })
      .from(boards)
      .groupBy(boards.privacy);
    expect(privacy.map((p) => p.privacy)).toContain('public');
    // every pin's images exist as rows, so every card can render
    const [orphans] = await db
      .select({ n: count() })
      .from(pins)
      .where(
        sql`not exists (select 1 from ${images} i where i.signature = ${pins.imageSignature})`,
      );
    expect(orphans?.n).toBe(0);
  });
});
