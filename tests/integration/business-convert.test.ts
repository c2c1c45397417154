import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { type Client, type Res, signedUp } from './auth-support.ts';
import { SERVER_BUILD } from './page-support.ts';

// spec 02 §1: the business upgrade banner (503755) leads to /business/convert/, where a person
// turns a personal account into a business (partner) account.

describe.skipIf(!existsSync(SERVER_BUILD))('/business/convert/ (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    function get(c?: Client): Promise<Res> {
      return t.tessera.app.inject({
        method: 'GET',
        url: '/business/convert/',
        headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
      });
    }

    function convert(c: Client, csrf = c.csrf ?? ''): Promise<Res> {
      return t.tessera.app.inject({
        method: 'POST',
        url: '/business/convert/',
        headers: c.headers({
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: new URLSearchParams({ _csrf: csrf }).toString(),
      });
    }

    async function roleOf(id: number): Promise<string | undefined> {
      const [row] = await t.tessera.database.db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, id));
      return row?.role;
    }

    it('asks a visitor to log in', async () => {
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Log in to turn your account into a business account.');
      expect(res.body).toContain('href="/login?next=%2Fbusiness%2Fconvert%2F"');
    });

    it('turns a personal account into a business one and lands on the profile; then says it has one', async () => {
      const p = await signedUp(t);
      const page = await get(p.client);
      expect(page.body).toContain('Get a free business account');
      expect(page.body).toContain('Convert to a business account');
      expect((await convert(p.client, 'forged')).statusCode).toBe(403);
      expect(await roleOf(p.id)).toBe('user');
      const res = await convert(p.client);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/${p.username}/?business=converted`);
      expect(await roleOf(p.id)).toBe('partner');
      expect((await p.client.viewer()).isPartner).toBe(true);
      const after = await get(p.client);
      expect(after.body).toContain('You have a business account');
      expect(after.body).not.toContain('Convert to a business account');
    });

    it('keeps an employee an employee', async () => {
      const e = await signedUp(t);
      await t.tessera.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, e.id));
      bumpDataVersion();
      const res = await convert(e.client);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/business/convert/');
      expect(await roleOf(e.id)).toBe('employee');
      expect((await get(e.client)).body).toContain('Employee accounts stay employee accounts');
    });
  });
});
