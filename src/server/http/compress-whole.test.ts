import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWholeCompression, namedBytes } from './compress-whole.ts';

const JSON_BODY = JSON.stringify({
  items: Array.from({ length: 80 }, (_, i) => ({ id: i, t: 'x' })),
});
const SMALL = JSON.stringify({ ok: true });

describe('whole answers are compressed in one call (issue 32)', () => {
  const app = Fastify();
  const seenByChild: string[] = [];
  beforeAll(async () => {
    // as app.ts: the hook for whole answers, then the plugin for streams
    installWholeCompression(app, { threshold: 1024, quality: 2 });
    await app.register(compress, { threshold: 1024 });
    app.get('/json', (_req, reply) => reply.type('application/json').send(JSON_BODY));
    app.get('/buffer', (_req, reply) =>
      reply.type('application/json; charset=utf-8').send(Buffer.from(JSON_BODY)),
    );
    app.get('/small', (_req, reply) => reply.type('application/json').send(SMALL));
    app.get('/png', (_req, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    app.get('/varied', (_req, reply) =>
      reply.type('application/json').header('vary', 'cookie').send(JSON_BODY),
    );
    app.get('/coded', (_req, reply) =>
      reply.type('application/json').header('content-encoding', 'gzip').send(Buffer.alloc(2048)),
    );
    app.get('/stream', (_req, reply) =>
      reply.type('text/html').send(Readable.from([Buffer.from('<p>'.repeat(1000))])),
    );
    // as the /v5 plugin keeps its answers (decision 063): its hook sees them before coding
    await app.register(async (child) => {
      child.addHook('onSend', async (_req, _reply, payload) => {
        seenByChild.push(typeof payload === 'string' ? payload : String(payload));
        return payload;
      });
      child.get('/child', (_req, reply) => reply.type('application/json').send(JSON_BODY));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['/json', 'gzip, deflate, br, zstd', 'br'],
    ['/buffer', 'br;q=0.5, gzip', 'gzip'],
    ['/json', 'gzip', 'gzip'],
  ])(
    '%s with Accept-Encoding %s comes %s, whole, and says it varies',
    async (url, accept, coding) => {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('accept-encoding');
      const raw = res.rawPayload;
      const plain = coding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw);
      expect(plain.toString()).toBe(JSON_BODY);
      expect(Number(res.headers['content-length'])).toBe(raw.length);
    },
  );

  it.each([
    ['no Accept-Encoding', '/json', undefined],
    ['identity only', '/json', 'identity'],
    ['under the threshold', '/small', 'br'],
    ['not text (an image)', '/png', 'br'],
  ])('%s: the answer goes as it is', async (_what, url, accept) => {
    const res = await get(url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a Vary the route set keeps its names, with accept-encoding added once', async () => {
    const res = await get('/varied', 'br');
    expect(res.headers.vary).toBe('cookie, accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(JSON_BODY);
  });

  it('an answer already coded is not coded again', async () => {
    const res = await get('/coded', 'br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBe(2048);
  });

  it('a stream is left to the plugin, which still compresses it', async () => {
    const res = await get('/stream', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('<p>'.repeat(1000));
  });

  it("a plugin's own hooks see the answer before it is coded", async () => {
    const res = await get('/child', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(seenByChild).toEqual([JSON_BODY]);
  });
});

describe('named bytes are compressed once (decision 076)', () => {
  const app = Fastify();
  // the name a route gives its bytes: here the same for two routes whose bytes differ, which no
  // real sender does (a name is the SHA-256 of its bytes), so the second answer shows the reuse
  const shared = createHash('sha256').update('one answer').digest();
  const other = JSON.stringify({
    items: Array.from({ length: 80 }, (_, i) => ({ id: i, t: 'y' })),
  });
  beforeAll(async () => {
    installWholeCompression(app, { threshold: 1024, quality: 1 });
    app.get('/named', (_req, reply) =>
      reply.type('application/json').send(namedBytes(Buffer.from(JSON_BODY), shared)),
    );
    app.get('/same-name', (_req, reply) =>
      reply.type('application/json').send(namedBytes(Buffer.from(other), shared)),
    );
    app.get('/unnamed', (_req, reply) => reply.type('application/json').send(Buffer.from(other)));
    await app.ready();
  });
  afterAll(() => app.close());

  const plain = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
    (res.headers['content-encoding'] === 'br' ? brotliDecompressSync : gunzipSync)(
      res.rawPayload,
    ).toString();

  it('the same name answers with the bytes coded the first time, per coding', async () => {
    for (const coding of ['br', 'gzip']) {
      const first = await app.inject({ url: '/named', headers: { 'accept-encoding': coding } });
      expect(first.headers['content-encoding']).toBe(coding);
      expect(plain(first)).toBe(JSON_BODY);
      const again = await app.inject({ url: '/same-name', headers: { 'accept-encoding': coding } });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(Number(again.headers['content-length'])).toBe(first.rawPayload.length);
    }
  });

  it('bytes without a name are coded for each answer', async () => {
    const res = await app.inject({ url: '/unnamed', headers: { 'accept-encoding': 'br' } });
    expect(plain(res)).toBe(other);
  });
});
