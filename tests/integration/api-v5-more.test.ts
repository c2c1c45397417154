import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '#domain/accounts/api-tokens';
import type { BoardModel } from '#domain/pins/models';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makePin } from '../support/factory.ts';
import { itemsOf, makeToken, v5 } from './api-v5-support.ts';
import { rr, signedUp } from './auth-support.ts';
import { localServer, picture } from './pin-support.ts';

type Signed = Awaited<ReturnType<typeof signedUp>>;
const ALL = [...API_SCOPES];

// Issue 36 (decision 055): the rest of the Pinterest-v5 subset: board sections, a new pin from an
// image address (through the SSRF guard) or base64, saving a pin, and searching pins.
describe.each(dbKinds())('public API /v5: sections, new pins, saves, search on %s', (kind) => {
  let t: TestApp;
  let owner: Signed;
  let other: Signed;
  let server: ReturnType<typeof localServer>;
  let port = 0;

  async function board(c: Signed, privacy: 'public' | 'secret', name: string) {
    const res = await c.client.post('BoardResource', 'create', { name, privacy });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as BoardModel;
  }

  beforeAll(async () => {
    server = localServer(await picture(71, 200, 260));
    port = await server.listen();
    // the test's own picture server is on 127.0.0.1, which a person's request may never reach
    t = await createTestApp(kind, { urlFetch: { trust: (address) => address === '127.0.0.1' } });
    owner = await signedUp(t);
    other = await signedUp(t);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('board sections: made, listed, renamed, their pins, deleted; a secret board’s are not found without boards:read_secret', async () => {
    const all = await makeToken(owner.client, ALL);
    const plain = await makeToken(owner.client, ['boards:read', 'boards:write', 'pins:read']);
    const b = await board(owner, 'public', 'Sectioned');
    const made = await v5(t, 'POST', `/v5/boards/${b.id}/sections`, all, { name: 'Soups' });
    expect(made.status, made.res.body).toBe(201);
    expect(made.json).toMatchObject({ name: 'Soups' });
    const sectionId = String(made.json?.id);
    await v5(t, 'POST', `/v5/boards/${b.id}/sections`, all, { name: 'Cakes' });
    const first = await v5(t, 'GET', `/v5/boards/${b.id}/sections?page_size=1`, plain);
    expect(itemsOf(first)).toEqual([{ id: sectionId, name: 'Soups' }]);
    const rest = await v5(
      t,
      'GET',
      `/v5/boards/${b.id}/sections?page_size=1&bookmark=${first.json?.bookmark}`,
      plain,
    );
    expect(itemsOf(rest).map((s) => s.name)).toEqual(['Cakes']);
    expect(rest.json?.bookmark).toBeNull();
    const renamed = await v5(t, 'PATCH', `/v5/boards/${b.id}/sections/${sectionId}`, all, {
      name: 'Broths',
    });
    expect(renamed.json).toMatchObject({ id: sectionId, name: 'Broths' });

    const pin = await makePin(t.tessera.systemCtx(), owner.id, Number(b.id));
    const moved = await v5(t, 'PATCH', `/v5/pins/${pin.id}`, all, {
      board_id: b.id,
      board_section_id: sectionId,
    });
    expect(moved.json).toMatchObject({ board_section_id: sectionId });
    const inSection = await v5(t, 'GET', `/v5/boards/${b.id}/sections/${sectionId}/pins`, plain);
    expect(itemsOf(inSection).map((p) => p.id)).toEqual([String(pin.id)]);

    // another person's board: seen, but not theirs to change
    const theirs = await board(other, 'public', 'Not yours');
    const refused = await v5(t, 'POST', `/v5/boards/${theirs.id}/sections`, all, { name: 'x' });
    expect(refused.status).toBe(403);
    // a section of another board is none of this one's
    expect(
      (await v5(t, 'DELETE', `/v5/boards/${theirs.id}/sections/${sectionId}`, all)).status,
    ).toBe(404);
    const secret = await board(owner, 'secret', 'Hidden sections');
    await v5(t, 'POST', `/v5/boards/${secret.id}/sections`, all, { name: 'Inside' });
    expect((await v5(t, 'GET', `/v5/boards/${secret.id}/sections`, plain)).status).toBe(404);
    expect((await v5(t, 'GET', `/v5/boards/${secret.id}/sections`, all)).status).toBe(200);

    expect((await v5(t, 'DELETE', `/v5/boards/${b.id}/sections/${sectionId}`, all)).status).toBe(
      204,
    );
    const left = await v5(t, 'GET', `/v5/boards/${b.id}/sections`, plain);
    expect(itemsOf(left).map((s) => s.name)).toEqual(['Cakes']);
  });

  it('POST /v5/pins: from base64 or an image address onto a board; the SSRF guard, bad base64 and a secret board without its scope are refused readably', async () => {
    const token = await makeToken(owner.client, ['boards:read', 'pins:read', 'pins:write']);
    const b = await board(owner, 'public', 'From the API');
    const png = await picture(72, 120, 160);
    const fromBytes = await v5(t, 'POST', '/v5/pins', token, {
      board_id: b.id,
      title: 'Sent as base64',
      link: 'https://example.com/recipe',
      media_source: {
        source_type: 'image_base64',
        content_type: 'image/png',
        data: png.toString('base64'),
      },
    });
    expect(fromBytes.status, fromBytes.res.body).toBe(201);
    expect(fromBytes.json).toMatchObject({
      title: 'Sent as base64',
      link: 'https://example.com/recipe',
      board_id: b.id,
      is_owner: true,
    });
    const fromUrl = await v5(t, 'POST', '/v5/pins', token, {
      board_id: b.id,
      title: 'Fetched',
      media_source: { source_type: 'image_url', url: `http://127.0.0.1:${port}/pic.png` },
    });
    expect(fromUrl.status, fromUrl.res.body).toBe(201);
    const onBoard = await v5(t, 'GET', `/v5/boards/${b.id}/pins`, token);
    expect(
      itemsOf(onBoard)
        .map((p) => p.title)
        .sort(),
    ).toEqual(['Fetched', 'Sent as base64']);

    // an address Tessera may not fetch: the cloud's metadata service
    const guarded = await v5(t, 'POST', '/v5/pins', token, {
      board_id: b.id,
      media_source: { source_type: 'image_url', url: 'http://169.254.169.254/latest/meta-data/' },
    });
    expect(guarded.status).toBe(400);
    expect(String(guarded.json?.message)).not.toBe('');
    const bad = await v5(t, 'POST', '/v5/pins', token, {
      board_id: b.id,
      media_source: { source_type: 'image_base64', content_type: 'image/png', data: 'not*base64' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 1, message: 'media_source.data is not base64.' });
    const secret = await board(owner, 'secret', 'Secret target');
    const hidden = await v5(t, 'POST', '/v5/pins', token, {
      board_id: secret.id,
      media_source: {
        source_type: 'image_base64',
        content_type: 'image/png',
        data: png.toString('base64'),
      },
    });
    expect(hidden.status).toBe(404);
    const readOnly = await makeToken(owner.client, ['boards:read', 'pins:read']);
    expect(
      (
        await v5(t, 'POST', '/v5/pins', readOnly, {
          board_id: b.id,
          media_source: { source_type: 'image_url', url: `http://127.0.0.1:${port}/pic.png` },
        })
      ).status,
    ).toBe(403);
  });

  it('POST /v5/pins/{id}/save saves another person’s pin to a board; search finds pins by their words', async () => {
    const theirs = await board(other, 'public', 'Lanterns');
    const pin = await makePin(t.tessera.systemCtx(), other.id, Number(theirs.id), {
      title: 'Paper lantern zebrafish festival',
    });
    const mine = await board(owner, 'public', 'Saved from the API');
    const token = await makeToken(owner.client, ['boards:read', 'pins:read', 'pins:write']);
    const saved = await v5(t, 'POST', `/v5/pins/${pin.id}/save`, token, { board_id: mine.id });
    expect(saved.status, saved.res.body).toBe(201);
    expect(saved.json).toMatchObject({ board_id: mine.id, is_owner: true });
    expect(saved.json?.id).not.toBe(String(pin.id));

    const found = await v5(t, 'GET', '/v5/search/partner/pins?term=zebrafish', token);
    expect(found.status, found.res.body).toBe(200);
    expect(itemsOf(found).map((p) => p.title)).toContain('Paper lantern zebrafish festival');
    expect((await v5(t, 'GET', '/v5/search/partner/pins', token)).status).toBe(400);
  });
});
