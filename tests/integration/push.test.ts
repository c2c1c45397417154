import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationPreferences,
  pushKeys,
  pushSubscriptions,
  users,
} from '#server/db/schema/index';
import { pushNotifications } from '#server/services/notifications/push';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { jobsSettled } from '../support/jobs.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { fakePushService } from './push-support.ts';

// Decision 065: Web Push. A device subscribes; a notification is pushed through the job queue,
// signed with the instance's VAPID key and encrypted for the device (checked by a test push
// service that decrypts it); a device the push service forgot (404/410) is removed.

type Person = Awaited<ReturnType<typeof signedUp>>;

describe.each(dbKinds())('web push on %s', (kind) => {
  let t: TestApp;
  const service = fakePushService();

  beforeAll(async () => {
    await service.listen();
    // the push service plays a public host on 127.0.0.1 (the SSRF guard refuses it otherwise)
    t = await createTestApp(kind, { urlFetch: { trust: (address) => address === '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
    await service.close();
  });

  const db = () => t.tessera.database.db;
  const subscribe = (p: Person, sub: object) =>
    p.client.post('PushSubscriptionResource', 'create', sub);
  const follow = (who: Person, whom: Person) =>
    who.client.post('UserFollowResource', 'create', { user_id: whom.id });
  const devicesOf = (p: Person) =>
    db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.id));

  it('pushes a new follower to the subscribed device, signed and encrypted', async () => {
    const me = await signedUp(t);
    const fan = await signedUp(t);
    const got = await me.client.get('PushSubscriptionResource');
    const { public_key } = rr(got).data as { public_key: string };
    expect(public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const device = service.device(`phone-${kind}`);
    expect((await subscribe(me, device)).statusCode).toBe(200);
    const state = await me.client.get('PushSubscriptionResource', { endpoint: device.endpoint });
    expect(rr(state).data).toMatchObject({ subscribed: true });

    expect((await follow(fan, me)).statusCode).toBe(200);
    await jobsSettled(t.tessera);
    const mine = service.received.filter((r) => r.path === `phone-${kind}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.vapidKey).toBe(public_key);
    expect(mine[0]?.subject).toMatch(/^mailto:/);
    expect(Number(mine[0]?.ttl)).toBeGreaterThan(0);
    expect(mine[0]?.message).toMatchObject({
      title: 'Tessera',
      body: expect.stringContaining('followed you'),
      url: `/${fan.username}/`,
      tag: expect.stringMatching(/^notification-\d+$/),
    });
    const [row] = await devicesOf(me);
    expect(row?.lastPushedAt).toBeInstanceOf(Date);
  });

  it('pushes in its person’s language (decision 064): their account’s, not the follower’s', async () => {
    const me = await signedUp(t);
    const fan = await signedUp(t);
    await db().update(users).set({ locale: 'de' }).where(eq(users.id, me.id));
    const device = service.device(`german-${kind}`);
    expect((await subscribe(me, device)).statusCode).toBe(200);
    expect((await follow(fan, me)).statusCode).toBe(200);
    await jobsSettled(t.tessera);
    const mine = service.received.filter((r) => r.path === `german-${kind}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.message).toMatchObject({ body: expect.stringContaining('folgt dir jetzt') });
  });

  it('keeps one VAPID key pair for the instance', async () => {
    const rows = await db().select().from(pushKeys);
    expect(rows).toHaveLength(1);
  });

  it('removes a device its push service no longer knows (410), and pushes nothing after unsubscribe', async () => {
    const me = await signedUp(t);
    const gone = service.device(`gone-${kind}`);
    service.answer(`gone-${kind}`, 410);
    const kept = service.device(`kept-${kind}`);
    await subscribe(me, gone);
    await subscribe(me, kept);
    expect(await devicesOf(me)).toHaveLength(2);
    await follow(await signedUp(t), me);
    await jobsSettled(t.tessera);
    expect((await devicesOf(me)).map((d) => d.endpoint)).toEqual([kept.endpoint]);

    const off = await me.client.post('PushSubscriptionResource', 'delete', {
      endpoint: kept.endpoint,
    });
    expect(off.statusCode).toBe(200);
    expect(await devicesOf(me)).toHaveLength(0);
    const before = service.received.length;
    await follow(await signedUp(t), me);
    await jobsSettled(t.tessera);
    expect(service.received.length).toBe(before);
  });

  it('pushes nothing for a kind switched off in settings', async () => {
    const me = await signedUp(t);
    await subscribe(me, service.device(`quiet-${kind}`));
    await db()
      .insert(notificationPreferences)
      .values({ userId: me.id, choices: { followers: { push: false } } });
    await follow(await signedUp(t), me);
    await jobsSettled(t.tessera);
    expect(service.received.filter((r) => r.path === `quiet-${kind}`)).toHaveLength(0);
  });

  it('fails the job for a push service error, so the queue retries it', async () => {
    const me = await signedUp(t);
    const device = service.device(`busy-${kind}`);
    service.answer(`busy-${kind}`, 503);
    await subscribe(me, device);
    await db()
      .insert(notificationPreferences)
      .values({ userId: me.id, choices: { followers: { push: false } } });
    await follow(await signedUp(t), me);
    await jobsSettled(t.tessera);
    const [n] = (rr(await me.client.get('NotificationsResource')).data as { id: string }[]) ?? [];
    await expect(pushNotifications(t.tessera.systemCtx(), [Number(n?.id)])).rejects.toThrow(/503/);
    expect(await devicesOf(me)).toHaveLength(1);
  });

  it('refuses bad subscriptions with a readable 4xx', async () => {
    const me = await signedUp(t);
    const good = service.device(`form-${kind}`);
    const cases: [object, RegExp][] = [
      [{ ...good, endpoint: 'http://push.example/x' }, /https/],
      [{ ...good, endpoint: 'javascript:alert(1)' }, /https/],
      [{ endpoint: good.endpoint }, /keys/],
      [{ ...good, keys: { p256dh: 'not base64!', auth: good.keys.auth } }, /p256dh/],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).message).toMatch(message);
    }
    const visitor = new Client(t);
    const res = await visitor.post('PushSubscriptionResource', 'create', good);
    expect(res.statusCode).toBe(401);
  });

  it('does not let one person unsubscribe another’s device', async () => {
    const me = await signedUp(t);
    const other = await signedUp(t);
    const device = service.device(`mine-${kind}`);
    await subscribe(me, device);
    await other.client.post('PushSubscriptionResource', 'delete', { endpoint: device.endpoint });
    expect(await devicesOf(me)).toHaveLength(1);
  });

  it('the service refused nothing it was sent', () => {
    expect(service.refused).toEqual([]);
  });
});
