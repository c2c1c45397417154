import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { Client, rr, signedUp } from './auth-support.ts';

/** The card's model fields (issue 5): creator analytics and the collection click type. */
describe.each(dbKinds())('pin card model on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  async function pinAs(c: Client, id: number): Promise<PinModel> {
    const res = await c.get('PinResource', { id: String(id) });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as PinModel;
  }

  it('P-081 P-293 P-296 aggregatedPinData reaches only the pinner: 30-day sums of the roll-ups (issue 15)', async () => {
    const ctx = t.tessera.systemCtx();
    const owner = await signedUp(t);
    const board = await makeBoard(ctx, owner.id);
    const sig = (await makeImage(ctx, 7)).signature;
    const p = await makePin(ctx, owner.id, board.id, { imageSignature: sig, saveCount: 4 });
    expect((await pinAs(owner.client, p.id)).aggregatedPinData).toEqual({
      impression: 0,
      pinClick: 0,
      save: 0,
    });
    const other = await signedUp(t);
    expect((await pinAs(other.client, p.id)).aggregatedPinData).toBeNull();
    expect((await pinAs(new Client(t), p.id)).aggregatedPinData).toBeNull();
  });

  it('P-218 collectionGridClickType comes from the ad data, null for organic pins', async () => {
    const ctx = t.tessera.systemCtx();
    const u = await makeUser(ctx);
    const board = await makeBoard(ctx, u.id);
    const sig = (await makeImage(ctx, 8)).signature;
    const ad = await makePin(ctx, u.id, board.id, {
      imageSignature: sig,
      promotion: { isPromoted: true, collectionGridClickType: 3 },
    });
    const organic = await makePin(ctx, u.id, board.id, { imageSignature: sig });
    const c = new Client(t);
    expect((await pinAs(c, ad.id)).collectionGridClickType).toBe(3);
    expect((await pinAs(c, organic.id)).collectionGridClickType).toBeNull();
  });
});
