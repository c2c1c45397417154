import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationModel, MessageModel, UnreadCount } from '#domain/messages/messages';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { Client, errorOf, type Res, rr, signedUp } from './auth-support.ts';
import { getPage, SERVER_BUILD } from './page-support.ts';

// Issue 13, first slice: sending a message or a pin, the inbox, message requests and blocks.

type Person = Awaited<ReturnType<typeof signedUp>>;

describe.each(dbKinds())('messages on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });

  afterAll(async () => {
    await t?.close();
  });

  const person = () => signedUp(t);
  const follow = async (who: Person, whom: Person) => {
    const res = await who.client.post('UserFollowResource', 'create', { user_id: whom.id });
    expect(res.statusCode, res.body).toBe(200);
  };
  const send = (from: Person, options: Record<string, unknown>) =>
    from.client.post('ConversationMessagesResource', 'create', options);
  async function sent(from: Person, options: Record<string, unknown>): Promise<MessageModel> {
    const res = await send(from, options);
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as MessageModel;
  }
  async function inbox(p: Person, filter?: 'requests'): Promise<ConversationModel[]> {
    const res = await p.client.get('ConversationsResource', filter ? { filter } : {});
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as ConversationModel[];
  }
  async function unread(p: Person): Promise<UnreadCount> {
    const res = await p.client.get('UnreadCountResource');
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as UnreadCount;
  }
  const read = (p: Person, id: string) =>
    p.client.get('ConversationMessagesResource', { conversation_id: id });
  function expect4xx(res: Res, status: number, message: RegExp) {
    expect(res.statusCode, res.body).toBe(status);
    expect(errorOf(res).message).toMatch(message);
  }

  it('a message to a follower lands in their inbox, unread, and the same people reuse one conversation', async () => {
    const [a, b] = [await person(), await person()];
    await follow(b, a);
    const first = await sent(a, { user_ids: [b.id], text: '  Look at this  ' });
    expect(first.text).toBe('Look at this');
    expect(first.sender?.username).toBe(a.username);

    expect(await unread(b)).toEqual({ conversations: 1, requests: 0 });
    const [conv] = await inbox(b);
    expect(conv).toMatchObject({ id: first.conversationId, state: 'accepted', unreadCount: 1 });
    expect(conv?.others.map((u) => u.username)).toEqual([a.username]);
    expect(conv?.lastMessage?.text).toBe('Look at this');

    const again = await sent(a, { user_ids: [b.id, b.id, a.id], text: 'And this' });
    expect(again.conversationId).toBe(first.conversationId);
    const reply = await sent(b, { user_ids: [a.id], text: 'Nice' });
    expect(reply.conversationId).toBe(first.conversationId);
    expect(await inbox(b)).toHaveLength(1);
    // b's reply marks the conversation read for b; a has one unread
    expect(await unread(b)).toEqual({ conversations: 0, requests: 0 });
    expect(await unread(a)).toEqual({ conversations: 1, requests: 0 });

    const page = await read(a, first.conversationId);
    expect(page.statusCode).toBe(200);
    const data = rr(page).data as { messages: MessageModel[] };
    expect(data.messages.map((m) => m.text)).toEqual(['Look at this', 'And this', 'Nice']);
    const mark = await a.client.post('ConversationResource', 'update', {
      conversation_id: first.conversationId,
      action: 'read',
    });
    expect(mark.statusCode, mark.body).toBe(200);
    expect(await unread(a)).toEqual({ conversations: 0, requests: 0 });

    // a third person makes another conversation, listed first as the newest
    const c = await person();
    await follow(c, a);
    const group = await sent(a, { user_ids: [b.id, c.id], text: 'All of us' });
    expect(group.conversationId).not.toBe(first.conversationId);
    expect((await inbox(a)).map((x) => x.id)).toEqual([group.conversationId, first.conversationId]);
  });

  it('someone who does not follow the sender gets a request to accept or decline', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const m = await sent(a, { user_ids: [b.id], text: 'Hi stranger' });
    expect(await inbox(b)).toEqual([]);
    const [req] = await inbox(b, 'requests');
    expect(req).toMatchObject({ id: m.conversationId, state: 'request', unreadCount: 1 });
    expect(await unread(b)).toEqual({ conversations: 0, requests: 1 });
    // the sender sees it in their own inbox
    expect((await inbox(a)).map((x) => x.id)).toEqual([m.conversationId]);

    const accept = await b.client.post('ConversationResource', 'update', {
      conversation_id: m.conversationId,
      action: 'accept',
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect((await inbox(b)).map((x) => x.id)).toEqual([m.conversationId]);
    expect(await inbox(b, 'requests')).toEqual([]);

    const n = await sent(a, { user_ids: [c.id], text: 'Hi' });
    const decline = await c.client.post('ConversationResource', 'update', {
      conversation_id: n.conversationId,
      action: 'decline',
    });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(await inbox(c)).toEqual([]);
    expect(await inbox(c, 'requests')).toEqual([]);
    expect(await unread(c)).toEqual({ conversations: 0, requests: 0 });
    const twice = await c.client.post('ConversationResource', 'update', {
      conversation_id: m.conversationId,
      action: 'accept',
    });
    expect4xx(twice, 404, /doesn't exist/);
  });

  it('nobody messages someone who blocked them or whom they blocked', async () => {
    const [a, b] = [await person(), await person()];
    const req = await sent(a, { user_ids: [b.id], text: 'Buy my stuff' });
    const block = await b.client.post('UserBlockResource', 'create', { user_id: a.id });
    expect(block.statusCode, block.body).toBe(200);
    // blocking declines the blocked person's waiting request
    expect(await inbox(b, 'requests')).toEqual([]);

    expect4xx(await send(a, { user_ids: [b.id], text: 'Again' }), 403, /can't send messages to/);
    expect4xx(
      await send(a, { conversation_id: req.conversationId, text: 'Again' }),
      403,
      /can't send messages to/,
    );
    expect4xx(await send(b, { user_ids: [a.id], text: 'Hm' }), 403, /You blocked .*Unblock/);

    const unblock = await b.client.post('UserBlockResource', 'delete', { user_id: a.id });
    expect(unblock.statusCode, unblock.body).toBe(200);
    await sent(b, { user_ids: [a.id], text: 'Fine' });
    expect4xx(
      await b.client.post('UserBlockResource', 'create', { user_id: b.id }),
      400,
      /yourself/,
    );
  });

  it('P-314 a shared link offers messaging its sender only to someone neither blocked', async () => {
    const [a, b] = [await person(), await person()];
    const share = await a.client.post('CreateShareLinkResource', 'create', {
      invite_category: 3,
      url: `/${a.username}/`,
      name: '',
    });
    expect(share.statusCode, share.body).toBe(200);
    const code = (rr(share).data as { inviteCode: string }).inviteCode;
    const canMessage = async (p: Person) => {
      const res = await p.client.get('InviteCodeMetadataResource', { invite_code: code });
      expect(res.statusCode, res.body).toBe(200);
      return (rr(res).data as { sender: { should_show_messaging: boolean } }).sender
        .should_show_messaging;
    };
    expect(await canMessage(b)).toBe(true);
    await b.client.post('UserBlockResource', 'create', { user_id: a.id });
    expect(await canMessage(b)).toBe(false);
    await b.client.post('UserBlockResource', 'delete', { user_id: a.id });
    expect(await canMessage(b)).toBe(true);
    await a.client.post('UserBlockResource', 'create', { user_id: b.id });
    expect(await canMessage(b)).toBe(false);
  });

  it('nobody but a member reads, answers or writes into a conversation, and a visitor is asked to log in', async () => {
    const [a, b, stranger] = [await person(), await person(), await person()];
    const m = await sent(a, { user_ids: [b.id], text: 'Private' });
    expect4xx(await read(stranger, m.conversationId), 404, /doesn't exist/);
    expect4xx(await read(stranger, '99999999'), 404, /doesn't exist/);
    expect4xx(
      await send(stranger, { conversation_id: m.conversationId, text: 'Hi' }),
      404,
      /doesn't exist/,
    );
    expect4xx(
      await stranger.client.post('ConversationResource', 'update', {
        conversation_id: m.conversationId,
        action: 'read',
      }),
      404,
      /doesn't exist/,
    );
    const visitor = new Client(t);
    expect4xx(await visitor.get('ConversationsResource'), 401, /Log in/);
    expect4xx(await visitor.get('UnreadCountResource'), 401, /Log in/);
  });

  it('a pin goes only if the sender can see it, and shows to a reader only while they can', async () => {
    const [a, b] = [await person(), await person()];
    await follow(b, a);
    const ctx = t.tessera.systemCtx();
    const board = await makeBoard(ctx, a.id);
    const pin = await makePin(ctx, a.id, board.id, { title: 'Brass lamp' });
    const other = await person();
    const secret = await makeBoard(ctx, other.id, { privacy: 'secret' });
    const hidden = await makePin(ctx, other.id, secret.id);

    const m = await sent(a, { user_ids: [b.id], pin_id: pin.id });
    expect(m.pin).toMatchObject({ id: String(pin.id), title: 'Brass lamp' });

    expect(m.pin?.image?.url).toMatch(/^\/img\//);
    const [conv] = await inbox(b);
    expect(conv?.lastMessage?.pin?.id).toBe(String(pin.id));

    expect4xx(await send(a, { user_ids: [b.id], pin_id: hidden.id }), 404, /Pin is not available/);
    expect4xx(await send(a, { user_ids: [b.id], pin_id: 99999999 }), 404, /Pin is not available/);

    // the pin moves to a secret board: b can no longer see it in the conversation
    const mine = await makeBoard(ctx, a.id, { privacy: 'secret' });
    const moved = await a.client.post('PinResource', 'update', { id: pin.id, board_id: mine.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const page = rr(await read(b, m.conversationId)).data as { messages: MessageModel[] };
    expect(page.messages[0]).toMatchObject({ pin: null, pinUnavailable: true });
  });

  it('bad input is a readable 400 or 404, never a 500', async () => {
    const [a, b] = [await person(), await person()];
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ user_ids: [b.id] }, 400, /Write a message or choose a Pin/],
      [{ user_ids: [b.id], text: '   ' }, 400, /Write a message/],
      [{ user_ids: [b.id], text: 'x'.repeat(2001) }, 400, /at most 2000 characters/],
      [{ text: 'Hi' }, 400, /either to a conversation or to people/],
      [{ user_ids: [b.id], conversation_id: 5, text: 'Hi' }, 400, /either/],
      [{ user_ids: [a.id], text: 'Me' }, 400, /Choose someone/],
      [{ user_ids: [], text: 'Hi' }, 400, /user_ids/],
      [{ user_ids: ['abc'], text: 'Hi' }, 400, /numeric id/],
      [{ user_ids: [99999999], text: 'Hi' }, 404, /no longer on Tessera/],
      [{ user_ids: [b.id], text: 'a\u0000b' }, 400, /text/],
      [{ user_ids: [b.id], pin_id: 'x' }, 400, /pin_id/],
    ];
    for (const [options, status, message] of cases) {
      const res = await send(a, options);
      expect(res.statusCode, JSON.stringify(options)).toBe(status);
      expect(errorOf(res).message, JSON.stringify(options)).toMatch(message);
    }
    expect4xx(
      await a.client.post('ConversationResource', 'update', { conversation_id: 1, action: 'x' }),
      400,
      /action/,
    );
    expect4xx(await a.client.get('ConversationsResource', { filter: 'spam' }), 400, /filter/);
    const m = await sent(a, { user_ids: [b.id], text: 'ok' });
    expect4xx(
      await a.client.post('ConversationResource', 'update', {
        conversation_id: m.conversationId,
        action: 'accept',
      }),
      400,
      /not a message request/,
    );
    expect((await sent(a, { user_ids: [b.id], text: 'x'.repeat(2000) })).text).toHaveLength(2000);
  });

  it.skipIf(!existsSync(SERVER_BUILD))(
    'M-083 /conversation/{id}/ shows a member the messages; anyone else gets the 404 page, a visitor the login',
    async () => {
      const [a, b, stranger] = [await person(), await person(), await person()];
      const m = await sent(a, { user_ids: [b.id], text: 'Meet at <noon> & bring "tea"' });
      const url = `/conversation/${m.conversationId}/`;
      const cookie = (p: Person) => ({
        cookie: `${p.client.cookie?.name}=${p.client.cookie?.value}`,
      });
      const page = await getPage(t.tessera.app, url, cookie(b));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Meet at &lt;noon&gt; &amp; bring &quot;tea&quot;');
      expect(page.body).toContain('noindex');
      for (const path of [url, '/conversation/99999999/', '/conversation/abc/']) {
        const res = await getPage(t.tessera.app, path, cookie(stranger));
        expect(res.statusCode, path).toBe(404);
        expect(res.body, path).toContain("This conversation doesn't exist.");
      }
      const visitor = await getPage(t.tessera.app, url);
      expect(visitor.statusCode).toBe(302);
      expect(visitor.headers.location).toContain('/login');
    },
  );

  it.skipIf(!existsSync(SERVER_BUILD))(
    'M-083 the page of a conversation with someone the viewer blocked has no composer, until they unblock',
    async () => {
      const [a, b] = [await person(), await person()];
      await follow(b, a);
      const m = await sent(a, { user_ids: [b.id], text: 'Hello' });
      const url = `/conversation/${m.conversationId}/`;
      const cookie = { cookie: `${a.client.cookie?.name}=${a.client.cookie?.value}` };
      const before = await getPage(t.tessera.app, url, cookie);
      expect(before.body).toContain('aria-label="Reply"');
      expect(before.body).toContain('aria-label="More options"');

      const block = await a.client.post('UserBlockResource', 'create', { user_id: b.id });
      expect(block.statusCode, block.body).toBe(200);
      const blocked = await getPage(t.tessera.app, url, cookie);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.body).not.toContain('aria-label="Reply"');
      expect(blocked.body).toMatch(/You blocked [^<]+\. Unblock them/);
      expect(blocked.body).toContain('Hello');

      const unblock = await a.client.post('UserBlockResource', 'delete', { user_id: b.id });
      expect(unblock.statusCode, unblock.body).toBe(200);
      expect((await getPage(t.tessera.app, url, cookie)).body).toContain('aria-label="Reply"');
    },
  );
});
