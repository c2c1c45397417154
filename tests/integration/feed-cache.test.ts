import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { favorites } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin } from '../support/factory.ts';
import { Client, rr, signedUp } from './auth-support.ts';

// Issue 12: feeds reuse the viewer-independent part of hydrated pins between requests (an
// in-process cache per database handle, keyed on the data version). A write is visible in the
// very next answer, a secret board's pins reach only its members, and each viewer's own flags
// are computed for them on every request. Both databases run in one process: titles carry the
// database's name, so an entry leaking from one handle to the other would show.

describe.each(dbKinds())('feed cache on %s', (kind) => {
  let t: TestApp;
  let visitor: Client;
  let owner: Awaited<ReturnType<typeof signedUp>>;
  let other: Awaited<ReturnType<typeof signedUp>>;
  const fx = { boardId: 0, pinIds: [] as number[] };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    owner = await signedUp(t);
    other = await signedUp(t);
    visitor = new Client(t);
    const sig = (await makeImage(ctx, 5)).signature;
    const board = await makeBoard(ctx, owner.id);
    fx.boardId = board.id;
    for (let i = 0; i < 3; i++) {
      const p = await makePin(ctx, owner.id, board.id, {
        imageSignature: sig,
        title: `${kind} pin ${i}`,
      });
      fx.pinIds.push(p.id);
    }
  });
  afterAll(() => t?.close());

  async function home(c: Client): Promise<PinModel[]> {
    const res = await c.get('HomefeedResource', { page_size: 50 });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return rr(res).data as PinModel[];
  }
  const byId = (list: PinModel[], id: number) => list.find((p) => p.id === String(id));

  it('serves the same answer twice, and each database its own pins', async () => {
    const first = await home(visitor);
    expect(first.map((p) => p.title).sort()).toEqual([0, 1, 2].map((i) => `${kind} pin ${i}`));
    expect(await home(visitor)).toEqual(first);
  });

  it('shows an edited title in the next answer', async () => {
    const [id] = fx.pinIds;
    await home(visitor);
    const res = await owner.client.post('PinResource', 'update', {
      id: String(id),
      title: `${kind} renamed`,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(byId(await home(visitor), id as number)?.title).toBe(`${kind} renamed`);
    expect(byId(await home(other.client), id as number)?.title).toBe(`${kind} renamed`);
  });

  it('drops a deleted pin from the next answer', async () => {
    const id = fx.pinIds[2] as number;
    expect(byId(await home(visitor), id)).toBeDefined();
    const res = await owner.client.post('PinResource', 'delete', { id: String(id) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(byId(await home(visitor), id)).toBeUndefined();
  });

  it("computes each viewer's flags per request, never from another viewer's answer", async () => {
    const id = fx.pinIds[1] as number;
    const mine = byId(await home(owner.client), id);
    expect(mine?.access).toEqual(['write']);
    expect(mine?.aggregatedPinData).not.toBeNull();
    // a favourite written behind the app's back: only the per-viewer query can know it
    await t.tessera.systemCtx().db.insert(favorites).values({ userId: other.id, pinId: id });
    const theirs = byId(await home(other.client), id);
    expect(theirs?.favoritedByMe).toBe(true);
    expect(theirs?.access).toEqual([]);
    expect(theirs?.aggregatedPinData).toBeNull();
    const anon = byId(await home(visitor), id);
    expect(anon?.favoritedByMe).toBe(false);
    expect(anon?.access).toEqual([]);
    expect(anon?.savedInfo).toBeNull();
  });

  it("a board made secret takes its pins out of everyone's feed but its owner's, at once", async () => {
    const live = fx.pinIds.slice(0, 2);
    const before = await home(visitor); // warms the cache with the public pins
    for (const id of live) expect(byId(before, id)).toBeDefined();
    const res = await owner.client.post('BoardResource', 'update', {
      board_id: String(fx.boardId),
      privacy: 'secret',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    for (const round of [1, 2]) {
      // the owner's answer builds the secret pins; the others' must still not get them
      const own = await home(owner.client);
      for (const id of live) expect(byId(own, id), `owner, round ${round}`).toBeDefined();
      for (const c of [visitor, other.client]) {
        const list = await home(c);
        for (const id of live) expect(byId(list, id), `round ${round}`).toBeUndefined();
      }
    }
  });
});
