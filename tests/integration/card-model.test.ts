import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { boardCollaborators } from '#server/db/schema/index';
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

  it('a board owner, or a collaborator who may edit, gets no stats for another person’s pin: the analytics page refuses them too', async () => {
    const ctx = t.tessera.systemCtx();
    const owner = await signedUp(t);
    const pinner = await signedUp(t);
    const editor = await signedUp(t);
    const board = await makeBoard(ctx, owner.id);
    await ctx.db.insert(boardCollaborators).values([
      { boardId: board.id, userId: pinner.id, status: 'accepted' },
      { boardId: board.id, userId: editor.id, status: 'accepted', permissions: ['edit_pin'] },
    ]);
    const sig = (await makeImage(ctx, 9)).signature;
    const p = await makePin(ctx, pinner.id, board.id, { imageSignature: sig });
    const feed = async (c: Client) => {
      const res = await c.get('BoardFeedResource', { username: owner.username, slug: board.slug });
      expect(res.statusCode, res.body).toBe(200);
      return (rr(res).data as PinModel[]).find((x) => x.id === String(p.id));
    };
    for (const who of [owner, editor]) {
      const analytics = await who.client.get('PinAnalyticsResource', { pin_id: String(p.id) });
      expect(analytics.statusCode).toBe(404);
      expect((await feed(who.client))?.aggregatedPinData).toBeNull();
      expect((await pinAs(who.client, p.id)).aggregatedPinData).toBeNull();
    }
    expect((await feed(pinner.client))?.aggregatedPinData).not.toBeNull();
    expect((await pinAs(pinner.client, p.id)).aggregatedPinData).not.toBeNull();
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
