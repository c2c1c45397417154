import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { adminAndMember, adminPage, adminPost, type Person } from './admin-support.ts';
import { Client, signedUp } from './auth-support.ts';
import { decode, SERVER_BUILD } from './page-support.ts';

// Issue 37: every /admin/* page and its actions, walked as a visitor, a member, a suspended
// member and an administrator. Only the administrator gets in; the others get the 404 page (or
// the CSRF check's 403 for a post without a session's token).

describe.skipIf(!existsSync(SERVER_BUILD))('the admin routes (needs the build)', () => {
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

    describe('every admin route', () => {
      const ROUTES = [
        ['GET', '/admin/reports'],
        ['POST', '/admin/reports', { intent: 'dismiss', report: '999999' }],
        ['GET', '/admin/users'],
        ['GET', '/admin/users?q=a'],
        ['GET', '/admin/users/ADMIN'],
        ['POST', '/admin/users/999999', { intent: 'unsuspend', reason: 'x' }],
        ['GET', '/admin/log'],
        ['GET', '/admin/domains'],
        ['POST', '/admin/domains', { intent: 'unlist', host: 'nothing.example' }],
        ['GET', '/admin/jobs'],
        ['GET', '/admin/health'],
        ['GET', '/admin/experiences'],
        ['GET', '/admin/experiences/new'],
        ['GET', '/admin/today'],
      ] as const;

      it('is the 404 page to a visitor, a member and a suspended member, and open to an administrator', async () => {
        const suspended = await signedUp(t);
        const suspendedClient = suspended.client;
        const res = await postForm(`/admin/users/${suspended.id}`, admin.client, {
          intent: 'suspend',
          reason: 'Walking the routes',
        });
        expect(res.statusCode).toBe(200);
        const whos = [
          ['visitor', new Client(t), false],
          ['member', member.client, false],
          ['suspended member', suspendedClient, false],
          ['administrator', admin.client, true],
        ] as const;
        for (const [who, c, ok] of whos) {
          for (const [method, url, fields] of ROUTES) {
            const to = url.replace('ADMIN', String(admin.id));
            const r = method === 'GET' ? await page(to, c) : await postForm(to, c, fields ?? {});
            const what = `${who} ${method} ${to}`;
            if (!ok) {
              // a GET is the 404 page; a POST is refused by its CSRF check (403) or as a 404
              if (method === 'GET') expect(r.statusCode, what).toBe(404);
              else expect([403, 404], what).toContain(r.statusCode);
              expect(decode(r.body), what).not.toContain('Employee pages');
            } else if (method === 'GET') {
              expect(r.statusCode, what).toBe(200);
            } else {
              expect([200, 400, 404], what).toContain(r.statusCode);
              expect(r.statusCode, what).not.toBe(403);
            }
          }
        }
      });
    });

    it('/admin/health: version, every migration applied, what this process reaches, storage and errors', async () => {
      const r = await page('/admin/health', admin.client);
      expect(r.statusCode).toBe(200);
      // React's text separators aside
      const html = decode(r.body).replaceAll('<!-- -->', '');
      expect(html).toMatch(/(\d+) of \1 applied \(latest: 00\d\d_/);
      expect(html).toMatch(/data-service="Database".*?Reachable/s);
      expect(html).toMatch(/data-service="Blob store".*?Reachable/s);
      expect(html).toMatch(/data-service="Mail".*?the outbox folder.*?Reachable/s);
      for (const part of ['Services', 'Queues', 'Original pictures', 'Errors']) {
        expect(html).toContain(part);
      }
    });
  });
});
