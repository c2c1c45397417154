import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COLLABORATOR_PERMISSIONS } from '#domain/boards/board-permissions';
import type { BoardModel, UserModel } from '#domain/pins/models';
import { boards } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { collaboratorHelpers } from './collaborator-support.ts';

// decision 006 collaborators and invites; spec 01 §4 (P-197), §7 (P-330, P-331). Invite links,
// people search and the pages (M-044, M-045) are in collaborator-links.test.ts.

interface Collab {
  user: UserModel;
  permissions: string[];
  status: string;
  role: string;
}

describe.each(dbKinds())('collaborators and invites on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const { db, boardOf, events, invite, seeBoard, joined } = collaboratorHelpers(() => t);

  async function isCollaborative(boardId: number) {
    const [b] = await db().select().from(boards).where(eq(boards.id, boardId));
    return b?.isCollaborative;
  }

  async function collaborators(c: Client, boardId: number) {
    const res = await c.get('BoardCollaboratorsResource', { board_id: boardId });
    return { res, list: (rr(res).data as { collaborators: Collab[] } | null)?.collaborators ?? [] };
  }

  it('P-365 the owner invites by username; the invitee sees the invite; invite_sent is logged', async () => {
    const owner = await signedUp(t);
    const guest = await signedUp(t);
    const board = await boardOf(owner);
    const res = await invite(owner, board.id, guest);
    expect(res.statusCode, res.body).toBe(200);
    const { invite: inv } = rr(res).data as {
      invite: { status: string; permissions: string[]; invitedUser: UserModel; board: BoardModel };
    };
    expect(inv.status).toBe('invited');
    expect(inv.permissions).toEqual([...DEFAULT_COLLABORATOR_PERMISSIONS]);
    expect(inv.invitedUser.username).toBe(guest.username);
    expect(inv.board.id).toBe(String(board.id));
    // asking twice answers the same invite, one event
    expect((await invite(owner, board.id, guest)).statusCode).toBe(200);
    expect((await events(board.id)).map((e) => e.type)).toEqual(['invite_sent']);

    const mine = await guest.client.get('BoardInvitesResource');
    const list = rr(mine).data as { board: BoardModel; invitedBy: UserModel }[];
    expect(list.map((i) => i.board.name)).toEqual([board.name]);
    expect(list[0]?.invitedBy.username).toBe(owner.username);
    // invited is not accepted: the secret board is still a 404
    expect(await seeBoard(guest.client, owner, board.slug)).toBe(404);
    // the owner sees the pending invite in the list, the invitee (not a member) cannot list
    const { list: forOwner } = await collaborators(owner.client, board.id);
    expect(forOwner.map((c) => [c.user.username, c.status, c.role])).toEqual([
      [owner.username, 'accepted', 'owner'],
      [guest.username, 'invited', 'collaborator'],
    ]);
    expect((await collaborators(guest.client, board.id)).res.statusCode).toBe(404);
  });

  it('P-330 invite errors: 401 visitor, 404 secret to others, 403 visible board, 404 user, 400 self', async () => {
    const owner = await signedUp(t);
    const other = await signedUp(t);
    const secret = await boardOf(owner);
    const open = await boardOf(owner, 'public');
    const visitor = new Client(t);
    const r401 = await visitor.post('BoardInviteResource', 'create', {
      board_id: secret.id,
      username: other.username,
    });
    expect(r401.statusCode).toBe(401);
    expect(errorOf(r401).message).toMatch(/^Log in/);
    expect((await invite(other, secret.id, owner)).statusCode).toBe(404);
    const r403 = await invite(other, open.id, owner);
    expect(r403.statusCode).toBe(403);
    const unknown = await owner.client.post('BoardInviteResource', 'create', {
      board_id: secret.id,
      username: 'nobody_here_zz',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toContain('nobody_here_zz');
    expect((await invite(owner, secret.id, owner)).statusCode).toBe(400);
    const badPerm = await invite(owner, secret.id, other, { permissions: ['fly'] });
    expect(badPerm.statusCode).toBe(400);
    expect(errorOf(badPerm).message).toContain('fly');
    const none = await owner.client.post('BoardInviteResource', 'create', { board_id: secret.id });
    expect(none.statusCode).toBe(400);
    expect((await invite(owner, 99999999, other)).statusCode).toBe(404);
  });

  it('P-086 accepting joins: collaborator_add, collaborative board, secret board readable', async () => {
    const owner = await signedUp(t);
    const { board, member } = await joined(owner);
    expect(await isCollaborative(board.id)).toBe(true);
    const types = (await events(board.id)).map((e) => e.type);
    expect(types).toEqual(['invite_sent', 'collaborator_add']);
    expect(await seeBoard(member.client, owner, board.slug)).toBe(200);
    const got = rr(
      await member.client.get('BoardResource', { username: owner.username, slug: board.slug }),
    ).data as { board: BoardModel };
    expect(got.board.collaboratedByMe).toBe(true);
    const { list } = await collaborators(member.client, board.id);
    expect(list.map((c) => c.user.username)).toEqual([owner.username, member.username]);
    expect(rr(await member.client.get('BoardInvitesResource')).data).toEqual([]);
    // answering again: no pending invite
    const again = await member.client.post('BoardInviteResource', 'update', {
      board_id: board.id,
      status: 'declined',
    });
    expect(again.statusCode).toBe(404);
  });

  it('P-197 declining logs invite_denied (by update and by delete) and keeps the board hidden', async () => {
    const owner = await signedUp(t);
    const a = await signedUp(t);
    const b = await signedUp(t);
    const board = await boardOf(owner);
    await invite(owner, board.id, a);
    await invite(owner, board.id, b);
    const byUpdate = await a.client.post('BoardInviteResource', 'update', {
      board_id: board.id,
      status: 'declined',
    });
    expect(byUpdate.statusCode, byUpdate.body).toBe(200);
    const byDelete = await b.client.post('BoardInviteResource', 'delete', {
      board_id: board.id,
      invited_user_id: b.id,
    });
    expect(byDelete.statusCode, byDelete.body).toBe(200);
    const ev = await events(board.id);
    expect(ev.map((e) => e.type)).toEqual([
      'invite_sent',
      'invite_sent',
      'invite_denied',
      'invite_denied',
    ]);
    expect(ev[2]?.actorId).toBe(a.id);
    expect(ev[3]?.actorId).toBe(b.id);
    expect(await seeBoard(a.client, owner, board.slug)).toBe(404);
    expect(rr(await a.client.get('BoardInvitesResource')).data).toEqual([]);
    expect(await isCollaborative(board.id)).toBe(false);
    // the owner may invite again after a decline
    expect((await invite(owner, board.id, a)).statusCode).toBe(200);
    expect((rr(await a.client.get('BoardInvitesResource')).data as unknown[]).length).toBe(1);
  });

  it('P-330 the owner cancels an invite with board_id and invited_user_id; others may not', async () => {
    const owner = await signedUp(t);
    const guest = await signedUp(t);
    const other = await signedUp(t);
    const board = await boardOf(owner, 'public');
    await invite(owner, board.id, guest);
    const denied = await other.client.post('BoardInviteResource', 'delete', {
      board_id: board.id,
      invited_user_id: guest.id,
    });
    expect(denied.statusCode).toBe(403);
    const res = await owner.client.post('BoardInviteResource', 'delete', {
      board_id: board.id,
      invited_user_id: guest.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toEqual({ ok: true });
    expect(rr(await guest.client.get('BoardInvitesResource')).data).toEqual([]);
    const accept = await guest.client.post('BoardInviteResource', 'update', {
      board_id: board.id,
      status: 'accepted',
    });
    expect(accept.statusCode).toBe(404);
    const twice = await owner.client.post('BoardInviteResource', 'delete', {
      board_id: board.id,
      invited_user_id: guest.id,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('P-291 permissions: the owner edits them; they are enforced; collaborators may not edit them', async () => {
    const owner = await signedUp(t);
    const { board, member } = await joined(owner);
    const third = await signedUp(t);
    // default permissions have no invite
    expect((await invite(member, board.id, third)).statusCode).toBe(403);
    expect(
      (await member.client.post('BoardInviteLinkResource', 'create', { board_id: board.id }))
        .statusCode,
    ).toBe(403);
    const selfGrant = await member.client.post('BoardCollaboratorResource', 'update', {
      board_id: board.id,
      user_id: member.id,
      permissions: ['invite'],
    });
    expect(selfGrant.statusCode).toBe(403);
    const bad = await owner.client.post('BoardCollaboratorResource', 'update', {
      board_id: board.id,
      user_id: member.id,
      permissions: ['save_pin', 'admin'],
    });
    expect(bad.statusCode).toBe(400);
    const res = await owner.client.post('BoardCollaboratorResource', 'update', {
      board_id: board.id,
      user_id: member.id,
      permissions: ['invite', 'save_pin'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((rr(res).data as Collab).permissions).toEqual(['save_pin', 'invite']);
    const got = rr(
      await member.client.get('BoardResource', { username: owner.username, slug: board.slug }),
    );
    expect((got.data as { board: BoardModel }).board.collaboratorPermissions).toEqual(
      expect.arrayContaining(['save_pin', 'invite']),
    );
    // now the collaborator may invite, but not choose permissions
    expect(
      (await invite(member, board.id, third, { permissions: ['edit_board'] })).statusCode,
    ).toBe(403);
    expect((await invite(member, board.id, third)).statusCode).toBe(200);
    // and may cancel the invite they sent
    const cancel = await member.client.post('BoardInviteResource', 'delete', {
      board_id: board.id,
      invited_user_id: third.id,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const nobody = await owner.client.post('BoardCollaboratorResource', 'update', {
      board_id: board.id,
      user_id: third.id,
      permissions: [],
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('P-331 the owner removes a collaborator (board_id, field_set_key boardEdit, invited_user_id)', async () => {
    const owner = await signedUp(t);
    const { board, member } = await joined(owner);
    const res = await owner.client.post('BoardCollaboratorResource', 'delete', {
      board_id: board.id,
      field_set_key: 'boardEdit',
      invited_user_id: member.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toEqual({ ok: true });
    const ev = await events(board.id);
    expect(ev.at(-1)?.type).toBe('collaborator_delete');
    expect(ev.at(-1)?.data).toMatchObject({ userId: String(member.id), left: false });
    expect(await seeBoard(member.client, owner, board.slug)).toBe(404);
    // the join had made it collaborative; with nobody left it no longer is
    expect(await isCollaborative(board.id)).toBe(false);
    const again = await owner.client.post('BoardCollaboratorResource', 'delete', {
      board_id: board.id,
      field_set_key: 'boardEdit',
      invited_user_id: member.id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('P-331 a collaborator leaves; may not remove others or the owner; owner-set collaborative stays', async () => {
    const owner = await signedUp(t);
    const { board, member } = await joined(owner, 'public');
    const second = await signedUp(t);
    await invite(owner, board.id, second);
    await second.client.post('BoardInviteResource', 'update', {
      board_id: board.id,
      status: 'accepted',
    });
    const removeOther = await member.client.post('BoardCollaboratorResource', 'delete', {
      board_id: board.id,
      field_set_key: 'boardEdit',
      invited_user_id: second.id,
    });
    expect(removeOther.statusCode).toBe(403);
    const removeOwner = await member.client.post('BoardCollaboratorResource', 'delete', {
      board_id: board.id,
      invited_user_id: owner.id,
    });
    expect(removeOwner.statusCode).toBe(400);
    const ownerLeaves = await owner.client.post('BoardCollaboratorResource', 'delete', {
      board_id: board.id,
      invited_user_id: owner.id,
    });
    expect(ownerLeaves.statusCode).toBe(400);
    const stranger = await signedUp(t);
    const strangerTry = await stranger.client.post('BoardCollaboratorResource', 'delete', {
      board_id: board.id,
      invited_user_id: member.id,
    });
    expect(strangerTry.statusCode).toBe(403);
    const visitorTry = await new Client(t).post('BoardCollaboratorResource', 'delete', {
      board_id: board.id,
      invited_user_id: member.id,
    });
    expect(visitorTry.statusCode).toBe(401);

    const leave = await member.client.post('BoardCollaboratorResource', 'delete', {
      board_id: board.id,
      field_set_key: 'boardEdit',
      invited_user_id: member.id,
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect((await events(board.id)).at(-1)?.data).toMatchObject({ left: true });
    expect(await isCollaborative(board.id)).toBe(true);
    // the owner turns collaborative on themselves ...
    const set = await owner.client.post('BoardResource', 'update', {
      board_id: board.id,
      collaborative: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    await second.client.post('BoardCollaboratorResource', 'delete', {
      board_id: board.id,
      invited_user_id: second.id,
    });
    // ... so it stays collaborative when the last collaborator goes
    expect(await isCollaborative(board.id)).toBe(true);
  });

  it('BoardInvitesResource is 401 for visitors; BoardCollaboratorsResource lists members to everyone on a public board', async () => {
    expect((await new Client(t).get('BoardInvitesResource')).statusCode).toBe(401);
    const owner = await signedUp(t);
    const { board, member } = await joined(owner, 'public');
    const pending = await signedUp(t);
    await invite(owner, board.id, pending);
    const { res, list } = await collaborators(new Client(t), board.id);
    expect(res.statusCode).toBe(200);
    expect(list.map((c) => c.user.username)).toEqual([owner.username, member.username]);
  });
});
