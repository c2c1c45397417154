import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type Tessera } from '#server/app';
import { openDatabase } from '#server/db/client';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin } from '../support/factory.ts';
import { Client, rr, signedUp } from './auth-support.ts';
import { listening, openStream, type SseEvent } from './live-support.ts';

// Issue 13 / decision 017: one live channel of server-sent events per signed-in viewer.

type Person = Awaited<ReturnType<typeof signedUp>>;
const is = (kind: string) => (e: SseEvent) => e.event === kind;

describe.each(dbKinds())('the live channel on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const streams: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listening(t);
  });
  afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await t?.close();
  });

  const person = () => signedUp(t);
  async function stream(p: Person | null, extra: Record<string, string> = {}, query = '') {
    const s = await openStream(base, p?.client ?? null, extra, query);
    streams.push(s);
    return s;
  }
  async function send(from: Person, to: Person, text = 'hi') {
    const res = await from.client.post('ConversationMessagesResource', 'create', {
      user_ids: [to.id],
      text,
    });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as { id: string; conversationId: string };
  }

  it('a visitor gets a 401 envelope, never a stream', async () => {
    const res = await fetch(`${base}/v3/live/`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { resource_response: { error: { code: string } } };
    expect(body.resource_response.error.code).toBe('unauthorized');
  });

  it('a signed-in stream is uncompressed, uncached, allowed by the CSP and opens with the counts', async () => {
    const a = await person();
    const s = await stream(a, { 'accept-encoding': 'gzip, br' });
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers.get('content-encoding')).toBeNull();
    expect(s.res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(s.res.headers.get('content-security-policy')).toMatch(/connect-src 'self'/);
    const hello = await s.next(is('hello'));
    expect(hello.data).toEqual({
      messages: { conversations: 0, requests: 0 },
      notifications: 0,
      resumed: false,
      quietMs: expect.any(Number),
    });
  });

  it('a reconnection that names its last event is told it resumed (the page refetches)', async () => {
    const a = await person();
    const s = await stream(a, { 'last-event-id': '41' });
    expect((await s.next(is('hello'))).data).toMatchObject({ resumed: true });
  });

  it('decision 086: a page that says how long ago it began loading is told whether an event for its viewer came meanwhile', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    // the app and this test share one clock (performance.now()). The page's age below has a
    // second to spare for its stream to open on a slow machine, and the hub started well before
    // that second (before it, the hub cannot tell and says yes)
    await new Promise((r) => setTimeout(r, 1500));
    const before = performance.now();
    await send(a, b, 'Sent while your page loaded');
    // b's page began loading before the send, and its stream opens only now: it refetches
    const age = Math.ceil(performance.now() - before) + 1000;
    const sb = await stream(b, {}, `?age=${age}`);
    const hello = await sb.next(is('hello'));
    expect(hello.data).toMatchObject({
      messages: { conversations: 0, requests: 1 },
      notifications: 1,
      missed: true,
    });
    // c's page (nothing for c) and b's next page (loaded after the send) have missed nothing
    const sc = await stream(c, {}, `?age=${age}`);
    expect((await sc.next(is('hello'))).data).toMatchObject({ missed: false });
    const sb2 = await stream(b, {}, '?age=0');
    expect((await sb2.next(is('hello'))).data).toMatchObject({ missed: false });
    // a page older than this process can tell about is told it may have missed something
    const old = await stream(c, {}, '?age=999999999');
    expect((await old.next(is('hello'))).data).toMatchObject({ missed: true });
  });

  it('decision 089: every hello says for how long nothing has come for its viewer, whatever the page says', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    await new Promise((r) => setTimeout(r, 1500));
    const before = performance.now();
    await send(a, b, 'Sent before your stream arrived');
    // the stream's request says no age: it may have spent any time on the way
    const quietOf = async (who: typeof a) =>
      ((await (await stream(who)).next(is('hello'))).data as { quietMs: number }).quietMs;
    const [qb, qc] = [await quietOf(b), await quietOf(c)];
    const now = performance.now();
    // b's quiet began no earlier than the send (so a page that began loading before it
    // refetches; on PostgreSQL the signal reaches the hub after the send's answer, which only
    // shortens it); c has heard nothing since the hub started, the second and a half above
    expect(qb).toBeLessThanOrEqual(Math.ceil(now - before));
    expect(qc).toBeGreaterThanOrEqual(1500);
    expect(qb).toBeLessThan(qc);
  });

  it('an age that is not a whole number of milliseconds is a 400 envelope, never a stream', async () => {
    const a = await person();
    for (const bad of ['?age=soon', '?age=-5', '?age=1.5', '?age=1234567890']) {
      const { res } = await stream(a, {}, bad);
      expect(res.status, bad).toBe(400);
      const body = (await res.json()) as {
        resource_response: { error: { code: string; message: string } };
      };
      expect(body.resource_response.error.message, bad).toMatch(
        /age.*whole number of milliseconds/,
      );
    }
  });

  it('a send reaches the recipient with fresh counts, and nobody outside the conversation', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const [sa, sb, sc] = [await stream(a), await stream(b), await stream(c)];
    await Promise.all([sa.next(is('hello')), sb.next(is('hello')), sc.next(is('hello'))]);
    const m = await send(a, b, 'Look at this');
    const got = await sb.next(is('message'));
    expect(got.data).toEqual({ conversationId: m.conversationId, messageId: m.id });
    // b does not follow a: a message request, and 'sent you a message'
    await sb.next(is('notification'));
    const unread = await sb.next(
      (e) => e.event === 'unread' && (e.data as { notifications: number }).notifications === 1,
    );
    expect(unread.data).toEqual({ messages: { conversations: 0, requests: 1 }, notifications: 1 });
    // the sender's other pages hear of their own message, but get no notification for it
    await sa.next(is('message'));
    expect(await sa.quietFor(is('notification'))).toBe(true);
    expect(await sc.quietFor((e) => e.event !== 'hello')).toBe(true);
  });

  it("a stream's event ids count its own events, so they tell nothing of other people's streams", async () => {
    const [a, b, watcher] = [await person(), await person(), await person()];
    const w = await stream(watcher);
    expect((await w.next(is('hello'))).id).toBe('1');
    // traffic on other people's streams in between: a's and b's pages, and a message to b
    const [sa, sb] = [await stream(a), await stream(b)];
    await Promise.all([sa.next(is('hello')), sb.next(is('hello'))]);
    await send(a, b, 'busy elsewhere');
    await sb.next(is('unread'));
    // the watcher's next event, from its own traffic, is its own second
    await send(a, watcher, 'now you');
    const next = await w.next(is('message'));
    expect(next.id).toBe('2');
    // a second page of the same person starts again at 1: its id says nothing of the first
    const w2 = await stream(watcher);
    expect((await w2.next(is('hello'))).id).toBe('1');
  });

  it('saves and follows notify the owner live; acting on one’s own things or while blocked does not', async () => {
    const [a, b] = [await person(), await person()];
    const ctx = t.tessera.systemCtx();
    const bBoard = await makeBoard(ctx, b.id);
    const bPin = await makePin(ctx, b.id, bBoard.id);
    const sb = await stream(b);
    await sb.next(is('hello'));

    // b saving b's own pin, and b's own follow attempt, notify nobody
    const own = await b.client.post('RepinResource', 'create', {
      pin_id: String(bPin.id),
      board_id: bBoard.id,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await sb.quietFor(is('notification'))).toBe(true);

    const saved = await a.client.post('RepinResource', 'create', { pin_id: String(bPin.id) });
    expect(saved.statusCode, saved.body).toBe(200);
    await sb.next(is('notification'));
    await sb.next(
      (e) => e.event === 'unread' && (e.data as { notifications: number }).notifications === 1,
    );

    // b blocks c: c's follow and save make no notification for b
    const c = await person();
    expect((await b.client.post('UserBlockResource', 'create', { user_id: c.id })).statusCode).toBe(
      200,
    );
    const before = sb.events.filter(is('notification')).length;
    expect(
      (await c.client.post('UserFollowResource', 'create', { user_id: b.id })).statusCode,
    ).toBe(200);
    const cSave = await c.client.post('RepinResource', 'create', { pin_id: String(bPin.id) });
    expect(cSave.statusCode, cSave.body).toBe(200);
    expect(await sb.quietFor(is('notification'))).toBe(true);
    expect(sb.events.filter(is('notification')).length).toBe(before);
  });

  it('a board invitation reaches the invitee live; accepting it tells the invitee’s pages too', async () => {
    const [owner, friend] = [await person(), await person()];
    const board = await makeBoard(t.tessera.systemCtx(), owner.id, { privacy: 'secret' });
    const sf = await stream(friend);
    await sf.next(is('hello'));
    const invited = await owner.client.post('BoardInviteResource', 'create', {
      board_id: board.id,
      username: friend.username,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    await sf.next(is('notification'));
    await sf.next(
      (e) => e.event === 'unread' && (e.data as { notifications: number }).notifications === 1,
    );
    const seen = sf.events.length;
    const accepted = await friend.client.post('BoardInviteResource', 'update', {
      board_id: board.id,
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await sf.next(
      (e) =>
        sf.events.indexOf(e) >= seen &&
        e.event === 'unread' &&
        (e.data as { notifications: number }).notifications === 0,
    );
  });

  it('opening the notifications panel on one page clears the bell on the person’s other pages', async () => {
    const [a, b] = [await person(), await person()];
    const [one, two] = [await stream(b), await stream(b)];
    await Promise.all([one.next(is('hello')), two.next(is('hello'))]);
    expect(
      (await a.client.post('UserFollowResource', 'create', { user_id: b.id })).statusCode,
    ).toBe(200);
    const rang = (e: SseEvent) =>
      e.event === 'unread' && (e.data as { notifications: number }).notifications === 1;
    await Promise.all([one.next(rang), two.next(rang)]);
    const [row] = rr(await b.client.get('NotificationsResource')).data as { createdAt: string }[];
    const from = [one.events.length, two.events.length];
    const seen = await b.client.post('NotificationsResource', 'update', {
      action: 'read_all',
      up_to: row?.createdAt,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    const cleared = (s: typeof one, after: number) =>
      s.next(
        (e) =>
          s.events.indexOf(e) >= after &&
          e.event === 'unread' &&
          (e.data as { notifications: number }).notifications === 0,
      );
    await Promise.all([cleared(one, from[0] ?? 0), cleared(two, from[1] ?? 0)]);
  });

  it('a save to a secret board tells the pin’s owner nothing, live or in the list', async () => {
    const [a, b] = [await person(), await person()];
    const ctx = t.tessera.systemCtx();
    const bPin = await makePin(ctx, b.id, (await makeBoard(ctx, b.id)).id);
    const aSecret = await makeBoard(ctx, a.id, { privacy: 'secret' });
    const sb = await stream(b);
    await sb.next(is('hello'));
    const saved = await a.client.post('RepinResource', 'create', {
      pin_id: String(bPin.id),
      board_id: aSecret.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await sb.quietFor(is('notification'))).toBe(true);
    const listed = await b.client.get('NotificationsResource');
    expect(rr(listed).data).toEqual([]);
  });

  it('signing out elsewhere ends the stream at the next heartbeat; the reconnection is a 401', async () => {
    const a = await person();
    const s = await stream(a);
    await s.next(is('hello'));
    await t.tessera.live.sweep();
    expect(t.tessera.live.size(a.id)).toBe(1);
    const cookie = `${a.client.cookie?.name}=${a.client.cookie?.value}`;
    const out = await a.client.post('UserSessionResource', 'delete');
    expect(out.statusCode, out.body).toBe(200);
    await t.tessera.live.sweep();
    expect(t.tessera.live.size(a.id)).toBe(0);
    await s.ended;
    const again = await fetch(`${base}/v3/live/`, {
      headers: { cookie, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) TesseraTest/1.0' },
    });
    expect(again.status).toBe(401);
  });

  it('one person keeps at most five streams in a process: a sixth page ends the oldest, which is told so', async () => {
    const a = await person();
    const open = [];
    for (let i = 0; i < 5; i += 1) {
      const s = await stream(a);
      await s.next(is('hello'));
      open.push(s);
    }
    const sixth = await stream(a);
    expect(sixth.res.status).toBe(200);
    await sixth.next(is('hello'));
    // the oldest page hears why its stream ends, and it ends
    await open[0]?.next(is('evicted'));
    await open[0]?.ended;
    expect(t.tessera.live.size(a.id)).toBe(5);
    // the others still hear events
    await open[1]?.close();
    const end = Date.now() + 3000;
    while (t.tessera.live.size(a.id) > 4 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(t.tessera.live.size(a.id)).toBe(4);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'the live channel across two processes on PostgreSQL',
  () => {
    let t: TestApp;
    let other: Tessera;

    beforeAll(async () => {
      t = await createTestApp('postgres');
      const config = t.tessera.systemCtx().config;
      const database = await openDatabase({ databaseUrl: config.databaseUrl });
      other = await buildApp(config, { database, logger: false });
    });
    afterAll(async () => {
      await other?.close();
      await t?.close();
    });

    it('a message sent through one app reaches a stream open on the other (LISTEN/NOTIFY), and again after its listener reconnects (with a resync)', async () => {
      const [a, b] = [await signedUp(t), await signedUp(t)];
      // b's page is served by the other process, with the same session
      const bThere = new Client({ tessera: other, dataDir: t.dataDir, close: async () => {} });
      bThere.cookie = b.client.cookie;
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const addr = other.app.server.address();
      if (!addr || typeof addr === 'string') throw new Error('not listening');
      const s = await openStream(`http://127.0.0.1:${addr.port}`, bThere);
      try {
        await s.next(is('hello'));
        const res = await a.client.post('ConversationMessagesResource', 'create', {
          user_ids: [b.id],
          text: 'across',
        });
        expect(res.statusCode, res.body).toBe(200);
        const m = rr(res).data as { id: string };
        const got = await s.next(is('message'));
        expect(got.data).toMatchObject({ messageId: m.id });
        await s.next(
          (e) => e.event === 'unread' && (e.data as { notifications: number }).notifications === 1,
        );
        expect(t.tessera.live.size(b.id)).toBe(0);
        expect(other.live.size(b.id)).toBe(1);

        // a process whose LISTEN connection dies tells its streams to resync once it is back,
        // and hears the others again
        const admin = new pg.Client({ connectionString: t.tessera.systemCtx().config.databaseUrl });
        await admin.connect();
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()
           and query ilike 'LISTEN tessera_live%'`,
        );
        await admin.end();
        await s.next(is('resync'), 10_000);
        const again = await a.client.post('ConversationMessagesResource', 'create', {
          user_ids: [b.id],
          text: 'still there?',
        });
        const m2 = rr(again).data as { id: string };
        await s.next(
          (e) => e.event === 'message' && (e.data as { messageId: string }).messageId === m2.id,
        );
      } finally {
        await s.close();
      }
    });
  },
);
