import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userReports, users } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeUser } from '../support/factory.ts';
import { Client, errorOf, type Res, rr, signedUp } from './auth-support.ts';
import { decode, SERVER_BUILD } from './page-support.ts';

// Decision 046: a person reports someone's profile (UserReportResource); an employee clears it or
// dismisses the reports at /admin/reports; the reporter and the reported person each see it.

describe.each(dbKinds())('reporting a profile on %s', (kind) => {
  let t: TestApp;
  let b: Client;
  let bId = 0;
  let a = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = (await makeUser(t.tessera.systemCtx(), { firstName: 'Ada', lastName: 'Real' })).id;
    const s = await signedUp(t);
    b = s.client;
    bId = s.id;
  });
  afterAll(() => t?.close());

  const report = (c: Client, options: Record<string, unknown>) =>
    c.post('UserReportResource', 'create', { user_id: a, reason: 'spam', ...options });

  it('stores a report with its reason and details, once while it is open', async () => {
    const res = await report(b, { reason: 'impersonation', details: '  Uses my photo  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toMatchObject({ userId: String(a) });
    const rows = await t.tessera.database.db
      .select()
      .from(userReports)
      .where(and(eq(userReports.userId, a), eq(userReports.reporterId, bId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'impersonation', details: 'Uses my photo' });
    expect(rows[0]?.status).toBe('open');
    const again = await report(b, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toMatch(/already reported this profile/);
  });

  it('refuses a visitor, one’s own profile, an unknown person and bad input with readable 4xx', async () => {
    const visitor = new Client(t);
    expect((await report(visitor, {})).statusCode).toBe(401);
    const self = await b.post('UserReportResource', 'create', { user_id: bId, reason: 'spam' });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).message).toBe('You can’t report your own profile.');
    const gone = await report(b, { user_id: 999999999 });
    expect(gone.statusCode).toBe(404);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ reason: 'copyright' }, /Choose a reason/],
      [{ reason: 'other' }, /Tell us what is wrong/],
      [{ reason: 'other', details: 'x'.repeat(501) }, /at most 500 characters/],
      [{ user_id: 'abc' }, /numeric id/],
    ];
    for (const [options, message] of cases) {
      const res = await report(b, options);
      expect(res.statusCode, JSON.stringify(options)).toBe(400);
      expect(errorOf(res).message).toMatch(message);
    }
  });

  it('stops a reporter after ten reports an hour with a 429', async () => {
    const c = (await signedUp(t)).client;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await report(c, {})).statusCode);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1, 10)).toEqual(Array(9).fill(409));
    expect(statuses[10]).toBe(429);
    expect(errorOf(await report(c, {})).message).toMatch(/many reports/);
  });
});

