import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardModel, PinModel } from '#domain/pins/models';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { buildFeedWorld, call, feedOrder, type Made, walk } from './feed-support.ts';

// Feeds: skeleton → hydrate → rules → present with keyset pagination over (created_at, id)
// descending (docs/architecture.md "Feeds"); secret boards exist only for their members.

describe.each(dbKinds())('board, created and board list feeds on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let walkPins: Made[];
  let boardlessPins: Made[];
  let deletedPins: number[];
  let repins: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ app, walkPins, boardlessPins, deletedPins, repins } = await buildFeedWorld(t));
  });
  afterAll(() => t.close());

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
