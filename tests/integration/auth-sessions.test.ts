import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index';
import { setAuthLogger } from '#server/services/accounts/auth-events';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import {
  Client,
  errorOf,
  GOOD_PASSWORD,
  rr,
  sessionCookieOf,
  sha256Hex,
  signedUp,
} from './auth-support.ts';

// decision 005 "Tokens and cookies" and "The viewer"; ASVS 5.0 V7 (session management).

describe.each(dbKinds())('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function sessionRows(userId: number) {
    return t.tessera.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  }

  it('signup sets an HttpOnly, SameSite=Lax, Path=/ cookie and signs in', async () => {
    const c = new Client(t);
    const { res, username } = await c.signup();
    expect(res.statusCode, res.body).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie?.name).toBe('tessera_session');
    expect(cookie?.raw).toMatch(/; HttpOnly/);
    expect(cookie?.raw).toMatch(/; SameSite=Lax/);
    expect(cookie?.raw).toMatch(/; Path=\//);
    expect(cookie?.raw).not.toMatch(/Secure|Domain=/i);
    const viewer = await c.viewer();
    expect(viewer.isAuth).toBe(true);
    expect(viewer.username).toBe(username);
    expect(viewer.audience).toBe('user');
  });

  it('over HTTPS the cookie is __Host- prefixed and Secure', async () => {
    const c = new Client(t, { https: true });
    const { res } = await c.signup();
    expect(res.statusCode, res.body).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie?.name).toBe('__Host-tessera_session');
    expect(cookie?.raw).toMatch(/; Secure/);
    expect(cookie?.raw).toMatch(/; Path=\//);
    expect(cookie?.raw).not.toMatch(/Domain=/i);
    expect((await c.viewer()).isAuth).toBe(true);
  });

  it('the token has at least 128 random bits and the database holds only its sha-256', async () => {
    const { client, id } = await signedUp(t);
    const token = client.cookie?.value ?? '';
    // base64url: 6 bits per character
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const rows = await sessionRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(sha256Hex(token));
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain(token);
  });

  it('each login gives a new token, and a session started before login does not survive it', async () => {
    const { client, username, id } = await signedUp(t);
    const first = client.cookie?.value;
    const res = await client.login(username, GOOD_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const second = client.cookie?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const other = new Client(t);
    expect((await other.login(username.toUpperCase(), GOOD_PASSWORD)).statusCode).toBe(200);
    expect(other.cookie?.value).not.toBe(second);
    // the signup session was replaced by the first login; the second client has its own
    const ids = (await sessionRows(id)).map((r) => r.id).sort();
    expect(ids).toEqual([sha256Hex(second ?? ''), sha256Hex(other.cookie?.value ?? '')].sort());
  });

  it('login by email works; a wrong password says exactly the spec message', async () => {
    const { email } = await signedUp(t);
    const c = new Client(t);
    const bad = await c.login(email, 'not the password at all');
    expect(bad.statusCode).toBe(401);
    expect(errorOf(bad).message).toBe('The email or password you entered is incorrect.');
    const unknown = await c.login('nobody_here@example.com', 'whatever password');
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(unknown).message).toBe('The email or password you entered is incorrect.');
    expect((await c.login(email.toUpperCase(), GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('logout deletes the session server-side: the old cookie is a visitor afterwards', async () => {
    const { client, id } = await signedUp(t);
    const old = client.cookie;
    // the session is in use (and so kept in the process's session cache) before the logout
    expect((await client.viewer()).isAuth).toBe(true);
    const res = await client.post('UserSessionResource', 'delete');
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toEqual({ ok: true });
    expect(sessionCookieOf(res)?.raw).toMatch(/Max-Age=0/);
    expect(await sessionRows(id)).toHaveLength(0);
    const replay = new Client(t);
    replay.cookie = old;
    const viewer = await replay.viewer();
    expect(viewer.isAuth).toBe(false);
    expect(viewer.id).toBeNull();
  });

  it('a password change ends every other session and rotates the current one', async () => {
    const { client, username, password, id } = await signedUp(t);
    const laptop = new Client(t);
    expect((await laptop.login(username, password)).statusCode).toBe(200);
    // both in use, so both kept in the session cache: the change must still end the laptop's
    expect((await laptop.viewer()).isAuth).toBe(true);
    expect((await client.viewer()).isAuth).toBe(true);
    const before = client.cookie?.value;
    const res = await client.post('UserPasswordResource', 'update', {
      current_password: password,
      new_password: 'a brand new passphrase 7',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(client.cookie?.value).not.toBe(before);
    expect((await client.viewer()).isAuth).toBe(true);
    expect((await laptop.viewer()).isAuth).toBe(false);
    const replay = new Client(t);
    replay.cookie = { name: 'tessera_session', value: before ?? '' };
    expect((await replay.viewer()).isAuth).toBe(false);
    expect(await sessionRows(id)).toHaveLength(1);
    expect((await new Client(t).login(username, password)).statusCode).toBe(401);
    expect((await new Client(t).login(username, 'a brand new passphrase 7')).statusCode).toBe(200);
  });

  it('a wrong current password changes nothing', async () => {
    const { client } = await signedUp(t);
    const res = await client.post('UserPasswordResource', 'update', {
      current_password: 'wrong wrong wrong',
      new_password: 'another fine passphrase',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/password you entered is incorrect/);
    expect((await client.viewer()).isAuth).toBe(true);
  });

  it('an idle session expires after SESSION_IDLE_DAYS without use', async () => {
    const { client, id } = await signedUp(t);
    const db = t.tessera.database.db;
    const idleDays = t.tessera.systemCtx().config.sessionIdleDays;
    // move the clock: the last use is now idle + 1 minute ago
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(days => ${idleDays}, mins => 1)` })
      .where(eq(sessions.userId, id));
    expect((await client.viewer()).isAuth).toBe(false);
    expect(await sessionRows(id)).toHaveLength(0);
  });

  it('a session used within the idle window stays, and its last use is refreshed', async () => {
    const { client, id } = await signedUp(t);
    const db = t.tessera.database.db;
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '13 days'` })
      .where(eq(sessions.userId, id));
    expect((await client.viewer()).isAuth).toBe(true);
    const [row] = await sessionRows(id);
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('a session ends at its absolute lifetime even when used every day', async () => {
    const { client, id } = await signedUp(t);
    const [row] = await sessionRows(id);
    const days = t.tessera.systemCtx().config.sessionAbsoluteDays;
    // created with the absolute lifetime from now
    expect(Math.round(((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000)).toBe(days);
    await t.tessera.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` })
      .where(eq(sessions.userId, id));
    expect((await client.viewer()).isAuth).toBe(false);
  });

  it('a malformed or unknown cookie is a visitor, not an error', async () => {
    for (const value of ['', 'short', 'x'.repeat(43), '%%%', 'a'.repeat(5000)]) {
      const c = new Client(t);
      c.cookie = { name: 'tessera_session', value };
      const viewer = await c.viewer();
      expect(viewer.isAuth).toBe(false);
    }
  });

  it('bots are never signed in, whatever cookie they send', async () => {
    const { client } = await signedUp(t);
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
    ]) {
      const bot = new Client(t, { userAgent: ua });
      bot.cookie = client.cookie;
      const viewer = await bot.viewer();
      expect(viewer.isAuth).toBe(false);
      expect(viewer.isBot).toBe(true);
    }
  });

  it('auth events are logged as structured entries without passwords or tokens', async () => {
    const entries: Record<string, unknown>[] = [];
    const sink = (obj: Record<string, unknown>) => entries.push(obj);
    setAuthLogger(t.tessera.systemCtx().config, { info: sink, warn: sink });
    const { client, username, password } = await signedUp(t);
    await new Client(t).login(username, 'wrong password here');
    await client.login(username, password);
    await client.post('UserSessionResource', 'delete');
    const events = entries.map((e) => `${e.auth}:${e.outcome}`);
    expect(events).toEqual(['signup:ok', 'login:failure', 'login:ok', 'logout:ok']);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(password);
    expect(text).not.toContain('wrong password here');
    expect(text).not.toContain(client.cookie?.value ?? 'none');
    for (const e of entries) expect(e).toHaveProperty('ip');
  });

  it('an unknown account costs a password hash too, so timing does not reveal accounts', async () => {
    const { username } = await signedUp(t);
    const time = async (name: string) => {
      const start = performance.now();
      expect((await new Client(t).login(name, 'some wrong password')).statusCode).toBe(401);
      return performance.now() - start;
    };
    await time('warm_up_unknown');
    // the median of three of each: one request's time on a busy machine is noise
    const median = async (name: string) => {
      const runs = [await time(name), await time(name), await time(name)];
      return runs.sort((a, b) => a - b)[1] as number;
    };
    const known = await median(username);
    const unknown = await median('nobody_by_this_name');
    expect(unknown).toBeGreaterThan(known * 0.3);
  });

  it('P-093: a signed-in viewer carries the spec 01 §3 fields from the user', async () => {
    const { client, id } = await signedUp(t);
    await t.tessera.database.db
      .update(users)
      .set({ country: 'FR', saveBehavior: 0 })
      .where(eq(users.id, id));
    const v = await client.viewer();
    for (const key of [
      'isAuth',
      'id',
      'createdAt',
      'isPartner',
      'isEmployee',
      'country',
      'boardCount',
      'secretBoardCount',
      'isEligibleForImageOnlyGrid',
      'weight_loss_ads_opted_out',
      'save_behavior',
      'has_quicksave_board',
    ]) {
      expect(v).toHaveProperty(key);
    }
    expect(v.id).toBe(String(id));
    expect(v.country).toBe('FR');
    expect(v.save_behavior).toBe(0);
    expect(new Date(v.createdAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
