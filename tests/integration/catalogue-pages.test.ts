import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, pinReports, pins } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { Client, type Res, signedUp } from './auth-support.ts';
import { BROWSER, mainText, SERVER_BUILD } from './page-support.ts';

// Issue 16, decision 030: the two catalogue pages Tessera adds, /secure/panic (M-075) and
// /reports-and-violations/ (M-085).

describe.skipIf(!existsSync(SERVER_BUILD))('catalogue pages (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    function get(url: string, c: Client): Promise<Res> {
      return t.tessera.app.inject({
        method: 'GET',
        url,
        headers: c.headers({ accept: 'text/html' }),
      });
    }

    function panic(c: Client, csrf: string): Promise<Res> {
      return t.tessera.app.inject({
        method: 'POST',
        url: '/secure/panic/',
        headers: c.headers({
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: new URLSearchParams({ _csrf: csrf }).toString(),
      });
    }

    it('M-075 /secure/panic logs a person out of every session after they confirm, then on to a new password', async () => {
      const p = await signedUp(t, { userAgent: BROWSER });
      const other = new Client(t, { userAgent: BROWSER });
      expect((await other.login(p.email, p.password)).statusCode).toBe(200);
      expect((await other.viewer()).isAuth).toBe(true);

      const page = await get('/secure/panic/', p.client);
      expect(page.statusCode).toBe(200);
      expect(mainText(page.body)).toContain('Log out everywhere');
      // looking at the page changes nothing; a forged form neither
      expect((await panic(p.client, 'forged')).statusCode).toBe(403);
      expect((await other.viewer()).isAuth).toBe(true);

      const res = await panic(p.client, p.client.csrf ?? '');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/password/reset/');
      expect(String(res.headers['set-cookie'])).toMatch(/tessera_session=;/);
      expect((await other.viewer()).isAuth).toBe(false);
      expect((await p.client.viewer()).isAuth).toBe(false);
    });

    it('M-075 a visitor on /secure/panic is offered the password reset', async () => {
      const res = await get('/secure/panic/', new Client(t, { userAgent: BROWSER }));
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('href="/password/reset/"');
      expect(mainText(res.body)).not.toContain('Log out everywhere');
    });

    it('M-085 /reports-and-violations/ lists my reports and what became of them, and my removed Pins', async () => {
      const ctx = t.tessera.systemCtx();
      const owner = await signedUp(t, { userAgent: BROWSER });
      const reporter = await signedUp(t, { userAgent: BROWSER });
      const stranger = await signedUp(t, { userAgent: BROWSER });
      const board = await makeBoard(ctx, owner.id, { name: 'Open board' });
      const later = await makeBoard(ctx, owner.id, { name: 'Soon secret' });
      const kept = await makePin(ctx, owner.id, board.id, { title: 'Kept pin' });
      const gone = await makePin(ctx, owner.id, board.id, { title: 'Gone pin' });
      const hidden = await makePin(ctx, owner.id, later.id, { title: 'Now secret pin' });
      for (const [pin, reason] of [
        [kept, 'spam'],
        [gone, 'hate'],
        [hidden, 'spam'],
      ] as const) {
        const r = await reporter.client.post('PinReportResource', 'create', {
          pin_id: String(pin.id),
          reason,
        });
        expect(r.statusCode, r.body).toBe(200);
      }
      const now = new Date();
      await ctx.db
        .update(pinReports)
        .set({ status: 'removed', resolvedAt: now })
        .where(eq(pinReports.pinId, gone.id));
      await ctx.db.update(pins).set({ deletedAt: now }).where(eq(pins.id, gone.id));
      await ctx.db.update(boards).set({ privacy: 'secret' }).where(eq(boards.id, later.id));
      bumpDataVersion();

      const mine = await get('/reports-and-violations/', reporter.client);
      expect(mine.statusCode).toBe(200);
      const text = mainText(mine.body);
      expect(text).toContain('Kept pin');
      expect(mine.body).toContain(`href="/pin/${kept.id}/"`);
      expect(text).toContain('Waiting');
      expect(text).toContain('Action taken'); // decision 059: a removal reads as any action
      // a removed pin and a pin now on someone else's secret board are no longer named
      expect(text).not.toContain('Gone pin');
      expect(text).not.toContain('Now secret pin');
      expect(text.match(/A Pin that is no longer available/g)).toHaveLength(2);
      expect(text).toContain('None of your Pins were removed.');

      const owners = mainText((await get('/reports-and-violations/', owner.client)).body).replace(
        /\s+/g,
        ' ',
      );
      expect(owners).toContain("You haven't reported any Pins.");
      expect(owners).toContain('Gone pin');
      expect(owners).toContain('Reported for hateful activities');

      const strangers = mainText((await get('/reports-and-violations/', stranger.client)).body);
      expect(strangers).not.toContain('Kept pin');
      expect(strangers).toContain("You haven't reported any Pins.");
    });

    it('M-085 a visitor logs in first', async () => {
      const res = await get('/reports-and-violations/', new Client(t, { userAgent: BROWSER }));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?next=%2Freports-and-violations%2F');
    });
  });
});
