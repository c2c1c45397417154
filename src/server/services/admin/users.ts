import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Said } from '#domain/i18n/said';
import {
  deletionConfirmed,
  isRole,
  moderationReasonProblem,
  moderationRefusal,
} from '#domain/moderation/moderation';
import type { Ctx } from '../../context.ts';
import {
  boards,
  commentReports,
  pinReports,
  pins,
  sessions,
  userReports,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { purgeUser, type TxOf } from '../accounts/auth.ts';
import { deleteUserSessions } from '../accounts/sessions.ts';
import { deleteExportFilesOf } from '../exports/requests.ts';
import { profileReasonText } from '../feedback/profile-reports.ts';
import { reportReasonText } from '../feedback/reports.ts';
import { tr, trSaid } from '../platform/i18n.ts';
import { adminId, recordAudit } from './audit.ts';

type Person = typeof users.$inferSelect;

async function personFor(ctx: Ctx, tx: TxOf, id: number): Promise<Person> {
  const [p] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  if (!p) throw notFound(tr(ctx, 'errors.admin.noSuchAccount'));
  return p;
}

function subject(p: Person) {
  return { id: p.id, role: p.role, suspended: p.suspendedAt !== null };
}

/** A rule's refusal as a 400, said in the administrator's language (decision 064). */
function check(ctx: Ctx, problem: Said | null): void {
  if (problem) throw badRequest(trSaid(ctx, problem));
}

/**
 * Decision 057: suspends `userId` inside `tx`. The row's `deleted_at` takes it off every surface
 * (every query already leaves such accounts out), its sessions end (and with them, through the
 * request's change of everything, every process's session cache), and the audit entry is
 * written. `actorId` null is the command line.
 */
export async function suspendIn(
  ctx: Ctx,
  tx: TxOf,
  actorId: number | null,
  userId: number,
  reason: string,
  action: 'user.suspend' | 'report.suspend' = 'user.suspend',
  details: Record<string, unknown> = {},
): Promise<Person> {
  check(ctx, moderationReasonProblem(action, reason));
  const p = await personFor(ctx, tx, userId);
  check(ctx, moderationRefusal(actorId, 'suspend', subject(p)));
  const now = ctx.now();
  await tx
    .update(users)
    .set({ deletedAt: now, suspendedAt: now, suspensionReason: reason.trim(), updatedAt: now })
    .where(eq(users.id, userId));
  await deleteUserSessions(tx, userId, null);
  await recordAudit(tx, {
    actorId,
    action,
    targetType: 'user',
    targetId: userId,
    targetLabel: p.username,
    reason,
    details,
  });
  return p;
}

export async function unsuspendIn(
  ctx: Ctx,
  tx: TxOf,
  actorId: number | null,
  userId: number,
  reason: string,
): Promise<Person> {
  check(ctx, moderationReasonProblem('user.unsuspend', reason));
  const p = await personFor(ctx, tx, userId);
  check(ctx, moderationRefusal(actorId, 'unsuspend', subject(p)));
  await tx
    .update(users)
    .set({ deletedAt: null, suspendedAt: null, suspensionReason: '', updatedAt: ctx.now() })
    .where(eq(users.id, userId));
  await recordAudit(tx, {
    actorId,
    action: 'user.unsuspend',
    targetType: 'user',
    targetId: userId,
    targetLabel: p.username,
    reason,
  });
  return p;
}

/** Deletes the account and everything it made (decision 005's purge), once confirmed by name. */
export async function deleteIn(
  ctx: Ctx,
  tx: TxOf,
  actorId: number | null,
  userId: number,
  reason: string,
  confirm: string,
): Promise<Person> {
  check(ctx, moderationReasonProblem('user.delete', reason));
  const p = await personFor(ctx, tx, userId);
  check(ctx, moderationRefusal(actorId, 'delete', subject(p)));
  if (!deletionConfirmed(p.username, confirm))
    throw badRequest(tr(ctx, 'errors.admin.typeToConfirm', { username: p.username }));
  const [{ n: pinCount } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(pins)
    .where(eq(pins.pinnerId, userId));
  await recordAudit(tx, {
    actorId,
    action: 'user.delete',
    targetType: 'user',
    targetId: userId,
    targetLabel: p.username,
    reason,
    details: { email: p.email, pins: pinCount },
  });
  await purgeUser(tx, userId);
  return p;
}

export async function setRoleIn(
  ctx: Ctx,
  tx: TxOf,
  actorId: number | null,
  userId: number,
  role: string,
  reason = '',
): Promise<Person> {
  if (!isRole(role)) throw badRequest(tr(ctx, 'errors.admin.chooseRole'));
  check(ctx, moderationReasonProblem('user.role', reason));
  const p = await personFor(ctx, tx, userId);
  check(ctx, moderationRefusal(actorId, 'role', subject(p)));
  if (p.role === role)
    throw badRequest(tr(ctx, 'errors.admin.alreadyRole', { username: p.username, role }));
  await tx.update(users).set({ role, updatedAt: ctx.now() }).where(eq(users.id, userId));
  // the role rides on the session's cached user: sessions read again after the change
  await recordAudit(tx, {
    actorId,
    action: 'user.role',
    targetType: 'user',
    targetId: userId,
    targetLabel: p.username,
    reason,
    details: { from: p.role, to: role },
  });
  return p;
}

export async function suspendUser(ctx: Ctx, userId: number, reason: string) {
  const me = adminId(ctx);
  return ctx.db.transaction((tx) => suspendIn(ctx, tx, me, userId, reason));
}

export async function unsuspendUser(ctx: Ctx, userId: number, reason: string) {
  const me = adminId(ctx);
  return ctx.db.transaction((tx) => unsuspendIn(ctx, tx, me, userId, reason));
}

export async function deleteUser(ctx: Ctx, userId: number, reason: string, confirm: string) {
  const me = adminId(ctx);
  await deleteExportFilesOf(ctx, userId);
  return ctx.db.transaction((tx) => deleteIn(ctx, tx, me, userId, reason, confirm));
}

export async function changeRole(ctx: Ctx, userId: number, role: string, reason: string) {
  const me = adminId(ctx);
  return ctx.db.transaction((tx) => setRoleIn(ctx, tx, me, userId, role, reason));
}

export interface AdminPersonRow {
  id: string;
  username: string;
  fullName: string;
  email: string | null;
  role: string;
  suspended: boolean;
  suspensionReason: string;
  createdAt: string;
  lastSignInAt: string | null;
}

function row(p: Person): AdminPersonRow {
  return {
    id: String(p.id),
    username: p.username,
    fullName: `${p.firstName} ${p.lastName}`.trim() || p.username,
    email: p.email,
    role: p.role,
    suspended: p.suspendedAt !== null,
    suspensionReason: p.suspensionReason,
    createdAt: p.createdAt.toISOString(),
    lastSignInAt: p.lastSignInAt?.toISOString() ?? null,
  };
}

/** /admin/users: accounts whose username, name or email contains `q`, newest first. */
export async function searchPeople(ctx: Ctx, q: string, limit = 50): Promise<AdminPersonRow[]> {
  adminId(ctx);
  return findPeople(ctx.db, q, limit);
}

export async function findPeople(db: TxOf | Ctx['db'], q: string, limit = 50) {
  const t = q.trim().replace(/^@/, '').slice(0, 100);
  const like = `%${t.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const rows = await db
    .select()
    .from(users)
    .where(
      t
        ? sql`(${users.username} ilike ${like} or ${users.email} ilike ${like}
            or (${users.firstName} || ' ' || ${users.lastName}) ilike ${like})`
        : undefined,
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map(row);
}

export interface AdminPersonDetail extends AdminPersonRow {
  pins: { id: string; title: string; imageUrl: string; removed: boolean }[];
  pinCount: number;
  boards: { id: string; name: string; privacy: string; pinCount: number }[];
  reportsMade: { kind: string; reason: string; status: string; at: string }[];
  reportsReceived: { kind: string; reason: string; status: string; at: string }[];
  activeSessions: number;
}

/** A person's page for an administrator: what they made, reports both ways, last sign-in. */
export async function personDetail(ctx: Ctx, userId: number): Promise<AdminPersonDetail> {
  adminId(ctx);
  const db = ctx.db;
  const [p] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!p) throw notFound(tr(ctx, 'errors.admin.noSuchAccount'));
  const [pinRows, [{ n: pinCount } = { n: 0 }], boardRows, made, madeC, madeP, recv, recvP, s] =
    await Promise.all([
      db
        .select({
          id: pins.id,
          title: pins.title,
          description: pins.description,
          sig: pins.imageSignature,
          deletedAt: pins.deletedAt,
        })
        .from(pins)
        .where(eq(pins.pinnerId, userId))
        .orderBy(desc(pins.createdAt), desc(pins.id))
        .limit(24),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(pins)
        .where(and(eq(pins.pinnerId, userId), isNull(pins.deletedAt))),
      db
        .select({ id: boards.id, name: boards.name, privacy: boards.privacy, n: boards.pinCount })
        .from(boards)
        .where(and(eq(boards.ownerId, userId), isNull(boards.deletedAt)))
        .orderBy(desc(boards.createdAt))
        .limit(50),
      db
        .select({ reason: pinReports.reason, status: pinReports.status, at: pinReports.createdAt })
        .from(pinReports)
        .where(eq(pinReports.reporterId, userId))
        .orderBy(desc(pinReports.createdAt))
        .limit(50),
      db
        .select({
          reason: commentReports.reason,
          status: commentReports.status,
          at: commentReports.createdAt,
        })
        .from(commentReports)
        .where(eq(commentReports.reporterId, userId))
        .orderBy(desc(commentReports.createdAt))
        .limit(50),
      db
        .select({
          reason: userReports.reason,
          status: userReports.status,
          at: userReports.createdAt,
        })
        .from(userReports)
        .where(eq(userReports.reporterId, userId))
        .orderBy(desc(userReports.createdAt))
        .limit(50),
      db
        .select({ reason: pinReports.reason, status: pinReports.status, at: pinReports.createdAt })
        .from(pinReports)
        .innerJoin(pins, eq(pins.id, pinReports.pinId))
        .where(eq(pins.pinnerId, userId))
        .orderBy(desc(pinReports.createdAt))
        .limit(50),
      db
        .select({
          reason: userReports.reason,
          status: userReports.status,
          at: userReports.createdAt,
        })
        .from(userReports)
        .where(eq(userReports.userId, userId))
        .orderBy(desc(userReports.createdAt))
        .limit(50),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
    ]);
  // decision 064: the reason (a stored code) said in the administrator's language; the kind and
  // status are codes the page says
  const rep = (kind: string) => (r: { reason: string; status: string; at: Date }) => ({
    kind,
    reason: kind === 'profile' ? profileReasonText(ctx, r.reason) : reportReasonText(ctx, r.reason),
    status: r.status,
    at: r.at.toISOString(),
  });
  return {
    ...row(p),
    pins: pinRows.map((x) => ({
      id: String(x.id),
      title: x.title || x.description.slice(0, 60) || tr(ctx, 'boards.pinNumber', { number: x.id }),
      imageUrl: `/img/236x/${x.sig}.jpg`,
      removed: x.deletedAt !== null,
    })),
    pinCount,
    boards: boardRows.map((b) => ({
      id: String(b.id),
      name: b.name,
      privacy: b.privacy,
      pinCount: b.n,
    })),
    reportsMade: [
      ...made.map(rep('pin')),
      ...madeC.map(rep('comment')),
      ...madeP.map(rep('profile')),
    ].sort((a, b) => b.at.localeCompare(a.at)),
    reportsReceived: [...recv.map(rep('pin')), ...recvP.map(rep('profile'))].sort((a, b) =>
      b.at.localeCompare(a.at),
    ),
    activeSessions: s[0]?.n ?? 0,
  };
}
