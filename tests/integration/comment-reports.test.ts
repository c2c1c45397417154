import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentModel, CommentsPage } from '#domain/comments/comments';
import { users } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { type Client, errorOf, type Res, rr, signedUp } from './auth-support.ts';
import { decode, SERVER_BUILD } from './page-support.ts';

// Decision 042: a comment is reported for one of decision 015's reasons; employees remove it or
// dismiss the report at /admin/reports.

describe.each(dbKinds())('reported comments on %s', (kind) => {
  let t: TestApp;
  let staff: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const s = await signedUp(t);
    await t.tessera.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, s.id));
    bumpDataVersion();
    staff = s.client;
  });
  afterAll(() => t?.close());

  async function setUp() {
    const [owner, ana, bo] = [await signedUp(t), await signedUp(t), await signedUp(t)];
    const ctx = t.tessera.systemCtx();
    const pin = (await makePin(ctx, owner.id, (await makeBoard(ctx, owner.id)).id)).id;
    const res = await ana.client.post('PinCommentsResource', 'create', {
      pin_id: pin,
      text: 'Buy pills at spam.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { owner, ana, bo, pin, comment: rr(res).data as CommentModel };
  }
  const report = (c: Client, pin: number, id: string, reason: string) =>
    c.post('PinCommentReportResource', 'create', { pin_id: pin, comment_id: id, reason });

  it('anyone signed in reports someone else’s comment once per open report; bad input is a 4xx', async () => {
    const { ana, bo, pin, comment } = await setUp();
    expect((await report(bo.client, pin, comment.id, 'spam')).statusCode).toBe(200);
    expect((await report(bo.client, pin, comment.id, 'spam')).statusCode).toBe(200);
    const own = await report(ana.client, pin, comment.id, 'spam');
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).message).toMatch(/your own comment/);
    const reason = await report(bo.client, pin, comment.id, 'because');
    expect(reason.statusCode).toBe(400);
    expect(errorOf(reason).message).toMatch(/Choose one of the reasons/);
    expect((await report(bo.client, pin, '999999999', 'spam')).statusCode).toBe(404);
    const { Client: Visitor } = await import('./auth-support.ts');
    const visitor = await report(new Visitor(t), pin, comment.id, 'spam');
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).message).toBe('Log in to report this comment');
  });

  describe.skipIf(!existsSync(SERVER_BUILD))('at /admin/reports (needs the build)', () => {
    function page(c: Client): Promise<Res> {
      return t.tessera.app.inject({
        method: 'GET',
        url: '/admin/reports',
        headers: { ...c.headers(), accept: 'text/html' },
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

    it('an employee dismisses one report and removes another comment with its replies', async () => {
      const a = await setUp();
      const b = await setUp();
      await b.owner.client.post('PinCommentsResource', 'create', {
        pin_id: b.pin,
        text: 'Please stop',
        parent_id: b.comment.id,
      });
      expect((await report(a.bo.client, a.pin, a.comment.id, 'spam')).statusCode).toBe(200);
      expect((await report(b.bo.client, b.pin, b.comment.id, 'misinformation')).statusCode).toBe(
        200,
      );
      const html = decode((await page(staff)).body);
      expect(html).toContain('Reported comments');
      expect(html).toContain('Buy pills at spam.example');
      expect(html).toContain(`href="/pin/${a.pin}/comments/"`);
      expect(html).toContain('Misinformation');
      const ids = [...html.matchAll(/data-comment-report-id="(\d+)"/g)].map((m) => m[1] ?? '');
      expect(ids.length).toBeGreaterThanOrEqual(2);
      const [first, second] = ids.slice(-2);

      const dismissed = await post(staff, { intent: 'dismiss-comment', report: first ?? '' });
      expect(dismissed.statusCode, dismissed.body).toBe(200);
      expect(decode(dismissed.body)).toContain('The report was dismissed');
      const removed = await post(staff, { intent: 'remove-comment', report: second ?? '' });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(decode(removed.body)).toContain('The comment was removed with its replies.');
      const left = await b.ana.client.get('PinCommentsResource', { pin_id: b.pin });
      expect((rr(left).data as CommentsPage).count).toBe(0);
      const kept = await a.ana.client.get('PinCommentsResource', { pin_id: a.pin });
      expect((rr(kept).data as CommentsPage).count).toBe(1);
      // the reporter and a stranger are not employees: the page is a 404 for them
      expect((await page(a.bo.client)).statusCode).toBe(404);
    });
  });
});
