import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { suspendedSignInMessage } from '#domain/moderation/moderation';
import type { Ctx } from '../../context.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../errors.ts';
import { deleteExportFilesOf } from '../exports/requests.ts';
import type { UserRow } from '../feeds/present.ts';
import { loadInstanceSettings } from '../instance/settings.ts';
import { accountTag, declareChanges, userTag } from '../platform/data-version.ts';
import { tr, trSaid } from '../platform/i18n.ts';
import { queueMail } from '../platform/mail.ts';
import {
  type ComposedMail,
  composeMail,
  type MailWriter,
  mailLocale,
  mailWriter,
} from '../platform/mail-language.ts';
import { clear, consume, reserve } from '../platform/rate-limit.ts';
import { looksLikeEmail, normalizeEmail } from './account-fields.ts';
import { authEvent } from './auth-events.ts';
import {
  checkNewPassword,
  fieldError,
  hashPassword,
  upgradedHash,
  verifyPasswordOrDummy,
} from './passwords.ts';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  hashToken,
  requireUser,
  type SessionGrant,
} from './sessions.ts';

export type { SessionGrant } from './sessions.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

async function findByLogin(ctx: Ctx, usernameOrEmail: string): Promise<UserRow | null> {
  const key = usernameOrEmail.trim().toLowerCase();
  if (!key || key.length > 254) return null;
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`),
        // decision 057: a suspended account is found, so its right password hears the reason
        or(isNull(users.deletedAt), isNotNull(users.suspendedAt)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function loadSelf(ctx: Ctx, prompt: string): Promise<UserRow> {
  const id = requireUser(ctx, prompt);
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row || row.deletedAt) throw new AppError('unauthorized', prompt);
  return row;
}

/**
 * Checks a password the signed-in user re-enters (password change, deletion). Attempts count
 * with login attempts (reserved before the hash), so these forms are no way around the account
 * limit, in sequence or in a burst.
 */
export async function confirmPassword(
  ctx: Ctx,
  user: UserRow,
  password: string,
  field: string,
): Promise<void> {
  const subject = `user:${user.id}`;
  await reserve(ctx, 'loginAccountFailures', subject);
  if (await verifyPasswordOrDummy(password, user.passwordHash)) {
    await clear(ctx, 'loginAccountFailures', subject);
    return;
  }
  authEvent(ctx, 'password_confirm', { userId: user.id, outcome: 'failure' });
  throw fieldError(field, tr(ctx, 'errors.accounts.passwordIncorrect'));
}

/** A person's own state and their sessions (what a log-in or a log-out changes). */
function personTags(userId: number): string[] {
  return [userTag(userId), accountTag(userId)];
}

export async function login(
  ctx: Ctx,
  input: { usernameOrEmail: string; password: string },
): Promise<SessionGrant> {
  // decision 039: a login changes its person's sessions (and the replaced session's), nothing else
  declareChanges(ctx, ctx.session ? personTags(ctx.session.userId) : []);
  await consume(ctx, 'loginIp', ctx.ip);
  const user = await findByLogin(ctx, input.usernameOrEmail);
  // unknown names get their own bucket, so the 429 comes at the same count either way
  const subject = user ? `user:${user.id}` : `name:${input.usernameOrEmail.trim().toLowerCase()}`;
  // the attempt is taken before the hash and given back only by a success (decision 005)
  await reserve(ctx, 'loginAccountFailures', subject);
  const ok = await verifyPasswordOrDummy(input.password, user?.passwordHash);
  if (!user || !ok) {
    authEvent(ctx, 'login', { userId: user?.id ?? null, outcome: 'failure' });
    throw new AppError('unauthorized', tr(ctx, 'errors.accounts.loginFailed'));
  }
  await clear(ctx, 'loginAccountFailures', subject);
  if (user.deletedAt) {
    authEvent(ctx, 'login', { userId: user.id, outcome: 'failure' });
    throw new AppError('unauthorized', trSaid(ctx, suspendedSignInMessage(user.suspensionReason)));
  }
  declareChanges(ctx, personTags(user.id));
  // decision 068: a hash made another way than new ones (scrypt) is made again, now that the
  // password is known; the hash is worked out before the transaction, which stays short
  const upgraded = user.passwordHash ? await upgradedHash(input.password, user.passwordHash) : null;
  const grant = await ctx.db.transaction(async (tx) => {
    // a new token at every login: a session fixed by someone else before login dies here
    if (ctx.session) await deleteSession(tx, ctx.session.id);
    if (upgraded) {
      // only over the hash just checked: a password changed meanwhile is left as it is
      await tx
        .update(users)
        .set({ passwordHash: upgraded })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash ?? '')));
    }
    return createSession(ctx, tx, user.id);
  });
  authEvent(ctx, 'login', { userId: user.id, outcome: 'ok' });
  return grant;
}

export async function logout(ctx: Ctx): Promise<void> {
  const session = ctx.session;
  declareChanges(ctx, session ? personTags(session.userId) : []);
  if (!session) return;
  await ctx.db.transaction((tx) => deleteSession(tx, session.id));
  authEvent(ctx, 'logout', { userId: session.userId, outcome: 'ok' });
}

function resetMail(
  origin: string,
  token: string,
  name: string,
  site: string,
  w: MailWriter,
): ComposedMail {
  // URL.origin drops a default port (inject and some proxies put :80 or :443 in Host)
  const link = `${new URL(origin).origin}/password/reset/?token=${encodeURIComponent(token)}`;
  return composeMail(w, w.say('mail.reset.subject', { site }), [
    w.say('mail.hiName', { name }),
    w.say('mail.reset.intro', { site }),
    { text: w.say('mail.reset.link'), href: link },
    w.say('mail.reset.notYou'),
  ]);
}

/** decision 005: the same answer, and nearly the same work, whether or not the email exists. */
export async function requestPasswordReset(ctx: Ctx, input: { email: string }): Promise<void> {
  const email = normalizeEmail(input.email);
  await consume(ctx, 'resetIp', ctx.ip);
  await consume(ctx, 'resetEmail', email.slice(0, 254));
  if (!looksLikeEmail(email)) {
    authEvent(ctx, 'reset_request', { outcome: 'invalid_email' });
    return;
  }
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
    .limit(1);
  const token = randomBytes(32).toString('base64url');
  if (!user?.email) {
    authEvent(ctx, 'reset_request', { outcome: 'unknown_email' });
    return;
  }
  const now = ctx.now();
  const to = user.email;
  const settings = await loadInstanceSettings(ctx.db);
  // decision 064: in the account's language, not the request's (anyone may ask for the reset)
  const mail = resetMail(
    ctx.publicOrigin,
    token,
    user.firstName || user.username,
    settings.name,
    mailWriter(mailLocale(user.locale, settings.defaultLanguage)),
  );
  // decision 048: the link is mailed if and only if it was stored; a known email's answer waits
  // only for the job's insert, never for a mail server, so it tells nothing by its timing
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    await queueMail(ctx, { to, ...mail }, { tx });
  });
  authEvent(ctx, 'reset_request', { userId: user.id, outcome: 'ok' });
}

export async function resetPassword(
  ctx: Ctx,
  input: { token: string; password: string },
): Promise<SessionGrant> {
  await consume(ctx, 'resetCompleteIp', ctx.ip);
  if (!/^[A-Za-z0-9_-]{43}$/.test(input.token))
    throw badRequest(tr(ctx, 'errors.accounts.resetLinkInvalid'));
  const now = ctx.now();
  const [row] = await ctx.db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(input.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || row.user.deletedAt) {
    authEvent(ctx, 'reset', { outcome: 'invalid_token' });
    throw badRequest(tr(ctx, 'errors.accounts.resetLinkInvalid'));
  }
  const user = row.user;
  checkNewPassword(input.password, user, 'password', ctx);
  await reserve(ctx, 'resetCompleteToken', row.reset.tokenHash);
  const passwordHash = await hashPassword(input.password);
  const grant = await ctx.db.transaction(async (tx) => {
    // used_at is set only if still unset: of two concurrent uses of one link, one wins
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, row.reset.tokenHash), isNull(passwordResets.usedAt)))
      .returning({ t: passwordResets.tokenHash });
    if (!used.length) throw badRequest(tr(ctx, 'errors.accounts.resetLinkInvalid'));
    // every other link of the user dies with this one
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id, null);
    return createSession(ctx, tx, user.id);
  });
  await clear(ctx, 'loginAccountFailures', `user:${user.id}`);
  authEvent(ctx, 'reset', { userId: user.id, outcome: 'ok' });
  return grant;
}

export async function changePassword(
  ctx: Ctx,
  input: { currentPassword: string; newPassword: string },
): Promise<SessionGrant> {
  const user = await loadSelf(ctx, tr(ctx, 'errors.accounts.logInToChangePassword'));
  await confirmPassword(ctx, user, input.currentPassword, 'currentPassword');
  checkNewPassword(input.newPassword, user, 'newPassword', ctx);
  const passwordHash = await hashPassword(input.newPassword);
  const grant = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    // every session ends, this one included; the caller gets a fresh token in its place
    await deleteUserSessions(tx, user.id, null);
    return createSession(ctx, tx, user.id);
  });
  authEvent(ctx, 'password_change', { userId: user.id, outcome: 'ok' });
  return grant;
}

export async function deleteAccount(ctx: Ctx, input: { password: string }): Promise<void> {
  const user = await loadSelf(ctx, tr(ctx, 'errors.accounts.logInToDeleteAccount'));
  await confirmPassword(ctx, user, input.password, 'password');
  await deleteExportFilesOf(ctx, user.id);
  await ctx.db.transaction((tx) => purgeUser(tx, user.id));
  authEvent(ctx, 'account_delete', { userId: user.id, outcome: 'ok' });
}

export type TxOf = Parameters<Parameters<Ctx['db']['transaction']>[0]>[0];

/**
 * decision 005: the user row goes and every table that refers to it cascades. Counters other
 * people see (their follower counts, board followers, pin favourites, pins on shared boards)
 * are brought down first, and loose references from other people's pins are cleared.
 */
export async function purgeUser(tx: TxOf, userId: number): Promise<void> {
  await tx.execute(sql`
    update users set follower_count = greatest(follower_count - 1, 0)
    where id in (select followee_id from user_follows where follower_id = ${userId})`);
  await tx.execute(sql`
    update users set following_count = greatest(following_count - 1, 0)
    where id in (select follower_id from user_follows where followee_id = ${userId})`);
  await tx.execute(sql`
    update boards set follower_count = greatest(follower_count - 1, 0)
    where id in (select board_id from board_follows where follower_id = ${userId})`);
  await tx.execute(sql`
    update pins set favorite_count = greatest(favorite_count - 1, 0)
    where id in (select pin_id from favorites where user_id = ${userId})`);
  await tx.execute(sql`
    update boards b set pin_count = greatest(b.pin_count - x.n, 0)
    from (select board_id, count(*)::int as n from pins
          where pinner_id = ${userId} and board_id is not null and deleted_at is null
          group by board_id) x
    where b.id = x.board_id and b.owner_id <> ${userId}`);
  await tx.execute(sql`update pins set via_pinner_id = null where via_pinner_id = ${userId}`);
  await tx.delete(users).where(eq(users.id, userId));
}
