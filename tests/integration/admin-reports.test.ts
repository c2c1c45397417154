import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinReports, users } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import { type Client, errorOf, type Res, rr, signedUp } from './auth-support.ts';
import { decode, SERVER_BUILD } from './page-support.ts';

// Issue 13: reports reach employees at /admin/reports with the pin, the reason and the reporter;
// an employee removes the pin (Unavailable everywhere) or dismisses the report.

describe.skipIf(!existsSync(SERVER_BUILD))('reported pins for employees (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let staff: Client;
    let reporter: Client;
    let reporterName = '';
    const pin: Record<string, number> = {};

    beforeAll(async () => {
      t = await createTestApp(kind);
      const ctx = t.tessera.systemCtx();
      const s = await signedUp(t);
      await t.tessera.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, s.id));
      bumpDataVersion();
      staff = s.client;
      const r = await signedUp(t);
      reporter = r.client;
      reporterName = r.username;
      const owner = await makeUser(ctx);
      const board = await makeBoard(ctx, owner.id);
      pin.bad = (await makePin(ctx, owner.id, board.id, { title: 'Miracle pills' })).id;
      pin.fine = (await makePin(ctx, owner.id, board.id, { title: 'Lemon tart' })).id;
    });
    afterAll(() => t?.close());

    function page(c?: Client): Promise<Res> {
      return t.tessera.app.inject({
        method: 'GET',
        url: '/admin/reports',
        headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
      });
    }

    function post(c: Client, fields: Record<string, string>, csrf = c.csrf ?? ''): Promise<Res> {
      return t.tessera.app.inject({
        method: 'POST',
        url: '/admin/reports',
        headers: c.headers({
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: new URLSearchParams({ _csrf: csrf, ...fields }).toString(),
      });
    }

    async function report(id: number, reason: string): Promise<string> {
      const res = await reporter.post('PinReportResource', 'create', { pin_id: id, reason });
      expect(res.statusCode, res.body).toBe(200);
      return String((rr(res).data as { reportId: string }).reportId);
    }

    it('is the 404 page for visitors and people who are not employees, for GET and POST', async () => {
      expect((await page()).statusCode).toBe(404);
      expect((await page(reporter)).statusCode).toBe(404);
      const forged = await post(reporter, { intent: 'dismiss', report: '1000' });
      expect(forged.statusCode).toBe(404);
    });

    it('an employee sees the empty state, then each open report with its pin, reason and reporter', async () => {
      const empty = await page(staff);
      expect(empty.statusCode).toBe(200);
      expect(decode(empty.body)).toContain('No open reports');
      await report(pin.bad ?? 0, 'misinformation');
      await report(pin.fine ?? 0, 'spam');
      const html = decode((await page(staff)).body);
      expect(html).toContain('2 reports wait');
      expect(html).toContain('Miracle pills');
      expect(html).toContain(`href="/pin/${pin.bad}/"`);
      expect(html).toContain('Misinformation');
      expect(html).toContain(`href="/${reporterName}/"`);
      expect(html).toMatch(/<img[^>]+src="\/img\/236x\/[^"]+\.jpg"/);
    });

    it('a post without the CSRF token changes nothing, even from an employee', async () => {
      const res = await post(staff, { intent: 'dismiss', report: '1' }, 'forged');
      expect(res.statusCode).toBe(403);
      expect(decode((await page(staff)).body)).toContain('2 reports wait');
    });

    it('Remove pin takes the pin down for everyone and closes its reports', async () => {
      const [row] = await t.tessera.database.db
        .select({ id: pinReports.id })
        .from(pinReports)
        .where(eq(pinReports.pinId, pin.bad ?? 0));
      const res = await post(staff, {
        intent: 'remove',
        report: String(row?.id),
        reason: 'Health misinformation',
      });
      expect(res.statusCode).toBeLessThan(400);
      const html = decode((await page(staff)).body);
      expect(html).not.toContain('Miracle pills');
      expect(html).toContain('1 report waits');
      for (const c of [reporter, staff]) {
        const closeup = await c.get('PinResource', { id: pin.bad });
        expect(closeup.statusCode).toBe(404);
      }
      const pinPage = await t.tessera.app.inject({
        method: 'GET',
        url: `/pin/${pin.bad}/`,
        headers: { ...reporter.headers(), accept: 'text/html' },
      });
      expect(pinPage.statusCode).toBe(404);
      expect(pinPage.body).toContain('Unavailable');
      // it says why, instead of blaming the creator
      expect(decode(pinPage.body)).toContain('Removed for going against the community guidelines');
      const api = await reporter.get('PinResource', { id: pin.bad });
      expect(errorOf(api).message).toBe('Removed for going against the community guidelines');
    });

    it('Dismiss closes the report and the pin stays up; a second decision is a readable 400', async () => {
      const [row] = await t.tessera.database.db
        .select({ id: pinReports.id })
        .from(pinReports)
        .where(eq(pinReports.pinId, pin.fine ?? 0));
      const id = String(row?.id);
      expect((await post(staff, { intent: 'dismiss', report: id })).statusCode).toBeLessThan(400);
      expect(decode((await page(staff)).body)).toContain('No open reports');
      expect((await staff.get('PinResource', { id: pin.fine })).statusCode).toBe(200);
      const again = await post(staff, { intent: 'dismiss', report: id });
      expect(again.statusCode).toBe(400);
      expect(decode(again.body)).toContain('That report was already dismissed.');
    });

    it('an unknown intent or report is a readable 4xx, never a 500', async () => {
      const bad = await post(staff, { intent: 'explode', report: '1' });
      expect(bad.statusCode).toBe(400);
      const unknown = await post(staff, { intent: 'dismiss', report: '999999' });
      expect(unknown.statusCode).toBe(404);
      // and through the API, a report of the removed pin is a 404
      const gone = await reporter.post('PinReportResource', 'create', {
        pin_id: pin.bad,
        reason: 'spam',
      });
      expect(gone.statusCode).toBe(404);
      expect(errorOf(gone).message).toMatch(/Removed|Unavailable/);
    });
  });
});
