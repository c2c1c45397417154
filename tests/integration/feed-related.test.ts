import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { buildFeedWorld, call, type Made, walk } from './feed-support.ts';

// Feeds: skeleton → hydrate → rules → present with keyset pagination over (created_at, id)
// descending (docs/architecture.md "Feeds"); secret boards exist only for their members.

describe.each(dbKinds())('related pins and hidden pins on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let walkPins: Made[];
  let secretPins: number[];
  let deletedPins: number[];
  let deletedBoardPins: number[];
  let repins: number[];
  let goneUserPins: number[];
  let foodPins: number[];
  let noInterestPin: number;
  let secretFoodPin: number;
  let hidden: () => number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({
      app,
      walkPins,
      secretPins,
      deletedPins,
      deletedBoardPins,
      repins,
      goneUserPins,
      foodPins,
      noInterestPin,
      secretFoodPin,
      hidden,
    } = await buildFeedWorld(t));
  });
  afterAll(() => t.close());

  describe('RelatedPinFeedResource', () => {
    it('never contains the pin itself and lists every other same-interest pin once', async () => {
      const pin = foodPins[3] as number;
      const { ids } = await walk(app, 'RelatedPinFeedResource', { pin_id: String(pin) }, 5);
      expect(ids).not.toContain(String(pin));
      expect(new Set(ids).size).toBe(ids.length);
      // issue 16: pins saved on the same public board (here all of Walk) are related too, in
      // one newest-first set with the same-interest ones
      const otherFood = foodPins.filter((id) => id !== pin).map(String);
      for (const id of otherFood) expect(ids).toContain(id);
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

    // docs/architecture.md "The API": secret boards are a 404 where existence itself is private; a related feed
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
});
