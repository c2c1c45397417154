import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { images, pins } from '#server/db/schema/index';
import { originalKey, variantKey } from '#server/images/pipeline';
import { s3BlobStore } from '#server/images/s3-blob-store';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard } from '../support/factory.ts';
import { startS3, type TestS3 } from '../support/s3.ts';
import { type Client, errorOf, rr, signedUp } from './auth-support.ts';
import { picture, pinCalls } from './pin-support.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

// decision 047: Tessera with S3_* set keeps originals and variants in the bucket, serves them
// from it (or redirects to S3_PUBLIC_URL), and answers 503 when the bucket does not answer.
describe.each(dbKinds())('blobs on S3 on %s', (kind) => {
  let s3: TestS3;
  let t: TestApp;
  let me: Client;
  let myId: number;
  let pin: PinModel;

  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp(kind, { env: s3.env });
    ({ client: me, id: myId } = await signedUp(t));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('a pin uploaded through the API is stored in the bucket and served from it', async () => {
    const calls = pinCalls(t);
    const board = await makeBoard(t.tessera.systemCtx(), myId);
    pin = await calls.newPin(me, { board_id: board.id, title: 'From the bucket' }, 7);
    const sig = pin.imageSignature;
    const bucket = s3BlobStore(s3.settings);
    expect(await bucket.has(originalKey(sig))).toBe(true);

    const url = pin.images['236x']?.url as string;
    expect(url).toBe(`/img/236x/${sig}.jpg`);
    const res = await t.tessera.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(236);
    // the variant rendered on that request went to the bucket, not to DATA_DIR
    expect((await bucket.get(variantKey(sig, '236x', 'jpg')))?.equals(res.rawPayload)).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'blobs'))).toBe(false);

    const again = await t.tessera.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('the database keeps the signature, never a url of the bucket', async () => {
    const [row] = await t.tessera.database.db
      .select()
      .from(images)
      .where(eq(images.signature, pin.imageSignature));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toMatch(/https?:|127\.0\.0\.1/);
  });

  it('with S3_PUBLIC_URL, /img/* redirects to the object, which the bucket serves immutable', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`;
    // another process with its own database: the bucket is what they share
    const other = await createTestApp(kind, { env: { ...s3.env, S3_PUBLIC_URL: publicUrl } });
    try {
      const sig = pin.imageSignature;
      const res = await other.tessera.app.inject({ method: 'GET', url: `/img/474x/${sig}.webp` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${publicUrl}/${variantKey(sig, '474x', 'webp')}`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const object = await fetch(String(res.headers.location));
      expect(object.status).toBe(200);
      expect(object.headers.get('content-type')).toBe('image/webp');
      expect(object.headers.get('cache-control')).toBe(IMMUTABLE);
      const bytes = Buffer.from(await object.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(474);
      // pages may show images from there
      const page = await other.tessera.app.inject({ method: 'GET', url: '/resource/NoSuch/get/' });
      expect(page.headers['content-security-policy']).toMatch(
        new RegExp(`img-src [^;]*${s3.endpoint.replace(/\./g, '\\.')}`),
      );
      const missing = await other.tessera.app.inject({
        method: 'GET',
        url: `/img/236x/${'0'.repeat(32)}.jpg`,
      });
      expect(missing.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('with the bucket down: /img/* is a readable 503 and an upload creates nothing', async () => {
    const db = t.tessera.database.db;
    const before = await db.select({ n: count() }).from(images);
    const pinsBefore = await db.select({ n: count() }).from(pins);
    await s3.stop();

    const res = await t.tessera.app.inject({
      method: 'GET',
      url: `/img/136x136/${pin.imageSignature}.jpg`,
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().resource_response.error).toMatchObject({
      code: 'unavailable',
      http_status: 503,
      message: expect.stringMatching(/image store/),
    });

    const up = await pinCalls(t).uploadFile(me, await picture(8));
    expect(up.statusCode).toBe(503);
    expect(errorOf(up).message).toMatch(/image store is not answering/);
    expect(rr(up).data).toBeNull();
    expect(await db.select({ n: count() }).from(images)).toEqual(before);
    expect(await db.select({ n: count() }).from(pins)).toEqual(pinsBefore);
  });
});
