import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import type { OutboxMessage } from '#server/services/platform/mail';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makePin } from '../support/factory.ts';
import { jobsSettled } from '../support/jobs.ts';
import { type Client, GOOD_PASSWORD, signedUp } from './auth-support.ts';

// Issue 33, Settings: a new email is used once the link mailed to it is opened; search-engine
// indexing off puts noindex on the person's profile and pins. Through the real pages.

const SERVER_BUILD = path.resolve('build/server/index.js');
const ORIGIN = 'http://localhost';

describe.skipIf(!existsSync(SERVER_BUILD))('settings: email and privacy (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let me: Awaited<ReturnType<typeof signedUp>>;
    beforeAll(async () => {
      t = await createTestApp(kind);
      me = await signedUp(t);
    });
    afterAll(() => t.close());

    function post(url: string, fields: Record<string, string>, c: Client | null = me.client) {
      return t.tessera.app.inject({
        method: 'POST',
        url,
        headers: {
          ...(c ? c.headers() : {}),
          origin: ORIGIN,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ _csrf: c?.csrf ?? '', ...fields }).toString(),
      });
    }

    async function mailTo(to: string): Promise<OutboxMessage[]> {
      await jobsSettled(t.tessera);
      const dir = path.join(t.dataDir, 'mail');
      const names = await readdir(dir).catch(() => [] as string[]);
      const all = await Promise.all(
        names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8'))),
      );
      return (all as OutboxMessage[])
        .filter((m) => m.to === to)
        .sort((a, b) => a.id.localeCompare(b.id));
    }

    async function emailOf(id: number) {
      const [row] = await t.tessera.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, id));
      return row?.email;
    }

    it('a wrong password, a bad address or the same address is refused, and nothing is sent', async () => {
      const cases: [Record<string, string>, string][] = [
        [
          { email: 'new@example.com', password: 'wrong-password-1' },
          'The password you entered is incorrect.',
        ],
        [{ email: 'not-an-email', password: GOOD_PASSWORD }, 'Enter a valid email address.'],
        [{ email: me.email.toUpperCase(), password: GOOD_PASSWORD }, 'This is already your email.'],
      ];
      for (const [fields, message] of cases) {
        const res = await post('/settings', { intent: 'email', ...fields });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
        expect(res.body).toContain(message);
      }
      expect(await mailTo('new@example.com')).toEqual([]);
      expect(await emailOf(me.id)).toBe(me.email);
    });

    it('the new address gets a link; opening it asks, confirming moves the account and tells the old address', async () => {
      const fresh = `moved_${me.username.toLowerCase()}@example.com`;
      const res = await post('/settings', {
        intent: 'email',
        email: fresh,
        password: GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(await emailOf(me.id)).toBe(me.email);
      const [mail] = await mailTo(fresh);
      const token = /\/settings\/email\/confirm\/\?token=([A-Za-z0-9_-]{43})/.exec(
        mail?.text ?? '',
      )?.[1];
      expect(token, mail?.text).toBeTruthy();
      const url = `/settings/email/confirm/?token=${token}`;

      // opening the link (a mail scanner does) changes nothing
      const page = await t.tessera.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`will use ${fresh} from now on`);
      expect(await emailOf(me.id)).toBe(me.email);

      // the link works signed out too: it is the proof
      const done = await post(url, { token: token ?? '' }, null);
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain(`Your account now uses ${fresh}.`);
      expect(await emailOf(me.id)).toBe(fresh);
      const [notice] = await mailTo(me.email);
      expect(notice?.subject).toBe('Your Tessera email was changed');

      const again = await post(url, { token: token ?? '' }, null);
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('expired or was already used');
      const reopened = await t.tessera.app.inject({ method: 'GET', url });
      expect(reopened.body).toContain('This link can');
    });

    it("someone else's address gets a note instead of a link, and the form says the same", async () => {
      const other = await signedUp(t);
      const res = await post('/settings', {
        intent: 'email',
        email: other.email,
        password: GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const [note] = await mailTo(other.email);
      expect(note?.subject).toBe('Someone tried to use your email on Tessera');
      expect(note?.text).not.toContain('token=');
    });

    it('indexing off: the profile and the pins say noindex; on again, they do not', async () => {
      const pin = await makePin(t.tessera.systemCtx(), me.id, null, { title: 'Quiet pin' });
      const robots = /<meta name="robots" content="noindex"/;
      const pages = [`/${me.username}/`, `/${me.username}/_created/`, `/pin/${pin.id}/`];
      for (const p of pages) {
        const res = await t.tessera.app.inject({ method: 'GET', url: p });
        expect(res.statusCode, p).toBe(200);
        expect(res.body, p).not.toMatch(robots);
      }
      const off = await post('/settings', { intent: 'privacy' });
      expect(off.statusCode).toBe(200);
      for (const p of pages) {
        const res = await t.tessera.app.inject({ method: 'GET', url: p });
        expect(res.body, p).toMatch(robots);
      }
      await post('/settings', { intent: 'privacy', searchIndexing: 'on' });
      const res = await t.tessera.app.inject({ method: 'GET', url: pages[0] ?? '' });
      expect(res.body).not.toMatch(robots);
    });
  });
});
