import { and, eq, inArray, isNull } from 'drizzle-orm';
import webpush from 'web-push';
import { isPushEndpoint, pushMessage } from '#domain/messages/push';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notifications, pushKeys, pushSubscriptions, users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { deliverPush, type Vapid } from '../../push/deliver.ts';
import { requireUser } from '../accounts/sessions.ts';
import { loadInstanceSettings } from '../instance/settings.ts';
import { tr } from '../platform/i18n.ts';
import { loadForMail, mailedNotification, writersFor } from './mail.ts';

const keysOf = new WeakMap<object, Promise<{ publicKey: string; privateKey: string }>>();

async function loadOrMakeKeys(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const read = () =>
    db
      .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
      .from(pushKeys)
      .where(eq(pushKeys.id, 1))
      .limit(1);
  const [found] = await read();
  if (found) return found;
  // two processes starting at once each make a pair; the first insert wins and both read it
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(pushKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const [kept] = await read();
  if (!kept) throw new Error('the VAPID keys were not stored');
  return kept;
}

/**
 * Decision 065: the instance's VAPID key pair, made the first time it is needed and kept in the
 * database, read once per process.
 */
export function vapidKeys(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  let keys = keysOf.get(db);
  if (!keys) {
    keys = loadOrMakeKeys(db);
    keys.catch(() => keysOf.delete(db));
    keysOf.set(db, keys);
  }
  return keys;
}

/** The key a browser subscribes with (`applicationServerKey`), base64url. */
export async function pushPublicKey(ctx: Ctx): Promise<string> {
  return (await vapidKeys(ctx.db)).publicKey;
}

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A test's push service on a trusted local address may be plain http; nothing else may. */
function httpAllowed(ctx: Ctx, endpoint: string): boolean {
  const host = URL.parse(endpoint)?.hostname ?? '';
  return Boolean(host && ctx.urlFetch?.trust?.(host, host));
}

/**
 * Decision 065: the viewer's device subscribes. One row per endpoint: the same browser
 * subscribing again (after a key change, or another person on a shared device) takes the row.
 */
export async function subscribePush(ctx: Ctx, sub: NewSubscription): Promise<void> {
  const me = requireUser(ctx, tr(ctx, 'errors.notifications.logInToPush'));
  if (!isPushEndpoint(sub.endpoint, httpAllowed(ctx, sub.endpoint))) {
    throw badRequest(tr(ctx, 'errors.notifications.endpointNotHttps'));
  }
  const values = { userId: me, p256dh: sub.p256dh, auth: sub.auth, createdAt: ctx.now() };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: sub.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  });
}

/** Decision 065: the viewer's device stops getting pushes (only their own endpoint). */
export async function unsubscribePush(ctx: Ctx, endpoint: string): Promise<boolean> {
  const me = requireUser(ctx, tr(ctx, 'errors.notifications.logInToPush'));
  const gone = await ctx.db.transaction((tx) =>
    tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, me)))
      .returning({ id: pushSubscriptions.id }),
  );
  return gone.length > 0;
}

/** Whether this endpoint is the viewer's (the settings' switch shows it on). */
export async function isMySubscription(ctx: Ctx, endpoint: string): Promise<boolean> {
  const me = requireUser(ctx, tr(ctx, 'errors.notifications.logInToPush'));
  const rows = await ctx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, me)))
    .limit(1);
  return rows.length > 0;
}

function vapidSubject(ctx: Ctx): string {
  const host = new URL(ctx.publicOrigin).hostname;
  return `mailto:no-reply@${host.includes('.') ? host : 'tessera.invalid'}`;
}

/**
 * Decision 065, the push-notification job: each notification pushed to every device of its
 * person. A notification already read (seen in an open tab meanwhile) is not pushed. A device
 * whose push service answers 404 or 410 is forgotten. Any other failure fails the job, which is
 * retried: devices that already got it get it again under the same tag, which replaces the one
 * shown rather than adding a second.
 */
export async function pushNotifications(ctx: Ctx, ids: number[]): Promise<void> {
  const settings = await loadInstanceSettings(ctx.db);
  const site = settings.name;
  // each push in its person's language, as their mail (decision 064: the account's, else the
  // instance's default)
  const writers = writersFor(settings.defaultLanguage);
  const keys = await vapidKeys(ctx.db);
  const vapid: Vapid = { subject: vapidSubject(ctx), ...keys };
  const rows = await loadForMail(
    ctx.db,
    and(inArray(notifications.id, ids), isNull(notifications.readAt)),
  );
  const failures: string[] = [];
  for (const row of rows) {
    const devices = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, row.n.recipientId));
    if (!devices.length) continue;
    const [to] = await ctx.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, row.n.recipientId))
      .limit(1);
    const { say } = writers(to?.locale ?? null);
    const told = mailedNotification(ctx, row.n, row.actor, row.board, say);
    const payload = JSON.stringify(pushMessage(site, { id: row.n.id, ...told }));
    for (const device of devices) {
      const outcome = await deliverPush(device, payload, vapid, ctx.urlFetch ?? {});
      if (outcome === 'sent') {
        await ctx.db
          .update(pushSubscriptions)
          .set({ lastPushedAt: ctx.now() })
          .where(eq(pushSubscriptions.id, device.id));
      } else if (outcome === 'gone') {
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else {
        failures.push(outcome.retry);
      }
    }
  }
  if (failures.length) throw new Error(`push not delivered: ${failures.join('; ')}`);
}
