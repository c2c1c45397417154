import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import type { Envelope } from '#server/api/envelope';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';

const IMMUTABLE = /public, max-age=31536000, immutable/;

describe.each(dbKinds())('/img/:size/:file on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let pin: PinModel;
  let sig: string;

  function get(url: string, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url, headers });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    app = t.tessera.app;
    const ctx = t.tessera.systemCtx();
    const img = await makeImage(ctx, 5, 800, 1200);
    const user = await makeUser(ctx);
    const board = await makeBoard(ctx, user.id);
    const row = await makePin(ctx, user.id, board.id, { imageSignature: img.signature });
    // the urls under test are the ones the API hands out
    const res = await app.inject({
      method: 'GET',
      url: `/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: String(row.id) } }))}`,
    });
    pin = (res.json() as Envelope<PinModel>).resource_response.data as PinModel;
    sig = pin.imageSignature;
  });
  afterAll(() => t.close());

  it('P-070 the 236x url of a pin is a 236 px wide JPEG, cacheable forever', async () => {
    const url = pin.images['236x']?.url as string;
    expect(url).toBe(`/img/236x/${sig}.jpg`);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(IMMUTABLE);
    expect(res.headers.etag).toBeTruthy();
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([
      pin.images['236x']?.width,
      pin.images['236x']?.height,
    ]);
  });

  it('every size the API lists is served with the dimensions it announces', async () => {
    for (const [size, spec] of Object.entries(pin.images)) {
      const res = await get(spec.url);
      expect(res.statusCode, size).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height], size).toEqual([spec.width, spec.height]);
    }
  });

  it('the Open Graph crop 600x315 is served at exactly 600×315', async () => {
    const res = await get(`/img/600x315/${sig}.jpg`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([600, 315]);
  });

  it('the same size as webp is image/webp, also immutable', async () => {
    const res = await get(`/img/474x/${sig}.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(IMMUTABLE);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(474);
  });

  it('P-100 222x, a size no pin lists, is made on first request at 222 px wide', async () => {
    const res = await get(`/img/222x/${sig}.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(IMMUTABLE);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(222);
  });

  it('a second request gives the same bytes, and If-None-Match gives a 304', async () => {
    const a = await get(`/img/236x/${sig}.jpg`);
    const b = await get(`/img/236x/${sig}.jpg`);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(b.headers.etag).toBe(a.headers.etag);
    const c = await get(`/img/236x/${sig}.jpg`, { 'if-none-match': String(a.headers.etag) });
    expect(c.statusCode).toBe(304);
    expect(c.rawPayload.length).toBe(0);
  });

  it('jpg and webp of one size have different etags', async () => {
    const jpg = await get(`/img/236x/${sig}.jpg`);
    const webp = await get(`/img/236x/${sig}.webp`);
    expect(jpg.headers.etag).not.toBe(webp.headers.etag);
  });

  it('an unknown signature is a 404 JSON envelope that is not cached', async () => {
    const res = await get(`/img/236x/${'0'.repeat(32)}.jpg`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Envelope<null>;
    expect(body.resource_response.data).toBeNull();
    expect(body.resource_response.error).toMatchObject({ code: 'not_found', http_status: 404 });
  });

  it.each([
    ['an unknown size', '237x'],
    ['a made-up crop', '9999x9999'],
    ['the word original', 'original'],
    ['an upper-case size', '236X'],
  ])('%s is a 400 naming the sizes', async (_label, size) => {
    const res = await get(`/img/${size}/${sig}.jpg`);
    expect(res.statusCode).toBe(400);
    const body = res.json() as Envelope<null>;
    expect(body.resource_response.error?.code).toBe('bad_request');
    expect(body.resource_response.error?.message).toMatch(/236x/);
  });

  it.each([
    ['an upper-case signature', () => `${sig.toUpperCase()}.jpg`],
    ['a short signature', () => `${sig.slice(0, 31)}.jpg`],
    ['a png extension', () => `${sig}.png`],
    ['no extension', () => sig],
    ['an encoded path traversal', () => '..%2F..%2Fetc%2Fpasswd'],
    ['an encoded NUL', () => `${sig}%00.jpg`],
  ])('a file name with %s is a 400, never a 500', async (_label, file) => {
    const res = await get(`/img/236x/${file()}`);
    expect(res.statusCode).toBe(400);
    expect((res.json() as Envelope<null>).resource_response.error?.code).toBe('bad_request');
  });
});
