import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '#server/api/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import {
  Client,
  freshIp,
  GOOD_PASSWORD,
  type Res,
  sessionCookieOf,
  signedUp,
  uniqueName,
} from './auth-support.ts';

// issue 10 / decision 005 through the real pages: no open redirect after login, CSRF on every
// state change (API and page actions), no state change on GET, sign-up field errors per field.

const SERVER_BUILD = path.resolve('build/server/index.js');
const ORIGIN = 'http://localhost';

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { action?: unknown };
}

/** A page form post as a browser on our origin sends it (visitors need no `_csrf`). */
function formPost(t: TestApp, url: string, fields: Record<string, string>, c?: Client) {
  return t.tessera.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(c ? c.headers() : { 'x-forwarded-for': freshIp() }),
      origin: ORIGIN,
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

function locationOf(res: Res): string {
  return String(res.headers.location ?? '');
}

/** Where a browser goes with this Location header, from a page on our origin. */
function landsOn(location: string): string {
  return new URL(location, `${ORIGIN}/login`).origin;
}

const BYPASSES = [
  '/.//evil.example',
  '/./\\evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/%09/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
];

describe.skipIf(!existsSync(SERVER_BUILD))('auth through the pages (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof signedUp>>;
    beforeAll(async () => {
      t = await createTestApp(kind);
      user = await signedUp(t);
    });
    afterAll(() => t.close());

    it.each(BYPASSES)('logging in with next=%j lands on our own site', async (next) => {
      // once as ?next= in the url (links), once in the form body (the login modal)
      for (const [url, body] of [
        [`/login?${new URLSearchParams({ next })}`, {}],
        ['/login', { next }],
      ] as const) {
        const res = await formPost(t, url, {
          usernameOrEmail: user.username,
          password: GOOD_PASSWORD,
          ...body,
        });
        expect([302, 303], res.body.slice(0, 200)).toContain(res.statusCode);
        expect(landsOn(locationOf(res))).toBe(ORIGIN);
        expect(locationOf(res)).toBe('/');
      }
    });

    it('an on-site next is kept, and a signed-in visit to /login or /signup with a bypass stays on site', async () => {
      const res = await formPost(t, '/login?next=%2Fsettings%3Ftab%3Dx', {
        usernameOrEmail: user.username,
        password: GOOD_PASSWORD,
      });
      expect(locationOf(res)).toBe('/settings?tab=x');
      for (const page of ['/login', '/signup']) {
        for (const next of BYPASSES) {
          const got = await t.tessera.app.inject({
            method: 'GET',
            url: `${page}?${new URLSearchParams({ next })}`,
            headers: user.client.headers({ accept: 'text/html' }),
          });
          expect(landsOn(locationOf(got)), `${page} ${next}`).toBe(ORIGIN);
        }
      }
      const me = await t.tessera.app.inject({ method: 'GET', url: '/me', headers: {} });
      expect(locationOf(me)).toBe('/login?next=%2Fme%2F');
    });

    it('every API create/update/delete without the CSRF token is 403, and changes nothing', async () => {
      const { client } = await signedUp(t);
      const writes = resources.filter((r) => r.action !== 'get');
      expect(writes.length).toBeGreaterThan(20);
      for (const r of writes) {
        const res = await client.post(r.name, r.action, {}, { 'x-csrf-token': '' });
        expect(res.statusCode, `${r.name}/${r.action}`).toBe(403);
        const cross = await new Client(t).post(
          r.name,
          r.action,
          {},
          { origin: 'https://evil.example' },
        );
        expect(cross.statusCode, `${r.name}/${r.action} cross-origin`).toBe(403);
      }
      expect((await client.viewer()).isAuth).toBe(true);
    });

    it('every page action without _csrf is 403 for a signed-in person, and cross-origin for anyone', async () => {
      const { client, id } = await signedUp(t);
      const ctx = t.tessera.systemCtx();
      const board = await makeBoard(ctx, id, { slug: 'csrf-walk', name: 'Csrf walk' });
      const pin = await makePin(ctx, id, board.id, {});
      const build = (await import(pathToFileURL(SERVER_BUILD).href)) as {
        routes: Record<string, BuiltRoute>;
      };
      const values: Record<string, string> = {
        pinParam: String(pin.id),
        boardId: String(board.id),
        sectionId: '1',
        code: 'x'.repeat(22),
        username: client.cookie ? ((await client.viewer()).username ?? 'u') : 'u',
        boardSlug: 'csrf-walk',
        sectionSlug: 'none',
        '*': 'nowhere',
      };
      const urls: string[] = [];
      for (const r of Object.values(build.routes)) {
        if (typeof r.module.action !== 'function') continue;
        const p = (r.path ?? '')
          .split('/')
          .map((seg) =>
            seg.startsWith(':') ? (values[seg.slice(1)] ?? '1') : (values[seg] ?? seg),
          )
          .join('/');
        urls.push(`/${p}`);
      }
      expect(urls.length).toBeGreaterThan(8);
      for (const url of urls) {
        const res = await formPost(t, url, { intent: 'delete', title: 'x' }, client);
        expect(res.statusCode, url).toBe(403);
        const cross = await t.tessera.app.inject({
          method: 'POST',
          url,
          headers: {
            origin: 'https://evil.example',
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: 'intent=delete',
        });
        expect(cross.statusCode, `${url} cross-origin`).toBe(403);
        // a person who followed a forged form gets a page that says why, not JSON
        expect(cross.headers['content-type'], url).toContain('text/html');
        expect(cross.body, url).toContain('came from another site');
      }
      expect((await client.viewer()).isAuth).toBe(true);
    });

    it('no state change on GET: /logout and the logout API by GET leave the session alone', async () => {
      const { client } = await signedUp(t);
      const page = await t.tessera.app.inject({
        method: 'GET',
        url: '/logout',
        headers: client.headers({ accept: 'text/html' }),
      });
      expect(page.statusCode).toBe(200);
      expect(sessionCookieOf(page)).toBeNull();
      const api = await t.tessera.app.inject({
        method: 'GET',
        url: '/resource/UserSessionResource/delete/',
        headers: client.headers(),
      });
      expect(api.statusCode).toBeGreaterThanOrEqual(400);
      expect((await client.viewer()).isAuth).toBe(true);
    });

    it('a forged Host or X-Forwarded-Host changes neither canonical/OG urls nor invite links', async () => {
      const { client, id } = await signedUp(t);
      const ctx = t.tessera.systemCtx();
      const board = await makeBoard(ctx, id, { slug: 'forged-host', name: 'Forged host' });
      const pin = await makePin(ctx, id, board.id, { title: 'Forged host pin' });
      const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
      const page = await t.tessera.app.inject({
        method: 'GET',
        url: `/pin/${pin.id}/`,
        headers: { ...forged, accept: 'text/html', 'user-agent': 'Mozilla/5.0 Chrome/136.0' },
      });
      expect(page.statusCode).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1];
      expect(canonical).toMatch(/^http:\/\/localhost:3000\/pin\//);
      expect(page.body).not.toContain('evil.example');
      const link = await client.post(
        'BoardInviteLinkResource',
        'create',
        { board_id: board.id },
        { ...forged, 'sec-fetch-site': 'same-origin' },
      );
      expect(link.statusCode, link.body).toBe(200);
      expect(link.body).toContain('http://localhost:3000/board/invite/');
      expect(link.body).not.toContain('evil.example');
    });

    it('sign-up: one wrong field is the only one marked invalid, and its message is tied to it', async () => {
      const res = await formPost(t, '/signup', {
        email: 'not-an-email',
        password: GOOD_PASSWORD,
        firstName: 'Ana',
        username: uniqueName('form_'),
      });
      expect(res.statusCode).toBe(400);
      const inputs = [...res.body.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]);
      const invalid = inputs.filter((i) => i.includes('aria-invalid="true"'));
      expect(invalid).toHaveLength(1);
      expect(invalid[0]).toContain('name="email"');
      const describedBy = /aria-describedby="([^"]+)"/.exec(invalid[0] ?? '')?.[1] ?? '';
      const errorId = describedBy.split(' ').find((x) => x.endsWith('-error')) ?? 'none';
      expect(res.body).toMatch(new RegExp(`id="${errorId}"[^>]*>Enter a valid email address\\.<`));
      const blank = await formPost(t, '/signup', {
        email: `${uniqueName('b')}@example.com`,
        password: ' '.repeat(10),
        firstName: 'Ana',
        username: uniqueName('form_'),
      });
      const marked = [...blank.body.matchAll(/<input\b[^>]*aria-invalid="true"[^>]*>/g)];
      expect(marked.map((m) => /name="(\w+)"/.exec(m[0])?.[1])).toEqual(['password']);
      expect(blank.body).toContain('Use something other than spaces.');
    });

    it('sign-up with a taken email shows a neutral message, not an error, and signs nobody in', async () => {
      const res = await formPost(t, '/signup', {
        email: user.email.toUpperCase(),
        password: 'another good passphrase',
        firstName: 'Eve',
        username: uniqueName('eve_'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Check your email to finish');
      expect(res.body).not.toMatch(/already in use|aria-invalid="true"/);
      expect(sessionCookieOf(res)).toBeNull();
    });
  });
});
