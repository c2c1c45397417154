import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '#domain/accounts/viewer';
import type { UserModel } from '#domain/pins/models';
import type { Ctx } from '#server/context';
import { userFollows, users } from '#server/db/schema/index';
import { requireEmployee, requireUser } from '#server/services/accounts/sessions';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { Client, errorOf, rowsOf, rr, sha256Hex, signedUp } from './auth-support.ts';

// spec 01 §1 audiences × the account actions; spec 01 §3 Viewer (P-093); P-003 follow people;
// M-319/M-320 login prompts; decision 005 account deletion.

type Role = 'visitor' | 'user' | 'partner' | 'employee' | 'bot';
const ROLES: Role[] = ['visitor', 'user', 'partner', 'employee', 'bot'];
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(dbKinds())('roles and account actions on %s', (kind) => {
  let t: TestApp;
  let target: { id: number; username: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const s = await signedUp(t);
    target = { id: s.id, username: s.username };
  });
  afterAll(() => t.close());

  /** A client acting as `role`; a bot replays a real employee's cookie and must stay out. */
  async function as(role: Role): Promise<{ client: Client; password: string; id: number | null }> {
    if (role === 'visitor') return { client: new Client(t), password: '', id: null };
    const s = await signedUp(t);
    if (role === 'partner' || role === 'employee') {
      await t.tessera.database.db.update(users).set({ role }).where(eq(users.id, s.id));
    }
    if (role !== 'bot') return { client: s.client, password: s.password, id: s.id };
    await t.tessera.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, s.id));
    const bot = new Client(t, { userAgent: BOT_UA });
    bot.cookie = s.client.cookie;
    bot.csrf = s.client.csrf;
    return { client: bot, password: s.password, id: null };
  }

  function ctxFor(viewer: Viewer, client: Client): Ctx {
    const base = t.tessera.systemCtx();
    const session =
      viewer.isAuth && client.cookie
        ? { id: sha256Hex(client.cookie.value), userId: Number(viewer.id) }
        : null;
    return { ...base, viewer, session };
  }

  describe.each(ROLES)('%s', (role) => {
    const signedIn = role === 'user' || role === 'partner' || role === 'employee';

    it(`viewer fields (P-093): isAuth ${signedIn}, flags by role, secretBoardCount only for self`, async () => {
      const { client, id } = await as(role);
      if (id) {
        await makeBoard(t.tessera.systemCtx(), id, { privacy: 'secret' });
        await makeBoard(t.tessera.systemCtx(), id, { layout: 'quick_saves' });
      }
      const v = await client.viewer();
      expect(v.isAuth).toBe(signedIn);
      expect(v.isPartner).toBe(role === 'partner');
      expect(v.isEmployee).toBe(role === 'employee');
      expect(v.isBot).toBe(role === 'bot');
      expect(v.audience).toBe(role);
      expect(v.secretBoardCount).toBe(signedIn ? 1 : null);
      expect(v.boardCount).toBe(signedIn ? 2 : 0);
      expect(v.has_quicksave_board).toBe(signedIn);
      // another person's profile never shows their secret board count
      const profile = await client.get('UserResource', { username: target.username });
      expect(JSON.stringify(rr(profile).data)).not.toMatch(/secret/i);
    });

    it(`requireUser / requireEmployee guards (the /_debug pages) for ${role}`, async () => {
      const { client } = await as(role);
      const ctx = ctxFor(await client.viewer(), client);
      if (signedIn) expect(requireUser(ctx, 'Log in to follow')).toBeGreaterThan(0);
      else expect(() => requireUser(ctx, 'Log in to follow')).toThrow('Log in to follow');
      if (role === 'employee') expect(() => requireEmployee(ctx)).not.toThrow();
      else expect(() => requireEmployee(ctx)).toThrow(expect.objectContaining({ httpStatus: 404 }));
    });

    it(`M-319/M-320 follow and unfollow a person: ${signedIn ? 'allowed' : "401 'Log in to follow'"}`, async () => {
      const { client } = await as(role);
      const res = await client.post('UserFollowResource', 'create', { user_id: String(target.id) });
      const un = await client.post('UserFollowResource', 'delete', { user_id: String(target.id) });
      if (signedIn) {
        expect(res.statusCode, res.body).toBe(200);
        expect((rr(res).data as UserModel).explicitlyFollowedByMe).toBe(true);
        expect(un.statusCode).toBe(200);
      } else {
        expect(res.statusCode).toBe(401);
        expect(errorOf(res).message).toBe('Log in to follow');
        expect(un.statusCode).toBe(401);
        expect(errorOf(un).message).toBe('Log in to unfollow');
      }
    });

    it(`update settings: ${signedIn ? 'allowed' : '401'}`, async () => {
      const { client } = await as(role);
      const res = await client.post('UserSettingsResource', 'update', {
        first_name: 'Renamed',
        last_name: 'Person',
        username: `renamed_${role}_${Math.random().toString(36).slice(2, 8)}`,
        about: 'Hello',
        website_url: 'example.com',
      });
      if (signedIn) {
        expect(res.statusCode, res.body).toBe(200);
        const user = rr(res).data as UserModel;
        expect(user.fullName).toBe('Renamed Person');
        expect(user.websiteUrl).toBe('https://example.com/');
      } else {
        expect(res.statusCode).toBe(401);
      }
    });

    it(`delete account: ${signedIn ? 'allowed with the password' : '401'}`, async () => {
      const { client, password, id } = await as(role);
      const wrong = await client.post('UserAccountResource', 'delete', {
        password: 'not it at all',
      });
      expect(wrong.statusCode).toBe(signedIn ? 400 : 401);
      const res = await client.post('UserAccountResource', 'delete', { password });
      if (signedIn) {
        expect(res.statusCode, res.body).toBe(200);
        expect((await client.viewer()).isAuth).toBe(false);
        const left = await t.tessera.database.db
          .select()
          .from(users)
          .where(eq(users.id, id ?? 0));
        expect(left).toHaveLength(0);
      } else {
        expect(res.statusCode).toBe(401);
      }
    });
  });

  it('P-003: following updates both counters once, unfollowing brings them back', async () => {
    const a = await signedUp(t);
    const b = await signedUp(t);
    const follow = () => a.client.post('UserFollowResource', 'create', { user_id: String(b.id) });
    expect((await follow()).statusCode).toBe(200);
    const twice = await follow();
    expect((rr(twice).data as UserModel).followerCount).toBe(1);
    const db = t.tessera.database.db;
    const counts = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
    expect((await counts(a.id))?.followingCount).toBe(1);
    expect((await counts(b.id))?.followerCount).toBe(1);
    const un = await a.client.post('UserFollowResource', 'delete', { user_id: String(b.id) });
    expect((rr(un).data as UserModel).followerCount).toBe(0);
    expect((await counts(a.id))?.followingCount).toBe(0);
    const self = await a.client.post('UserFollowResource', 'create', { user_id: String(a.id) });
    expect(self.statusCode).toBe(400);
    const ghost = await a.client.post('UserFollowResource', 'create', { user_id: '999999999' });
    expect(ghost.statusCode).toBe(404);
  });

  it('a deleted account leaves no row referring to it in any table', async () => {
    const db = t.tessera.database.db;
    const sys = t.tessera.systemCtx();
    const doomed = await signedUp(t);
    const friend = await signedUp(t);
    // their own content, follows both ways, a pin someone saved from them
    const board = await makeBoard(sys, doomed.id);
    const pin = await makePin(sys, doomed.id, board.id);
    const friendBoard = await makeBoard(sys, friend.id);
    await makePin(sys, friend.id, friendBoard.id, { viaPinnerId: doomed.id, originPinId: pin.id });
    await doomed.client.post('UserFollowResource', 'create', { user_id: String(friend.id) });
    await friend.client.post('UserFollowResource', 'create', { user_id: String(doomed.id) });
    await doomed.client.post('PasswordResetResource', 'create', { email: doomed.email });
    await new Client(t).login(doomed.username, doomed.password);

    const res = await doomed.client.post('UserAccountResource', 'delete', {
      password: doomed.password,
    });
    expect(res.statusCode, res.body).toBe(200);

    const rows = rowsOf<{ table_name: string; column_name: string }>(
      await db.execute(sql`
        select kcu.table_name, kcu.column_name
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = rc.unique_constraint_name
        where ccu.table_name = 'users'`),
    );
    const columns = [
      ...rows.map((r) => [r.table_name, r.column_name] as const),
      ['users', 'id'] as const,
      ['pins', 'via_pinner_id'] as const,
    ];
    expect(columns.length).toBeGreaterThan(8);
    for (const [table, column] of columns) {
      const [{ n } = { n: -1 }] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${doomed.id}`,
        ),
      );
      expect(n, `${table}.${column}`).toBe(0);
    }
    // the friend's counters no longer count them
    const [f] = await db.select().from(users).where(eq(users.id, friend.id));
    expect(f?.followerCount).toBe(0);
    expect(f?.followingCount).toBe(0);
    expect(
      await db.select().from(userFollows).where(eq(userFollows.followeeId, friend.id)),
    ).toHaveLength(0);
  });
});
