import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RichMetadata } from '#domain/pins/content';
import { interests } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { captureSql, type SqlCapture } from '../support/sql-capture.ts';
import { Client } from './auth-support.ts';
import { getPage, SERVER_BUILD } from './page-support.ts';

// Decision 036: a closeup goes through the feed pipeline (skeleton → hydrate → rules → present)
// once for the pin, once for its related pins and once for its related products, and reads no
// first page of its own. Counted in the SQL one request sends with every cache empty (a write
// just happened): each run reads its skeleton once and hydrates once, and a hydration reads the
// pins' images in one statement.

const PIN_ROW = /from "pins" where "pins"\."id" = \$1 limit/;
// a skeleton reads pins through drizzle's builder, or as a union of sources (decision 040);
// the related products' one has the product condition
const UNION = /u\.created_at::text as created_at_text/;
const PRODUCT = /"pins"\."is_product"/;
const FEED_SKELETON = {
  test: (q: string) =>
    /"sort_order", "created_at"::text from "pins"/.test(q) || (UNION.test(q) && !PRODUCT.test(q)),
};
const PRODUCT_SKELETON = { test: (q: string) => UNION.test(q) && PRODUCT.test(q) };
const HYDRATION = /from "images" where "images"\."signature" = any\(/;

function product(name: string): RichMetadata {
  return {
    typeName: 'product',
    displayName: name,
    products: [{ name, brand: { name: 'Oak' }, offerSummary: { currency: 'USD', price: '9' } }],
  };
}

for (const kind of dbKinds()) {
  describe(`closeup pipeline runs (${kind})`, () => {
    let t: TestApp;
    let sql: SqlCapture;
    let subject = '';

    beforeAll(async () => {
      t = await createTestApp(kind);
      const ctx = t.tessera.systemCtx();
      const sig = (await makeImage(ctx, 7, 300, 400)).signature;
      const [topic] = await ctx.db
        .insert(interests)
        .values([{ name: 'Lamps', urlName: 'lamps' }])
        .returning();
      if (!topic) throw new Error('interest not created');
      const owner = await makeUser(ctx);
      const board = await makeBoard(ctx, owner.id);
      const base = { imageSignature: sig, interestId: topic.id };
      for (let i = 0; i < 30; i++) {
        await makePin(ctx, owner.id, board.id, {
          ...base,
          title: `Lamp ${i}`,
          ...(i % 3 === 0 ? { kind: 'product', richMetadata: product(`Lamp ${i}`) } : {}),
        });
      }
      subject = String((await makePin(ctx, owner.id, board.id, { ...base, title: 'Subject' })).id);
      sql = captureSql(t.tessera.database);
    });

    afterAll(async () => {
      sql?.restore();
      await t?.close();
    });

    async function statementsOf(run: () => Promise<{ statusCode: number }>) {
      bumpDataVersion();
      sql.texts.length = 0;
      sql.on = true;
      try {
        expect((await run()).statusCode).toBe(200);
      } finally {
        sql.on = false;
      }
      const count = (re: { test(text: string): boolean }) =>
        sql.texts.filter((text) => re.test(text)).length;
      return {
        pinRows: count(PIN_ROW),
        feedSkeletons: count(FEED_SKELETON),
        productSkeletons: count(PRODUCT_SKELETON),
        hydrations: count(HYDRATION),
      };
    }

    // one run each for the pin, its related pins and its related products, one hydration each
    const ONE_RUN_EACH = { pinRows: 1, feedSkeletons: 1, productSkeletons: 1, hydrations: 3 };

    it('the overlay runs the pipeline once for the pin and once for its related pins', async () => {
      const visitor = new Client(t);
      expect(await statementsOf(() => visitor.get('CloseupResource', { id: subject }))).toEqual(
        ONE_RUN_EACH,
      );
    });

    it.skipIf(!existsSync(SERVER_BUILD))('so does the page /pin/{id}/', async () => {
      expect(await statementsOf(() => getPage(t.tessera.app, `/pin/${subject}/`))).toEqual(
        ONE_RUN_EACH,
      );
    });
  });
}
