import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestFollows, interests } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { freshIp, GOOD_PASSWORD, type Res, sessionCookieOf, uniqueName } from './auth-support.ts';

// Issue 33: after sign-up, a new account picks at least three topics, which it then follows
// (the home feed ranks followed topics' pins next after followed people and boards).

const SERVER_BUILD = path.resolve('build/server/index.js');
const ORIGIN = 'http://localhost';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) TesseraTest/1.0';

describe.skipIf(!existsSync(SERVER_BUILD))('onboarding after sign-up (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let topics: number[] = [];
    beforeAll(async () => {
      t = await createTestApp(kind);
      const rows = await t.tessera.database.db
        .insert(interests)
        .values(
          ['art', 'beauty', 'design', 'diy-and-crafts'].map((urlName) => ({
            urlName,
            name: urlName,
          })),
        )
        .returning({ id: interests.id });
      topics = rows.map((r) => r.id);
    });
    afterAll(() => t.close());

    async function signUp(next: string) {
      const ip = freshIp();
      const username = uniqueName('onb_');
      const res = await t.tessera.app.inject({
        method: 'POST',
        url: `/signup?next=${encodeURIComponent(next)}`,
        headers: {
          'x-forwarded-for': ip,
          'user-agent': UA,
          origin: ORIGIN,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          email: `${username}@example.com`,
          password: GOOD_PASSWORD,
          firstName: 'Onno',
          username,
        }).toString(),
      });
      const cookie = sessionCookieOf(res);
      if (!cookie?.value) throw new Error(`not signed up: ${res.statusCode}`);
      return { res, ip, cookie: `${cookie.name}=${cookie.value}` };
    }

    function pick(who: { ip: string; cookie: string }, page: Res, fields: [string, string][]) {
      const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      return t.tessera.app.inject({
        method: 'POST',
        url: String(page.headers['x-test-url'] ?? '/onboarding/'),
        headers: {
          'x-forwarded-for': who.ip,
          'user-agent': UA,
          cookie: who.cookie,
          origin: ORIGIN,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams([['_csrf', csrf], ...fields]).toString(),
      });
    }

    it('sign-up leads to the topics, with where the person was going kept', async () => {
      const who = await signUp('/ideas/');
      expect(who.res.headers.location).toBe('/onboarding/?next=%2Fideas%2F');
      const home = await signUp('/');
      expect(home.res.headers.location).toBe('/onboarding/');
      const page = await t.tessera.app.inject({
        method: 'GET',
        url: '/onboarding/?next=%2Fideas%2F',
        headers: { 'x-forwarded-for': who.ip, 'user-agent': UA, cookie: who.cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Welcome to Tessera, Onno!');
      expect(page.body.match(/name="interest"/g)).toHaveLength(topics.length);
    });

    it('fewer than three topics, or an unknown one, is refused and nothing is followed', async () => {
      const who = await signUp('/');
      const page = await t.tessera.app.inject({
        method: 'GET',
        url: '/onboarding/',
        headers: { 'x-forwarded-for': who.ip, 'user-agent': UA, cookie: who.cookie },
      });
      const [a, b, c] = topics.map(String);
      const two = await pick(who, page, [
        ['interest', a ?? ''],
        ['interest', b ?? ''],
        ['interest', b ?? ''],
      ]);
      expect(two.statusCode).toBe(400);
      expect(two.body).toContain('Pick at least 3 topics.');
      const unknown = await pick(who, page, [
        ['interest', a ?? ''],
        ['interest', b ?? ''],
        ['interest', '999999'],
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain('That topic is not known.');
      const ok = await pick(who, page, [
        ['interest', a ?? ''],
        ['interest', b ?? ''],
        ['interest', c ?? ''],
        ['next', '//evil.example/'],
      ]);
      expect(ok.statusCode).toBe(302);
      // a next that would leave the site goes home instead
      expect(ok.headers.location).toBe('/');
      const followed = await t.tessera.database.db
        .select({ id: interestFollows.interestId })
        .from(interestFollows)
        .where(eq(interestFollows.interestId, Number(c)));
      expect(followed).toHaveLength(1);
    });

    it('a visitor is sent to log in first', async () => {
      const res = await t.tessera.app.inject({
        method: 'GET',
        url: '/onboarding/',
        headers: { 'user-agent': UA },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?next=%2Fonboarding%2F');
    });
  });
});
