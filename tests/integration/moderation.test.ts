import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationModel } from '#domain/messages/notifications';
import type { PinModel } from '#domain/pins/models';
import { auditLog } from '#server/db/schema/index';
import { readAudit } from '#server/services/admin/audit';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin } from '../support/factory.ts';
import { adminAndMember, adminPage, adminPost, type Person } from './admin-support.ts';
import { makeToken, v5 } from './api-v5-support.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { decode, SERVER_BUILD } from './page-support.ts';

// Issue 37 (decision 057): the audit log never changes; a suspended person's content is gone
// from every surface and their sessions end; report decisions tell the pinner and the reporter.

describe.skipIf(!existsSync(SERVER_BUILD))('moderation (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let admin: Person;
    let member: Person;

    beforeAll(async () => {
      t = await createTestApp(kind);
      ({ admin, member } = await adminAndMember(t));
    });
    afterAll(() => t?.close());

    const page = (url: string, c?: Client) => adminPage(t, url, c);
    const postForm = (url: string, c: Client, fields: Record<string, string>) =>
      adminPost(t, url, c, fields);

    async function notes(c: Client) {
      const res = await c.get('NotificationsResource');
      expect(res.statusCode, res.body).toBe(200);
      return rr(res).data as NotificationModel[];
    }

    it('the database refuses to change or delete an audit entry', async () => {
      const db = t.tessera.database.db;
      await db.insert(auditLog).values({
        actorId: admin.id,
        actorName: admin.username,
        action: 'user.role',
        targetType: 'user',
        targetId: '1',
      });
      await expect(db.update(auditLog).set({ reason: 'edited' })).rejects.toThrow();
      await expect(db.delete(auditLog)).rejects.toThrow();
      await expect(db.execute(sql`truncate table audit_log`)).rejects.toThrow();
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
      expect(row?.n).toBeGreaterThan(0);
    });

    describe('a suspended person', () => {
      let bad: Person;
      let badToken = '';
      let watcherToken = '';
      const fx = { marker: '', boardSlug: '', boardId: 0, pinId: 0 };

      beforeAll(async () => {
        const ctx = t.tessera.systemCtx();
        bad = await signedUp(t);
        const tag = Math.random().toString(36).slice(2, 8);
        fx.marker = `Zqsusp${tag}`;
        const board = await makeBoard(ctx, bad.id, {
          name: `${fx.marker} board`,
          slug: `s-${tag}`,
        });
        const sig = (await makeImage(ctx, 21)).signature;
        const pin = await makePin(ctx, bad.id, board.id, {
          imageSignature: sig,
          title: `${fx.marker} lantern`,
        });
        Object.assign(fx, { boardSlug: board.slug, boardId: board.id, pinId: pin.id });
        badToken = await makeToken(bad.client, ['boards:read', 'pins:read', 'user_accounts:read']);
        watcherToken = await makeToken(member.client, ['boards:read', 'pins:read']);
      });

      async function surfaces(c: Client, token: string | null) {
        const profile = await page(`/${bad.username}/`, c);
        const board = await page(`/${bad.username}/${fx.boardSlug}/`, c);
        const closeup = await page(`/pin/${fx.pinId}/`, c);
        const apiPin = await c.get('PinResource', { id: fx.pinId });
        const apiUser = await c.get('UserResource', { username: bad.username });
        const search = await c.get('BaseSearchResource', { query: fx.marker, scope: 'pins' });
        const people = await c.get('BaseSearchResource', { query: bad.username, scope: 'people' });
        const home = await c.get('HomefeedResource', { page_size: 50 });
        const v5pin = await v5(t, 'GET', `/v5/pins/${fx.pinId}`, token);
        const v5board = await v5(t, 'GET', `/v5/boards/${fx.boardId}`, token);
        return {
          profile: profile.statusCode,
          board: board.statusCode,
          closeup: closeup.statusCode,
          apiPin: apiPin.statusCode,
          apiUser: apiUser.statusCode,
          search: (rr(search).data as PinModel[]).some((p) => Number(p.id) === fx.pinId),
          people: people.body.includes(`"${bad.username}"`),
          home: home.body.includes(fx.marker),
          v5pin: v5pin.status,
          v5board: v5board.status,
          leaks: [profile, board, closeup].some((r) =>
            decode(r.body).includes(`${fx.marker} lantern`),
          ),
        };
      }

      it('is seen everywhere before, and gone from every surface after, with sessions ended', async () => {
        const before = await surfaces(new Client(t), watcherToken);
        expect(before).toMatchObject({
          profile: 200,
          board: 200,
          closeup: 200,
          apiPin: 200,
          apiUser: 200,
          search: true,
          v5pin: 200,
          v5board: 200,
        });
        expect((await bad.client.viewer()).isAuth).toBe(true);

        const res = await postForm(`/admin/users/${bad.id}`, admin.client, {
          intent: 'suspend',
          reason: 'Selling fake tickets',
        });
        expect(res.statusCode, res.body).toBe(200);

        for (const c of [new Client(t), member.client]) {
          const after = await surfaces(c, watcherToken);
          expect(after).toEqual({
            profile: 404,
            board: 404,
            closeup: 404,
            apiPin: 404,
            apiUser: 404,
            search: false,
            people: false,
            home: false,
            v5pin: 404,
            v5board: 404,
            leaks: false,
          });
        }
        // sessions ended at once, the API token with them
        expect((await bad.client.viewer()).isAuth).toBe(false);
        expect((await v5(t, 'GET', '/v5/user_account', badToken)).status).toBe(401);
        // sign-in is refused with the reason
        const login = await new Client(t).login(bad.username, bad.password);
        expect(login.statusCode).toBe(401);
        expect(errorOf(login).message).toBe('This account is suspended: Selling fake tickets');
        // messages to them are refused
        const msg = await member.client.post('ConversationMessagesResource', 'create', {
          user_ids: [String(bad.id)],
          text: 'hello',
        });
        expect(msg.statusCode).toBeGreaterThanOrEqual(400);

        const log = await readAudit(t.tessera.database.db, { target: `user:${bad.id}` });
        expect(log.map((e) => [e.action, e.actor, e.reason])).toEqual([
          ['user.suspend', admin.username, 'Selling fake tickets'],
        ]);
      });

      it('is back everywhere once unsuspended, and can sign in again', async () => {
        const res = await postForm(`/admin/users/${bad.id}`, admin.client, {
          intent: 'unsuspend',
          reason: 'Appeal accepted',
        });
        expect(res.statusCode, res.body).toBe(200);
        const back = await surfaces(new Client(t), watcherToken);
        expect(back).toMatchObject({
          profile: 200,
          closeup: 200,
          apiPin: 200,
          search: true,
          v5pin: 200,
        });
        const login = await new Client(t).login(bad.username, bad.password);
        expect(login.statusCode, login.body).toBe(200);
        const log = await readAudit(t.tessera.database.db, { target: `user:${bad.id}` });
        expect(log.map((e) => e.action)).toEqual(['user.unsuspend', 'user.suspend']);
      });
    });

    describe('the reports queue', () => {
      async function reported(pinner: Person, title: string, link?: string) {
        const ctx = t.tessera.systemCtx();
        const board = await makeBoard(ctx, pinner.id);
        const pin = await makePin(ctx, pinner.id, board.id, { title, ...(link ? { link } : {}) });
        const reporter = await signedUp(t);
        const res = await reporter.client.post('PinReportResource', 'create', {
          pin_id: pin.id,
          reason: 'spam',
        });
        expect(res.statusCode, res.body).toBe(200);
        return { pin, reporter, reportId: String((rr(res).data as { reportId: string }).reportId) };
      }

      it('shows the pinner, the reporter and earlier reports about the pinner', async () => {
        const pinner = await signedUp(t);
        const first = await reported(pinner, 'Zqfirst pills');
        await postForm('/admin/reports', admin.client, {
          intent: 'dismiss',
          report: first.reportId,
        });
        await reported(pinner, 'Zqsecond pills');
        const html = decode((await page('/admin/reports', admin.client)).body);
        expect(html).toContain(`href="/admin/users/${pinner.id}"`);
        expect(html).toContain('Earlier reports about this pinner');
      });

      it('removing needs a reason; the pinner is told it, the page says removed, the reporter is told action was taken', async () => {
        const pinner = await signedUp(t);
        const r = await reported(pinner, 'Zqmiracle pills');
        const none = await postForm('/admin/reports', admin.client, {
          intent: 'remove',
          report: r.reportId,
          reason: '',
        });
        expect(none.statusCode).toBe(400);
        const ok = await postForm('/admin/reports', admin.client, {
          intent: 'remove',
          report: r.reportId,
          reason: 'Health misinformation',
        });
        expect(ok.statusCode, ok.body).toBe(200);
        const pinnerNotes = await notes(pinner.client);
        expect(pinnerNotes.map((n) => [n.kind, n.message])).toContainEqual([
          'pin_removed',
          'Health misinformation',
        ]);
        const closeup = await page(`/pin/${r.pin.id}/`, new Client(t));
        expect(closeup.statusCode).toBe(404);
        expect(decode(closeup.body)).toContain(
          'Removed for going against the community guidelines',
        );
        expect((await notes(r.reporter.client)).map((n) => n.kind)).toContain('report_actioned');
        const log = await readAudit(t.tessera.database.db, { action: 'report.remove_pin' });
        expect(log[0]).toMatchObject({ actor: admin.username, reason: 'Health misinformation' });
      });

      it('warns, suspends and blocks the link’s domain, each closing the report and audited', async () => {
        const pinner = await signedUp(t);
        const w = await reported(pinner, 'Zqwarn');
        expect(
          (
            await postForm('/admin/reports', admin.client, {
              intent: 'warn',
              report: w.reportId,
              reason: 'Mind the rules',
            })
          ).statusCode,
        ).toBe(200);
        expect((await notes(pinner.client)).map((n) => [n.kind, n.message])).toContainEqual([
          'warning',
          'Mind the rules',
        ]);
        const host = `spam-${Math.random().toString(36).slice(2, 8)}.example`;
        const b = await reported(pinner, 'Zqblock', `https://www.${host}/deal`);
        expect(
          (
            await postForm('/admin/reports', admin.client, {
              intent: 'block-domain',
              report: b.reportId,
            })
          ).statusCode,
        ).toBe(200);
        const domains = decode((await page('/admin/domains', admin.client)).body);
        expect(domains).toContain(host);
        const s = await reported(pinner, 'Zqsuspend');
        expect(
          (
            await postForm('/admin/reports', admin.client, {
              intent: 'suspend',
              report: s.reportId,
              reason: 'Repeated spam',
            })
          ).statusCode,
        ).toBe(200);
        expect((await pinner.client.viewer()).isAuth).toBe(false);
        for (const r of [w, b, s]) {
          expect((await notes(r.reporter.client)).map((n) => n.kind)).toContain('report_actioned');
        }
        const actions = (await readAudit(t.tessera.database.db, {})).map((e) => e.action);
        for (const a of ['report.warn', 'report.block_domain', 'report.suspend'])
          expect(actions).toContain(a);
      });
    });

    describe('people and the log', () => {
      it('finds people by name or email, changes a role and deletes after a confirmation naming them', async () => {
        const p = await signedUp(t);
        const found = decode(
          (await page(`/admin/users?q=${encodeURIComponent(p.email)}`, admin.client)).body,
        );
        expect(found).toContain(`data-person="${p.username}"`);
        const detail = decode((await page(`/admin/users/${p.id}`, admin.client)).body);
        expect(detail).toContain('Reports they made');
        expect(detail).toContain('Last sign-in');
        const role = await postForm(`/admin/users/${p.id}`, admin.client, {
          intent: 'role',
          role: 'partner',
        });
        expect(role.statusCode, role.body).toBe(200);
        const wrong = await postForm(`/admin/users/${p.id}`, admin.client, {
          intent: 'delete',
          reason: 'Spam account',
          confirm: 'someone else',
        });
        expect(wrong.statusCode).toBe(400);
        const del = await postForm(`/admin/users/${p.id}`, admin.client, {
          intent: 'delete',
          reason: 'Spam account',
          confirm: `@${p.username}`,
        });
        expect([302, 303, 204]).toContain(del.statusCode);
        expect((await page(`/admin/users/${p.id}`, admin.client)).statusCode).toBe(404);
        const log = decode((await page(`/admin/log?target=${p.username}`, admin.client)).body);
        expect(log).toContain('data-audit-action="user.delete"');
        expect(log).toContain('data-audit-action="user.role"');
        const filtered = decode((await page('/admin/log?action=user.role', admin.client)).body);
        expect(filtered).toContain('data-audit-action="user.role"');
        expect(filtered).not.toContain('data-audit-action="user.delete"');
        const byActor = decode((await page(`/admin/log?actor=nobody_here`, admin.client)).body);
        expect(byActor).toContain('Nothing recorded matches.');
      });

      it('an administrator cannot suspend themselves; a forged post (no CSRF token) is refused', async () => {
        const self = await postForm(`/admin/users/${admin.id}`, admin.client, {
          intent: 'suspend',
          reason: 'x',
        });
        expect(self.statusCode).toBe(400);
        const forged = await t.tessera.app.inject({
          method: 'POST',
          url: `/admin/users/${member.id}`,
          headers: admin.client.headers({
            origin: 'http://localhost',
            accept: 'text/html',
            'content-type': 'application/x-www-form-urlencoded',
          }),
          payload: new URLSearchParams({ intent: 'suspend', reason: 'x' }).toString(),
        });
        expect(forged.statusCode).toBe(403);
      });
    });
  });
});
