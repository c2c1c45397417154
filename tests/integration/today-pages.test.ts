import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayArticles, users } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { type Client, type Res, signedUp } from './auth-support.ts';
import {
  canonical,
  getPage,
  metaContent,
  ORIGIN,
  pinIdsOnPage,
  SERVER_BUILD,
  title,
} from './page-support.ts';

// Issue 16 (spec 02 §2 M-061..M-067): the today pages through HTTP, and the composer's form
// posts, which only employees may make.

describe.skipIf(!existsSync(SERVER_BUILD))('the today pages (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let staff: Client;
    let person: Client;
    let shown: number[];
    let secretPin: number;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const ctx = t.tessera.systemCtx();
      const s = await signedUp(t);
      await ctx.db.update(users).set({ role: 'employee' }).where(eq(users.id, s.id));
      bumpDataVersion();
      staff = s.client;
      person = (await signedUp(t)).client;
      const owner = await makeUser(ctx);
      const sig = (await makeImage(ctx, 3)).signature;
      const board = await makeBoard(ctx, owner.id);
      const secret = await makeBoard(ctx, owner.id, { privacy: 'secret' });
      shown = [];
      for (let i = 0; i < 2; i++) {
        shown.push((await makePin(ctx, owner.id, board.id, { imageSignature: sig })).id);
      }
      secretPin = (await makePin(ctx, owner.id, secret.id, { imageSignature: sig })).id;
    });
    afterAll(() => t.close());

    // canonical urls use the trusted origin (PUBLIC_URL, else the listen address), never Host
    const site = () => t.tessera.systemCtx().publicOrigin;

    function get(url: string, c?: Client): Promise<Res> {
      return t.tessera.app.inject({
        method: 'GET',
        url,
        headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
      });
    }

    function post(url: string, c: Client, fields: Record<string, string>) {
      const body = new URLSearchParams({ _csrf: c.csrf ?? '', ...fields });
      return t.tessera.app.inject({
        method: 'POST',
        url,
        headers: c.headers({
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: body.toString(),
      });
    }

    async function compose(name: string): Promise<number> {
      const made = await post('/admin/today/new', staff, { intent: 'save', title: name });
      expect(made.statusCode).toBe(302);
      const id = Number(/\/admin\/today\/(\d+)/.exec(String(made.headers.location))?.[1]);
      expect(id).toBeGreaterThan(0);
      return id;
    }

    it('the composer is the 404 page for visitors and people who are not employees, GET and POST', async () => {
      for (const url of ['/admin/today', '/admin/today/new', '/admin/today/1000']) {
        expect((await get(url)).statusCode).toBe(404);
        expect((await get(url, person)).statusCode).toBe(404);
      }
      const res = await post('/admin/today/new', person, { intent: 'save', title: 'Nope' });
      expect(res.statusCode).toBe(404);
      expect(await t.tessera.systemCtx().db.select().from(todayArticles)).toEqual([]);
    });

    it('M-061 M-062 M-067 an employee composes and publishes; readers get the pages with title, canonical and cover', async () => {
      const id = await compose('Window boxes');
      const path = `/admin/today/${id}`;
      expect((await get(path, staff)).statusCode).toBe(200);
      // a draft is the 404 page to readers, a preview to employees
      expect((await getPage(t.tessera.app, `/today/article/${id}/`)).statusCode).toBe(404);
      expect((await get(`/today/article/${id}/`, staff)).statusCode).toBe(200);

      expect((await post(path, staff, { intent: 'add', pin: 'nonsense' })).statusCode).toBe(400);
      expect((await post(path, staff, { intent: 'add', pin: String(secretPin) })).statusCode).toBe(
        404,
      );
      expect((await post(path, staff, { intent: 'publish' })).statusCode).toBe(400);
      for (const p of shown) {
        const res = await post(path, staff, { intent: 'add', pin: `${ORIGIN}/pin/${p}/` });
        expect(res.statusCode).toBe(200);
      }
      expect((await post(path, staff, { intent: 'publish' })).statusCode).toBe(200);

      const today = await getPage(t.tessera.app, '/today/');
      expect(today.statusCode).toBe(200);
      expect(title(today.body)).toBe('Today | Tessera');
      expect(today.body).toContain('Window boxes');
      expect(canonical(today.body)).toBe(`${site()}/today/`);

      const page = await getPage(t.tessera.app, `/today/article/${id}/`);
      expect(page.statusCode).toBe(200);
      expect(title(page.body)).toBe('Window boxes | Tessera');
      expect(canonical(page.body)).toBe(`${site()}/today/article/${id}/`);
      expect(metaContent(page.body, 'og:image')).toMatch(/\/img\/474x\//);
      expect(metaContent(page.body, 'og:type')).toBe('article');
      expect(pinIdsOnPage(page.body)).toEqual(shown.map(String));
      expect(pinIdsOnPage(page.body)).not.toContain(String(secretPin));

      const moved = await getPage(t.tessera.app, '/discover/article/window-boxes');
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`/today/article/${id}/`);
    });

    it('M-063 M-064 M-065 M-066 each kind has its page; other words, ids and slugs are 404 pages', async () => {
      for (const k of ['best', 'trending', 'popular', 'shop', 'article']) {
        const res = await getPage(t.tessera.app, `/today/${k}/`);
        expect(res.statusCode, k).toBe(200);
        expect(canonical(res.body)).toBe(`${site()}/today/${k}/`);
      }
      for (const url of [
        '/today/news/',
        '/today/article/abc/',
        '/today/article/99999999/',
        '/discover/article/no-such-article',
      ]) {
        expect((await getPage(t.tessera.app, url)).statusCode, url).toBe(404);
      }
    });

    it('the form refuses bad input with a 400 and a readable message, and deletes', async () => {
      const empty = await post('/admin/today/new', staff, { intent: 'save', title: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('The title is required.');
      const long = await post('/admin/today/new', staff, {
        intent: 'save',
        title: 'x'.repeat(101),
      });
      expect(long.statusCode).toBe(400);
      expect(long.body).toContain('The title is at most 100 characters.');
      const id = await compose('Short lived');
      const badKind = await post(`/admin/today/${id}`, staff, {
        intent: 'save',
        title: 'Short lived',
        kind: 'news',
      });
      expect(badKind.statusCode).toBe(400);
      expect((await post(`/admin/today/${id}`, staff, { intent: 'dance' })).statusCode).toBe(400);
      const gone = await post(`/admin/today/${id}`, staff, { intent: 'delete' });
      expect(gone.statusCode).toBe(302);
      expect((await get(`/admin/today/${id}`, staff)).statusCode).toBe(404);
    });
  });
});
