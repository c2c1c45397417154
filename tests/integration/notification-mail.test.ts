import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationModel } from '#domain/messages/notifications';
import { notificationPreferences, notifications } from '#server/db/schema/index';
import { sendDueDigests } from '#server/services/notifications/digest';
import { recordNotification } from '#server/services/notifications/record';
import type { OutboxMessage } from '#server/services/platform/mail';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { jobsSettled } from '../support/jobs.ts';
import { type Client, rr, signedUp } from './auth-support.ts';
import { getPage, SERVER_BUILD } from './page-support.ts';

// Decision 044: notification choices per category, mails as they happen, the daily digest and
// the unsubscribe link.

type Person = Awaited<ReturnType<typeof signedUp>>;
const DAY = 24 * 60 * 60_000;

describe.each(dbKinds())('notification mail on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const person = () => signedUp(t);
  const follow = (who: Person, whom: Person) =>
    who.client.post('UserFollowResource', 'create', { user_id: whom.id });
  const message = (from: Person, to: Person, text: string) =>
    from.client.post('ConversationMessagesResource', 'create', { user_ids: [to.id], text });

  async function mailTo(to: string): Promise<OutboxMessage[]> {
    await jobsSettled(t.tessera);
    const dir = path.join(t.dataDir, 'mail');
    const names = await readdir(dir).catch(() => [] as string[]);
    const all = await Promise.all(
      names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8'))),
    );
    return (all as OutboxMessage[])
      .filter((m) => m.to === to)
      .sort((a, b) => a.id.localeCompare(b.id));
  }
  async function bell(p: Person) {
    const list = await p.client.get('NotificationsResource');
    const count = await p.client.get('NotificationsUnreadCountResource');
    return {
      items: rr(list).data as NotificationModel[],
      count: (rr(count).data as { count: number }).count,
    };
  }
  async function choose(p: Person, choices: object, emailMode = 'instant', lastDigestAt?: Date) {
    const db = t.tessera.database.db;
    await db
      .insert(notificationPreferences)
      .values({ userId: p.id, choices, emailMode, lastDigestAt })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { choices, emailMode, lastDigestAt },
      });
  }
  async function prefsRow(p: Person) {
    const [row] = await t.tessera.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, p.id));
    return row;
  }

  it('by default a message is mailed after it is sent (who, a link, settings and unsubscribe links); a follow is not', async () => {
    const [me, ana] = [await person(), await person()];
    expect((await follow(ana, me)).statusCode).toBe(200);
    expect((await message(ana, me, 'Hello')).statusCode).toBe(200);
    const mails = await mailTo(me.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutboxMessage];
    expect(mail.subject).toMatch(/ sent you a message$/);
    expect(mail.text).toMatch(/See it on Tessera: http:\/\/localhost:\d+\/conversation\/\d+\//);
    expect(mail.text).toContain('/settings/notifications/');
    expect(mail.text).toMatch(
      /Unsubscribe from Messages emails: http:\/\/\S+\/email\/subscription\/\?token=/,
    );
    // RFC 8058: the header names the one-click address, the body the page
    expect(mail.listUnsubscribe).toMatch(/\/email\/unsubscribe\/\?token=/);
    expect(mail.html).toContain('<a href="http://');
    // the actor gets nothing for their own acts
    expect(await mailTo(ana.email)).toHaveLength(0);
  });

  it('a mail as it happens is queued in its notification’s own transaction: rolled back, neither exists; committed, one job names it', async () => {
    const [a, b] = [await person(), await person()];
    const ctx = t.tessera.systemCtx();
    const jobsNaming = async (id: number) => {
      const r = await t.tessera.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'notification-mail' and data->'ids' @> ${JSON.stringify([id])}::jsonb`,
      );
      return (r as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    };
    await choose(b, { followers: { email: true } });
    const note = { recipientId: b.id, actorId: a.id, kind: 'follow' as const };
    let rolledBack: number | undefined;
    await expect(
      t.tessera.database.db.transaction(async (tx) => {
        rolledBack = (await recordNotification(ctx, tx, { ...note, at: new Date() }))?.id;
        throw new Error('the write fails after recording');
      }),
    ).rejects.toThrow('the write fails');
    expect(rolledBack).toBeTypeOf('number');
    expect(await jobsNaming(rolledBack as number)).toBe(0);
    const kept = await t.tessera.database.db.transaction((tx) =>
      recordNotification(ctx, tx, { ...note, at: new Date() }),
    );
    expect(kept?.mailNow).toBe(true);
    expect(await jobsNaming(kept?.id as number)).toBe(1);
  });

  it('more messages of one conversation soon after are not mailed again, nor queued once one was mailed', async () => {
    const [me, ana] = [await person(), await person()];
    for (const text of ['one', 'two', 'three']) {
      expect((await message(ana, me, text)).statusCode).toBe(200);
    }
    expect(await mailTo(me.email)).toHaveLength(1);
    // the bell still has the conversation's notification
    expect((await bell(me)).count).toBe(1);
    const jobs = async () => {
      const r = await t.tessera.database.db.execute(
        sql`select count(*)::int as n from pgboss.job j join ${notifications} n
          on j.data->'ids' @> to_jsonb(array[n.id]) where j.name = 'notification-mail'
          and n.recipient_id = ${me.id}`,
      );
      return (r as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    };
    const queued = await jobs();
    for (const text of ['four', 'five']) {
      expect((await message(ana, me, text)).statusCode).toBe(200);
    }
    expect(await jobs()).toBe(queued);
    expect(await mailTo(me.email)).toHaveLength(1);
  });

  it('in Tessera off: not shown nor counted; by email on: still mailed', async () => {
    const [me, ana, bo] = [await person(), await person(), await person()];
    await choose(me, { followers: { inApp: false, email: true } });
    expect((await follow(ana, me)).statusCode).toBe(200);
    expect(await bell(me)).toEqual({ items: [], count: 0 });
    const mails = await mailTo(me.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/ followed you$/)]);
    // both off: nothing at all; email off for messages: shown, not mailed
    await choose(me, { followers: { inApp: false, email: false }, messages: { email: false } });
    expect((await follow(bo, me)).statusCode).toBe(200);
    expect((await message(bo, me, 'Hi')).statusCode).toBe(200);
    const after = await bell(me);
    expect(after.items.map((n) => n.kind)).toEqual(['message']);
    expect(await mailTo(me.email)).toHaveLength(1);
  });

  it('the daily digest sums up what came since the last one, once, and nothing when nothing came', async () => {
    const [me, ana, bo] = [await person(), await person(), await person()];
    const ctx = t.tessera.systemCtx();
    const at = (ms: number) => ({ ...ctx, now: () => new Date(Date.now() + ms) });
    await choose(me, { followers: { email: true } }, 'digest', new Date(Date.now() - DAY - 60_000));
    expect((await follow(ana, me)).statusCode).toBe(200);
    expect((await message(bo, me, 'Hi')).statusCode).toBe(200);
    // digest people get no mail as it happens
    expect(await mailTo(me.email)).toHaveLength(0);
    // two runs at once (two processes): one digest
    await Promise.all([sendDueDigests(at(0)), sendDueDigests(at(0))]);
    const mails = await mailTo(me.email);
    expect(mails).toHaveLength(1);
    const [digest] = mails as [OutboxMessage];
    expect(digest.subject).toBe('Your Tessera digest: 2 new notifications');
    expect(digest.text).toContain('New followers (1)');
    expect(digest.text).toContain('Messages (1)');
    expect(digest.text).toMatch(/Unsubscribe from all notification emails: \S+token=/);
    // not again the same day; the next day nothing new means no mail
    await sendDueDigests(at(60 * 60_000));
    await sendDueDigests(at(DAY + 60_000));
    expect(await mailTo(me.email)).toHaveLength(1);
    expect((await prefsRow(me))?.lastDigestAt?.getTime()).toBeGreaterThan(
      Date.now() + DAY - 60_000,
    );
  });

  it.skipIf(!existsSync(SERVER_BUILD))(
    'M-076 the unsubscribe link turns those emails off, signed out, and Undo turns them on; a forged token is a 400',
    async () => {
      const [me, ana] = [await person(), await person()];
      expect((await message(ana, me, 'Hello')).statusCode).toBe(200);
      const [mail] = await mailTo(me.email);
      const link = new URL(
        /Unsubscribe from Messages emails: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '',
      );
      const page = await getPage(t.tessera.app, link.pathname + link.search);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.body).toContain('You&#x27;re unsubscribed from Messages emails');
      expect((await prefsRow(me))?.choices).toMatchObject({ messages: { email: false } });
      expect((await message(ana, me, 'Again, much later')).statusCode).toBe(200);

      // the page's Undo posts to its address with which categories to turn back on
      const undoUrl = /<form[^>]*action="(\/email\/subscription\/[^"]+)"/
        .exec(page.body)?.[1]
        ?.replaceAll('&amp;', '&');
      expect(undoUrl).toMatch(/undo=messages$/);
      // opened (not posted), that address changes nothing
      const look = await getPage(t.tessera.app, undoUrl ?? '');
      expect(look.body).toContain('Get Messages emails again?');
      expect((await prefsRow(me))?.choices).toMatchObject({ messages: { email: false } });
      const undo = await t.tessera.app.inject({
        method: 'POST',
        url: undoUrl ?? '',
        headers: {
          origin: 'http://localhost',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: '_csrf=',
      });
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.body).toContain('subscribed to Messages emails again');
      expect((await prefsRow(me))?.choices).toMatchObject({ messages: { email: true } });

      const token = link.searchParams.get('token') ?? '';
      const forged = token.replace(/\.messages\./, '.saves.');
      const bad = await getPage(
        t.tessera.app,
        `/email/subscription/?token=${encodeURIComponent(forged)}`,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('This unsubscribe link is not valid.');
      const empty = await getPage(t.tessera.app, '/email/subscription/?token=');
      expect(empty.statusCode).toBe(400);
      // the bare address is a page pointing to the settings
      const none = await getPage(t.tessera.app, '/email/subscription/');
      expect(none.statusCode).toBe(200);
      expect(none.body).toContain('href="/settings/notifications/"');
    },
  );

  it('RFC 8058 one-click: a mail provider posts List-Unsubscribe=One-Click with no cookie and those emails stop; a GET leads to the page', async () => {
    const [me, ana] = [await person(), await person()];
    expect((await message(ana, me, 'Hello')).statusCode).toBe(200);
    const [mail] = await mailTo(me.email);
    const link = new URL(mail?.listUnsubscribe ?? '');
    const url = link.pathname + link.search;
    // from the provider's own servers: no cookie, no origin, no CSRF token
    const post = (payload: string, type = 'application/x-www-form-urlencoded') =>
      t.tessera.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
    const wrong = await post('List-Unsubscribe=Later');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().resource_response.error.message).toContain('One-Click');
    expect((await prefsRow(me))?.choices ?? {}).not.toMatchObject({ messages: { email: false } });
    const done = await post('List-Unsubscribe=One-Click');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().resource_response.data).toEqual({ unsubscribed: 'messages' });
    expect((await prefsRow(me))?.choices).toMatchObject({ messages: { email: false } });
    // posted as multipart, as RFC 8058 allows, again: still off, still 200
    const boundary = 'x1y2';
    const multipart = await post(
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(multipart.statusCode, multipart.body).toBe(200);
    const forged = await t.tessera.app.inject({
      method: 'POST',
      url: url.replace(/\.messages\./, '.saves.'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const opened = await t.tessera.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      url.replace('/email/unsubscribe/', '/email/subscription/'),
    );
  });

  it.skipIf(!existsSync(SERVER_BUILD))(
    'M-081 Settings → Notifications saves the switches and the email choice, and a visitor logs in first',
    async () => {
      const me = await person();
      const cookie = { cookie: `${me.client.cookie?.name}=${me.client.cookie?.value}` };
      const page = await getPage(t.tessera.app, '/settings/notifications/', cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Saves of your Pins');
      expect(page.body).toContain('Daily digest');
      const settings = await getPage(t.tessera.app, '/settings/', cookie);
      expect(settings.body).toContain('href="/settings/notifications/"');
      const res = await postForm(me.client, '/settings/notifications/', [
        ['inApp.messages', 'on'],
        ['email.mentions', 'on'],
        ['emailMode', 'digest'],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const row = await prefsRow(me);
      expect(row?.emailMode).toBe('digest');
      expect(row?.lastDigestAt).not.toBeNull();
      expect(row?.choices).toMatchObject({
        messages: { inApp: true, email: false },
        mentions: { inApp: false, email: true },
        saves: { inApp: false, email: false },
      });
      const bad = await postForm(me.client, '/settings/notifications/', [['emailMode', 'weekly']]);
      expect(bad.statusCode).toBe(400);
      expect((await getPage(t.tessera.app, '/settings/notifications/')).statusCode).toBe(302);
    },
  );

  function postForm(c: Client, url: string, fields: [string, string][]) {
    return t.tessera.app.inject({
      method: 'POST',
      url,
      headers: {
        ...c.headers(),
        origin: 'http://localhost',
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams([['_csrf', c.csrf ?? ''], ...fields]).toString(),
    });
  }
});
