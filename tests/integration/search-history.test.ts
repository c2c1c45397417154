import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecentSearch } from '#domain/search/search';
import { MAX_RECENT_SEARCHES } from '#domain/search/search-history';
import { createTestApp, dbKinds, type TestApp } from '../support/app';
import { Client, errorOf, rr, signedUp } from './auth-support';

// Spec 01 §5 P-242: a signed-in person's recent searches, through real HTTP on both databases.
describe.each(dbKinds())('search history on %s', (kind) => {
  let t: TestApp;
  let me: Client;
  let other: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    me = (await signedUp(t)).client;
    other = (await signedUp(t)).client;
  }, 120_000);
  afterAll(() => t?.close());

  async function list(c: Client): Promise<RecentSearch[]> {
    const res = await c.get('SearchHistoryResource');
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as RecentSearch[];
  }

  async function record(c: Client, query: string, scope = 'pins') {
    const res = await c.post('SearchHistoryResource', 'create', { query, scope });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as RecentSearch[];
  }

  it('P-242 recent searches are de-duplicated against the newest', async () => {
    await record(me, 'Cake');
    await record(me, 'tea', 'boards');
    const after = await record(me, '  cake  ', 'pins');
    expect(after).toEqual([
      { query: 'cake', scope: 'pins' },
      { query: 'tea', scope: 'boards' },
    ]);
    expect(await list(me)).toEqual(after);
    expect(await list(other)).toEqual([]);
  });

  it('one search is removed by its query, whatever its case; all: true clears', async () => {
    await record(me, 'garden');
    const res = await me.post('SearchHistoryResource', 'delete', { query: 'TEA' });
    expect(res.statusCode, res.body).toBe(200);
    expect((rr(res).data as RecentSearch[]).map((r) => r.query)).toEqual(['garden', 'cake']);
    const cleared = await me.post('SearchHistoryResource', 'delete', { all: true });
    expect(rr(cleared).data).toEqual([]);
    expect(await list(me)).toEqual([]);
  });

  it(`keeps the newest ${MAX_RECENT_SEARCHES}`, async () => {
    for (let i = 0; i < MAX_RECENT_SEARCHES + 5; i++) await record(other, `query ${i}`);
    const got = await list(other);
    expect(got).toHaveLength(MAX_RECENT_SEARCHES);
    expect(got[0]?.query).toBe(`query ${MAX_RECENT_SEARCHES + 4}`);
    expect(got.at(-1)?.query).toBe('query 5');
  });

  it('loading a results page records nothing, even from another site: no state changes by GET', async () => {
    const fresh = (await signedUp(t)).client;
    for (const site of ['cross-site', 'same-origin']) {
      const page = await t.tessera.app.inject({
        method: 'GET',
        url: '/search/pins/?q=lamps&rs=typed',
        headers: fresh.headers({ 'sec-fetch-site': site, accept: 'text/html' }),
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('lamps');
    }
    expect(await list(fresh)).toEqual([]);
  });

  it('visitors get 401 (they keep their list in the browser)', async () => {
    const visitor = new Client(t);
    const res = await visitor.get('SearchHistoryResource');
    expect(res.statusCode).toBe(401);
    const post = await visitor.post('SearchHistoryResource', 'create', { query: 'x' });
    expect([401, 403]).toContain(post.statusCode);
  });

  it('a write without the CSRF token is refused', async () => {
    const res = await me.post(
      'SearchHistoryResource',
      'create',
      { query: 'forged' },
      { 'x-csrf-token': 'nope' },
    );
    expect(res.statusCode).toBe(403);
    expect(await list(me)).toEqual([]);
  });

  it.each([
    ['create', { query: '   ' }, 'query'],
    ['create', { query: 'x'.repeat(201) }, 'query'],
    ['create', { query: 'x', scope: 'shop_tool' }, 'scope'],
    ['delete', {}, 'query'],
    ['delete', { query: 'x', all: true }, 'query'],
    ['delete', { all: false }, 'all'],
  ])('%s %j → 400', async (action, options, field) => {
    const res = await me.post('SearchHistoryResource', action, options);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message.toLowerCase()).toContain(field);
  });
});
