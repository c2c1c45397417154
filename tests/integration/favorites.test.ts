import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { pins } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { Client, errorOf, type Res, rr, signedUp } from './auth-support.ts';

type Method = 'POST' | 'DELETE';

/** A favourite call the way the page makes it: same origin, no body, the CSRF header. */
function fav(
  t: TestApp,
  c: Client,
  method: Method,
  pinId: number | string,
  opts: { csrf?: string | null; origin?: string } = {},
): Promise<Res> {
  const csrf = opts.csrf === undefined ? c.csrf : opts.csrf;
  return t.tessera.app.inject({
    method,
    url: `/v3/pins/${pinId}/favorite/`,
    headers: c.headers({
      origin: opts.origin ?? 'http://localhost',
      ...(csrf ? { 'x-csrf-token': csrf } : {}),
    }),
  });
}

describe.each(dbKinds())('favourites (/v3/pins/{id}/favorite/) on %s', (kind) => {
  let t: TestApp;
  let pinId: number;
  let secretPinId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const sig = (await makeImage(ctx, 4)).signature;
    const owner = await makeUser(ctx);
    const board = await makeBoard(ctx, owner.id);
    pinId = (await makePin(ctx, owner.id, board.id, { imageSignature: sig })).id;
    const secret = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    secretPinId = (await makePin(ctx, owner.id, secret.id, { imageSignature: sig })).id;
  });
  afterAll(async () => t?.close());

  async function count(): Promise<number> {
    const [r] = await t.tessera.database.db.select().from(pins).where(eq(pins.id, pinId));
    return r?.favoriteCount ?? -1;
  }

  it('P-354 P-355 P-146 POST and DELETE are idempotent and keep the count right', async () => {
    const a = await signedUp(t);
    const b = await signedUp(t);
    const before = await count();
    const r1 = await fav(t, a.client, 'POST', pinId);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(rr(r1).data).toEqual({ favoritedByMe: true, favoriteUserCount: before + 1 });
    const r2 = await fav(t, a.client, 'POST', pinId);
    expect(rr(r2).data).toEqual({ favoritedByMe: true, favoriteUserCount: before + 1 });
    const r3 = await fav(t, b.client, 'POST', pinId);
    expect(rr(r3).data).toEqual({ favoritedByMe: true, favoriteUserCount: before + 2 });
    // P-078 favoritedByMe and favoriteUserCount on later reads
    const seen = rr(await a.client.get('PinResource', { id: pinId })).data as PinModel;
    expect(seen.favoritedByMe).toBe(true);
    expect(seen.favoriteUserCount).toBe(before + 2);
    const r4 = await fav(t, a.client, 'DELETE', pinId);
    expect(rr(r4).data).toEqual({ favoritedByMe: false, favoriteUserCount: before + 1 });
    const r5 = await fav(t, a.client, 'DELETE', pinId);
    expect(rr(r5).data).toEqual({ favoritedByMe: false, favoriteUserCount: before + 1 });
    expect(await count()).toBe(before + 1);
    await fav(t, b.client, 'DELETE', pinId);
    expect(await count()).toBe(before);
  });

  it('parallel favourites of many people all count', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signedUp(t)));
    const before = await count();
    const res = await Promise.all(people.map((p) => fav(t, p.client, 'POST', pinId)));
    expect(res.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await count()).toBe(before + 6);
    await Promise.all(people.map((p) => fav(t, p.client, 'DELETE', pinId)));
    expect(await count()).toBe(before);
  });

  it('CSRF: a signed-in call without the token, or from another site, is refused', async () => {
    const { client } = await signedUp(t);
    const before = await count();
    const noToken = await fav(t, client, 'POST', pinId, { csrf: null });
    expect(noToken.statusCode).toBe(403);
    const wrong = await fav(t, client, 'DELETE', pinId, { csrf: 'nope' });
    expect(wrong.statusCode).toBe(403);
    const cross = await fav(t, client, 'POST', pinId, { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('a visitor gets 401 with a readable login prompt', async () => {
    const res = await fav(t, new Client(t), 'POST', pinId);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Log in to favourite this Pin');
  });

  it('unknown, malformed or secret pins are 404, never a 500', async () => {
    const { client } = await signedUp(t);
    for (const id of ['999999999', 'abc', '0', '99999999999999999999', String(secretPinId)]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await fav(t, client, method, id);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(errorOf(res).code).toBe('not_found');
      }
    }
  });

  it('other methods are not a favourite call', async () => {
    const { client } = await signedUp(t);
    const res = await t.tessera.app.inject({
      method: 'GET',
      url: `/v3/pins/${pinId}/favorite/`,
      headers: client.headers(),
    });
    expect(res.statusCode).toBe(404);
  });
});
