import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COLLABORATOR_PERMISSIONS } from '#domain/boards/board-permissions';
import type { BoardModel, UserModel } from '#domain/pins/models';
import { boardCollaborators, users } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { collaboratorHelpers, type Person } from './collaborator-support.ts';

// decision 006 invite links (BoardInviteLinkResource) and UserSearchResource for the invite form.

const SERVER_BUILD = path.resolve('build/server/index.js');

describe.each(dbKinds())('invite links and people search on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const { db, boardOf, events, invite, seeBoard, joined } = collaboratorHelpers(() => t);

  it('invite links: create (same code twice), join, revoke → 404; 401 for visitors', async () => {
    const owner = await signedUp(t);
    const board = await boardOf(owner);
    const res = await owner.client.post('BoardInviteLinkResource', 'create', {
      board_id: board.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = rr(res).data as { inviteCode: string; inviteUrl: string; title: string };
    expect(link.inviteCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.inviteUrl).toMatch(new RegExp(`/board/invite/${link.inviteCode}/$`));
    expect(link.title).toBe(board.name);
    const again = rr(
      await owner.client.post('BoardInviteLinkResource', 'create', { board_id: board.id }),
    ).data as { inviteCode: string };
    expect(again.inviteCode).toBe(link.inviteCode);

    const visitor = await new Client(t).post('BoardInviteLinkResource', 'update', {
      invite_code: link.inviteCode,
    });
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).message).toBe('Log in to join this board');

    const joiner = await signedUp(t);
    const join = await joiner.client.post('BoardInviteLinkResource', 'update', {
      invite_code: link.inviteCode,
    });
    expect(join.statusCode, join.body).toBe(200);
    expect((rr(join).data as { board: BoardModel }).board.collaboratedByMe).toBe(true);
    expect(await seeBoard(joiner.client, owner, board.slug)).toBe(200);
    // joining twice is harmless
    expect(
      (
        await joiner.client.post('BoardInviteLinkResource', 'update', {
          invite_code: link.inviteCode,
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await db()
      .select()
      .from(boardCollaborators)
      .where(
        and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.userId, joiner.id)),
      );
    expect(row?.status).toBe('accepted');
    expect(row?.permissions).toEqual([...DEFAULT_COLLABORATOR_PERMISSIONS]);
    expect((await events(board.id)).map((e) => e.type)).toEqual([
      'invite_sent',
      'collaborator_add',
    ]);

    const other = await signedUp(t);
    expect(
      (await other.client.post('BoardInviteLinkResource', 'delete', { board_id: board.id }))
        .statusCode,
    ).toBe(404);
    const revoke = await owner.client.post('BoardInviteLinkResource', 'delete', {
      board_id: board.id,
    });
    expect(revoke.statusCode).toBe(200);
    expect(rr(revoke).data).toMatchObject({ ok: true, revoked: 1 });
    const late = await other.client.post('BoardInviteLinkResource', 'update', {
      invite_code: link.inviteCode,
    });
    expect(late.statusCode).toBe(404);
    expect(errorOf(late).message).toMatch(/invite link/);
    const junk = await other.client.post('BoardInviteLinkResource', 'update', {
      invite_code: 'not a code',
    });
    expect(junk.statusCode).toBe(404);
    const fresh = rr(
      await owner.client.post('BoardInviteLinkResource', 'create', { board_id: board.id }),
    ).data as { inviteCode: string };
    expect(fresh.inviteCode).not.toBe(link.inviteCode);
  });

  it('UserSearchResource: prefix on username or name, 10 at most, no deleted accounts, 401 visitors', async () => {
    const me = await signedUp(t);
    const tag = `zq${Math.random().toString(36).slice(2, 6)}`;
    const made: Person[] = [];
    for (let i = 0; i < 12; i += 1) made.push(await signedUp(t, {}));
    for (const [i, p] of made.entries()) {
      await db()
        .update(users)
        .set({ username: `${tag}_${i}`, firstName: i === 0 ? 'Quentin' : 'Test' })
        .where(eq(users.id, p.id));
    }
    await db()
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, made[1]?.id ?? 0));
    const res = await me.client.get('UserSearchResource', { query: tag });
    const found = rr(res).data as UserModel[];
    expect(found).toHaveLength(10);
    expect(found.map((u) => u.username)).not.toContain(`${tag}_1`);
    const byName = rr(await me.client.get('UserSearchResource', { query: 'quent' }))
      .data as UserModel[];
    expect(byName.map((u) => u.username)).toContain(`${tag}_0`);
    expect(rr(await me.client.get('UserSearchResource', { query: '%' })).data).toEqual([]);
    expect((await new Client(t).get('UserSearchResource', { query: tag })).statusCode).toBe(401);
  });

  describe.skipIf(!existsSync(SERVER_BUILD))('pages (M-044, M-045)', () => {
    function page(url: string, c?: Client) {
      return t.tessera.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(c ? c.headers() : {}) },
      });
    }

    it('M-044 M-045 collaborator pages: members 200, strangers 404 (secret), visitors to log in', async () => {
      const owner = await signedUp(t);
      const { board, member } = await joined(owner);
      const stranger = await signedUp(t);
      for (const suffix of ['collaborators', 'add_collaborators']) {
        const url = `/board/${board.id}/edit/${suffix}`;
        const mine = await page(url, owner.client);
        expect(mine.statusCode, suffix).toBe(200);
        expect(mine.body).toContain(member.username);
        expect(mine.body).toContain(
          suffix === 'add_collaborators' ? 'Invite collaborators' : 'Collaborators',
        );
        const theirs = await page(url, member.client);
        expect(theirs.statusCode).toBe(200);
        expect(theirs.body).toContain('Leave board');
        const visitor = await page(url);
        expect(visitor.statusCode).toBe(302);
        expect(visitor.headers.location).toBe(`/login?next=${encodeURIComponent(url)}`);
        expect((await page(`/board/${board.id}/edit/${suffix}`, stranger.client)).statusCode).toBe(
          404,
        );
      }
    });

    it('/invites/ lists pending invites; visitors go to log in', async () => {
      const owner = await signedUp(t);
      const guest = await signedUp(t);
      const board = await boardOf(owner);
      await invite(owner, board.id, guest);
      const res = await page('/invites/', guest.client);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(board.name);
      const none = await page('/invites/', owner.client);
      expect(none.body).toContain('No invites right now');
      expect((await page('/invites/')).statusCode).toBe(302);
    });

    it('/board/invite/{code}/ shows the board for a live code and a readable 404 when revoked', async () => {
      const owner = await signedUp(t);
      const board = await boardOf(owner);
      const link = rr(
        await owner.client.post('BoardInviteLinkResource', 'create', { board_id: board.id }),
      ).data as { inviteCode: string };
      const visitor = await page(`/board/invite/${link.inviteCode}/`);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).toContain(board.name);
      await owner.client.post('BoardInviteLinkResource', 'delete', { board_id: board.id });
      const gone = await page(`/board/invite/${link.inviteCode}/`);
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toContain('invite link');
      expect((await page('/board/invite/nonsense/')).statusCode).toBe(404);
    });
  });
});
