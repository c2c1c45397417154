import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { TEXT_LIMITS } from '#domain/limits';
import { isValidUsername } from '#domain/routes';
import type { Config } from '../config.ts';
import type { Ctx } from '../context.ts';
import { passwordResets, users } from '../db/schema/index.ts';
import { AppError, badRequest } from '../errors.ts';
import { sendMail } from './mail.ts';
import { checkNewPassword, fieldError, hashPassword, verifyPasswordOrDummy } from './passwords.ts';
import type { UserRow } from './present.ts';
import { clear, consume, reserve } from './rate-limit.ts';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  hashToken,
  requireUser,
  type SessionGrant,
} from './sessions.ts';

export type { SessionGrant } from './sessions.ts';
export { register, type SignupOutcome, signup } from './signup.ts';

export const LOGIN_FAILED = 'The email or password you entered is incorrect.';
const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one.';
const RESET_TTL_MS = 60 * 60 * 1000;

/** Where auth events go: the app's logger (set by the auth plugin), structured, no secrets. */
export interface AuthLogger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
}
const loggers = new WeakMap<Config, AuthLogger>();

export function setAuthLogger(config: Config, logger: AuthLogger): void {
  loggers.set(config, logger);
}

/** decision 005: every login, failure, logout, signup, reset, password change and deletion. */
export function authEvent(
  ctx: Ctx,
  event: string,
  facts: { userId?: number | null; outcome?: string } = {},
): void {
  const entry = { auth: event, ip: ctx.ip, userAgent: ctx.userAgent.slice(0, 200), ...facts };
  const logger = loggers.get(ctx.config);
  if (facts.outcome && facts.outcome !== 'ok') logger?.warn(entry, `auth ${event}`);
  else logger?.info(entry, `auth ${event}`);
}

// ASVS: checked on what people type; the length cap keeps hashing and queries bounded.
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(email: string): void {
  if (!EMAIL.test(email) || email.length > 254) {
    throw fieldError('email', 'Enter a valid email address.');
  }
}

export function checkUsername(username: string): void {
  if (!/^[A-Za-z0-9_]{3,30}$/.test(username)) {
    throw fieldError('username', 'Usernames are 3 to 30 letters, numbers or underscores.');
  }
  if (!isValidUsername(username)) throw fieldError('username', 'That username is not available.');
}

/** spec 02 §5 (M-297): first name at most 30 characters. */
export function checkFirstName(firstName: string): string {
  const name = firstName.trim();
  if (!name) throw fieldError('firstName', 'Enter your first name.');
  if ([...name].length > TEXT_LIMITS.firstName) {
    throw fieldError(
      'firstName',
      `First name must be at most ${TEXT_LIMITS.firstName} characters.`,
    );
  }
  return name;
}

