import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardModel, PinModel } from '#domain/models';
import type { Envelope } from '#server/api/envelope';
import type { Ctx } from '#server/context';
import { boards, interests, pins, users } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';

// Feeds: skeleton → hydrate → rules → present with keyset pagination over (created_at, id)
// descending (DESIGN.md "Code style"); secret boards exist only for their members.

interface Page<T> {
  status: number;
  data: T;
  bookmark: string | null | undefined;
  error: Envelope<T>['resource_response']['error'];
}

async function call<T>(app: FastifyInstance, name: string, options: unknown): Promise<Page<T>> {
  const res = await app.inject({
    method: 'GET',
    url: `/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`,
  });
  const rr = (res.json() as Envelope<T>).resource_response;
  return { status: res.statusCode, data: rr.data as T, bookmark: rr.bookmark, error: rr.error };
}

/** Follows bookmarks to the end; fails on a page that is not a 200 or on a runaway walk. */
async function walk(
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

function bookmarkOf(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** '2024-03-01T10:00:00.123456Z' → microseconds since the epoch, exactly. */
function micros(ts: string): bigint {
  const m = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?Z$/.exec(ts);
  if (!m?.[1]) throw new Error(`bad timestamp ${ts}`);
  return BigInt(Date.parse(`${m[1]}Z`)) * 1000n + BigInt((m[2] ?? '').padEnd(6, '0'));
}

interface Made {
  id: number;
  at: bigint;
}

/** Newest first, ties broken by the higher id: the order every pin feed promises. */
function feedOrder(made: Made[]): string[] {
  return [...made]
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at > b.at ? -1 : 1))
    .map((m) => String(m.id));
}