describe.skipIf(!existsSync(SERVER_BUILD))(
  'reported profiles for employees (needs the build)',
  () => {
    describe.each(dbKinds())('on %s', (kind) => {
      let t: TestApp;
      let staff: Client;
      let staffId = 0;
      let reporter: Client;
      let target: Client;
      let targetId = 0;
      let targetName = '';
      let kept = 0;

      beforeAll(async () => {
        t = await createTestApp(kind);
        const s = await signedUp(t);
        staffId = s.id;
        await t.tessera.database.db
          .update(users)
          .set({ role: 'employee' })
          .where(eq(users.id, s.id));
        bumpDataVersion();
        staff = s.client;
        reporter = (await signedUp(t)).client;
        const a = await signedUp(t);
        target = a.client;
        targetId = a.id;
        targetName = a.username;
        await t.tessera.database.db
          .update(users)
          .set({
            firstName: 'Famous',
            lastName: 'Chef',
            about: 'The real one, honest',
            websiteUrl: 'https://fake.example/',
            avatarSignature: 'a'.repeat(32),
          })
          .where(eq(users.id, targetId));
        kept = (await makeUser(t.tessera.systemCtx(), { firstName: 'Kept', lastName: 'Up' })).id;
        bumpDataVersion();
      });
      afterAll(() => t?.close());

      function page(c: Client | null, url: string): Promise<Res> {
        return t.tessera.app.inject({
          method: 'GET',
          url,
          headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
        });
      }

      function post(c: Client, fields: Record<string, string>): Promise<Res> {
        return t.tessera.app.inject({
          method: 'POST',
          url: '/admin/reports',
          headers: c.headers({
            origin: 'http://localhost',
            accept: 'text/html',
            'content-type': 'application/x-www-form-urlencoded',
          }),
          payload: new URLSearchParams({ _csrf: c.csrf ?? '', ...fields }).toString(),
        });
      }

      it('is the 404 page for people who are not employees, for GET and POST', async () => {
        expect((await page(null, '/admin/reports')).statusCode).toBe(404);
        expect((await page(reporter, '/admin/reports')).statusCode).toBe(404);
        const forged = await post(reporter, { intent: 'clear-profile', profile: String(targetId) });
        expect(forged.statusCode).toBe(404);
      });

      it('lists each reported profile once, with its reasons, counts, details and reporters', async () => {
        expect(decode((await page(staff, '/admin/reports')).body)).toContain(
          'No reported profiles',
        );
        const send = (c: Client, userId: number, reason: string, details = '') =>
          c.post('UserReportResource', 'create', { user_id: userId, reason, details });
        expect(
          (await send(reporter, targetId, 'impersonation', 'Not the real chef')).statusCode,
        ).toBe(200);
        expect((await send(staff, targetId, 'impersonation')).statusCode).toBe(200);
        expect((await send(reporter, kept, 'spam')).statusCode).toBe(200);
        const html = decode((await page(staff, '/admin/reports')).body);
        expect(html).toContain('Reported Pins, comments and profiles');
        expect(html).toContain('Reported profiles');
        expect(html).toContain('2 profiles wait');
        expect(html).toContain(`Famous Chef (@${targetName})`);
        expect(html).toContain('2 reports');
        expect(html).toContain('Pretending to be someone ×2');
        expect(html).toContain('Not the real chef');
        expect(html).toContain('Clear profile');
      });

      it('Clear profile empties it in one decision, recorded with who and when; both sides are told', async () => {
        const res = await post(staff, { intent: 'clear-profile', profile: String(targetId) });
        expect(res.statusCode).toBeLessThan(400);
        const [u] = await t.tessera.database.db.select().from(users).where(eq(users.id, targetId));
        expect(u).toMatchObject({
          firstName: targetName,
          lastName: '',
          about: '',
          websiteUrl: null,
          avatarSignature: null,
        });
        const rows = await t.tessera.database.db
          .select()
          .from(userReports)
          .where(eq(userReports.userId, targetId));
        expect(rows.map((r) => r.status)).toEqual(['cleared', 'cleared']);
        expect(rows.every((r) => r.resolvedBy === staffId && r.resolvedAt !== null)).toBe(true);
        const profile = decode((await page(reporter, `/${targetName}/`)).body);
        expect(profile).not.toContain('The real one, honest');
        expect(profile).not.toContain('Famous Chef');
        const mine = decode((await page(reporter, '/reports-and-violations/')).body);
        expect(mine).toContain('Profiles you reported');
        expect(mine).toContain(`@${targetName}`);
        expect(mine).toContain('The profile was cleared');
        const theirs = decode((await page(target, '/reports-and-violations/')).body);
        expect(theirs).toContain('Your profile was cleared');
      });

      it('Dismiss leaves the profile; a second decision is a readable 404, an unknown form a 400', async () => {
        const res = await post(staff, { intent: 'dismiss-profile', profile: String(kept) });
        expect(res.statusCode).toBeLessThan(400);
        const [u] = await t.tessera.database.db.select().from(users).where(eq(users.id, kept));
        expect(u?.firstName).toBe('Kept');
        expect(decode((await page(staff, '/admin/reports')).body)).toContain(
          'No reported profiles',
        );
        const mine = decode((await page(reporter, '/reports-and-violations/')).body);
        expect(mine).toContain('Kept as is');
        const again = await post(staff, { intent: 'dismiss-profile', profile: String(kept) });
        expect(again.statusCode).toBe(404);
        expect(decode(again.body)).toContain('There is no open report on this profile.');
        const bad = await post(staff, { intent: 'clear-profile', profile: 'x' });
        expect(bad.statusCode).toBe(400);
      });
    });
  },
);