export function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e; cur && typeof cur === 'object'; ) {
    if ((cur as { code?: unknown }).code === '23505') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

async function findByLogin(ctx: Ctx, usernameOrEmail: string): Promise<UserRow | null> {
  const key = usernameOrEmail.trim().toLowerCase();
  if (!key || key.length > 254) return null;
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function loadSelf(ctx: Ctx, prompt: string): Promise<UserRow> {
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
async function confirmPassword(
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
  throw fieldError(field, 'The password you entered is incorrect.');
}

export async function login(
  ctx: Ctx,
  input: { usernameOrEmail: string; password: string },
): Promise<SessionGrant> {
  await consume(ctx, 'loginIp', ctx.ip);
  const user = await findByLogin(ctx, input.usernameOrEmail);
  // unknown names get their own bucket, so the 429 comes at the same count either way
  const subject = user ? `user:${user.id}` : `name:${input.usernameOrEmail.trim().toLowerCase()}`;
  // the attempt is taken before the hash and given back only by a success (decision 005)
  await reserve(ctx, 'loginAccountFailures', subject);
  const ok = await verifyPasswordOrDummy(input.password, user?.passwordHash);
  if (!user || !ok) {
    authEvent(ctx, 'login', { userId: user?.id ?? null, outcome: 'failure' });
    throw new AppError('unauthorized', LOGIN_FAILED);
  }
  await clear(ctx, 'loginAccountFailures', subject);
  const grant = await ctx.db.transaction(async (tx) => {
    // a new token at every login: a session fixed by someone else before login dies here
    if (ctx.session) await deleteSession(tx, ctx.session.id);
    return createSession(ctx, tx, user.id);
  });
  authEvent(ctx, 'login', { userId: user.id, outcome: 'ok' });
  return grant;
}

export async function logout(ctx: Ctx): Promise<void> {
  const session = ctx.session;
  if (!session) return;
  await ctx.db.transaction((tx) => deleteSession(tx, session.id));
  authEvent(ctx, 'logout', { userId: session.userId, outcome: 'ok' });
}

function resetMail(origin: string, token: string, name: string) {
  // URL.origin drops a default port (inject and some proxies put :80 or :443 in Host)
  const link = `${new URL(origin).origin}/password/reset/?token=${encodeURIComponent(token)}`;
  const text = [
    `Hi ${name},`,
    '',
    'Someone asked to reset the password of your Tessera account. To choose a new one, open this link within an hour:',
    '',
    link,
    '',
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n');
  const safe = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<p>Hi ${safe(name)},</p><p>Someone asked to reset the password of your Tessera account. To choose a new one, open this link within an hour:</p><p><a href="${safe(link)}">Reset your password</a></p><p>If it was not you, ignore this email: your password stays as it is.</p>`;
  return { subject: 'Reset your Tessera password', text, html };
}

/** decision 005: the same answer, and nearly the same work, whether or not the email exists. */
export async function requestPasswordReset(ctx: Ctx, input: { email: string }): Promise<void> {
  const email = normalizeEmail(input.email);
  await consume(ctx, 'resetIp', ctx.ip);
  await consume(ctx, 'resetEmail', email.slice(0, 254));
  if (!EMAIL.test(email)) {
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
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
  });
  authEvent(ctx, 'reset_request', { userId: user.id, outcome: 'ok' });
  const mail = resetMail(ctx.publicOrigin, token, user.firstName || user.username);
  const sending = sendMail(ctx, { to: user.email, ...mail }).catch((err: unknown) => {
    authEvent(ctx, 'reset_mail', {
      userId: user.id,
      outcome: `failed: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown'}`,
    });
  });
  // Waiting for an SMTP server would make known emails answer measurably slower; the local
  // outbox is a quick file write and is awaited so it is readable as soon as we answer.
  if (!ctx.config.smtpUrl) await sending;
}

export async function resetPassword(
  ctx: Ctx,
  input: { token: string; password: string },
): Promise<SessionGrant> {
  await consume(ctx, 'resetCompleteIp', ctx.ip);
  if (!/^[A-Za-z0-9_-]{43}$/.test(input.token)) throw badRequest(RESET_LINK_INVALID);
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
    throw badRequest(RESET_LINK_INVALID);
  }
  const user = row.user;
  checkNewPassword(input.password, user);
  await reserve(ctx, 'resetCompleteToken', row.reset.tokenHash);
  const passwordHash = await hashPassword(input.password);
  const grant = await ctx.db.transaction(async (tx) => {
    // used_at is set only if still unset: of two concurrent uses of one link, one wins
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, row.reset.tokenHash), isNull(passwordResets.usedAt)))
      .returning({ t: passwordResets.tokenHash });
    if (!used.length) throw badRequest(RESET_LINK_INVALID);
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
  const user = await loadSelf(ctx, 'Log in to change your password');
  await confirmPassword(ctx, user, input.currentPassword, 'currentPassword');
  checkNewPassword(input.newPassword, user, 'newPassword');
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
  const user = await loadSelf(ctx, 'Log in to delete your account');
  await confirmPassword(ctx, user, input.password, 'password');
  await ctx.db.transaction((tx) => purgeUser(tx, user.id));
  authEvent(ctx, 'account_delete', { userId: user.id, outcome: 'ok' });
}

type TxOf = Parameters<Parameters<Ctx['db']['transaction']>[0]>[0];

/**
 * decision 005: the user row goes and every table that refers to it cascades. Counters other
 * people see (their follower counts, board followers, pin favourites, pins on shared boards)
 * are brought down first, and loose references from other people's pins are cleared.
 */
async function purgeUser(tx: TxOf, userId: number): Promise<void> {
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
