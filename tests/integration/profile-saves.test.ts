import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinModel } from '#domain/pins/models';
import { boardCollaborators, pins } from '#server/db/schema/index';
import { boardlessCount, profileCounts } from '#server/services/boards/read';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { Client, rr, signedUp } from './auth-support.ts';

// Issue 10: pins saved "to Profile" (save behaviour 0, board_id null in decision 006) show on
// the profile's Saved tab as "Unorganized ideas" and count; a collaborator's profile counts the
// group boards they joined and the pins they put there, as far as the viewer may see them.

const SERVER_BUILD = path.resolve('build/server/index.js');

describe.each(dbKinds())('profile saves and counts on %s', (kind) => {
  let t: TestApp;
  let sourceIds: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const sig = (await makeImage(ctx, 5)).signature;
    const author = await makeUser(ctx, { username: `ps_author_${kind}` });
    const board = await makeBoard(ctx, author.id, { slug: 'sources' });
    sourceIds = [];
    for (let i = 0; i < 3; i++) {
      sourceIds.push(
        (await makePin(ctx, author.id, board.id, { imageSignature: sig, title: `Zsrc${i}` })).id,
      );
    }
  });
  afterAll(async () => t?.close());

  function ctxOf(viewer: Awaited<ReturnType<Client['viewer']>>) {
    return { ...t.tessera.systemCtx(), viewer };
  }

  async function idsOf(c: Client, username: string, pageSize = 50): Promise<string[]> {
    const ids: string[] = [];
    let bookmark: string | null | undefined;
    for (let i = 0; i < 20; i++) {
      const res = await c.get('BoardlessPinsResource', {
        username,
        page_size: pageSize,
        ...(bookmark ? { bookmark } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(...(rr(res).data as PinModel[]).map((p) => p.id));
      bookmark = rr(res).bookmark;
      if (!bookmark) return ids;
    }
    throw new Error('BoardlessPinsResource did not reach its last page');
  }

  it('saves to the profile are listed (paged by bookmark) and counted for the owner and for visitors', async () => {
    const saver = await signedUp(t);
    const saved: string[] = [];
    for (const id of sourceIds) {
      const res = await saver.client.post('RepinResource', 'create', { pin_id: id });
      expect(res.statusCode, res.body).toBe(200);
      saved.push((rr(res).data as PinModel).id);
    }
    // a save to one of their boards is not an unorganized idea
    const own = await makeBoard(t.tessera.systemCtx(), saver.id, { slug: 'mine' });
    const onBoard = await saver.client.post('RepinResource', 'create', {
      pin_id: sourceIds[0],
      board_id: own.id,
    });
    expect(onBoard.statusCode, onBoard.body).toBe(200);

    const newestFirst = [...saved].reverse();
    const visitor = new Client(t);
    expect(await idsOf(saver.client, saver.username, 2)).toEqual(newestFirst);
    expect(await idsOf(visitor, saver.username, 2)).toEqual(newestFirst);

    for (const c of [saver.client, visitor]) {
      const ctx = ctxOf(await c.viewer());
      expect(await boardlessCount(ctx, saver.id)).toBe(3);
      expect(await profileCounts(ctx, saver.id)).toEqual({ boardCount: 1, pinCount: 4 });
    }

    // a deleted save leaves the list and the counts
    await t.tessera.database.db
      .update(pins)
      .set({ deletedAt: new Date() })
      .where(eq(pins.id, Number(saved[0])));
    expect(await idsOf(visitor, saver.username)).toEqual(newestFirst.slice(0, 2));
    expect(await boardlessCount(ctxOf(await visitor.viewer()), saver.id)).toBe(2);
  });

  it('an unknown profile is a 404 and a bad bookmark a 400, never a 500', async () => {
    const visitor = new Client(t);
    const missing = await visitor.get('BoardlessPinsResource', { username: 'nobody_here_zz' });
    expect(missing.statusCode).toBe(404);
    const bad = await visitor.get('BoardlessPinsResource', {
      username: `ps_author_${kind}`,
      bookmark: '!!!',
    });
    expect(bad.statusCode).toBe(400);
    expect(rr(bad).error).toMatchObject({ http_status: 400 });
  });

  it("a collaborator's profile counts the group boards they joined and the pins they put there; secret ones only for members", async () => {
    const ctx = t.tessera.systemCtx();
    const owner = await signedUp(t);
    const collaborator = await signedUp(t);
    const other = await signedUp(t);
    const visitor = new Client(t);
    const shared = await makeBoard(ctx, owner.id, { slug: 'shared', isCollaborative: true });
    const secret = await makeBoard(ctx, owner.id, {
      slug: 'hidden',
      privacy: 'secret',
      isCollaborative: true,
    });
    for (const b of [shared, secret]) {
      await ctx.db.insert(boardCollaborators).values({
        boardId: b.id,
        userId: collaborator.id,
        status: 'accepted',
        permissions: ['save_pin'],
      });
    }
    for (const b of [shared, secret]) {
      const res = await collaborator.client.post('RepinResource', 'create', {
        pin_id: sourceIds[1],
        board_id: b.id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const expected: [Client, { boardCount: number; pinCount: number }][] = [
      [collaborator.client, { boardCount: 2, pinCount: 2 }],
      [owner.client, { boardCount: 2, pinCount: 2 }],
      [other.client, { boardCount: 1, pinCount: 1 }],
      [visitor, { boardCount: 1, pinCount: 1 }],
    ];
    for (const [c, counts] of expected) {
      expect(await profileCounts(ctxOf(await c.viewer()), collaborator.id)).toEqual(counts);
    }
    // the owner's own counts are about what the owner pinned, not what others added
    expect(await profileCounts(ctxOf(await owner.client.viewer()), owner.id)).toEqual({
      boardCount: 2,
      pinCount: 0,
    });
  });

  describe.skipIf(!existsSync(SERVER_BUILD))('the profile page', () => {
    async function page(url: string, c: Client) {
      return t.tessera.app.inject({
        method: 'GET',
        url,
        headers: { ...c.headers(), accept: 'text/html' },
      });
    }

    it('shows "Unorganized ideas" with the saved pin and its count to the owner and to visitors', async () => {
      const saver = await signedUp(t);
      const res = await saver.client.post('RepinResource', 'create', {
        pin_id: sourceIds[2],
        title: 'Zq unorganized marker',
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = (rr(res).data as PinModel).id;
      for (const c of [saver.client, new Client(t)]) {
        const html = (await page(`/${saver.username}/`, c)).body;
        expect(html).toContain('Unorganized ideas');
        expect(html).toContain('Zq unorganized marker');
        expect(html).toMatch(new RegExp(`href="/pin/(?:[a-z0-9-]+-)?${id}/"`));
        // one text in the page's language (an ICU plural, decision 064)
        expect(html).toMatch(/data-testid="profile-counts"[^>]*>1(?:<!-- -->)? Pin\b/);
      }
      const empty = await signedUp(t);
      const none = (await page(`/${empty.username}/`, new Client(t))).body;
      expect(none).not.toContain('Unorganized ideas');
    });
  });
});
