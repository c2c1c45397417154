import { existsSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, rr, signedUp } from './auth-support.ts';
import { BROWSER, GOOGLEBOT, getPage, HOST, SERVER_BUILD, seedPages } from './page-support.ts';

/**
 * Issue 12: visitors' pages and API GETs come from the process's response cache until data
 * changes; ETag/304; nothing personal (nonce, CSRF token, cookie) ever passes between answers.
 */

const NONCE = /nonce="([A-Za-z0-9+/]{22}==)"/;

function nonceOf(html: string): string {
  const m = NONCE.exec(html);
  if (!m?.[1]) throw new Error('no nonce on the page');
  return m[1];
}

function cspNonce(csp: unknown): string | undefined {
  return /'nonce-([^']+)'/.exec(String(csp))?.[1];
}

const hit = (res: { headers: Record<string, unknown> }) => res.headers['x-tessera-cache'] === 'hit';

describe.skipIf(!existsSync(SERVER_BUILD))(
  `response cache (pages skipped when ${SERVER_BUILD} is missing: run \`npx react-router build\`)`,
  () => {
    describe.each(dbKinds())('on %s', (kind) => {
      let t: TestApp;
      let app: FastifyInstance;
      let id: Record<string, string>;
      const feedUrl = `/resource/HomefeedResource/get/?data=${encodeURIComponent('{"options":{}}')}`;
      const api = (headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url: feedUrl, headers: { 'user-agent': BROWSER, ...headers } });

      beforeAll(async () => {
        t = await createTestApp(kind);
        app = t.tessera.app;
        ({ id } = await seedPages(t));
        bumpDataVersion(); // the rows above were written outside a request
      });
      afterAll(() => t.close());

      it("a visitor's second visit is the same page from the cache, with its own nonce", async () => {
        bumpDataVersion();
        const first = await getPage(app, '/');
        const second = await getPage(app, '/');
        expect(first.statusCode).toBe(200);
        expect(hit(first)).toBe(false);
        expect(hit(second)).toBe(true);
        expect(second.statusCode).toBe(200);
        const [a, b] = [nonceOf(first.body), nonceOf(second.body)];
        expect(a).not.toBe(b);
        expect(cspNonce(second.headers['content-security-policy'])).toBe(b);
        expect(second.body.replaceAll(b, 'N')).toBe(first.body.replaceAll(a, 'N'));
        expect(second.headers['content-type']).toBe(first.headers['content-type']);
        expect(second.headers.vary).toMatch(/Sec-CH-UA-Mobile, User-Agent/i);
        expect(second.headers['accept-ch']).toBe(first.headers['accept-ch']);
      });

      it('keeps variants apart: bots, device class, language, host', async () => {
        bumpDataVersion();
        await getPage(app, `/pin/${id.external}/`);
        const variants: Record<string, string>[] = [
          { 'user-agent': GOOGLEBOT },
          { 'sec-ch-ua-mobile': '?1' },
          { 'accept-language': 'fr-FR' },
          { host: 'other.test' },
        ];
        for (const headers of variants) {
          const res = await getPage(app, `/pin/${id.external}/`, headers);
          expect(res.statusCode).toBe(200);
          expect(hit(res), JSON.stringify(headers)).toBe(false);
        }
        const fr = await getPage(app, `/pin/${id.external}/`, { 'accept-language': 'fr-FR' });
        expect(hit(fr)).toBe(true);
        expect(fr.body).toMatch(/<html[^>]*lang="fr"/);
        const bot = await getPage(app, `/pin/${id.external}/`, { 'user-agent': GOOGLEBOT });
        expect(hit(bot)).toBe(true);
        expect(bot.body).not.toContain('/originals/');
      });

      it("another user's write makes the next visitor's page fresh", async () => {
        const { client, username } = await signedUp(t);
        const before = await getPage(app, `/${username.toLowerCase()}/`);
        expect(before.statusCode).toBe(200);
        expect((await getPage(app, `/${username.toLowerCase()}/`)).headers['x-tessera-cache']).toBe(
          'hit',
        );
        const made = await client.post('BoardResource', 'create', { name: 'Fresh board name' });
        expect(made.statusCode, made.body).toBe(200);
        const after = await getPage(app, `/${username.toLowerCase()}/`);
        expect(hit(after)).toBe(false);
        expect(after.body).toContain('Fresh board name');
        expect(before.body).not.toContain('Fresh board name');
      });

      it('a refused or malformed write changes nothing (decision 069); a command outside any request bumps', async () => {
        await getPage(app, '/');
        expect(hit(await getPage(app, '/'))).toBe(true);
        const { client } = await signedUp(t);
        await getPage(app, '/');
        expect(hit(await getPage(app, '/'))).toBe(true);
        const raw = (url: string, payload: string, headers: Record<string, string> = {}) =>
          app.inject({
            method: 'POST',
            url,
            headers: client.headers({
              origin: 'http://localhost',
              'content-type': 'application/json',
              ...(client.csrf ? { 'x-csrf-token': client.csrf } : {}),
              ...headers,
            }),
            payload,
          });
        const refused = [
          // a forged origin (CSRF), signed out and signed in
          await new Client(t).post('BoardResource', 'create', {}, { origin: 'http://evil.test' }),
          await client.post(
            'BoardResource',
            'create',
            { name: 'x' },
            { origin: 'http://evil.test' },
          ),
          // options that fail the schema, a body that is not JSON, an unknown resource or action
          await client.post('BoardResource', 'create', { name: 42 }),
          await raw('/resource/BoardResource/create/', '{"options":'),
          await raw('/resource/NoSuchResource/create/', '{"options":{}}'),
          await raw('/resource/BoardResource/launch/', '{"options":{}}'),
          // no route at all, and a page form post with a forged origin
          await raw('/no/such/path/', '{}'),
          await raw('/', 'a=1', {
            origin: 'http://evil.test',
            'content-type': 'application/x-www-form-urlencoded',
          }),
        ];
        for (const res of refused) {
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(hit(await getPage(app, '/')), res.body).toBe(true);
        }
        // a write that declares nothing still changes everything
        const made = await client.post('BoardResource', 'create', { name: 'Kept no more' });
        expect(made.statusCode, made.body).toBe(200);
        expect(hit(await getPage(app, '/'))).toBe(false);
        expect(hit(await getPage(app, '/'))).toBe(true);
        bumpDataVersion(); // what the CLI and the demo seed do when they end
        expect(hit(await getPage(app, '/'))).toBe(false);
      });

      it('a signed-in viewer never gets a kept visitor page, nor leaves one', async () => {
        const { client } = await signedUp(t);
        bumpDataVersion();
        await getPage(app, '/');
        expect(hit(await getPage(app, '/'))).toBe(true);
        const cookie = `${client.cookie?.name}=${client.cookie?.value}`;
        for (let i = 0; i < 2; i++) {
          const mine = await getPage(app, '/', { cookie });
          expect(mine.statusCode).toBe(200);
          // the second is their own kept page (decision 013), never the visitor's
          expect(hit(mine)).toBe(i === 1);
          expect(mine.body).toContain('name="csrf-token"');
          expect(mine.body).toContain(client.csrf ?? 'no token');
          expect(mine.headers['cache-control']).toBe('private, no-store');
        }
        const visitor = await getPage(app, '/');
        expect(hit(visitor)).toBe(true);
        expect(visitor.body).not.toContain('csrf-token');
        expect(visitor.headers['set-cookie']).toBeUndefined();
        expect(visitor.body).not.toContain(client.csrf ?? 'no token');
        // the API too: a signed-in feed is never the visitor's
        expect(rr(await client.get('ViewerResource')).data).toMatchObject({ isAuth: true });
        const feed = await app.inject({ method: 'GET', url: feedUrl, headers: client.headers() });
        expect(hit(feed)).toBe(false);
      });

      it("a signed-in person's answers are kept for their session alone, until the next write", async () => {
        const a = await signedUp(t);
        const b = await signedUp(t);
        bumpDataVersion();
        const cookieOf = (c: Client) => `${c.cookie?.name}=${c.cookie?.value}`;
        const page = (c: Client) => getPage(app, '/', { cookie: cookieOf(c) });
        const feed = (c: Client) =>
          app.inject({ method: 'GET', url: feedUrl, headers: c.headers() });
        expect(hit(await page(a.client))).toBe(false);
        const aAgain = await page(a.client);
        expect(hit(aAgain)).toBe(true);
        expect(aAgain.body).toContain(a.client.csrf ?? 'no token');
        // another person, and the same person in another session, start from their own page
        const bFirst = await page(b.client);
        expect(hit(bFirst)).toBe(false);
        expect(bFirst.body).not.toContain(a.client.csrf ?? 'no token');
        expect(bFirst.body).toContain(b.client.csrf ?? 'no token');
        const aOther = new Client(t);
        const login = await aOther.login(a.username, a.password);
        expect(login.statusCode, login.body).toBe(200);
        expect(hit(await page(aOther))).toBe(false);
        // the API likewise
        expect(hit(await feed(a.client))).toBe(false);
        const keptFeed = await feed(a.client);
        expect(hit(keptFeed)).toBe(true);
        expect(keptFeed.headers['cache-control']).toBe('private, no-store');
        expect(hit(await feed(b.client))).toBe(false);
        // any write (here: b's board) empties every store
        const made = await b.client.post('BoardResource', 'create', {
          name: 'After the kept page',
        });
        expect(made.statusCode, made.body).toBe(200);
        expect(hit(await page(a.client))).toBe(false);
        expect(hit(await feed(a.client))).toBe(false);
        // a visitor never gets a person's kept answer
        const visitor = await getPage(app, '/');
        expect(visitor.body).not.toContain('csrf-token');
      });

      it("a kept page answers 304 to the browser holding it, with that copy's nonce in the policy", async () => {
        bumpDataVersion();
        await getPage(app, '/');
        const kept = await getPage(app, '/');
        const etag = String(kept.headers.etag);
        expect(etag).toMatch(/^"[^"]+\.[A-Za-z0-9+/]{22}=="$/);
        const again = await getPage(app, '/', { 'if-none-match': etag });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(cspNonce(again.headers['content-security-policy'])).toBe(nonceOf(kept.body));
        const other = await getPage(app, '/', { 'if-none-match': '"something-else"' });
        expect(other.statusCode).toBe(200);
        bumpDataVersion();
        expect((await getPage(app, '/', { 'if-none-match': etag })).statusCode).toBe(200);
      });

      it('a kept page is gzipped around its own nonce, byte for byte the page', async () => {
        bumpDataVersion();
        const plain = await getPage(app, '/');
        for (const encoding of ['gzip, deflate, br', 'gzip']) {
          const res = await getPage(app, '/', { 'accept-encoding': encoding });
          expect(hit(res)).toBe(true);
          expect(res.headers['content-encoding']).toBe('gzip');
          expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
          const html = gunzipSync(res.rawPayload).toString();
          const n = nonceOf(html);
          expect(cspNonce(res.headers['content-security-policy'])).toBe(n);
          expect(html.replaceAll(n, 'N')).toBe(plain.body.replaceAll(nonceOf(plain.body), 'N'));
        }
      });

      it('HEAD of a page works, kept or not, with no body', async () => {
        bumpDataVersion();
        const cold = await app.inject({
          method: 'HEAD',
          url: '/',
          headers: { host: HOST, 'user-agent': BROWSER },
        });
        expect(cold.statusCode).toBe(200);
        expect(cold.body).toBe('');
        await getPage(app, '/');
        const warm = await app.inject({
          method: 'HEAD',
          url: '/',
          headers: { host: HOST, 'user-agent': BROWSER },
        });
        expect(warm.statusCode).toBe(200);
        expect(hit(warm)).toBe(true);
        expect(warm.body).toBe('');
        expect(warm.headers['content-type']).toMatch(/^text\/html/);
      });

      it('API GETs carry a strong ETag, 304 on a match, for everyone', async () => {
        const first = await api();
        expect(first.statusCode).toBe(200);
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^"[\w-]+"$/);
        const again = await api({ 'if-none-match': `W/"x", ${etag}` });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        const { client } = await signedUp(t);
        const mine = await app.inject({ method: 'GET', url: feedUrl, headers: client.headers() });
        expect(mine.statusCode).toBe(200);
        const mineAgain = await app.inject({
          method: 'GET',
          url: feedUrl,
          headers: client.headers({ 'if-none-match': String(mine.headers.etag) }),
        });
        expect(mineAgain.statusCode).toBe(304);
      });

      it("a visitor's API answer is kept and compressed once, the same bytes in every coding", async () => {
        bumpDataVersion();
        const plain = await api();
        const kept = await api();
        expect(hit(plain)).toBe(false);
        expect(hit(kept)).toBe(true);
        expect(kept.body).toBe(plain.body);
        expect(kept.headers.etag).toBe(plain.headers.etag);
        expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
        const br = await api({ 'accept-encoding': 'gzip, deflate, br' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
        const gz = await api({ 'accept-encoding': 'gzip' });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
        expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
      });
    });
  },
);
