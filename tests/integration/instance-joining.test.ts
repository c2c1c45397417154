import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index';
import { saveInstanceSettings } from '#server/services/instance/settings';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { readOutbox } from '../support/outbox.ts';
import { Client, errorOf, type Res, rr, signedUp, uniqueName } from './auth-support.ts';
import { cliIn } from './cli-support.ts';
import { SERVER_BUILD } from './page-support.ts';

// Issue 37, decision 056: who may join (the sign-up modes through the API, the approval queue,
// instance sign-up invites, email confirmation, the first administrator) and the instance's
// settings (read and written by administrators only), over real HTTP on both databases.

describe.each(dbKinds())('who may join, on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let member: Client;

  beforeAll(async () => {
    // ADMIN_USERNAME unset: the first account to sign up becomes the administrator
    t = await createTestApp(kind, { env: { ADMIN_USERNAME: '' } });
    const first = await signedUp(t);
    admin = first.client;
    member = (await signedUp(t)).client;
  });
  afterAll(() => t.close());

  async function setMode(mode: string, more: Record<string, unknown> = {}) {
    await saveInstanceSettings(t.tessera.systemCtx(), { signupMode: mode, ...more }, null);
  }

  function page(url: string, c?: Client): Promise<Res> {
    return t.tessera.app.inject({
      method: 'GET',
      url,
      headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
    });
  }

  function postPage(c: Client, url: string, fields: Record<string, string>): Promise<Res> {
    return t.tessera.app.inject({
      method: 'POST',
      url,
      headers: c.headers({
        origin: 'http://localhost',
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      }),
      payload: new URLSearchParams({ _csrf: c.csrf ?? '', ...fields }).toString(),
    });
  }

  it('the first account became the administrator; the second is a member', async () => {
    expect((await admin.viewer()).isEmployee).toBe(true);
    expect((await member.viewer()).isEmployee).toBe(false);
  });

  it('open: the API makes the account', async () => {
    await setMode('open');
    const s = await new Client(t).signup();
    expect(s.res.statusCode).toBe(200);
    expect(Number.isFinite(s.id)).toBe(true);
  });

  it('closed: the API refuses with a readable 403, and the page says so', async () => {
    await setMode('closed');
    const s = await new Client(t).signup();
    expect(s.res.statusCode).toBe(403);
    expect(errorOf(s.res).message).toContain('Sign-up is closed');
    const p = await page('/signup');
    expect(p.statusCode).toBe(200);
    expect(p.body).toContain('Sign-up is closed');
  });

  it('invite: refused without a link, allowed with one until its uses run out', async () => {
    await setMode('invite');
    const none = await new Client(t).signup();
    expect(none.res.statusCode).toBe(403);
    expect(errorOf(none.res).message).toContain('by invitation');

    // an administrator makes a one-use link on /admin/signups (with the CSRF token)
    const made = await postPage(admin, '/admin/signups', {
      intent: 'invite',
      uses: '1',
      expires: '7d',
    });
    expect(made.statusCode).toBe(200);
    const code = /invite=([A-Za-z0-9_-]{22})/.exec(made.body)?.[1];
    expect(code).toBeTruthy();

    const c = new Client(t);
    const username = uniqueName('inv_');
    const ok = await c.post('UserRegisterResource', 'create', {
      email: `${username}@example.com`,
      password: 'correct horse battery staple 42',
      username,
      first_name: 'Invited',
      invite: code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const spent = await new Client(t).post('UserRegisterResource', 'create', {
      email: 'spent@example.com',
      password: 'correct horse battery staple 42',
      username: uniqueName('spent_'),
      first_name: 'Late',
      invite: code,
    });
    expect(spent.statusCode).toBe(403);
    expect(errorOf(spent).message).toContain('expired, was used up or was withdrawn');
  });

  it('approval: a request with a reason waits; the administrator approves; the person is mailed and logs in', async () => {
    await setMode('approval');
    const c = new Client(t);
    const username = uniqueName('req_');
    const email = `${username}@example.com`;
    const noReason = await c.post('UserRegisterResource', 'create', {
      email,
      password: 'correct horse battery staple 42',
      username,
      first_name: 'Ria',
    });
    expect(noReason.statusCode).toBe(403);
    expect(errorOf(noReason).message).toContain('why you want to join');

    const asked = await c.post('UserRegisterResource', 'create', {
      email,
      password: 'correct horse battery staple 42',
      username,
      first_name: 'Ria',
      reason: 'I collect quilt patterns',
    });
    expect(asked.statusCode).toBe(200);
    expect((rr(asked).data as { requested?: boolean }).requested).toBe(true);
    expect((await c.login(username, 'correct horse battery staple 42')).statusCode).toBe(401);

    // a member is not an administrator: the queue is a 404 for GET and POST
    expect((await page('/admin/signups', member)).statusCode).toBe(404);

    const queue = await page('/admin/signups', admin);
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toContain('I collect quilt patterns');
    const id = /name="intent" value="approve"\/><input type="hidden" name="id" value="(\d+)"/.exec(
      queue.body,
    )?.[1];
    expect(id).toBeTruthy();
    expect(
      (await postPage(member, '/admin/signups', { intent: 'approve', id: id ?? '' })).statusCode,
    ).toBe(404);
    const approved = await postPage(admin, '/admin/signups', { intent: 'approve', id: id ?? '' });
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('account was made');

    const mail = (await readOutbox(t)).find((m) => m.to === email);
    expect(mail?.subject).toContain('Welcome to');
    const login = await new Client(t).login(username, 'correct horse battery staple 42');
    expect(login.statusCode).toBe(200);
  });

  it('approval: a refused request is mailed and makes no account', async () => {
    await setMode('approval');
    const username = uniqueName('no_');
    const email = `${username}@example.com`;
    await new Client(t).post('UserRegisterResource', 'create', {
      email,
      password: 'correct horse battery staple 42',
      username,
      first_name: 'Nope',
      reason: 'spam',
    });
    const queue = await page('/admin/signups', admin);
    const id = /name="intent" value="refuse"\/><input type="hidden" name="id" value="(\d+)"/.exec(
      queue.body,
    )?.[1];
    const refused = await postPage(admin, '/admin/signups', { intent: 'refuse', id: id ?? '' });
    expect(refused.body).toContain('request was refused');
    expect((await readOutbox(t)).find((m) => m.to === email)?.text).toContain('decided not to');
    const [row] = await t.tessera.database.db
      .select()
      .from(users)
      .where(eq(users.username, username));
    expect(row).toBeUndefined();
  });

  it('email confirmation: a new account may not post until it opens the mailed link', async () => {
    await setMode('open', { requireEmailConfirmation: true });
    const s = await signedUp(t);
    const refused = await s.client.post('BoardResource', 'create', { name: 'Quilts' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toContain('Confirm your email first');

    const mail = (await readOutbox(t)).find(
      (m) => m.to === s.email && m.subject.includes('Confirm'),
    );
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const form = await page(`/settings/email/confirm/?token=${token}`, s.client);
    expect(form.statusCode).toBe(200);
    const confirmed = await postPage(s.client, `/settings/email/confirm/?token=${token}`, {
      token: token ?? '',
    });
    expect(confirmed.statusCode).toBe(200);
    const ok = await s.client.post('BoardResource', 'create', { name: 'Quilts' });
    expect(ok.statusCode, ok.body).toBe(200);
    await setMode('open', { requireEmailConfirmation: false });
  });
});

describe.skipIf(!existsSync(SERVER_BUILD))('instance settings pages (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let admin: Client;
    let member: Client;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const a = await signedUp(t);
      await t.tessera.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, a.id));
      bumpDataVersion();
      admin = a.client;
      member = (await signedUp(t)).client;
    });
    afterAll(() => t.close());

    function get(url: string, c?: Client): Promise<Res> {
      return t.tessera.app.inject({
        method: 'GET',
        url,
        headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
      });
    }
    function post(c: Client | null, fields: Record<string, string>): Promise<Res> {
      return t.tessera.app.inject({
        method: 'POST',
        url: '/admin/settings',
        headers: {
          ...(c ? c.headers() : {}),
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ _csrf: c?.csrf ?? '', ...fields }).toString(),
      });
    }
    const FULL = {
      name: 'Quilters',
      description: 'Pins about quilting.',
      logoUrl: '',
      contactEmail: 'admin@quilters.example',
      rules: 'Be kind\nCredit the maker',
      terms: '# Terms\n\nBe **nice**. <script>alert(1)</script> [bad](javascript:alert(1))',
      privacy: 'We keep little.',
      defaultLanguage: 'en',
      signupMode: 'approval',
    };

    it('is the 404 page for visitors and members, for GET and POST', async () => {
      for (const c of [undefined, member])
        expect((await get('/admin/settings', c)).statusCode).toBe(404);
      expect((await post(member, FULL)).statusCode).toBe(404);
      expect((await post(null, FULL)).statusCode).toBe(404);
      expect((await get('/about/')).body).not.toContain('Quilters');
    });

    it('a post without the CSRF token is refused', async () => {
      const res = await post(admin, { ...FULL, _csrf: 'forged' });
      expect(res.statusCode).toBe(403);
    });

    it('an administrator saves; /about/, titles and the terms page show it, safely', async () => {
      const bad = await post(admin, { ...FULL, contactEmail: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('not an email address');
      const saved = await post(admin, FULL);
      expect(saved.statusCode).toBe(200);
      expect(saved.body).toContain('Settings saved.');
      const about = await get('/about/');
      expect(about.body).toContain('<title>About | Quilters</title>');
      expect(about.body).toContain('Pins about quilting.');
      expect(about.body).toContain('Credit the maker');
      expect(about.body).toContain('admin@quilters.example');
      expect(about.body).toContain('By approval');
      expect(about.body).toContain('property="og:site_name" content="Quilters"');
      const login = await get('/login');
      expect(login.body).toContain('<title>Log in | Quilters</title>');
      const terms = await get('/about/terms/');
      expect(terms.body).toContain('<strong>nice</strong>');
      expect(terms.body).not.toContain('<script>alert(1)');
      expect(terms.body).not.toContain('href="javascript:');
      const signup = await get('/signup');
      expect(signup.body).toContain('Why do you want to join?');
      // decision 057: the save is in the audit log, once, naming the settings it changed
      const log = await get('/admin/log', admin);
      expect(log.statusCode).toBe(200);
      expect(log.body).toContain('Changed the instance settings');
      expect(log.body).toContain('Sign-up mode');
    });
  });
});

describe('npm run tessera -- settings and invites', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-cli-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const tessera = cliIn(() => dataDir);

  it('sets and gets a setting, refuses nonsense readably, and makes an invite link', async () => {
    expect((await tessera('settings', 'set', 'name', 'Quilters')).out).toBe(
      'name is now "Quilters".\n',
    );
    expect((await tessera('settings', 'get', 'name')).out).toBe('Quilters\n');
    const bad = await tessera('settings', 'set', 'signupMode', 'everyone');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('open, approval, invite or closed');
    const unknown = await tessera('settings', 'get', 'colour');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Unknown setting "colour"');
    const invite = await tessera('invites', 'create', '--uses', '3', '--expires', '2d');
    expect(invite.code).toBe(0);
    expect(invite.out).toMatch(/\/signup\/\?invite=[A-Za-z0-9_-]{22}\n3 uses, expires /);
  }, 120_000);
});
