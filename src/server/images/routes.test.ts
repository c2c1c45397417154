import fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countingStore, tempStore, twoToneImage } from '../../../tests/support/images.ts';
import { type BlobStore, BlobStoreUnavailableError } from './blob-store.ts';
import { ingestImage, originalKey, variantKey } from './pipeline.ts';
import { imageRoutes } from './routes.ts';

async function setup(opts: { publicUrl?: string } = {}): Promise<{
  app: FastifyInstance;
  store: BlobStore & { puts: string[] };
  signature: string;
}> {
  const store = countingStore(await tempStore());
  const image = await ingestImage(store, await twoToneImage(900, 1200, '#6a8caf').png().toBuffer());
  const app = fastify();
  await app.register(imageRoutes(store, opts));
  return { app, store, signature: image.signature };
}

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

describe('GET /img/:size/:file', () => {
  it('P-070 serves a JPEG variant with long-lived cache headers and an ETag', async () => {
    const { app, signature } = await setup();
    const response = await app.inject({ method: 'GET', url: `/img/236x/${signature}.jpg` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(CACHE_FOREVER);
    expect(response.headers.etag).toBe(`"${signature}-236x-jpg"`);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 236, height: 315 });
  });

  it('M-166 serves WebP when the URL asks for it, for every size', async () => {
    const { app, signature } = await setup();
    for (const size of ['60x60', '600x315', 'orig']) {
      const response = await app.inject({ method: 'GET', url: `/img/${size}/${signature}.webp` });
      expect(response.statusCode, size).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('answers 304 without a body when If-None-Match carries the ETag', async () => {
    const { app, store, signature } = await setup();
    store.puts.length = 0;
    const etag = `"${signature}-736x-webp"`;

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await app.inject({
        method: 'GET',
        url: `/img/736x/${signature}.webp`,
        headers: { 'if-none-match': header },
      });
      expect(response.statusCode, header).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe(CACHE_FOREVER);
    }
    expect(store.puts).toEqual([]);
  });

  it('answers 200 when If-None-Match names another variant', async () => {
    const { app, signature } = await setup();
    const response = await app.inject({
      method: 'GET',
      url: `/img/736x/${signature}.webp`,
      headers: { 'if-none-match': `"${signature}-736x-jpg"` },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an unknown size', '/img/237x/SIG.jpg', /Unknown image size "237x"/],
    ['a size in another case', '/img/ORIG/SIG.jpg', /Unknown image size/],
    ['an unknown format', '/img/236x/SIG.png', /\.jpg or \.webp/],
    ['a short signature', '/img/236x/abc123.jpg', /32-character/],
    ['an upper-case signature', '/img/236x/UPPER.jpg', /32-character/],
    ['a file without extension', '/img/236x/SIG', /32-character/],
  ])('answers 400 with the error envelope for %s', async (_name, template, message) => {
    const { app, signature } = await setup();
    const url = template
      .replace('SIG', signature)
      .replace('UPPER', signature.toUpperCase().replace(/[0-9]/g, 'A'));
    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({
      resource_response: {
        data: null,
        error: { code: 'bad_request', message: expect.any(String), http_status: 400 },
      },
    });
    expect(body.resource_response.error.message).toMatch(message);
  });

  it('answers 404 with the error envelope for an unknown signature', async () => {
    const { app } = await setup();
    const response = await app.inject({
      method: 'GET',
      url: '/img/236x/0123456789abcdef0123456789abcdef.jpg',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      resource_response: {
        data: null,
        error: { code: 'not_found', message: 'Image not found.', http_status: 404 },
      },
    });
  });

  it('answers 404 once the original is deleted and nothing was rendered', async () => {
    const { app, store, signature } = await setup();
    await store.delete(originalKey(signature));
    const response = await app.inject({ method: 'GET', url: `/img/474x/${signature}.jpg` });
    expect(response.statusCode).toBe(404);
  });

  it('answers HEAD with the headers of GET', async () => {
    const { app, signature } = await setup();
    const response = await app.inject({ method: 'HEAD', url: `/img/170x/${signature}.jpg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.etag).toBe(`"${signature}-170x-jpg"`);
  });
});

describe('GET /img/:size/:file with S3_PUBLIC_URL (decision 047)', () => {
  const publicUrl = 'https://cdn.example.org/tessera';

  it('renders the variant into the store once, then redirects to it for a day', async () => {
    const { app, store, signature } = await setup({ publicUrl });
    store.puts.length = 0;
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'GET', url: `/img/236x/${signature}.webp` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        `${publicUrl}/${variantKey(signature, '236x', 'webp')}`,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.rawPayload.length).toBe(0);
    }
    expect(store.puts).toEqual([variantKey(signature, '236x', 'webp')]);
    expect(await store.has(variantKey(signature, '236x', 'webp'))).toBe(true);
  });

  it('the orig JPEG of a JPEG original is the original itself', async () => {
    const { app, signature } = await setup({ publicUrl });
    const response = await app.inject({ method: 'GET', url: `/img/orig/${signature}.jpg` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${publicUrl}/${originalKey(signature)}`);
  });

  it('an unknown signature is the same 404, and a bad size the same 400', async () => {
    const { app } = await setup({ publicUrl });
    const missing = await app.inject({ method: 'GET', url: `/img/236x/${'0'.repeat(32)}.jpg` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().resource_response.error.code).toBe('not_found');
    const bad = await app.inject({ method: 'GET', url: `/img/237x/${'0'.repeat(32)}.jpg` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /img/:size/:file when the store is down (decision 047)', () => {
  function downStore(): BlobStore {
    const fail = async (): Promise<never> => {
      throw new BlobStoreUnavailableError('The image store could not read x: connect ECONNREFUSED');
    };
    return { get: fail, put: fail, has: fail, delete: fail };
  }

  it.each([{}, { publicUrl: 'https://cdn.example.org' }])(
    'answers 503 with a readable envelope and Retry-After, not cached (%j)',
    async (opts) => {
      const app = fastify();
      await app.register(imageRoutes(downStore(), opts));
      const response = await app.inject({ method: 'GET', url: `/img/236x/${'a'.repeat(32)}.jpg` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        resource_response: {
          data: null,
          error: {
            code: 'unavailable',
            message: expect.stringMatching(/image store/),
            http_status: 503,
          },
        },
      });
    },
  );
});
