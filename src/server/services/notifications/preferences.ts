import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  isNotificationCategory,
  type NotificationCategory,
  type NotificationPreferences,
  resolvePreferences,
} from '#domain/messages/notification-preferences';
import type { Ctx } from '../../context.ts';
import { notificationPreferences, users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { requireUser, type Tx } from '../accounts/sessions.ts';
import { declareChanges, noteChanges, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';

/** A person's notification choices, defaults filled in (decision 044). */
export async function preferencesOf(tx: Tx, userId: number): Promise<NotificationPreferences> {
  const [row] = await tx
    .select({ choices: notificationPreferences.choices, mode: notificationPreferences.emailMode })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return resolvePreferences(row?.choices, row?.mode);
}

/** The settings page's notification choices (M-081). */
export async function myNotificationPreferences(ctx: Ctx): Promise<NotificationPreferences> {
  return preferencesOf(ctx.db, requireUser(ctx, tr(ctx, 'errors.notifications.logInToChoose')));
}

async function store(tx: Tx, userId: number, prefs: NotificationPreferences, now: Date) {
  const [before] = await tx
    .select({ mode: notificationPreferences.emailMode })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  // a digest covers what came after the choice: what came before was mailed as it happened
  const startsDigest = prefs.emailMode === 'digest' && before?.mode !== 'digest';
  const values = {
    choices: prefs.categories,
    emailMode: prefs.emailMode,
    updatedAt: now,
    ...(startsDigest ? { lastDigestAt: now } : {}),
  };
  await tx
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}

/** Saves the viewer's notification choices from Settings → Notifications (M-081). */
export async function saveNotificationPreferences(
  ctx: Ctx,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences> {
  const me = requireUser(ctx, tr(ctx, 'errors.notifications.logInToChoose'));
  declareChanges(ctx, [userTag(me)]);
  await ctx.db.transaction((tx) => store(tx, me, prefs, ctx.now()));
  return prefs;
}

/** What an unsubscribe link turns off: one category's emails, or (a digest's link) all of them. */
export type UnsubscribeScope = NotificationCategory | 'all';

function mac(secret: string, userId: number, scope: UnsubscribeScope): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe\n${userId}\n${scope}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Decision 044 (M-076): the token of a mail's unsubscribe link, `{user, base 36}.{scope}.{HMAC}`
 * under the server's secret (as decision 037's offsite tokens). It does not expire: an
 * unsubscribe link in an old mail must still work.
 */
export function unsubscribeToken(secret: string, userId: number, scope: UnsubscribeScope): string {
  return `${userId.toString(36)}.${scope}.${mac(secret, userId, scope)}`;
}

function readToken(ctx: Ctx, token: string): { userId: number; scope: UnsubscribeScope } {
  const secret = ctx.config.secret;
  const m = /^([0-9a-z]{1,12})\.([a-z]{1,20})\.([A-Za-z0-9_-]{22})$/.exec(token);
  const scope = m?.[2];
  if (m?.[1] && m[3] && scope && (scope === 'all' || isNotificationCategory(scope))) {
    const userId = Number.parseInt(m[1], 36);
    const want = Buffer.from(mac(secret, userId, scope));
    const got = Buffer.from(m[3]);
    if (want.length === got.length && timingSafeEqual(want, got)) return { userId, scope };
  }
  throw badRequest(tr(ctx, 'errors.notifications.badUnsubscribeLink'));
}

async function setEmails(
  ctx: Ctx,
  userId: number,
  on: (c: NotificationCategory) => boolean | null,
) {
  return ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!person) throw badRequest(tr(ctx, 'errors.notifications.accountGone'));
    const prefs = await preferencesOf(tx, userId);
    const wasOn: NotificationCategory[] = [];
    for (const [id, choice] of Object.entries(prefs.categories) as [
      NotificationCategory,
      { email: boolean },
    ][]) {
      if (choice.email) wasOn.push(id);
      choice.email = on(id) ?? choice.email;
    }
    await store(tx, userId, prefs, ctx.now());
    return wasOn;
  });
}

/**
 * `/email/subscription/?token=` (M-076): turns off the emails the link's token names, for whoever
 * it was signed for, signed in or not; answers which of them were on, for an undo. A bad or forged
 * token is a 400.
 */
export async function unsubscribeByToken(
  ctx: Ctx,
  token: string,
): Promise<{ scope: UnsubscribeScope; wasOn: NotificationCategory[] }> {
  const { userId, scope } = readToken(ctx, token);
  const before = await setEmails(ctx, userId, (c) =>
    scope === 'all' || c === scope ? false : null,
  );
  // decision 039: a write on a GET (the link in the mail) says itself what it changed
  await noteChanges([userTag(userId)]);
  return { scope, wasOn: before.filter((c) => scope === 'all' || c === scope) };
}

/** What a token's link turns off, checked and nothing changed (a 400 when forged). */
export function unsubscribeScopeOf(ctx: Ctx, token: string): UnsubscribeScope {
  return readToken(ctx, token).scope;
}

/** The unsubscribe page's Undo: the token's categories that were on are on again. */
export async function resubscribeByToken(
  ctx: Ctx,
  token: string,
  categories: readonly string[],
): Promise<{ scope: UnsubscribeScope }> {
  const { userId, scope } = readToken(ctx, token);
  declareChanges(ctx, [userTag(userId)]);
  const wanted = new Set(categories);
  await setEmails(ctx, userId, (c) =>
    (scope === 'all' || c === scope) && wanted.has(c) ? true : null,
  );
  return { scope };
}
