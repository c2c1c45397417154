import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import type { Envelope } from '#server/api/envelope';
import type { Ctx } from '#server/context';
import { boards, interests, pins, users } from '#server/db/schema/index';
import type { TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';

/** Shared by the pin feed suites (feeds, feed-boards, feed-related): calls and the world they read. */

export interface Page<T> {
  status: number;
  data: T;
  bookmark: string | null | undefined;
  error: Envelope<T>['resource_response']['error'];
}

export async function call<T>(
  app: FastifyInstance,
  name: string,
  options: unknown,
): Promise<Page<T>> {
  const res = await app.inject({
    method: 'GET',
    url: `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`,
  });
  const rr = (res.json() as Envelope<T>).resource_response;
  return { status: res.statusCode, data: rr.data as T, bookmark: rr.bookmark, error: rr.error };
}

/** Follows bookmarks to the end; fails on a page that is not a 200 or on a runaway walk. */
export async function walk(
  app: FastifyInstance,
  name: string,
  options: Record<string, unknown>,
  pageSize: number,
): Promise<{ ids: string[]; pages: number[]; lastBookmark: string | null | undefined }> {
  const ids: string[] = [];
  const pages: number[] = [];
  let bookmark: string | null | undefined;
  for (let i = 0; i < 100; i++) {
    const page = await call<PinModel[]>(app, name, {
      ...options,
      page_size: pageSize,
      ...(bookmark ? { bookmark } : {}),
    });
    expect(page.status, JSON.stringify(page.error)).toBe(200);
    pages.push(page.data.length);
    ids.push(...page.data.map((p) => p.id));
    bookmark = page.bookmark;
    if (!bookmark) return { ids, pages, lastBookmark: bookmark };
  }
  throw new Error(`${name} did not reach its last page`);
}

export function bookmarkOf(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** '2024-03-01T10:00:00.123456Z' → microseconds since the epoch, exactly. */
export function micros(ts: string): bigint {
  const m = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?Z$/.exec(ts);
  if (!m?.[1]) throw new Error(`bad timestamp ${ts}`);
  return BigInt(Date.parse(`${m[1]}Z`)) * 1000n + BigInt((m[2] ?? '').padEnd(6, '0'));
}

export interface Made {
  id: number;
  at: bigint;
}

/** Newest first, ties broken by the higher id: the order every pin feed promises. */
export function feedOrder(made: Made[]): string[] {
  return [...made]
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at > b.at ? -1 : 1))
    .map((m) => String(m.id));
}

/** The world every feed test reads; nothing is changed after it is built. */
export interface FeedWorld {
  app: FastifyInstance;
  ctx: Ctx;
  walkPins: Made[];
  boardlessPins: Made[];
  secretPins: number[];
  deletedPins: number[];
  deletedBoardPins: number[];
  repins: number[];
  goneUserPins: number[];
  foodPins: number[];
  noInterestPin: number;
  secretFoodPin: number;
  /** every pin no feed may show */
  hidden: () => number[];
}

async function pinAt(
  ctx: Ctx,
  sig: string,
  pinnerId: number,
  boardId: number | null,
  at: string,
  over: Parameters<typeof makePin>[3] = {},
): Promise<Made> {
  const p = await makePin(ctx, pinnerId, boardId, { imageSignature: sig, ...over });
  // a timestamptz literal keeps the microseconds a JS Date would drop
  await ctx.db
    .update(pins)
    .set({ createdAt: sql`${at}::timestamptz` })
    .where(eq(pins.id, p.id));
  return { id: p.id, at: micros(at) };
}

