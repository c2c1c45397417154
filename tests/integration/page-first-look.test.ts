import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { ResponseCache } from '#server/http/response-cache';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { signedUp } from './auth-support.ts';
import { BROWSER, HOST, SERVER_BUILD, seedPages } from './page-support.ts';

// Decision 066: a kept page is answered by the server before the framework, with what the
// framework would have sent: the same bytes but the nonce, the same headers, the same 304s; and
// whenever the framework would do more (a cookie to set, a coding of its own, a HEAD), it answers.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

const GZIP = 'gzip, deflate, br, zstd';
// what differs between two answers whatever sends them: the connection's own, and the date
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function nonceOf(a: Answer): string {
  const nonce = /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
  if (!nonce) throw new Error('no nonce in the policy');
  return nonce;
}

/** The page an answer carries, whatever its coding. */
function text(a: Answer): string {
  const coding = a.headers['content-encoding'];
  if (coding === 'gzip') return gunzipSync(a.body).toString('utf8');
  if (coding === 'br') return brotliDecompressSync(a.body).toString('utf8');
  return a.body.toString('utf8');
}

/** The answer with its nonce written as N: what two answers of one kept page share. */
function shape(a: Answer) {
  const nonce = nonceOf(a);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(a.headers)) {
    if (PER_CONNECTION.has(k) || v === undefined) continue;
    headers[k] = String(v).replaceAll(nonce, 'N');
  }
  // a gzip member around its own nonce: compare what it holds, and its size
  const body = text(a).replaceAll(nonce, 'N');
  return { status: a.status, headers, body, size: a.body.length };
}

