import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { getPage, SERVER_BUILD } from './page-support.ts';

// Issue 13: Blocked accounts — UserBlockResource get lists one's own blocks, a page at a time;
// Unblock takes a person off; the settings page and a profile's … menu show the same state.

type Person = Awaited<ReturnType<typeof signedUp>>;
interface Row {
  user: { id: string; username: string; fullName: string; imageSmallUrl: string | null };
  blockedAt: string;
}

describe.each(dbKinds())('blocked accounts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });

  afterAll(async () => {
    await t?.close();
  });

  const person = () => signedUp(t);
  async function block(who: Person, whom: Person) {
    const res = await who.client.post('UserBlockResource', 'create', { user_id: whom.id });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function list(who: Person, options: Record<string, unknown> = {}) {
    const res = await who.client.get('UserBlockResource', options);
    expect(res.statusCode, res.body).toBe(200);
    const r = rr(res) as unknown as { data: Row[]; bookmark: string | null };
    return { rows: r.data, bookmark: r.bookmark };
  }
  const cookie = (p: Person) => ({ cookie: `${p.client.cookie?.name}=${p.client.cookie?.value}` });

  it('lists only the people the viewer blocked, the latest first, with name and username; unblock takes them off', async () => {
    const [me, x, y, other, z] = [
      await person(),
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await block(me, x);
    await block(me, y);
    await block(me, y); // twice is still one block
    await block(other, z); // someone else's block is never in my list
    await block(x, me); // nor is a block of me by someone else

    const { rows, bookmark } = await list(me);
    expect(rows.map((r) => r.user.username)).toEqual([y.username, x.username]);
    expect(bookmark).toBeNull();
    expect(rows[0]?.user).toMatchObject({ id: String(y.id), fullName: expect.any(String) });
    expect(Object.keys(rows[0]?.user ?? {})).not.toContain('email');
    expect((await list(other)).rows.map((r) => r.user.username)).toEqual([z.username]);

    const one = await me.client.get('UserBlockResource', { user_id: x.id });
    expect(rr(one).data).toEqual({ blocked: true });
    const notBlocked = await me.client.get('UserBlockResource', { user_id: z.id });
    expect(rr(notBlocked).data).toEqual({ blocked: false });

    const un = await me.client.post('UserBlockResource', 'delete', { user_id: y.id });
    expect(un.statusCode, un.body).toBe(200);
    expect((await list(me)).rows.map((r) => r.user.username)).toEqual([x.username]);
    // unblocking someone not blocked changes nothing and is not an error
    const again = await me.client.post('UserBlockResource', 'delete', { user_id: y.id });
    expect(again.statusCode).toBe(200);
    // and blocking again puts them back
    await block(me, y);
    expect((await list(me)).rows.map((r) => r.user.username)).toEqual([y.username, x.username]);
  });

  it('pages a long list by bookmark without repeating or skipping anyone', async () => {
    const me = await person();
    const others: Person[] = [];
    for (let i = 0; i < 5; i++) others.push(await person());
    for (const o of others) await block(me, o);
    const seen: string[] = [];
    let bookmark: string | null | undefined;
    let pages = 0;
    do {
      const page = await list(me, { page_size: 2, ...(bookmark ? { bookmark } : {}) });
      expect(page.rows.length).toBeLessThanOrEqual(2);
      seen.push(...page.rows.map((r) => r.user.username));
      bookmark = page.bookmark;
      pages++;
    } while (bookmark && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(others.map((o) => o.username).reverse());
  });

  it('visitors get a readable 401; bad input is a readable 400, never a 500', async () => {
    const visitor = new Client(t);
    const res = await visitor.get('UserBlockResource');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toMatch(/log in/i);
    const one = await visitor.get('UserBlockResource', { user_id: 1 });
    expect(one.statusCode).toBe(401);
    const me = await person();
    for (const options of [
      { bookmark: 'not-a-bookmark' },
      { page_size: 0 },
      { page_size: 500 },
      { user_id: 'abc' },
    ]) {
      const bad = await me.client.get('UserBlockResource', options);
      expect(bad.statusCode, JSON.stringify(options)).toBe(400);
      expect(errorOf(bad).message.length).toBeGreaterThan(0);
    }
  });

  it.skipIf(!existsSync(SERVER_BUILD))(
    'the settings page lists Blocked accounts (or says there are none); a profile offers Block or Unblock',
    async () => {
      const [me, x] = [await person(), await person()];
      const empty = await getPage(t.tessera.app, '/settings', cookie(me));
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toContain('Blocked accounts');
      expect(empty.body).toContain('You haven&#x27;t blocked anyone');
      await block(me, x);
      const page = await getPage(t.tessera.app, '/settings', cookie(me));
      expect(page.body).toContain(`href="/${x.username}/"`);
      expect(page.body).toContain(`${x.username}</span>`);
      expect(page.body).toContain(`aria-label="Unblock `);
      expect(page.body).not.toContain('You haven&#x27;t blocked anyone');
      const visitor = await getPage(t.tessera.app, '/settings');
      expect(visitor.statusCode).toBe(302);
    },
  );
});
