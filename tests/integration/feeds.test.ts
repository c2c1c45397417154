import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { bookmarkOf, buildFeedWorld, call, feedOrder, type Made, walk } from './feed-support.ts';

// Feeds: skeleton → hydrate → rules → present with keyset pagination over (created_at, id)
// descending (docs/architecture.md "Feeds"); secret boards exist only for their members.

describe.each(dbKinds())('home feed on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let walkPins: Made[];
  let boardlessPins: Made[];
  let hidden: () => number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ app, walkPins, boardlessPins, hidden } = await buildFeedWorld(t));
  });
  afterAll(() => t.close());

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
});
