import { and, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPinType } from '#domain/pins/pin-type';
import { pins } from '#server/db/schema/index';
import { hydratePins } from '#server/services/feeds/hydrate';
import { productPinCondition } from '#server/services/pins/related-products';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';

// spec 01 §2 CloseupRelatedProducts picks product pins in SQL (issue 12): the condition must
// pick exactly the pins whose card pin type (spec 01 §4, cardPinType) is 'product'.

type Over = Parameters<typeof makePin>[3];
const good = { url: 'https://v.test/a.m3u8', width: 640, height: 360, thumbnail: '/t.jpg' };
const productMeta = { typeName: 'product', products: [] } as NonNullable<Over>['richMetadata'];

const CASES: [string, Over, boolean][] = [
  ['plain image', {}, false],
  ['rich metadata of type product', { richMetadata: productMeta }, true],
  ['rich metadata of type recipe', { richMetadata: { typeName: 'recipe' } }, false],
  ['shopping flag 5', { shopping: { shoppingFlags: [1, 5] } }, true],
  ['shopping flag 6', { shopping: { shoppingFlags: [6] } }, true],
  ['other shopping flags', { shopping: { shoppingFlags: [1, 2] } }, false],
  ['shopping without flags', { shopping: { isOosProduct: true } }, false],
  [
    'product with a usable video',
    { richMetadata: productMeta, video: { durationMs: 1, videoList: { v720P: good } } },
    false,
  ],
  [
    'product with a video lacking a thumbnail',
    {
      richMetadata: productMeta,
      video: { durationMs: 1, videoList: { vHLSV4: { ...good, thumbnail: '' } } },
    },
    true,
  ],
  [
    'product with a zero-width video',
    {
      richMetadata: productMeta,
      video: { durationMs: 1, videoList: { vHLSV4: { ...good, width: 0 } } },
    },
    true,
  ],
  [
    'product with an empty video list',
    { richMetadata: productMeta, video: { durationMs: 1, videoList: {} } },
    true,
  ],
  [
    'product with an embedded video',
    { shopping: { shoppingFlags: [5] }, embed: { type: 'video', src: 'https://v.test' } },
    false,
  ],
  [
    'product with an embedded gif',
    { richMetadata: productMeta, embed: { type: 'gif', src: 'https://g.test' } },
    false,
  ],
  [
    'story pin with a product flag',
    { shopping: { shoppingFlags: [6] }, story: { pages: [] } },
    true,
  ],
];

for (const kind of dbKinds()) {
  describe(`related products in SQL (${kind})`, () => {
    let t: TestApp;
    const ids = new Map<string, number>();

    beforeAll(async () => {
      t = await createTestApp(kind);
      const ctx = t.tessera.systemCtx();
      const sig = (await makeImage(ctx, 9, 300, 400)).signature;
      const user = await makeUser(ctx);
      const board = await makeBoard(ctx, user.id);
      for (const [name, over] of CASES) {
        ids.set(name, (await makePin(ctx, user.id, board.id, { imageSignature: sig, ...over })).id);
      }
    });

    afterAll(async () => {
      await t?.close();
    });

    it('the SQL condition picks exactly the pins cardPinType calls products', async () => {
      const ctx = t.tessera.systemCtx();
      const all = [...ids.values()];
      const picked = await ctx.db
        .select({ id: pins.id })
        .from(pins)
        .where(and(inArray(pins.id, all), productPinCondition()));
      const pickedIds = new Set(picked.map((r) => r.id));
      const models = await hydratePins(
        ctx,
        await ctx.db.select().from(pins).where(inArray(pins.id, all)),
      );
      for (const [name, , expected] of CASES) {
        const id = ids.get(name);
        const model = models.find((m) => m.id === String(id));
        expect(model, name).toBeDefined();
        if (!model) continue;
        expect([name, cardPinType(model) === 'product']).toEqual([name, expected]);
        expect([name, id !== undefined && pickedIds.has(id)]).toEqual([name, expected]);
      }
    });
  });
}
