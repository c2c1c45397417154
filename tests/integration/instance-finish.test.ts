import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_INVITES_MAX } from '#domain/instance/settings';
import type { NotificationModel } from '#domain/messages/notifications';
import { routeErrors } from '#server/db/schema/index';
import { readAudit } from '#server/services/admin/audit';
import { saveInstanceSettings } from '#server/services/instance/settings';
import { errorCounterFor } from '#server/services/platform/error-counts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { readOutbox } from '../support/outbox.ts';
import { adminAndMember, adminPage, adminPost, type Person } from './admin-support.ts';
import { Client, rr, signedUp, uniqueName } from './auth-support.ts';
import { decode, SERVER_BUILD } from './page-support.ts';

// Issue 37, decision 059: what was left of "Run an instance": the reporter told only that action
// was taken, members' invite links, the uploaded logo, mail in the instance's name, and the
// whole instance's error counts on /admin/health. Over HTTP, on both databases.

const BOUNDARY = '----tessera-logo-boundary';

function multipart(fields: Record<string, string>, file: Buffer, type: string): Buffer {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="logo"; filename="logo"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe.skipIf(!existsSync(SERVER_BUILD))(
  'running an instance, the rest (needs the build)',
  () => {
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
      const settings = (s: Record<string, unknown>) =>
        saveInstanceSettings(t.tessera.systemCtx(), s, null);

      async function notes(c: Client) {
        return rr(await c.get('NotificationsResource')).data as NotificationModel[];
      }

      async function reported(title: string) {
        const pinner = await signedUp(t);
        const ctx = t.tessera.systemCtx();
        const board = await makeBoard(ctx, pinner.id);
        const pin = await makePin(ctx, pinner.id, board.id, { title });
        const reporter = await signedUp(t);
        const res = await reporter.client.post('PinReportResource', 'create', {
          pin_id: pin.id,
          reason: 'spam',
        });
        expect(res.statusCode, res.body).toBe(200);
        const reportId = String((rr(res).data as { reportId: string }).reportId);
        return { reporter, reportId };
      }

      it('the reporter reads "Action taken" whatever was done, and "No action needed" after a dismissal', async () => {
        const removed = await reported('Zqremoved');
        const warned = await reported('Zqwarned');
        const dismissed = await reported('Zqdismissed');
        for (const [r, intent] of [
          [removed, 'remove'],
          [warned, 'warn'],
          [dismissed, 'dismiss'],
        ] as const) {
          const res = await postForm('/admin/reports', admin.client, {
            intent,
            report: r.reportId,
            reason: 'Against rule 2',
          });
          expect(res.statusCode, res.body).toBe(200);
        }
        for (const r of [removed, warned]) {
          const mine = decode((await page('/reports-and-violations/', r.reporter.client)).body);
          expect(mine).toContain('Action taken');
          expect(mine).not.toContain('Removed');
          expect(mine).not.toContain('The Pin was removed');
          expect((await notes(r.reporter.client)).map((n) => n.kind)).toEqual(['report_actioned']);
        }
        const theirs = decode(
          (await page('/reports-and-violations/', dismissed.reporter.client)).body,
        );
        expect(theirs).toContain('No action needed');
        expect((await notes(dismissed.reporter.client)).map((n) => n.kind)).toEqual([
          'report_dismissed',
        ]);
        const mails = (await readOutbox(t)).filter((m) =>
          [removed, warned, dismissed].some((r) => m.to === r.reporter.email),
        );
        expect(mails).toHaveLength(3);
        for (const m of mails) {
          expect(m.text).not.toMatch(/removed|warn/i);
        }
        expect(mails.find((m) => m.to === dismissed.reporter.email)?.text).toContain(
          'no action was needed',
        );
      });

      it('members invite only while the instance is by invitation and the setting is on, up to the cap, unaudited', async () => {
        const other = await signedUp(t);
        await settings({ signupMode: 'invite', membersMayInvite: false });
        const off = await postForm('/settings/invites', member.client, {
          intent: 'invite',
          uses: '1',
          expires: '7d',
        });
        expect(off.statusCode).toBe(403);
        expect(decode(off.body)).toContain('Members cannot make invite links');
        expect(decode((await page('/settings', member.client)).body)).not.toContain(
          'href="/settings/invites/"',
        );

        await settings({ membersMayInvite: true });
        expect(decode((await page('/settings', member.client)).body)).toContain(
          'href="/settings/invites/"',
        );
        const bad = await postForm('/settings/invites', member.client, {
          intent: 'invite',
          uses: '0',
          expires: '7d',
        });
        expect(bad.statusCode).toBe(400);
        const made = await postForm('/settings/invites', member.client, {
          intent: 'invite',
          uses: '1',
          expires: '7d',
        });
        expect(made.statusCode, made.body).toBe(200);
        const code = /invite=([A-Za-z0-9_-]{22})/.exec(made.body)?.[1];
        expect(code).toBeTruthy();
        const username = uniqueName('minv_');
        const joined = await new Client(t).post('UserRegisterResource', 'create', {
          email: `${username}@example.com`,
          password: 'correct horse battery staple 42',
          username,
          first_name: 'Invited',
          invite: code,
        });
        expect(joined.statusCode, joined.body).toBe(200);

        const list = decode((await page('/settings/invites', member.client)).body);
        expect(list).toContain('1 of 1 uses');
        // someone else's link is not theirs to withdraw
        const mine = await postForm('/settings/invites', member.client, {
          intent: 'invite',
          uses: '',
          expires: 'never',
        });
        const id = /Withdraw invite link (\d+)/.exec(decode(mine.body))?.[1];
        const ids = [
          ...decode((await page('/settings/invites', member.client)).body).matchAll(
            /Withdraw invite link (\d+)/g,
          ),
        ].map((m) => m[1]);
        const target = id ?? ids[0] ?? '';
        expect(target).not.toBe('');
        const stranger = await postForm('/settings/invites', other.client, {
          intent: 'revoke',
          id: target,
        });
        expect(decode(stranger.body)).toContain('There is no such invite link.');
        const own = await postForm('/settings/invites', member.client, {
          intent: 'revoke',
          id: target,
        });
        expect(decode(own.body)).toContain('Invite link withdrawn.');

        for (let i = 0; i < MEMBER_INVITES_MAX; i++) {
          const r = await postForm('/settings/invites', member.client, {
            intent: 'invite',
            uses: '1',
            expires: '7d',
          });
          expect(r.statusCode).toBe(200);
        }
        const capped = await postForm('/settings/invites', member.client, {
          intent: 'invite',
          uses: '1',
          expires: '7d',
        });
        expect(capped.statusCode).toBe(403);
        expect(decode(capped.body)).toContain(`already have ${MEMBER_INVITES_MAX} usable`);
        const log = await readAudit(t.tessera.database.db, { action: 'invite.create' });
        expect(log.map((e) => e.actor)).not.toContain(member.username);
        await settings({ signupMode: 'open', membersMayInvite: false });
      });

      it('the logo is an upload, checked like any picture, and shown in the header and on /about/', async () => {
        const png = await sharp({
          create: { width: 200, height: 200, channels: 4, background: '#cc3366' },
        })
          .png()
          .toBuffer();
        const upload = (c: Client, file: Buffer, type: string) =>
          t.tessera.app.inject({
            method: 'POST',
            url: '/admin/settings',
            headers: c.headers({
              origin: 'http://localhost',
              accept: 'text/html',
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            }),
            payload: multipart({ _csrf: c.csrf ?? '', intent: 'logo' }, file, type),
          });
        expect((await upload(member.client, png, 'image/png')).statusCode).toBe(404);
        const notPicture = await upload(admin.client, Buffer.from('not a picture'), 'image/png');
        expect(notPicture.statusCode).toBe(415);
        expect(decode(notPicture.body)).toContain('not a picture');
        const ok = await upload(admin.client, png, 'image/png');
        expect(ok.statusCode, ok.body).toBe(200);
        expect(decode(ok.body)).toContain('Logo saved.');
        const about = decode((await page('/about/')).body);
        const src = /src="(\/img\/136x136\/[0-9a-f]{32}\.webp)"/.exec(about)?.[1];
        expect(src).toBeTruthy();
        const img = await t.tessera.app.inject({ method: 'GET', url: src ?? '' });
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toContain('image/webp');
        expect(decode((await page('/', member.client)).body)).toContain(src);
        // an address set before (or by the CLI) still reads
        await settings({ logoUrl: 'https://cdn.example/logo.png' });
        expect(decode((await page('/about/')).body)).toContain('https://cdn.example/logo.png');
        const removed = await postForm('/admin/settings', admin.client, { intent: 'remove-logo' });
        expect(removed.statusCode).toBe(200);
        expect(decode((await page('/about/')).body)).not.toContain('cdn.example/logo.png');
        // decision 064: the default language is a choice among the shipped ones
        const form = decode((await page('/admin/settings', admin.client)).body);
        for (const name of ['English', 'Deutsch', 'Français', '日本語', 'العربية']) {
          expect(form).toContain(`>${name}</option>`);
        }
      });

      it('mail names the instance: password reset, email change', async () => {
        await settings({ name: 'Quilters' });
        const p = await signedUp(t);
        const asked = await new Client(t).post('PasswordResetResource', 'create', {
          email: p.email,
        });
        expect(asked.statusCode, asked.body).toBe(200);
        const newEmail = `${uniqueName('moved_')}@example.com`;
        const changed = await postForm('/settings', p.client, {
          intent: 'email',
          email: newEmail,
          password: 'correct horse battery staple 42',
        });
        expect(changed.statusCode, changed.body).toBe(200);
        const mails = await readOutbox(t);
        const reset = mails.find((m) => m.to === p.email && /password/i.test(m.subject));
        expect(reset?.subject).toBe('Reset your Quilters password');
        expect(reset?.text).toContain('your Quilters account');
        const confirm = mails.find((m) => m.to === newEmail);
        expect(confirm?.subject).toBe('Confirm your new Quilters email');
        for (const m of mails.filter((x) => x.to === p.email || x.to === newEmail)) {
          expect(`${m.subject} ${m.text}`).not.toContain('Tessera');
        }
        await settings({ name: 'Tessera' });
      });

      it('/admin/health counts every process’s server errors by route over the last 24 hours', async () => {
        const db = t.tessera.database.db;
        const now = new Date();
        // this process
        errorCounterFor(db).count('GET /zq/a/', 500, now);
        errorCounterFor(db).count('GET /zq/a/', 503, now);
        // another process wrote its batch already; and an old one, outside the window
        const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
        await db.insert(routeErrors).values([
          {
            route: 'GET /zq/a/',
            hour,
            count: 4,
            lastStatus: 502,
            lastAt: new Date(hour.getTime()),
          },
          { route: 'POST /zq/b/', hour, count: 1, lastStatus: 500, lastAt: hour },
          {
            route: 'GET /zq/old/',
            hour: new Date(hour.getTime() - 48 * 3_600_000),
            count: 9,
            lastStatus: 500,
            lastAt: new Date(hour.getTime() - 48 * 3_600_000),
          },
        ]);
        const html = decode((await page('/admin/health', admin.client)).body).replaceAll(
          '<!-- -->',
          '',
        );
        expect(html).toContain('from every process in the last 24 hours');
        expect(html).toMatch(/GET \/zq\/a\/<\/th><td[^>]*>6<\/td><td[^>]*>503 at/);
        expect(html).toContain('POST /zq/b/');
        expect(html).not.toContain('/zq/old/');
      });
    });
  },
);
