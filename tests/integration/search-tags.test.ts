import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RichMetadata } from '#domain/pins/content';
import type { PinModel } from '#domain/pins/models';
import { pins } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { backfillPinTags } from '#server/services/search/tags';
import { createTestApp, dbKinds, type TestApp } from '../support/app';
import { makeBoard, makePin } from '../support/factory';
import { Client, rr, signedUp } from './auth-support';

// Decision 025 (tags): a tag of the closeup's tag row leads to a pin search, and the pin that
// carries the tag is among its results, through the real closeup and search APIs.
describe.each(dbKinds())('tag search on %s', (kind) => {
  let t: TestApp;
  let visitor: Client;
  let soupId: string;
  let cook: Awaited<ReturnType<typeof signedUp>>;
  let boardId: number;
  const soup: RichMetadata & { keywords: string[] } = {
    typeName: 'recipe',
    displayName: 'Roasted tomato soup',
    recipe: {
      ingredients: [{ items: ['plum tomatoes'] }, { category: 'Larder', items: ['salt'] }],
    },
    keywords: ['Weeknight quillwort'],
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    visitor = new Client(t);
    const ctx = t.tessera.systemCtx();
    cook = await signedUp(t);
    const board = await makeBoard(ctx, cook.id, { name: 'Soups', privacy: 'public' });
    boardId = board.id;
    // written as a pin stored before its tags were: no tags yet, filled by the start's backfill
    const pin = await makePin(ctx, cook.id, board.id, {
      title: 'Easy soup for a cold night',
      richMetadata: soup,
    });
    soupId = String(pin.id);
    await makePin(ctx, cook.id, board.id, { title: 'Larder shelves, tidied' });
  }, 120_000);
  afterAll(() => t?.close());

  async function searchIds(c: Client, options: Record<string, unknown>) {
    const res = await c.get('BaseSearchResource', options);
    expect(res.statusCode, res.body).toBe(200);
    return (rr(res).data as { id: string }[]).map((x) => x.id);
  }

  it('the backfill gives older pins their tags, and the tags find the pin', async () => {
    const ctx = t.tessera.systemCtx();
    expect(await backfillPinTags(ctx)).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select({ tags: pins.tags }).from(pins).where(eq(pins.id, +soupId));
    expect(row?.tags).toBe('Roasted tomato soup\nLarder\nWeeknight quillwort');
    // done once: nothing left for the next start
    expect(await backfillPinTags(ctx)).toBe(0);
    expect(await searchIds(visitor, { query: 'quillwort', scope: 'pins' })).toEqual([soupId]);
    expect(await searchIds(visitor, { query: 'larder', scope: 'pins' })).toContain(soupId);
  });

  it('every search tag of the closeup links to a search whose results hold the pin', async () => {
    const res = await visitor.get('PinResource', { id: soupId });
    expect(res.statusCode, res.body).toBe(200);
    const tags = (rr(res).data as PinModel).pinJoin?.annotationsWithLinksArray ?? [];
    expect(tags.map((x) => x.name)).toEqual([
      'Roasted tomato soup',
      'Larder',
      'Weeknight quillwort',
    ]);
    for (const tag of tags) {
      const link = new URL(tag.url, 'http://tessera.test');
      expect(link.pathname).toBe('/search/pins/');
      const q = link.searchParams.get('q');
      const ids = await searchIds(visitor, { query: q, rs: link.searchParams.get('rs') });
      expect(ids, `${tag.name} → ${tag.url}`).toContain(soupId);
    }
  });

  it('a save carries the tags: the saver finds it among their own pins by tag', async () => {
    const saver = await signedUp(t);
    const res = await saver.client.post('RepinResource', 'create', { pin_id: soupId });
    expect(res.statusCode, res.body).toBe(200);
    const copy = (rr(res).data as { id: string }).id;
    bumpDataVersion();
    expect(await searchIds(saver.client, { query: 'Larder', scope: 'my_pins' })).toEqual([copy]);
  });

  it('a bulk copy carries the tags: the copier finds both by tag', async () => {
    const ctx = t.tessera.systemCtx();
    const target = await makeBoard(ctx, cook.id, { name: 'Winter', privacy: 'public' });
    const res = await cook.client.post('BulkEditResource', 'update', {
      board_id: String(boardId),
      pin_ids: [soupId],
      action: 'copy',
      to_board_id: String(target.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    bumpDataVersion();
    const ids = await searchIds(cook.client, { query: 'quillwort', scope: 'my_pins' });
    expect(ids).toHaveLength(2);
    expect(ids).toContain(soupId);
  });
});
