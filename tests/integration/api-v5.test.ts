import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '#domain/accounts/api-tokens';
import type { BoardModel } from '#domain/pins/models';
import { apiTokens } from '#server/db/schema/index';
import { rateLimitStore } from '#server/services/platform/rate-limit';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makePin } from '../support/factory.ts';
import { itemsOf, makeToken, v5 } from './api-v5-support.ts';
import { rr, signedUp } from './auth-support.ts';

type Signed = Awaited<ReturnType<typeof signedUp>>;
const ALL = [...API_SCOPES];

describe.each(dbKinds())('public API /v5 on %s', (kind) => {
  let t: TestApp;
  let owner: Signed;
  let other: Signed;

  async function board(c: Signed, privacy: 'public' | 'secret', name: string) {
    const res = await c.client.post('BoardResource', 'create', { name, privacy });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as BoardModel;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedUp(t);
    other = await signedUp(t);
  });
  afterAll(() => t.close());

  it('a token is shown once, kept only as its sha-256, listed with its last use, and revoked at once', async () => {
    const token = await makeToken(owner.client, ['user_accounts:read'], { name: 'CI' });
    expect(token).toMatch(/^tsr_pat_[A-Za-z0-9_-]{43}$/);
    const rows = await t.tessera.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.userId, owner.id));
    expect(JSON.stringify(rows)).not.toContain(token.slice(8));
    const me = await v5(t, 'GET', '/v5/user_account', token);
    expect(me.status, me.res.body).toBe(200);
    expect(me.json).toMatchObject({ username: owner.username, account_type: 'PINNER' });
    const list = await owner.client.get('ApiTokensResource');
    const items = rr(list).data as { id: string; name: string; lastUsedAt: string | null }[];
    expect(list.body).not.toContain(token.slice(8));
    const mine = items.find((i) => i.name === 'CI');
    expect(mine?.lastUsedAt).not.toBeNull();
    const del = await owner.client.post('ApiTokenResource', 'delete', { id: mine?.id });
    expect(del.statusCode, del.body).toBe(200);
    const after = await v5(t, 'GET', '/v5/user_account', token);
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ code: 2, message: 'Authentication failed.' });
    // someone else cannot revoke it, and a token cannot manage tokens
    const again = await makeToken(owner.client, ['user_accounts:read']);
    const [row] = await t.tessera.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.lastFour, again.slice(-4)));
    const theirs = await other.client.post('ApiTokenResource', 'delete', { id: String(row?.id) });
    expect(theirs.statusCode).toBe(404);
    expect((await v5(t, 'GET', '/v5/user_account', again)).status).toBe(200);
  });

  it('bearer only: no token, a wrong one, an expired one or a session cookie get 401; CORS is open', async () => {
    expect((await v5(t, 'GET', '/v5/boards', null)).status).toBe(401);
    expect((await v5(t, 'GET', '/v5/boards', 'tsr_pat_nope')).status).toBe(401);
    const cookie = owner.client.cookie;
    const withCookie = await v5(t, 'GET', '/v5/boards', null, undefined, {
      cookie: `${cookie?.name}=${cookie?.value}`,
    });
    expect(withCookie.status).toBe(401);
    expect(withCookie.res.headers['access-control-allow-origin']).toBe('*');
    const token = await makeToken(owner.client, ['boards:read'], { expiry_days: 7 });
    await t.tessera.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.lastFour, token.slice(-4)));
    expect((await v5(t, 'GET', '/v5/boards', token)).status).toBe(401);
    const pre = await v5(t, 'OPTIONS', '/v5/boards', null, undefined, {
      origin: 'https://example.com',
      'access-control-request-method': 'POST',
    });
    expect(pre.status).toBe(204);
    expect(pre.res.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('scopes: own, other people’s and secret boards and pins × read and write scopes, no leaks', async () => {
    const pub = await board(owner, 'public', 'Open board');
    const sec = await board(owner, 'secret', 'Hidden board');
    const theirSecret = await board(other, 'secret', 'Their hidden');
    const theirPublic = await board(other, 'public', 'Their open');
    const sys = t.tessera.systemCtx();
    const pubPin = await makePin(sys, owner.id, Number(pub.id));
    const secPin = await makePin(sys, owner.id, Number(sec.id));
    const theirSecretPin = await makePin(sys, other.id, Number(theirSecret.id));

    const plain = await makeToken(owner.client, ['boards:read', 'pins:read']);
    const secret = await makeToken(owner.client, ALL);
    const writeOnly = await makeToken(owner.client, ['boards:write', 'pins:write']);

    const list = await v5(t, 'GET', '/v5/boards?page_size=250', plain);
    expect(list.status, list.res.body).toBe(200);
    const names = itemsOf(list).map((b) => b.name);
    expect(names).toContain('Open board');
    expect(names).not.toContain('Hidden board');
    const full = await v5(t, 'GET', '/v5/boards?page_size=250', secret);
    expect(itemsOf(full).map((b) => b.name)).toContain('Hidden board');

    expect((await v5(t, 'GET', `/v5/boards/${pub.id}`, plain)).status).toBe(200);
    expect((await v5(t, 'GET', `/v5/boards/${sec.id}`, plain)).status).toBe(404);
    expect((await v5(t, 'GET', `/v5/boards/${sec.id}`, secret)).json).toMatchObject({
      privacy: 'SECRET',
    });
    expect((await v5(t, 'GET', `/v5/boards/${theirPublic.id}`, secret)).status).toBe(200);
    expect((await v5(t, 'GET', `/v5/boards/${theirSecret.id}`, secret)).status).toBe(404);
    expect((await v5(t, 'GET', `/v5/pins/${theirSecretPin.id}`, secret)).status).toBe(404);
    expect((await v5(t, 'GET', `/v5/pins/${pubPin.id}`, plain)).json).toMatchObject({
      id: String(pubPin.id),
      board_id: pub.id,
      is_owner: true,
    });
    expect((await v5(t, 'GET', `/v5/pins/${secPin.id}`, plain)).status).toBe(404);
    expect((await v5(t, 'GET', `/v5/pins/${secPin.id}`, secret)).status).toBe(200);
    const pins = await v5(t, 'GET', `/v5/boards/${pub.id}/pins`, plain);
    expect(pins.json).toMatchObject({ items: [{ id: String(pubPin.id) }], bookmark: null });
    expect((await v5(t, 'GET', `/v5/boards/${sec.id}/pins`, plain)).status).toBe(404);
    // the account's counts leave out what the token may not see
    const account = async (scopes: string[]) =>
      (await v5(t, 'GET', '/v5/user_account', await makeToken(owner.client, scopes))).json as {
        board_count: number;
        pin_count: number;
      };
    const seen = await account(['user_accounts:read']);
    const whole = await account(['user_accounts:read', 'boards:read_secret', 'pins:read_secret']);
    expect(whole.board_count).toBeGreaterThan(seen.board_count);
    expect(whole.pin_count).toBeGreaterThan(seen.pin_count);

    // read scopes write nothing; write scopes read nothing
    const r = await v5(t, 'PATCH', `/v5/boards/${pub.id}`, plain, { name: 'Renamed' });
    expect(r.status).toBe(403);
    expect(r.json).toMatchObject({ code: 3 });
    expect((await v5(t, 'GET', `/v5/boards/${pub.id}`, writeOnly)).status).toBe(403);
    expect((await v5(t, 'GET', '/v5/user_account', plain)).status).toBe(403);
    // writes on what the token may not see, or its owner may not touch
    expect((await v5(t, 'PATCH', `/v5/boards/${sec.id}`, writeOnly, { name: 'x' })).status).toBe(
      404,
    );
    expect(
      (await v5(t, 'PATCH', `/v5/boards/${theirPublic.id}`, secret, { name: 'x' })).status,
    ).toBe(403);
    expect((await v5(t, 'DELETE', `/v5/pins/${theirSecretPin.id}`, secret)).status).toBe(404);
    expect(
      (await v5(t, 'PATCH', `/v5/pins/${pubPin.id}`, writeOnly, { board_id: sec.id })).status,
    ).toBe(404);

    const made = await v5(t, 'POST', '/v5/boards', writeOnly, { name: 'From the API' });
    expect(made.status, made.res.body).toBe(201);
    expect(made.json).toMatchObject({ name: 'From the API', privacy: 'PUBLIC' });
    const id = String(made.json?.id);
    const edited = await v5(t, 'PATCH', `/v5/boards/${id}`, secret, {
      description: 'Now described',
    });
    expect(edited.json).toMatchObject({ description: 'Now described' });
    const pinEdit = await v5(t, 'PATCH', `/v5/pins/${pubPin.id}`, secret, { title: 'New title' });
    expect(pinEdit.json).toMatchObject({ title: 'New title' });
    expect((await v5(t, 'DELETE', `/v5/pins/${pubPin.id}`, secret)).status).toBe(204);
    expect((await v5(t, 'GET', `/v5/pins/${pubPin.id}`, secret)).status).toBe(404);
    expect((await v5(t, 'DELETE', `/v5/boards/${id}`, secret)).status).toBe(204);
    expect((await v5(t, 'GET', `/v5/boards/${id}`, secret)).status).toBe(404);
  });

  it('pages of boards: {items, bookmark}, page_size 1–250', async () => {
    await board(owner, 'public', 'Paged one');
    await board(owner, 'public', 'Paged two');
    const token = await makeToken(owner.client, ['boards:read']);
    const first = await v5(t, 'GET', '/v5/boards?page_size=1', token);
    expect(first.json?.items).toHaveLength(1);
    expect(typeof first.json?.bookmark).toBe('string');
    const next = await v5(
      t,
      'GET',
      `/v5/boards?page_size=1&bookmark=${first.json?.bookmark}`,
      token,
    );
    expect(next.status).toBe(200);
    expect(next.json?.items).not.toEqual(first.json?.items);
  });

  it('bad input is a 400 {code, message}, never a 500', async () => {
    const token = await makeToken(owner.client, ALL);
    for (const [method, url, body] of [
      ['GET', '/v5/boards?page_size=0', undefined],
      ['GET', '/v5/boards?page_size=251', undefined],
      ['GET', '/v5/boards?bookmark=%%%', undefined],
      ['GET', '/v5/boards/abc', undefined],
      ['GET', '/v5/pins/1e9', undefined],
      ['POST', '/v5/boards', { name: '' }],
      ['POST', '/v5/boards', { name: 'x', privacy: 'HIDDEN' }],
      ['POST', '/v5/boards', []],
      ['PATCH', '/v5/pins/1', { board_id: 'x' }],
    ] as const) {
      const r = await v5(t, method, url, token, body);
      expect(r.status, `${method} ${url} ${r.res.body}`).toBe(400);
      expect(r.json).toMatchObject({ code: 1, message: expect.any(String) });
    }
    // decision 064: a schema's own message is said in the call's Accept-Language, else English
    expect((await v5(t, 'GET', '/v5/boards/abc', token)).json).toMatchObject({
      message: 'Invalid parameters. board_id: Ids are digits.',
    });
    const german = await v5(t, 'GET', '/v5/boards/abc', token, undefined, {
      'accept-language': 'de',
    });
    expect(german.json).toMatchObject({
      message: 'Invalid parameters. board_id: IDs bestehen aus Ziffern.',
    });
    const missing = await v5(t, 'GET', '/v5/boards/999999999', token);
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 4 });
    const nowhere = await v5(t, 'GET', '/v5/nothing', token);
    expect(nowhere.status).toBe(404);
  });

  it('rate limit per token: X-RateLimit-* headers, then 429 with Retry-After', async () => {
    const token = await makeToken(owner.client, ['user_accounts:read']);
    const max = t.tessera.systemCtx().config.apiCallsPerMinute;
    expect(max, 'the default: Pinterest’s own').toBe(1000);
    const ok = await v5(t, 'GET', '/v5/user_account', token);
    expect(ok.res.headers['x-ratelimit-limit']).toBe(String(max));
    expect(ok.res.headers['x-ratelimit-remaining']).toBe(String(max - 1));
    expect(Number(ok.res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    const [row] = await t.tessera.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.lastFour, token.slice(-4)));
    const store = rateLimitStore(t.tessera.systemCtx().config);
    for (let i = 1; i < max; i++) {
      await store.hit(`apiToken:${row?.id}`, 60_000, Date.now());
    }
    const over = await v5(t, 'GET', '/v5/user_account', token);
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ code: 8 });
    expect(Number(over.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.res.headers['x-ratelimit-remaining']).toBe('0');
    // another token of the same person has its own allowance
    const fresh = await makeToken(owner.client, ['user_accounts:read']);
    expect((await v5(t, 'GET', '/v5/user_account', fresh)).status).toBe(200);
  });
});
