import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorFamily } from '#domain/search/search-colors';
import { images } from '#server/db/schema/index';
import { backfillColorFamilies } from '#server/services/search/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app';
import { makeImage } from '../support/factory';
import { signedUp } from './auth-support';
import { picture, pinCalls } from './pin-support';

// Issue 16 colour filter (decision 025): every stored picture gets its colour family, new ones
// when uploaded, older ones through the backfill at start.
describe.each(dbKinds())('colour families on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  it('an uploaded picture is stored with its family', async () => {
    const { client } = await signedUp(t);
    const up = await pinCalls(t).uploaded(client, await picture(7));
    const [row] = await t.tessera.database.db
      .select({ family: images.colorFamily, color: images.dominantColor })
      .from(images)
      .where(eq(images.signature, up.imageSignature));
    expect(row?.family).toBe(colorFamily(row?.color ?? ''));
  });

  it('the backfill fills every older picture, in batches, and then has nothing to do', async () => {
    const ctx = t.tessera.systemCtx();
    for (let i = 0; i < 3; i++) await makeImage(ctx, 200 + i, 40, 60);
    const db = t.tessera.database.db;
    expect((await db.select().from(images).where(isNull(images.colorFamily))).length).toBe(3);
    expect(await backfillColorFamilies(ctx)).toBe(3);
    expect(await db.select().from(images).where(isNull(images.colorFamily))).toEqual([]);
    for (const r of await db.select().from(images)) {
      expect(r.colorFamily).toBe(colorFamily(r.dominantColor));
    }
    expect(await backfillColorFamilies(ctx)).toBe(0);
  });
});
