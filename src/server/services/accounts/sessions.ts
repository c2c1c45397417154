import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { accountTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { versionedCache } from '../platform/versioned-cache.ts';
import { type ViewerUserRow, viewerUserColumns } from './user-columns.ts';

/** What signing in hands back: the cookie token (never stored) and when it stops working. */
export interface SessionGrant {
  token: string;
  expiresAt: Date;
  userId: number;
}

/** A transaction or the database: session writes join the caller's transaction. */
export type Tx = Pick<Db, 'insert' | 'update' | 'delete' | 'select' | 'execute'>;

const DAY_MS = 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would make every page view a write.
const TOUCH_EVERY_MS = 60_000;

/** 32 random bytes (256 bits), base64url: far beyond ASVS's 128-bit minimum. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** decision 005: the stored id of a token is its hex sha-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(ctx: Ctx, tx: Tx, userId: number): Promise<SessionGrant> {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.sessionAbsoluteDays * DAY_MS);
  await tx.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: ctx.userAgent.slice(0, 400),
    ip: ctx.ip.slice(0, 64),
  });
  // issue 37: what /admin/users shows as the person's last sign-in
  await tx.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  return { token, expiresAt, userId };
}

type KnownSession = { id: string; user: ViewerUserRow };

// base64url of 32 bytes is 43 characters; anything else cannot be ours
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A cookie token's session as this process knows it, without the database: the session, null
 * when the token cannot be ours, or undefined when only the database can say (not kept, kept
 * from before its person's last change, past a lifetime, or due to be touched). `resolveSession`
 * starts here, and so does the server's first look at a kept page (decision 066), so both take a
 * session for valid on the same terms.
 */
export function keptSession(
  db: Db,
  idleDays: number,
  token: string,
  now: number,
): KnownSession | null | undefined {
  if (!TOKEN.test(token)) return null;
  const id = hashToken(token);
  const known = liveSessions(db).get(id);
  if (
    known &&
    now < known.expiresAt &&
    now < known.lastSeenAt + idleDays * DAY_MS &&
    now - known.lastSeenAt < TOUCH_EVERY_MS
  ) {
    return { id, user: known.user };
  }
  return undefined;
}

/**
 * The session and user of a cookie token, or null when unknown, expired (absolute lifetime) or
 * idle too long. Expired rows are deleted on sight.
 */
export async function resolveSession(ctx: Ctx, token: string): Promise<KnownSession | null> {
  const now = ctx.now().getTime();
  const idleMs = ctx.config.sessionIdleDays * DAY_MS;
  // taken before the database is read: a lookup that raced a log-out is never kept (decision 039)
  const cache = liveSessions(ctx.db);
  const kept = keptSession(ctx.db, ctx.config.sessionIdleDays, token, now);
  if (kept !== undefined) return kept;
  const id = hashToken(token);
  const [row] = await ctx.db
    .select({ session: sessions, user: viewerUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const s = row.session;
  if (
    now >= s.expiresAt.getTime() ||
    now >= s.lastSeenAt.getTime() + idleMs ||
    row.user.deletedAt
  ) {
    await ctx.db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let lastSeenAt = s.lastSeenAt.getTime();
  if (now - lastSeenAt >= TOUCH_EVERY_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
    lastSeenAt = now;
  }
  cache.set(id, { expiresAt: s.expiresAt.getTime(), lastSeenAt, user: row.user }, [
    accountTag(row.user.id),
  ]);
  return { id, user: row.user };
}

/**
 * Sessions looked up since their person's last change (issue 12: a signed-in page asked the
 * database for its session every time). Only a write can end a session early (log out, password
 * change or reset, account deletion: each changes `account:{id}` or everything, here or, on
 * PostgreSQL, in another process, whose change log every request reads first), so an entry is
 * good until then, within its own lifetimes, and until it is due to be touched: that request
 * reads the row again. Unknown tokens are never kept.
 */
function liveSessions(db: Db) {
  return versionedCache<LiveSession>(db, 'sessions', MAX_CACHED_SESSIONS);
}

interface LiveSession {
  expiresAt: number;
  lastSeenAt: number;
  user: ViewerUserRow;
}

const MAX_CACHED_SESSIONS = 5000;

export async function deleteSession(tx: Tx, id: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.id, id));
}

/** Every session of the user except `keepId` (all of them when null). */
export async function deleteUserSessions(
  tx: Tx,
  userId: number,
  keepId: string | null,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      keepId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
        : eq(sessions.userId, userId),
    );
}

/** The signed-in user's id, or 401 with the spec's login prompt (M-317..M-321, e.g. 'Log in to follow'). */
export function requireUser(ctx: Ctx, prompt: string): number {
  const id = ctx.viewer.isAuth && ctx.session ? Number(ctx.viewer.id) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new AppError('unauthorized', prompt);
  return id;
}

/** Employee-only pages answer 404 to everyone else, so their existence stays private. */
export function requireEmployee(ctx: Ctx): void {
  if (!(ctx.viewer.isAuth && ctx.session && ctx.viewer.isEmployee)) {
    throw new AppError('not_found', tr(ctx, 'errors.accounts.pageNotFound'));
  }
}
