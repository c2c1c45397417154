import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin } from '../support/factory.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { getPage, SERVER_BUILD } from './page-support.ts';

// Issue 13: share links and invite codes — who shared what, and the landing's data.

interface Link {
  inviteCode: string;
  inviteUrl: string;
  title: string;
}

describe.each(dbKinds())('share links and invites on %s', (kind) => {
  let t: TestApp;
  let sharer: Client;
  let other: Client;
  let visitor: Client;
  let ORIGIN = '';
  const fx = { pin: '', secretPin: '', sharerName: '', boardSlug: '', boardId: '' };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    ORIGIN = ctx.publicOrigin;
    const me = await signedUp(t);
    sharer = me.client;
    fx.sharerName = me.username;
    other = (await signedUp(t)).client;
    visitor = new Client(t);
    const board = await makeBoard(ctx, me.id, { name: 'Brass lamps' });
    fx.boardSlug = board.slug;
    fx.boardId = String(board.id);
    const secret = await makeBoard(ctx, me.id, { privacy: 'secret' });
    const sig = (await makeImage(ctx, 4, 300, 400)).signature;
    for (let i = 0; i < 12; i++) {
      fx.pin = String(
        (await makePin(ctx, me.id, board.id, { title: `Lamp ${i}`, imageSignature: sig })).id,
      );
    }
    fx.secretPin = String((await makePin(ctx, me.id, secret.id, { imageSignature: sig })).id);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function shareLink(c: Client, url: string) {
    return c.post('CreateShareLinkResource', 'create', { invite_category: 3, url, name: '' });
  }

  it('P-348 P-349 a share link for a pin carries the sharer’s invite code', async () => {
    const res = await shareLink(sharer, `/pin/${fx.pin}/`);
    expect(res.statusCode, res.body).toBe(200);
    const link = rr(res).data as Link;
    expect(link.inviteCode).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(link.inviteUrl).toBe(`${ORIGIN}/pin/lamp-11--${fx.pin}/?invite_code=${link.inviteCode}`);
    expect(link.title).toBe('Lamp 11');
  });

  it('P-023 P-024 share links for boards and profiles; nothing else, nothing hidden, nobody signed out', async () => {
    const board = rr(await shareLink(sharer, `/${fx.sharerName}/${fx.boardSlug}/`)).data as Link;
    expect(board.title).toBe('Brass lamps');
    const profile = rr(await shareLink(sharer, `${ORIGIN}/${fx.sharerName}/`)).data as Link;
    expect(profile.inviteUrl).toMatch(
      new RegExp(`/${fx.sharerName.toLowerCase()}/\\?invite_code=`, 'i'),
    );
    expect((await shareLink(sharer, 'https://elsewhere.test/pin/1/')).statusCode).toBe(400);
    expect((await shareLink(sharer, '/settings/account/nothing/here/')).statusCode).toBe(400);
    // someone else's secret pin does not exist for them
    expect((await shareLink(other, `/pin/${fx.secretPin}/`)).statusCode).toBe(404);
    const signedOut = await shareLink(visitor, `/pin/${fx.pin}/`);
    expect(signedOut.statusCode).toBe(401);
    expect(errorOf(signedOut).message).toBe('Log in to share with a link');
    expect((await sharer.post('CreateShareLinkResource', 'create', { url: '' })).statusCode).toBe(
      400,
    );
  });

  it('P-350 P-351 M-155 an external invite names its object by kind and id', async () => {
    const ok = await sharer.post('ShareInviteResource', 'create', {
      invite_category: 3,
      invite_channel: 'whatsapp',
      object_type: 2,
      object_id: fx.boardId,
      path: `/${fx.sharerName}/${fx.boardSlug}/`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((rr(ok).data as { invite_url: string }).invite_url).toMatch(
      /\?invite_code=[0-9A-Za-z]{12}$/,
    );
    const mismatch = await sharer.post('ShareInviteResource', 'create', {
      invite_channel: 'whatsapp',
      object_type: 1,
      object_id: fx.boardId,
      path: `/${fx.sharerName}/${fx.boardSlug}/`,
    });
    expect(mismatch.statusCode).toBe(400);
    const badKind = await sharer.post('ShareInviteResource', 'create', {
      invite_channel: 'whatsapp',
      object_type: 4,
      object_id: '1',
      path: '/',
    });
    expect(badKind.statusCode).toBe(400);
    const badChannel = await sharer.post('ShareInviteResource', 'create', {
      invite_channel: 'carrier pigeon',
      object_type: 1,
      object_id: fx.pin,
      path: `/pin/${fx.pin}/`,
    });
    expect(badChannel.statusCode).toBe(400);
  });

  it('P-099 P-341 M-341 M-343 the invite says who shared it, with at most 10 recent pin images', async () => {
    const link = rr(await shareLink(sharer, `/pin/${fx.pin}/`)).data as Link;
    const res = await visitor.get('InviteCodeMetadataResource', {
      invite_code: link.inviteCode,
      field_set_key: 'default_with_sender_recent_pins',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = rr(res).data as {
      invite_code: string;
      sender: Record<string, unknown> & { recent_pin_images: { url: string }[] };
    };
    expect(data.invite_code).toBe(link.inviteCode);
    expect(data.sender).toMatchObject({
      username: fx.sharerName,
      first_name: 'Test',
      should_show_messaging: true,
      is_default_image: true,
    });
    expect(data.sender.recent_pin_images).toHaveLength(10);
    // P-100: the sender's recent pin images come at 222x, and the route serves that size
    const first = data.sender.recent_pin_images[0] as { url: string; width: number };
    expect(first.url).toMatch(/^\/img\/222x\/[0-9a-f]{32}\.jpg$/);
    expect(first.width).toBeLessThanOrEqual(222);
    const img = await t.tessera.app.inject({ method: 'GET', url: first.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const plain = rr(
      await visitor.get('InviteCodeMetadataResource', { invite_code: link.inviteCode }),
    ).data as { sender: { recent_pin_images: unknown[] } };
    expect(plain.sender.recent_pin_images).toEqual([]);
  });

  it('P-189 M-344 an unknown or malformed code has no invite', async () => {
    for (const code of ['AAAAAAAAAAAA', 'nope', '../../etc']) {
      const res = await visitor.get('InviteCodeMetadataResource', { invite_code: code });
      expect(res.statusCode, code).toBe(404);
    }
  });

  it('share links are limited per person: the 121st in an hour is a readable 429', async () => {
    const busy = (await signedUp(t)).client;
    for (let i = 0; i < 120; i++) {
      const res = await shareLink(busy, `/${fx.sharerName}/`);
      expect(res.statusCode).toBe(200);
    }
    const over = await shareLink(busy, `/${fx.sharerName}/`);
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).message).toBeTruthy();
  });

  it('M-356 only the sharer can say an invite was sent', async () => {
    const link = rr(await shareLink(sharer, `/pin/${fx.pin}/`)).data as Link;
    const send = (c: Client) =>
      c.post('SentExternalInviteCallbackResource', 'create', {
        invite_type: { invite_category: 3 },
        invite_code: link.inviteCode,
        object_id: fx.pin,
        client_tracking_params: '',
      });
    expect((await send(other)).statusCode).toBe(404);
    expect((await send(visitor)).statusCode).toBe(401);
    expect((await send(sharer)).statusCode).toBe(200);
  });

  /** A path that resolves to `//…` against this origin, padded to the origin's length. */
  function offSitePath(): string {
    const pad = 'x'.repeat(Math.max(1, ORIGIN.length - 'https://a.bc/'.length));
    return `/.//a.bc/${pad}//attacker.example/phish`;
  }

  it('an invite for a path that leaves the site is refused; a stored one never leads off it', async () => {
    for (const path of [
      offSitePath(),
      '//attacker.example/x',
      '/\\attacker.example/',
      '/%2f%2fattacker.example/',
    ]) {
      const res = await sharer.post('ShareInviteResource', 'create', {
        invite_channel: 'copy_link',
        object_type: 0,
        object_id: 'q',
        path,
      });
      expect(res.statusCode, path).toBe(400);
    }
    // a row stored before the check (or by any other way in) is parsed again at the landing
    const ctx = t.tessera.systemCtx();
    const code = 'Zz0000000001';
    const { shareInvites } = await import('../../src/server/db/schema/index.ts');
    const [sharerRow] = await ctx.db.select().from(shareInvites).limit(1);
    await ctx.db.insert(shareInvites).values({
      code,
      inviterId: sharerRow?.inviterId ?? 0,
      objectType: 0,
      objectId: 'q',
      path: offSitePath(),
    });
    const { invitedPath } = await import('../../src/server/services/sharing/invites.ts');
    const to = await invitedPath(ctx, code);
    if (to !== null) {
      expect(to.startsWith('/') && !to.startsWith('//') && !to.includes('\\')).toBe(true);
      expect(new URL(to, ORIGIN).origin).toBe(new URL(ORIGIN).origin);
    }
  });

  it('an invite expires: after its lifetime it leads nowhere and names no sender', async () => {
    const link = rr(await shareLink(sharer, `/pin/${fx.pin}/`)).data as Link;
    const ctx = t.tessera.systemCtx();
    const { shareInvites } = await import('../../src/server/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const { invitedPath } = await import('../../src/server/services/sharing/invites.ts');
    expect(await invitedPath(ctx, link.inviteCode)).not.toBeNull();
    await ctx.db
      .update(shareInvites)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 60 * 60_000) })
      .where(eq(shareInvites.code, link.inviteCode));
    expect(await invitedPath(ctx, link.inviteCode)).toBeNull();
    const meta = await visitor.get('InviteCodeMetadataResource', { invite_code: link.inviteCode });
    expect(meta.statusCode).toBe(404);
  });

  describe.skipIf(!existsSync(SERVER_BUILD))('/invited (needs the page build)', () => {
    it('M-071 M-072 leads on to the shared page with the code; an unknown code says so', async () => {
      const link = rr(await shareLink(sharer, `/pin/${fx.pin}/`)).data as Link;
      const res = await getPage(t.tessera.app, `/invited?invite_code=${link.inviteCode}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/pin/lamp-11--${fx.pin}/?invite_code=${link.inviteCode}`);
      for (const q of ['?invite_code=AAAAAAAAAAAA', '', '?invite_code=%3Cscript%3E']) {
        const miss = await getPage(t.tessera.app, `/invited${q}`);
        expect(miss.statusCode, q).toBe(404);
        expect(miss.body).toContain('This invite link doesn');
      }
    });
  });
});