export async function buildFeedWorld(t: TestApp): Promise<FeedWorld> {
  const app = t.tessera.app;
  const ctx = t.tessera.systemCtx();
  const sig = (await makeImage(ctx, 7, 300, 450)).signature;
  const walkPins: Made[] = [];
  const boardlessPins: Made[] = [];
  const foodPins: number[] = [];
  let noInterestPin = 0;

  const [food, travel] = await ctx.db
    .insert(interests)
    .values([
      { name: 'Food and drink', urlName: 'food-and-drink' },
      { name: 'Travel', urlName: 'travel' },
    ])
    .returning();
  if (!food || !travel) throw new Error('interests not created');

  const alice = await makeUser(ctx, { username: 'feed_alice' });
  const bob = await makeUser(ctx, { username: 'feed_bob' });
  const gone = await makeUser(ctx, { username: 'feed_gone' });
  const walkBoard = await makeBoard(ctx, alice.id, { slug: 'walk', name: 'Walk' });
  const secret = await makeBoard(ctx, alice.id, { slug: 'diary', privacy: 'secret' });
  const dropped = await makeBoard(ctx, alice.id, { slug: 'dropped' });
  const bobBoard = await makeBoard(ctx, bob.id, { slug: 'saves' });
  await makeBoard(ctx, alice.id, { slug: 'old-stuff', archivedAt: new Date() });
  const goneBoard = await makeBoard(ctx, gone.id, { slug: 'gone-board' });

  // 30 live pins on one board: 10 with one identical timestamp, 8 apart by a microsecond
  // each, 12 on separate days; interests cycle food, travel, none.
  const stamps = [
    ...Array.from({ length: 10 }, () => '2024-03-01T10:00:00.000000Z'),
    ...Array.from({ length: 8 }, (_, k) => `2024-03-01T09:00:00.00000${k + 1}Z`),
    ...Array.from({ length: 12 }, (_, k) => `2024-02-${String(10 + k)}T08:00:00Z`),
  ];
  for (const [i, at] of stamps.entries()) {
    const interestId = i % 3 === 0 ? food.id : i % 3 === 1 ? travel.id : null;
    const made = await pinAt(ctx, sig, alice.id, walkBoard.id, at, { interestId });
    walkPins.push(made);
    if (interestId === food.id) foodPins.push(made.id);
    if (interestId === null) noInterestPin = made.id;
  }
  boardlessPins.push(await pinAt(ctx, sig, bob.id, null, '2024-01-05T12:00:00Z'));

  // newer than everything above, so a leak would surface on the first page
  const secretPins = [
    (await pinAt(ctx, sig, alice.id, secret.id, '2024-04-01T00:00:00Z')).id,
    (await pinAt(ctx, sig, alice.id, secret.id, '2024-04-01T00:00:00Z')).id,
  ];
  const secretFoodPin = (
    await pinAt(ctx, sig, alice.id, secret.id, '2024-04-02T00:00:00Z', {
      interestId: food.id,
    })
  ).id;
  secretPins.push(secretFoodPin);
  const deletedPins = [
    (
      await pinAt(ctx, sig, alice.id, walkBoard.id, '2024-04-03T00:00:00Z', {
        deletedAt: new Date(),
        interestId: food.id,
      })
    ).id,
    (
      await pinAt(ctx, sig, alice.id, walkBoard.id, '2024-03-01T10:00:00Z', {
        deletedAt: new Date(),
      })
    ).id,
  ];
  const deletedBoardPins = [
    (await pinAt(ctx, sig, alice.id, dropped.id, '2024-04-04T00:00:00Z')).id,
  ];
  await ctx.db.update(boards).set({ deletedAt: new Date() }).where(eq(boards.id, dropped.id));

  const origin = walkPins[0] as Made;
  const repins = [
    (
      await pinAt(ctx, sig, bob.id, bobBoard.id, '2024-04-05T00:00:00Z', {
        originPinId: origin.id,
        viaPinnerId: alice.id,
        interestId: food.id,
      })
    ).id,
    (
      await pinAt(ctx, sig, bob.id, bobBoard.id, '2024-04-05T00:00:01Z', {
        originPinId: (walkPins[1] as Made).id,
        viaPinnerId: alice.id,
      })
    ).id,
  ];

  const goneUserPins = [
    (await pinAt(ctx, sig, gone.id, goneBoard.id, '2024-04-06T00:00:00Z', { interestId: food.id }))
      .id,
    (await pinAt(ctx, sig, gone.id, null, '2024-04-06T00:00:00Z')).id,
  ];
  await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
  return {
    app,
    ctx,
    walkPins,
    boardlessPins,
    secretPins,
    deletedPins,
    deletedBoardPins,
    repins,
    goneUserPins,
    foodPins,
    noInterestPin,
    secretFoodPin,
    hidden: () => [...secretPins, ...deletedPins, ...deletedBoardPins, ...repins, ...goneUserPins],
  };
}