describe.skipIf(!existsSync(SERVER_BUILD))(
  `kept pages before the framework (skipped when ${SERVER_BUILD} is missing)`,
  () => {
    describe.each(dbKinds())('on %s', (kind) => {
      let t: TestApp;
      let app: FastifyInstance;
      let id: Record<string, string>;
      let port: number;
      // the framework's path sends a kept answer through `send`; the first look does not
      let framework: MockInstance<ResponseCache['send']>;

      /** Over real HTTP, as a browser asks: the server's first look sees it. */
      function overHttp(
        url: string,
        headers: Record<string, string> = {},
        method = 'GET',
      ): Promise<Answer> {
        return new Promise((resolve, reject) => {
          const req = request(
            {
              host: '127.0.0.1',
              port,
              path: url,
              method,
              headers: { host: HOST, 'user-agent': BROWSER, accept: 'text/html', ...headers },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  headers: res.headers,
                  body: Buffer.concat(chunks),
                }),
              );
            },
          );
          req.on('error', reject);
          req.end();
        });
      }

      /** Through the framework's own handler (inject never reaches the first look). */
      async function throughFramework(
        url: string,
        headers: Record<string, string> = {},
      ): Promise<Answer> {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { host: HOST, 'user-agent': BROWSER, accept: 'text/html', ...headers },
        });
        return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
      }

      /**
       * `ask` right after the page is kept (again, should a change from outside the test, a job's
       * roll-up say, have staled it in between): its kept answer.
       */
      async function whenKept(
        url: string,
        headers: Record<string, string>,
        ask: () => Promise<Answer>,
      ) {
        for (let tries = 0; ; tries += 1) {
          await throughFramework(url, headers);
          framework.mockClear();
          const answer = await ask();
          if (answer.headers['x-tessera-cache'] === 'hit' || tries === 5) return answer;
        }
      }

      beforeAll(async () => {
        framework = vi.spyOn(ResponseCache.prototype, 'send');
        t = await createTestApp(kind);
        app = t.tessera.app;
        ({ id } = await seedPages(t));
        await bumpDataVersion(); // the rows above were written outside a request
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        port = typeof address === 'object' && address ? address.port : 0;
      });
      afterEach(() => framework.mockClear());
      afterAll(async () => {
        framework.mockRestore();
        await t.close();
      });

      it("sends a visitor's kept page as the framework would: same bytes but the nonce, same headers, gzip or none", async () => {
        const url = `/pin/${id.external}/`;
        const codings: Record<string, string>[] = [{ 'accept-encoding': GZIP }, {}];
        for (const coding of codings) {
          await bumpDataVersion();
          const made = await throughFramework(url, coding);
          expect(made.status).toBe(200);
          expect(made.headers['x-tessera-cache']).toBeUndefined();
          const kept = await throughFramework(url, coding);
          framework.mockClear();
          const first = await overHttp(url, coding);
          const again = await overHttp(url, coding);
          expect(framework).not.toHaveBeenCalled();
          expect(first.headers['x-tessera-cache']).toBe('hit');
          expect(nonceOf(first)).not.toBe(nonceOf(again));
          expect(nonceOf(first)).not.toBe(nonceOf(kept));
          expect(shape(first)).toEqual(shape(kept));
          expect(shape(again)).toEqual(shape(kept));
          expect(first.headers['content-encoding']).toBe(
            'accept-encoding' in coding ? 'gzip' : undefined,
          );
          // the page's scripts carry the nonce its policy names
          const html = shape(first).body;
          expect(html).toContain('nonce="N"');
        }
      });

      it("sends a signed-in person's own kept page, private, for their session alone", async () => {
        const person = await signedUp(t);
        const cookie = person.client.headers().cookie as string;
        const url = `/pin/${id.noLink}/`;
        await throughFramework(url, { cookie, 'accept-encoding': GZIP });
        const kept = await throughFramework(url, { cookie, 'accept-encoding': GZIP });
        expect(kept.headers['x-tessera-cache']).toBe('hit');
        framework.mockClear();
        const mine = await overHttp(url, { cookie, 'accept-encoding': GZIP });
        expect(framework).not.toHaveBeenCalled();
        expect(shape(mine)).toEqual(shape(kept));
        expect(mine.headers['cache-control']).toBe('private, no-store');
        // a visitor asking the same URL gets no one's own page
        const visitor = await overHttp(url, { 'accept-encoding': GZIP });
        expect(text(visitor)).not.toContain(person.username);
        expect(text(mine)).toContain(person.username);
      });

      it('answers 304 to the browser holding the page, naming that copy nonce in the policy', async () => {
        const url = `/pin/${id.ownHost}/`;
        await throughFramework(url);
        const held = await overHttp(url);
        const etag = String(held.headers.etag);
        framework.mockClear();
        const revalidated = await overHttp(url, { 'if-none-match': etag });
        expect(framework).not.toHaveBeenCalled();
        const kept = await throughFramework(url, { 'if-none-match': etag });
        expect(revalidated.status).toBe(304);
        expect(revalidated.body.length).toBe(0);
        expect(nonceOf(revalidated)).toBe(nonceOf(held));
        expect(shape(revalidated)).toEqual(shape(kept));
      });

      it('leaves to the framework what it would do more with: its own coding, a cookie to set, a HEAD', async () => {
        const url = `/pin/${id.external}/`;
        const brOnly = { 'accept-encoding': 'br' };
        const br = await whenKept(url, brOnly, () => overHttp(url, brOnly));
        expect(framework).toHaveBeenCalledTimes(1);
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers['x-tessera-cache']).toBe('hit');

        // a visitor who allows analytics and has no id yet gets one on the kept page: the
        // framework sets it
        const consenting = { cookie: 'tessera_consent=a1.m0.p0' };
        const issued = await overHttp(url, consenting);
        const vid = String(issued.headers['set-cookie']).split(';')[0];
        expect(vid).toContain('tessera_vid=');
        const withId = { cookie: `${consenting.cookie}; ${vid}` };
        const back = await whenKept(url, withId, () => overHttp(url, withId));
        expect(framework).not.toHaveBeenCalled();
        expect(back.headers['x-tessera-cache']).toBe('hit');
        expect(back.headers['set-cookie']).toBeUndefined();
        const another = await whenKept(url, withId, () => overHttp(url, consenting));
        expect(framework).toHaveBeenCalledTimes(1);
        expect(another.headers['x-tessera-cache']).toBe('hit');
        expect(String(another.headers['set-cookie'])).toContain('tessera_vid=');
        expect(another.headers['cache-control']).toBe('private, no-store');

        framework.mockClear();
        const head = await overHttp(url, {}, 'HEAD');
        expect(framework).toHaveBeenCalledTimes(1);
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
      });

      it('serves nothing a write or a log-out made stale', async () => {
        const url = `/pin/${id.external}/`;
        const person = await signedUp(t);
        await overHttp(url);
        expect((await overHttp(url)).headers['x-tessera-cache']).toBe('hit');
        const favourite = await app.inject({
          method: 'POST',
          url: `/v3/pins/${id.external}/favorite/`,
          headers: person.client.headers({
            origin: 'http://localhost',
            'x-csrf-token': person.client.csrf ?? '',
          }),
        });
        expect(favourite.statusCode, favourite.body).toBe(200);
        expect((await overHttp(url)).headers['x-tessera-cache']).toBeUndefined();

        const cookie = person.client.headers().cookie as string;
        await overHttp(url, { cookie });
        const mine = await overHttp(url, { cookie });
        expect(mine.headers['x-tessera-cache']).toBe('hit');
        expect(mine.body.toString()).toContain(person.username);
        const out = await person.client.post('UserSessionResource', 'delete');
        expect(out.statusCode, out.body).toBe(200);
        const after = await overHttp(url, { cookie });
        expect(after.body.toString()).not.toContain(person.username);
        expect(after.headers['cache-control']).not.toBe('private, no-store');
      });
    });
  },
);