describe.each(dbKinds())('pin feeds on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let ctx: Ctx;
  let sig: string;

  // the world every test reads; nothing is changed after beforeAll
  const walkPins: Made[] = [];
  const boardlessPins: Made[] = [];
  let secretPins: number[] = [];
  let deletedPins: number[] = [];
  let deletedBoardPins: number[] = [];
  let repins: number[] = [];
  let goneUserPins: number[] = [];
  const foodPins: number[] = [];
  let noInterestPin = 0;
  let secretFoodPin = 0;

  async function pinAt(
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

  beforeAll(async () => {
    t = await createTestApp(kind);
    app = t.tessera.app;
    ctx = t.tessera.systemCtx();
    sig = (await makeImage(ctx, 7, 300, 450)).signature;

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
      const made = await pinAt(alice.id, walkBoard.id, at, { interestId });
      walkPins.push(made);
      if (interestId === food.id) foodPins.push(made.id);
      if (interestId === null) noInterestPin = made.id;
    }
    boardlessPins.push(await pinAt(bob.id, null, '2024-01-05T12:00:00Z'));

    // newer than everything above, so a leak would surface on the first page
    secretPins = [
      (await pinAt(alice.id, secret.id, '2024-04-01T00:00:00Z')).id,
      (await pinAt(alice.id, secret.id, '2024-04-01T00:00:00Z')).id,
    ];
    secretFoodPin = (
      await pinAt(alice.id, secret.id, '2024-04-02T00:00:00Z', {
        interestId: food.id,
      })
    ).id;
    secretPins.push(secretFoodPin);
    deletedPins = [
      (
        await pinAt(alice.id, walkBoard.id, '2024-04-03T00:00:00Z', {
          deletedAt: new Date(),
          interestId: food.id,
        })
      ).id,
      (await pinAt(alice.id, walkBoard.id, '2024-03-01T10:00:00Z', { deletedAt: new Date() })).id,
    ];
    deletedBoardPins = [(await pinAt(alice.id, dropped.id, '2024-04-04T00:00:00Z')).id];
    await ctx.db.update(boards).set({ deletedAt: new Date() }).where(eq(boards.id, dropped.id));

    const origin = walkPins[0] as Made;
    repins = [
      (
        await pinAt(bob.id, bobBoard.id, '2024-04-05T00:00:00Z', {
          originPinId: origin.id,
          viaPinnerId: alice.id,
          interestId: food.id,
        })
      ).id,
      (
        await pinAt(bob.id, bobBoard.id, '2024-04-05T00:00:01Z', {
          originPinId: (walkPins[1] as Made).id,
          viaPinnerId: alice.id,
        })
      ).id,
    ];

    goneUserPins = [
      (await pinAt(gone.id, goneBoard.id, '2024-04-06T00:00:00Z', { interestId: food.id })).id,
      (await pinAt(gone.id, null, '2024-04-06T00:00:00Z')).id,
    ];
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
  });
  afterAll(() => t.close());

  function hidden(): number[] {
    return [...secretPins, ...deletedPins, ...deletedBoardPins, ...repins, ...goneUserPins];
  }

  describe('HomefeedResource', () => {
    it('P-002 walks every visible pin exactly once, newest first, across identical timestamps', async () => {
      const expected = feedOrder([...walkPins, ...boardlessPins]);
      const { ids, pages, lastBookmark } = await walk(app, 'HomefeedResource', {}, 7);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expected);
      expect(pages).toEqual([7, 7, 7, 7, 3]);
      expect(lastBookmark).toBeNull();
    });

    it('gives the same sequence whatever the page size', async () => {
      const expected = feedOrder([...walkPins, ...boardlessPins]);
      for (const size of [1, 4, 10, 31, 100]) {
        const { ids } = await walk(app, 'HomefeedResource', {}, size);
        expect(ids, `page_size ${size}`).toEqual(expected);
      }
    });

    it('uses 25 pins per page by default and the bookmarks form too', async () => {
      const first = await call<PinModel[]>(app, 'HomefeedResource', {});
      expect(first.data).toHaveLength(25);
      expect(typeof first.bookmark).toBe('string');
      const second = await call<PinModel[]>(app, 'HomefeedResource', {
        bookmarks: [first.bookmark],
      });
      expect(second.status).toBe(200);
      expect(second.data.map((p) => p.id)).toEqual(
        feedOrder([...walkPins, ...boardlessPins]).slice(25),
      );
      expect(second.bookmark).toBeNull();
    });

    it('an exact multiple of the page size ends with a null bookmark, not an empty page', async () => {
      const { pages, lastBookmark } = await walk(app, 'HomefeedResource', {}, 31);
      expect(pages).toEqual([31]);
      expect(lastBookmark).toBeNull();
    });

    it('never shows deleted pins, secret-board pins, pins of deleted boards or deleted users, or repins', async () => {
      const { ids } = await walk(app, 'HomefeedResource', {}, 100);
      for (const id of hidden()) expect(ids).not.toContain(String(id));
    });

    it.each([
      ['random text', 'not-a-bookmark'],
      ['base64 of non-JSON', Buffer.from('hello').toString('base64url')],
      ['a JSON object', bookmarkOf({ createdAt: '2024-01-01', id: 1 })],
      ['a wrong tuple length', bookmarkOf(['2024-03-01 10:00:00+00', 1, 2])],
      ['a non-date string', bookmarkOf(['yesterday', 1000])],
      ['an SQL fragment', bookmarkOf(["2024-01-01'); drop table pins; --", 1000])],
      ['a fractional id', bookmarkOf(['2024-03-01 10:00:00+00', 1.5])],
      ['an unsafe integer id', bookmarkOf(['2024-03-01 10:00:00+00', 2 ** 60])],
      ['a string id', bookmarkOf(['2024-03-01 10:00:00+00', '1000'])],
    ])('a tampered bookmark (%s) is a 400, not a 500', async (_label, bookmark) => {
      const page = await call<PinModel[]>(app, 'HomefeedResource', { bookmark });
      expect(page.status).toBe(400);
      expect(page.error?.code).toBe('bad_request');
      expect(page.error?.message).toMatch(/bookmark/i);
    });

    // A bookmark is checked to be a real instant before it reaches the database.
    it.each([
      ['month 13', ['2024-13-45 10:00:00+00', 1000]],
      ['February 30', ['2024-02-30 10:00:00+00', 1000]],
      ['hour 99', ['2024-03-01 99:99:99+00', 1000]],
      ['year 0000', ['0000-01-01 00:00:00+00', 1000]],
      ['a zone offset of 99 hours', ['2024-03-01 10:00:00+99', 1000]],
    ])(
      'a well-shaped bookmark with an impossible time (%s) is a 400, not a 500',
      async (_label, value) => {
        const page = await call<PinModel[]>(app, 'HomefeedResource', {
          bookmark: bookmarkOf(value),
        });
        expect(page.status).toBe(400);
        expect(page.error?.code).toBe('bad_request');
      },
    );

    it('a genuine bookmark keeps working when pins newer than it appear', async () => {
      const first = await call<PinModel[]>(app, 'HomefeedResource', { page_size: 5 });
      const rest = await walk(app, 'HomefeedResource', { bookmark: first.bookmark }, 5);
      expect([...first.data.map((p) => p.id), ...rest.ids]).toEqual(
        feedOrder([...walkPins, ...boardlessPins]),
      );
    });
  });

  describe('BoardFeedResource', () => {
    it('pages a board newest first, every live pin once', async () => {
      const { ids, lastBookmark } = await walk(
        app,
        'BoardFeedResource',
        { username: 'feed_alice', slug: 'walk' },
        6,
      );
      expect(ids).toEqual(feedOrder(walkPins));
      expect(lastBookmark).toBeNull();
      for (const id of deletedPins) expect(ids).not.toContain(String(id));
    });

    it('includes repins on the board they were saved to, marked as repins', async () => {
      const { ids } = await walk(
        app,
        'BoardFeedResource',
        { username: 'feed_bob', slug: 'saves' },
        10,
      );
      expect(ids).toEqual(repins.map(String).reverse());
      const page = await call<PinModel[]>(app, 'BoardFeedResource', {
        username: 'feed_bob',
        slug: 'saves',
      });
      for (const p of page.data) {
        expect(p.isRepin).toBe(true);
        expect(p.viaPinner?.username).toBe('feed_alice');
        expect(p.originPinner?.username).toBe('feed_alice');
      }
    });

    it('the username is matched case-insensitively', async () => {
      const page = await call<PinModel[]>(app, 'BoardFeedResource', {
        username: 'FEED_ALICE',
        slug: 'walk',
        page_size: 3,
      });
      expect(page.status).toBe(200);
      expect(page.data).toHaveLength(3);
    });

    it('a secret board is a 404 for a visitor, feed and board alike', async () => {
      const feed = await call(app, 'BoardFeedResource', { username: 'feed_alice', slug: 'diary' });
      expect(feed.status).toBe(404);
      expect(feed.data).toBeNull();
      const board = await call(app, 'BoardResource', { username: 'feed_alice', slug: 'diary' });
      expect(board.status).toBe(404);
      // the same answer as a board that does not exist: existence itself is private
      const none = await call(app, 'BoardResource', { username: 'feed_alice', slug: 'no-such' });
      expect(board.error?.message).toBe(none.error?.message);
    });

    it('a deleted board and a deleted owner are 404s', async () => {
      expect(
        (await call(app, 'BoardFeedResource', { username: 'feed_alice', slug: 'dropped' })).status,
      ).toBe(404);
      expect(
        (await call(app, 'BoardFeedResource', { username: 'feed_gone', slug: 'gone-board' }))
          .status,
      ).toBe(404);
    });
  });

  describe('UserActivityPinsResource (created pins)', () => {
    it('P-034 pages the pins a user created, without secret, deleted or saved ones', async () => {
      const { ids, lastBookmark } = await walk(
        app,
        'UserActivityPinsResource',
        { username: 'feed_alice' },
        4,
      );
      expect(ids).toEqual(feedOrder(walkPins));
      expect(lastBookmark).toBeNull();
    });

    it('repins are not created pins', async () => {
      const { ids } = await walk(app, 'UserActivityPinsResource', { username: 'feed_bob' }, 10);
      expect(ids).toEqual(boardlessPins.map((m) => String(m.id)));
    });

    it('a deleted user has no created feed', async () => {
      const page = await call(app, 'UserActivityPinsResource', { username: 'feed_gone' });
      expect(page.status).toBe(404);
    });
  });

  describe('RelatedPinFeedResource', () => {
    it('never contains the pin itself and lists same-interest pins first', async () => {
      const pin = foodPins[3] as number;
      const { ids } = await walk(app, 'RelatedPinFeedResource', { pin_id: String(pin) }, 5);
      expect(ids).not.toContain(String(pin));
      expect(new Set(ids).size).toBe(ids.length);
      const otherFood = foodPins.filter((id) => id !== pin).map(String);
      // every other visible food pin is there, and before anything of another interest
      expect(ids.slice(0, otherFood.length).sort()).toEqual([...otherFood].sort());
    });

    it('leaves out secret, deleted, repinned and deleted-user pins of the same interest', async () => {
      const { ids } = await walk(
        app,
        'RelatedPinFeedResource',
        { pin_id: String(foodPins[0]) },
        50,
      );
      for (const id of [secretFoodPin, ...deletedPins, ...repins, ...goneUserPins]) {
        expect(ids).not.toContain(String(id));
      }
    });

    it('the related pins of a repin never contain the pin it was saved from', async () => {
      const { ids } = await walk(app, 'RelatedPinFeedResource', { pin_id: String(repins[0]) }, 50);
      expect(ids).not.toContain(String(repins[0]));
      expect(ids).not.toContain(String(walkPins[0]?.id));
    });

    it('a pin without an interest still gets related pins, never itself', async () => {
      const { ids } = await walk(
        app,
        'RelatedPinFeedResource',
        { pin_id: String(noInterestPin) },
        10,
      );
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(String(noInterestPin));
      for (const id of hidden()) expect(ids).not.toContain(String(id));
    });

    it('a deleted or unknown pin has no related feed', async () => {
      const deleted = await call(app, 'RelatedPinFeedResource', {
        pin_id: String(deletedPins[0]),
      });
      expect(deleted.status).toBe(404);
      expect(deleted.error?.message).toBe('Removed by the creator');
      const unknown = await call(app, 'RelatedPinFeedResource', { pin_id: '987654321' });
      expect(unknown.status).toBe(404);
      expect(unknown.error?.message).toBe('Unavailable');
    });

    // DESIGN.md: secret boards are a 404 where existence itself is private; a related feed
    // must not reveal a pin that PinResource calls Unavailable.
    it('a pin on a secret board has no related feed for a visitor (404 like PinResource)', async () => {
      const page = await call(app, 'RelatedPinFeedResource', { pin_id: String(secretFoodPin) });
      expect(page.status).toBe(404);
    });

    it("a deleted user's pin has no related feed (404 like PinResource)", async () => {
      const page = await call(app, 'RelatedPinFeedResource', { pin_id: String(goneUserPins[0]) });
      expect(page.status).toBe(404);
    });
  });

  describe('PinResource for hidden pins', () => {
    it('a pin on a secret board is Unavailable to a visitor, like an unknown pin', async () => {
      const page = await call(app, 'PinResource', { id: String(secretPins[0]) });
      expect(page.status).toBe(404);
      expect(page.error?.message).toBe('Unavailable');
    });

    it("a deleted user's pins vanish", async () => {
      for (const id of goneUserPins) {
        const page = await call(app, 'PinResource', { id: String(id) });
        expect(page.status).toBe(404);
      }
      expect((await call(app, 'UserResource', { username: 'feed_gone' })).status).toBe(404);
    });

    it('a pin on a deleted board is unavailable', async () => {
      const page = await call(app, 'PinResource', { id: String(deletedBoardPins[0]) });
      expect(page.status).toBe(404);
    });
  });

  describe('BoardsResource', () => {
    it('P-088 P-091 lists public and archived boards, hides secret and deleted ones from visitors', async () => {
      const page = await call<BoardModel[]>(app, 'BoardsResource', { username: 'feed_alice' });
      expect(page.status).toBe(200);
      expect(page.data.map((b) => b.slug).sort()).toEqual(['old-stuff', 'walk']);
      const walkBoard = page.data.find((b) => b.slug === 'walk') as BoardModel;
      expect(walkBoard.privacy).toBe('public');
      expect(walkBoard.archived).toBe(false);
      expect(walkBoard.url).toBe('/feed_alice/walk/');
      expect(walkBoard.owner.username).toBe('feed_alice');
      expect(page.data.find((b) => b.slug === 'old-stuff')?.archived).toBe(true);
    });

    it('P-089 include_archived false leaves archived boards out', async () => {
      const page = await call<BoardModel[]>(app, 'BoardsResource', {
        username: 'feed_alice',
        include_archived: false,
      });
      expect(page.data.map((b) => b.slug)).toEqual(['walk']);
    });

    it("a deleted user's boards are a 404", async () => {
      expect((await call(app, 'BoardsResource', { username: 'feed_gone' })).status).toBe(404);
    });
  });
});
