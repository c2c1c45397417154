import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollageListItem, CollageModel } from '#domain/boards/collages';
import { collageItems, collages, pins } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { type Client, errorOf, type Res, rr, signedUp } from './auth-support.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const LIST =
  '/v3/users/me/shuffles/?is_draft=false&transform_to_pins=true&fields=pin.type,pin.id,pin.images,pin.description,pin.pinner';

/** A shuffle call the way the tool makes it: same origin, JSON body, the CSRF header. */
function call(
  t: TestApp,
  c: Client,
  method: Method,
  url: string,
  body?: unknown,
  opts: { csrf?: string | null; origin?: string } = {},
): Promise<Res> {
  const csrf = opts.csrf === undefined ? c.csrf : opts.csrf;
  return t.tessera.app.inject({
    method,
    url,
    headers: c.headers({
      origin: opts.origin ?? 'http://localhost',
      ...(csrf ? { 'x-csrf-token': csrf } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    }),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

function item(pinId: number, over: Record<string, unknown> = {}) {
  return { pin_id: String(pinId), crop: { x: 0, y: 0.25, w: 1, h: 0.5 }, x: 0.3, y: 0.4, ...over };
}

describe.each(dbKinds())('collages (/v3/users/me/shuffles/) on %s', (kind) => {
  let t: TestApp;
  let pinA: number;
  let pinB: number;
  let secretPin: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const img = await makeImage(ctx, 7);
    const owner = await makeUser(ctx);
    const board = await makeBoard(ctx, owner.id);
    pinA = (await makePin(ctx, owner.id, board.id, { imageSignature: img.signature })).id;
    pinB = (await makePin(ctx, owner.id, board.id, { imageSignature: img.signature })).id;
    const secret = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    secretPin = (await makePin(ctx, owner.id, secret.id, { imageSignature: img.signature })).id;
  });
  afterAll(async () => t?.close());

  it('M-339 M-340 M-157 M-302 a draft is not listed; once published it is, shaped as a pin', async () => {
    const a = await signedUp(t);
    const made = await call(t, a.client, 'POST', '/v3/users/me/shuffles/', {
      title: ' Summer  ',
      items: [item(pinA), item(pinB, { x: 0.7, z: 1, scale: 1.5 })],
    });
    expect(made.statusCode, made.body).toBe(201);
    const draft = rr(made).data as CollageModel;
    expect(draft).toMatchObject({ title: 'Summer', isDraft: true, publishedAt: null });
    expect(draft.items.map((i) => i.pinId)).toEqual([String(pinA), String(pinB)]);
    expect(draft.items[1]).toMatchObject({ x: 0.7, z: 1, scale: 1.5 });

    // M-302: a draft is not published
    expect(rr(await call(t, a.client, 'GET', LIST)).data).toEqual([]);
    const drafts = rr(await call(t, a.client, 'GET', '/v3/users/me/shuffles/?is_draft=true'));
    expect((drafts.data as CollageListItem[]).map((d) => d.id)).toEqual([draft.id]);

    const pub = await call(t, a.client, 'POST', `/v3/users/me/shuffles/${draft.id}/publish/`, {});
    expect(pub.statusCode, pub.body).toBe(200);
    expect(rr(pub).data).toMatchObject({ isDraft: false });
    expect((rr(pub).data as CollageModel).publishedAt).not.toBeNull();

    const list = rr(await call(t, a.client, 'GET', LIST)).data as CollageListItem[];
    expect(list).toHaveLength(1);
    const [entry] = list;
    expect(entry).toMatchObject({ type: 'pin', id: draft.id, description: 'Summer' });
    expect(entry?.pinner.username).toBe(a.username);
    expect(entry?.images['236x']?.url).toMatch(/\/img\//);
    expect(Object.keys(entry?.images ?? {}).sort()).toEqual(
      ['136x136', '170x', '236x', '474x', '564x', '736x', 'orig'].sort(),
    );
  });

  it('updates a draft in one go: title and cut-outs replaced', async () => {
    const a = await signedUp(t);
    const draft = rr(
      await call(t, a.client, 'POST', '/v3/users/me/shuffles/', {
        title: 'x',
        items: [item(pinA)],
      }),
    ).data as CollageModel;
    const up = await call(t, a.client, 'PUT', `/v3/users/me/shuffles/${draft.id}/`, {
      title: 'Better',
      items: [item(pinB, { rotation: 15 })],
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(rr(up).data).toMatchObject({
      title: 'Better',
      items: [{ pinId: String(pinB), rotation: 15 }],
    });
    const rows = await t.tessera.database.db
      .select()
      .from(collageItems)
      .where(eq(collageItems.collageId, Number(draft.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses more than 20 cut-outs, a long title, a crop off the image and unseen pins', async () => {
    const a = await signedUp(t);
    const url = '/v3/users/me/shuffles/';
    const many = Array.from({ length: 21 }, () => item(pinA));
    const r1 = await call(t, a.client, 'POST', url, { title: 't', items: many });
    expect(r1.statusCode).toBe(400);
    expect(errorOf(r1).message).toMatch(/at most 20 cut-outs/);
    const r2 = await call(t, a.client, 'POST', url, { title: 'x'.repeat(101), items: [] });
    expect(r2.statusCode).toBe(400);
    expect(errorOf(r2).message).toMatch(/title: must have at most 100 characters/);
    const r3 = await call(t, a.client, 'POST', url, {
      items: [item(pinA, { crop: { x: 0.5, y: 0, w: 0.8, h: 1 } })],
    });
    expect(r3.statusCode).toBe(400);
    const r4 = await call(t, a.client, 'POST', url, { items: [item(secretPin)] });
    expect(r4.statusCode).toBe(404);
    const r5 = await call(t, a.client, 'POST', url, { items: [{ pin_id: 'abc' }] });
    expect(r5.statusCode).toBe(400);
    expect(errorOf(r5).message).toMatch(/items\.0\.pin_id/);
    const empty = rr(await call(t, a.client, 'POST', url, { title: 'e' })).data as CollageModel;
    const r6 = await call(t, a.client, 'POST', `${url}${empty.id}/publish/`, {});
    expect(r6.statusCode).toBe(400);
    expect(errorOf(r6).message).toBe('Add at least one cut-out before publishing the collage.');
  });

  it('a cut-out whose pin moved to a secret board leaves the collage: no id, no cover image', async () => {
    const ctx = t.tessera.systemCtx();
    const owner = await makeUser(ctx);
    const open = await makeBoard(ctx, owner.id);
    const secret = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    const [imgGone, imgKept] = [await makeImage(ctx, 41), await makeImage(ctx, 42)];
    const gone = (await makePin(ctx, owner.id, open.id, { imageSignature: imgGone.signature })).id;
    const kept = (await makePin(ctx, owner.id, open.id, { imageSignature: imgKept.signature })).id;
    const a = await signedUp(t);
    const made = rr(
      await call(t, a.client, 'POST', '/v3/users/me/shuffles/', {
        title: 'Moving',
        items: [item(gone), item(kept)],
      }),
    ).data as CollageModel;
    // a draft's cover is its first visible cut-out (a published one's is its composed picture)
    const coverUrl = () =>
      call(t, a.client, 'GET', '/v3/users/me/shuffles/?is_draft=true').then(
        (r) => (rr(r).data as CollageListItem[]).find((c) => c.id === made.id)?.images['236x']?.url,
      );
    expect(await coverUrl()).toContain(imgGone.signature);

    // the pin's owner moves it to a secret board the collage's maker cannot see
    await t.tessera.database.db.update(pins).set({ boardId: secret.id }).where(eq(pins.id, gone));
    const got = await call(t, a.client, 'GET', `/v3/users/me/shuffles/${made.id}/`);
    expect(got.statusCode, got.body).toBe(200);
    expect((rr(got).data as CollageModel).items.map((i) => i.pinId)).toEqual([String(kept)]);
    expect(got.body).not.toContain(`"pinId":"${gone}"`);
    const cover = await coverUrl();
    expect(cover).toContain(imgKept.signature);
    expect(cover).not.toContain(imgGone.signature);
  });

  it('M-015 deletes only your own collage: someone else gets a 404 and it stays', async () => {
    const a = await signedUp(t);
    const b = await signedUp(t);
    const made = rr(
      await call(t, a.client, 'POST', '/v3/users/me/shuffles/', { items: [item(pinA)] }),
    ).data as CollageModel;
    const url = `/v3/users/me/shuffles/${made.id}/`;
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PUT', { items: [] }],
      ['GET', undefined],
    ] as const) {
      const r = await call(t, b.client, method, url, body);
      expect(r.statusCode, `${method} ${r.body}`).toBe(404);
    }
    expect((await call(t, b.client, 'POST', `${url}publish/`, {})).statusCode).toBe(404);
    const del = await call(t, a.client, 'DELETE', url);
    expect(del.statusCode, del.body).toBe(200);
    const left = await t.tessera.database.db
      .select()
      .from(collages)
      .where(eq(collages.id, Number(made.id)));
    expect(left).toEqual([]);
    expect((await call(t, a.client, 'DELETE', url)).statusCode).toBe(404);
  });

  it('asks a visitor to log in and refuses a write without the CSRF token or from elsewhere', async () => {
    const a = await signedUp(t);
    const visitorList = await t.tessera.app.inject({ method: 'GET', url: LIST });
    expect(visitorList.statusCode).toBe(401);
    const noToken = await call(t, a.client, 'POST', '/v3/users/me/shuffles/', {}, { csrf: null });
    expect(noToken.statusCode).toBe(403);
    const elsewhere = await call(
      t,
      a.client,
      'POST',
      '/v3/users/me/shuffles/',
      {},
      { origin: 'https://evil.example' },
    );
    expect(elsewhere.statusCode).toBe(403);
  });
});
