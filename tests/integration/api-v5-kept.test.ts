import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardModel } from '#domain/pins/models';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { itemsOf, makeToken, v5 } from './api-v5-support.ts';
import { rr, signedUp } from './auth-support.ts';
import { picture } from './pin-support.ts';

// Decision 063: a token's reads are kept and answered by the server before the framework, until
// anything they were made from changes; the token is refused at once when revoked.
type Signed = Awaited<ReturnType<typeof signedUp>>;

describe.each(dbKinds())('kept /v5 reads on %s (decision 063)', (kind) => {
  let t: TestApp;
  let owner: Signed;
  let other: Signed;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedUp(t);
    other = await signedUp(t);
  });
  afterAll(() => t.close());

  async function pinOnto(token: string, boardId: string, title: string) {
    const png = await picture(90, 140, 180);
    const made = await v5(t, 'POST', '/v5/pins', token, {
      board_id: boardId,
      title,
      media_source: {
        source_type: 'image_base64',
        content_type: 'image/png',
        data: png.toString('base64'),
      },
    });
    expect(made.status, made.res.body).toBe(201);
  }

  it('a repeated read is kept; a write to the board shows at once; a revoked token is refused at once', async () => {
    const token = await makeToken(owner.client, ['boards:read', 'pins:read', 'pins:write']);
    const res = await owner.client.post('BoardResource', 'create', {
      name: 'Kept',
      privacy: 'public',
    });
    const board = rr(res).data as BoardModel;
    await pinOnto(token, String(board.id), 'First');
    const url = `/v5/boards/${board.id}/pins?page_size=25`;
    const first = await v5(t, 'GET', url, token);
    expect(first.status, first.res.body).toBe(200);
    const again = await v5(t, 'GET', url, token);
    expect(again.res.headers['x-tessera-cache']).toBe('hit');
    expect(again.json).toEqual(first.json);
    expect(again.res.headers['cache-control']).toBe('no-store');
    expect(again.res.headers['access-control-allow-origin']).toBe('*');
    // the rate limit counts kept answers too
    expect(Number(again.res.headers['x-ratelimit-remaining'])).toBe(
      Number(first.res.headers['x-ratelimit-remaining']) - 1,
    );

    // a write to the board: the next read has it
    await pinOnto(token, String(board.id), 'Second');
    const after = await v5(t, 'GET', url, token);
    expect(after.res.headers['x-tessera-cache']).toBeUndefined();
    expect(itemsOf(after).map((p) => p.title)).toEqual(['Second', 'First']);
    expect((await v5(t, 'GET', url, token)).res.headers['x-tessera-cache']).toBe('hit');

    // another person's token never gets this one's kept answer
    const theirs = await makeToken(other.client, ['boards:read', 'pins:read']);
    const seen = await v5(t, 'GET', url, theirs);
    expect(seen.res.headers['x-tessera-cache']).toBeUndefined();
    expect(seen.status).toBe(200);

    // revoked while its answer is kept: refused on the very next call
    const list = await owner.client.get('ApiTokensResource');
    const ids = (rr(list).data as { id: string }[]).map((i) => i.id);
    for (const id of ids) {
      const del = await owner.client.post('ApiTokenResource', 'delete', { id });
      expect(del.statusCode, del.body).toBe(200);
    }
    const refused = await v5(t, 'GET', url, token);
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ code: 2, message: 'Authentication failed.' });
  });
});
