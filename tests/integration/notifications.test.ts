import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationModel } from '#domain/messages/notifications';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { errorOf, rr, signedUp } from './auth-support.ts';
import { collaboratorHelpers } from './collaborator-support.ts';
import { getPage, SERVER_BUILD } from './page-support.ts';

// Issue 13 / decision 017: notifications of saves, follows, joins and messages, and their reading.

type Person = Awaited<ReturnType<typeof signedUp>>;

describe.each(dbKinds())('notifications on %s', (kind) => {
  let t: TestApp;
  const h = collaboratorHelpers(() => t);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const person = () => signedUp(t);
  async function list(p: Person, options: Record<string, unknown> = {}) {
    const res = await p.client.get('NotificationsResource', options);
    expect(res.statusCode, res.body).toBe(200);
    return {
      items: rr(res).data as NotificationModel[],
      bookmark: rr(res).bookmark ?? null,
    };
  }
  async function unread(p: Person): Promise<number> {
    const res = await p.client.get('NotificationsUnreadCountResource');
    expect(res.statusCode, res.body).toBe(200);
    return (rr(res).data as { count: number }).count;
  }
  const follow = (who: Person, whom: Person) =>
    who.client.post('UserFollowResource', 'create', { user_id: whom.id });
  const message = (from: Person, to: Person, text: string) =>
    from.client.post('ConversationMessagesResource', 'create', { user_ids: [to.id], text });

  it.skipIf(!existsSync(SERVER_BUILD))(
    'M-079 /notifications/ lists the viewer’s notifications, newest first, unread marked; a visitor logs in first',
    async () => {
      const [me, ana, bo] = [await person(), await person(), await person()];
      expect((await follow(ana, me)).statusCode).toBe(200);
      expect((await message(bo, me, 'Hi there')).statusCode).toBe(200);
      const cookie = { cookie: `${me.client.cookie?.name}=${me.client.cookie?.value}` };
      const page = await getPage(t.tessera.app, '/notifications/', cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Notifications | Tessera</title>');
      expect(page.body).toContain('noindex');
      expect(page.body).toMatch(/<h1[^>]*id="notifications-title"[^>]*>Notifications<\/h1>/);
      const rows = [...page.body.matchAll(/<li[^>]*data-unread="true"[^>]*>/g)];
      expect(rows).toHaveLength(2);
      // newest first: the message came after the follow
      const sent = page.body.indexOf(' sent you a message');
      expect(sent).toBeGreaterThan(0);
      expect(sent).toBeLessThan(page.body.indexOf(' followed you'));
      expect(page.body).toContain('Mark all as read');
      // the page has no link to itself
      expect(page.body).not.toContain('See all notifications');

      const visitor = await getPage(t.tessera.app, '/notifications/');
      expect(visitor.statusCode).toBe(302);
      expect(visitor.headers.location).toContain('/login');
    },
  );

  it('visitors are asked to log in', async () => {
    const { Client } = await import('./auth-support.ts');
    const res = await new Client(t).get('NotificationsResource');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toMatch(/Log in/);
  });

  it('follows, saves, joins and messages each notify once (repeats too), newest first; never one’s own acts', async () => {
    const [me, ana, bo] = [await person(), await person(), await person()];
    const ctx = t.tessera.systemCtx();
    const board = await makeBoard(ctx, me.id, { name: 'Kitchens' });
    const pin = await makePin(ctx, me.id, board.id);

    expect((await follow(ana, me)).statusCode).toBe(200);
    expect((await follow(ana, me)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const save = await bo.client.post('RepinResource', 'create', { pin_id: String(pin.id) });
      expect(save.statusCode, save.body).toBe(200);
    }
    expect((await h.invite(me, board.id, ana)).statusCode).toBe(200);
    const joined = await ana.client.post('BoardInviteResource', 'update', {
      board_id: board.id,
      status: 'accepted',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await message(bo, me, 'one')).statusCode).toBe(200);
    expect((await message(bo, me, 'two')).statusCode).toBe(200);
    // my own acts on my own things
    const own = await me.client.post('RepinResource', 'create', { pin_id: String(pin.id) });
    expect(own.statusCode, own.body).toBe(200);
    expect((await message(me, bo, 'back')).statusCode).toBe(200);

    const { items } = await list(me);
    expect(items.map((n) => [n.kind, n.actor.username])).toEqual([
      ['message', bo.username],
      ['board_join', ana.username],
      ['pin_save', bo.username],
      ['follow', ana.username],
    ]);
    expect(items.every((n) => n.unread)).toBe(true);
    expect(items[1]?.board).toMatchObject({ name: 'Kitchens', ownerUsername: me.username });
    expect(items[2]?.pin).toEqual({ id: String(pin.id) });
    expect(await unread(me)).toBe(4);
    // bo hears of my answer; ana of my invitation, read when she accepted it
    expect((await list(bo)).items.map((n) => n.kind)).toEqual(['message']);
    expect((await list(ana)).items.map((n) => [n.kind, n.actor.username, n.unread])).toEqual([
      ['board_invite', me.username, false],
    ]);
  });

  it('a board invitation notifies the invitee; answering reads it, withdrawing removes it, inviting again after a decline is news again', async () => {
    const [me, ana, bo] = [await person(), await person(), await person()];
    const board = await makeBoard(t.tessera.systemCtx(), me.id, {
      name: 'Attic',
      privacy: 'secret',
    });
    expect((await h.invite(me, board.id, ana)).statusCode).toBe(200);
    expect((await h.invite(me, board.id, ana)).statusCode).toBe(200);
    const [row, ...rest] = (await list(ana)).items;
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ kind: 'board_invite', unread: true });
    expect(row?.actor.username).toBe(me.username);
    expect(row?.board).toMatchObject({ name: 'Attic', ownerUsername: me.username });
    expect(await unread(ana)).toBe(1);

    const answer = (status: string) =>
      ana.client.post('BoardInviteResource', 'update', { board_id: board.id, status });
    expect((await answer('declined')).statusCode).toBe(200);
    expect(await unread(ana)).toBe(0);
    expect((await list(ana)).items.map((n) => n.unread)).toEqual([false]);
    expect((await h.invite(me, board.id, ana)).statusCode).toBe(200);
    expect(await unread(ana)).toBe(1);
    expect((await answer('accepted')).statusCode).toBe(200);
    expect(await unread(ana)).toBe(0);

    // the owner withdraws an invitation: it leaves bo's list and count
    expect((await h.invite(me, board.id, bo)).statusCode).toBe(200);
    expect(await unread(bo)).toBe(1);
    const cancel = await me.client.post('BoardInviteResource', 'delete', {
      board_id: board.id,
      invited_user_id: bo.id,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await unread(bo)).toBe(0);
    expect((await list(bo)).items).toEqual([]);
  });

  it('joining a board by its invite link notifies the owner, once', async () => {
    const [me, cy] = [await person(), await person()];
    const board = await makeBoard(t.tessera.systemCtx(), me.id, { name: 'Porches' });
    const made = await me.client.post('BoardInviteLinkResource', 'create', { board_id: board.id });
    expect(made.statusCode, made.body).toBe(200);
    const code = (rr(made).data as { inviteCode: string }).inviteCode;
    for (let i = 0; i < 2; i += 1) {
      const join = await cy.client.post('BoardInviteLinkResource', 'update', { invite_code: code });
      expect(join.statusCode, join.body).toBe(200);
    }
    const { items } = await list(me);
    expect(items.map((n) => [n.kind, n.actor.username, n.board?.name])).toEqual([
      ['board_join', cy.username, 'Porches'],
    ]);
  });

  it('a new follower’s row says whether the viewer follows them (for Follow back)', async () => {
    const [me, ana] = [await person(), await person()];
    await follow(ana, me);
    const before = (await list(me)).items[0];
    expect(before?.kind).toBe('follow');
    expect(before?.actor.explicitlyFollowedByMe).toBe(false);
    expect((await follow(me, ana)).statusCode).toBe(200);
    expect((await list(me)).items[0]?.actor.explicitlyFollowedByMe).toBe(true);
  });

  it('mark one read, mark all read; another person’s is a 404 and stays unread', async () => {
    const [me, ana, bo] = [await person(), await person(), await person()];
    await follow(ana, me);
    await follow(bo, me);
    await follow(me, ana);
    const [first, second] = (await list(me)).items;
    const theirs = (await list(ana)).items[0];
    if (!first || !second || !theirs) throw new Error('missing notifications');

    const one = await me.client.post('NotificationResource', 'update', {
      notification_id: first.id,
      action: 'read',
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(rr(one).data).toEqual({ unread: 1 });
    const foreign = await me.client.post('NotificationResource', 'update', {
      notification_id: theirs.id,
      action: 'read',
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe("This notification doesn't exist.");
    expect(await unread(ana)).toBe(1);

    const all = await me.client.post('NotificationsResource', 'update', { action: 'read_all' });
    expect(all.statusCode, all.body).toBe(200);
    expect(await unread(me)).toBe(0);
    expect((await list(me)).items.some((n) => n.unread)).toBe(false);
  });

  it('an opened panel reads what it showed (up to its newest row), not what came after; a bad time is a readable 400', async () => {
    const [me, ana, bo] = [await person(), await person(), await person()];
    await follow(ana, me);
    const shown = (await list(me)).items;
    expect(await unread(me)).toBe(1);
    // bo's follow comes after the panel read its rows
    await new Promise((r) => setTimeout(r, 5));
    await follow(bo, me);
    const seen = await me.client.post('NotificationsResource', 'update', {
      action: 'read_all',
      up_to: shown[0]?.createdAt,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(rr(seen).data).toEqual({ unread: 1 });
    expect((await list(me)).items.map((n) => [n.actor.username, n.unread])).toEqual([
      [bo.username, true],
      [ana.username, false],
    ]);
    const bad = await me.client.post('NotificationsResource', 'update', {
      action: 'read_all',
      up_to: 'yesterday',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/up_to: give the time of the newest notification shown/);
  });

  it('opening a conversation reads its “sent you a message”, and a new message makes it unread again', async () => {
    const [me, bo] = [await person(), await person()];
    await follow(me, bo);
    const res = await message(bo, me, 'hello');
    const conversationId = (rr(res).data as { conversationId: string }).conversationId;
    expect(await unread(me)).toBe(1);
    const read = await me.client.post('ConversationResource', 'update', {
      conversation_id: conversationId,
      action: 'read',
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await unread(me)).toBe(0);
    await message(bo, me, 'again');
    expect(await unread(me)).toBe(1);
    expect((await list(me)).items).toHaveLength(1);
  });

  it('a blocked actor’s notifications are not shown either way, and come back when unblocked', async () => {
    const [me, ana, bo] = [await person(), await person(), await person()];
    await follow(ana, me);
    await follow(bo, me);
    expect(await unread(me)).toBe(2);
    expect(
      (await me.client.post('UserBlockResource', 'create', { user_id: ana.id })).statusCode,
    ).toBe(200);
    expect(
      (await bo.client.post('UserBlockResource', 'create', { user_id: me.id })).statusCode,
    ).toBe(200);
    expect((await list(me)).items).toEqual([]);
    expect(await unread(me)).toBe(0);
    expect(
      (await me.client.post('UserBlockResource', 'delete', { user_id: ana.id })).statusCode,
    ).toBe(200);
    expect((await list(me)).items.map((n) => n.actor.username)).toEqual([ana.username]);
  });

  it('pages newest first with a bookmark; a bad bookmark or page size is a readable 400', async () => {
    const me = await person();
    const fans: Person[] = [];
    for (let i = 0; i < 5; i += 1) {
      const p = await person();
      await follow(p, me);
      fans.push(p);
    }
    const first = await list(me, { page_size: 2 });
    expect(first.items.map((n) => n.actor.username)).toEqual(
      [fans[4], fans[3]].map((p) => p?.username),
    );
    const second = await list(me, { page_size: 2, bookmark: first.bookmark });
    const third = await list(me, { page_size: 2, bookmarks: [second.bookmark] });
    expect(third.items.map((n) => n.actor.username)).toEqual([fans[0]?.username]);
    expect(third.bookmark).toBeNull();

    const bad = await me.client.get('NotificationsResource', { bookmark: 'nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/bookmark/);
    const big = await me.client.get('NotificationsResource', { page_size: 500 });
    expect(big.statusCode).toBe(400);
    expect(errorOf(big).message).toMatch(/page_size/);
    const wrong = await me.client.post('NotificationResource', 'update', {
      notification_id: 'x',
      action: 'read',
    });
    expect(wrong.statusCode).toBe(400);
  });
});
