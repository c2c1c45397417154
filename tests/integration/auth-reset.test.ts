import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions } from '#server/db/schema/index';
import { listOutbox, type OutboxMessage } from '#server/services/platform/mail';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { jobsSettled } from '../support/jobs.ts';
import { Client, errorOf, rowsOf, rr, sha256Hex, signedUp, uniqueName } from './auth-support.ts';

// decision 005: signup rules, and the forgotten-password reset through an emailed link.

describe.each(dbKinds())('signup and password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function outbox(): Promise<OutboxMessage[]> {
    await jobsSettled(t.tessera);
    const dir = path.join(t.dataDir, 'mail');
    const names = await readdir(dir).catch(() => [] as string[]);
    const all = await Promise.all(
      names.map(
        async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as OutboxMessage,
      ),
    );
    return all.sort((a, b) => b.id.localeCompare(a.id));
  }

  function tokenOf(m: OutboxMessage): string {
    const match = /\/password\/reset\/\?token=([A-Za-z0-9_-]+)/.exec(m.text);
    if (!match?.[1]) throw new Error(`no reset link in ${m.text}`);
    return match[1];
  }

  async function requestReset(email: string, c = new Client(t)) {
    return c.post('PasswordResetResource', 'create', { email });
  }

  describe('signup validation (readable messages)', () => {
    it.each([
      ['a short password', { password: 'abc123!' }, 'Use at least 8 characters.'],
      [
        'a password over 128 characters',
        { password: 'x'.repeat(129) },
        'Use at most 128 characters.',
      ],
      [
        'a common password',
        { password: 'password123' },
        'That password is too common. Choose another.',
      ],
      [
        'a common password in other case',
        { password: 'Qwertyuiop' },
        'That password is too common. Choose another.',
      ],
      [
        'M-297: a first name over 30 characters',
        { first_name: 'A'.repeat(31) },
        'First name must be at most 30 characters.',
      ],
      ['no first name', { first_name: '   ' }, 'Enter your first name.'],
      ['a bad email', { email: 'not-an-email' }, 'Enter a valid email address.'],
      [
        'a bad username',
        { username: 'no spaces allowed', email: 'spaces@example.com' },
        'Usernames are 3 to 30 letters, numbers or underscores.',
      ],
      ['a reserved username', { username: 'settings' }, 'That username is not available.'],
    ])('%s is a 400 saying so', async (_label, over, message) => {
      const { res } = await new Client(t).signup(over);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('a password equal to the username or the email is refused', async () => {
      const username = uniqueName('Same_');
      const a = await new Client(t).signup({ username, password: username.toLowerCase() });
      expect(a.res.statusCode).toBe(400);
      expect(errorOf(a.res).message).toBe("Your password can't be your username or email.");
      const email = `${uniqueName('mail')}@example.com`;
      const b = await new Client(t).signup({ email, password: email.toUpperCase() });
      expect(b.res.statusCode).toBe(400);
      expect(errorOf(b.res).message).toBe("Your password can't be your username or email.");
    });

    it('a first name of exactly 30 characters is accepted (M-297)', async () => {
      const { res } = await new Client(t).signup({ first_name: 'B'.repeat(30) });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('a taken username (any case) is a 409 saying so: usernames are public anyway', async () => {
      const { username } = await signedUp(t);
      const dupName = await new Client(t).signup({ username: username.toUpperCase() });
      expect(dupName.res.statusCode).toBe(409);
      expect(errorOf(dupName.res).message).toBe('That username is taken.');
    });

    it('the stored password is an Argon2id hash (decision 068), never the password', async () => {
      const { id, password } = await signedUp(t);
      const [row] = rowsOf<{ password_hash: string }>(
        await t.tessera.database.db.execute(sql`select password_hash from users where id = ${id}`),
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(row?.password_hash).not.toContain(password);
    });
  });

  describe('password reset', () => {
    it('the emailed link resets the password, signs in and ends every other session', async () => {
      const { client, email, username, id } = await signedUp(t);
      const res = await requestReset(email);
      expect(res.statusCode, res.body).toBe(200);
      expect(rr(res).data).toEqual({ sent: true });
      const mail = (await outbox()).find((m) => m.to === email);
      expect(mail?.subject).toMatch(/reset/i);
      // the listen address (HOST 0.0.0.0 → localhost, PORT 3000): PUBLIC_URL is unset here
      expect(mail?.text).toContain('http://localhost:3000/password/reset/?token=');
      const token = tokenOf(mail as OutboxMessage);
      // only the hash of the token is stored
      const [reset] = await t.tessera.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, id));
      expect(reset?.tokenHash).toBe(sha256Hex(token));

      const browser = new Client(t);
      const done = await browser.post('PasswordResetResource', 'update', {
        token,
        password: 'my new reset passphrase',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect((await browser.viewer()).username).toBe(username);
      expect((await client.viewer()).isAuth).toBe(false);
      const rows = await t.tessera.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, id));
      expect(rows).toHaveLength(1);
      expect((await new Client(t).login(username, 'my new reset passphrase')).statusCode).toBe(200);

      // a used link does not work twice
      const again = await new Client(t).post('PasswordResetResource', 'update', {
        token,
        password: 'yet another passphrase',
      });
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).message).toMatch(/expired or was already used/);
    });

    it('an expired link (over an hour old) is refused', async () => {
      const { email, id } = await signedUp(t);
      await requestReset(email);
      const token = tokenOf((await outbox()).find((m) => m.to === email) as OutboxMessage);
      await t.tessera.database.db
        .update(passwordResets)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResets.userId, id));
      const res = await new Client(t).post('PasswordResetResource', 'update', {
        token,
        password: 'too late passphrase',
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(/expired or was already used/);
    });

    it('a made-up token is refused the same way', async () => {
      for (const token of ['x', 'A'.repeat(43)]) {
        const res = await new Client(t).post('PasswordResetResource', 'update', {
          token,
          password: 'whatever passphrase',
        });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).message).toMatch(/expired or was already used/);
      }
    });

    it('the new password follows the same rules as at signup', async () => {
      const { email, username } = await signedUp(t);
      await requestReset(email);
      const token = tokenOf((await outbox()).find((m) => m.to === email) as OutboxMessage);
      const res = await new Client(t).post('PasswordResetResource', 'update', {
        token,
        password: username,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(/username or email|too common|at least/);
    });

    it('the answer for an unknown email is identical, and no mail is written', async () => {
      const { email } = await signedUp(t);
      const before = (await outbox()).length;
      const known = await requestReset(email);
      const unknown = await requestReset(`${uniqueName('ghost')}@example.com`);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['set-cookie']).toBe(known.headers['set-cookie']);
      expect((await outbox()).length).toBe(before + 1);
    });

    it('listOutbox lists the mail newest first (the /_dev/mail page reads it)', async () => {
      const { email } = await signedUp(t);
      await requestReset(email);
      await jobsSettled(t.tessera);
      const list = await listOutbox(t.tessera.systemCtx());
      expect(list[0]?.to).toBe(email);
      for (let i = 1; i < list.length; i++) {
        expect((list[i - 1]?.createdAt ?? '') >= (list[i]?.createdAt ?? '')).toBe(true);
      }
    });

    it('listOutbox is not found in production', async () => {
      const ctx = t.tessera.systemCtx();
      await expect(
        listOutbox({ ...ctx, config: { ...ctx.config, production: true } }),
      ).rejects.toMatchObject({ code: 'not_found' });
    });
  });
});
