import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  type AuditFilter,
  auditActionLabel,
  COMMAND_LINE_ACTOR,
} from '#domain/moderation/moderation';
import type { Ctx } from '../../context.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { requireEmployee, requireUser, type Tx } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';

export interface AuditEntryInput {
  /** the administrator, or null for the command line run without --as */
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  /** what the target was called then (a username, a pin's title, a host) */
  targetLabel?: string;
  reason?: string;
  details?: Record<string, unknown>;
}

/**
 * Issue 37 (decision 057): writes one audit entry inside the action's own transaction `tx`, so
 * the action and its record stand or fall together. The actor's username is copied in; the
 * database refuses any later UPDATE or DELETE of the row (migration 0029's triggers).
 */
export async function recordAudit(tx: Tx, entry: AuditEntryInput): Promise<void> {
  let actorName = COMMAND_LINE_ACTOR;
  if (entry.actorId !== null) {
    const [a] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, entry.actorId))
      .limit(1);
    actorName = a?.username ?? `#${entry.actorId}`;
  }
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    actorName,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    targetLabel: entry.targetLabel ?? '',
    reason: entry.reason?.trim() ?? '',
    details: entry.details ?? {},
  });
}

/** The administrator acting in this request: employee check (404 otherwise), then their id. */
export function adminId(ctx: Ctx): number {
  requireEmployee(ctx);
  return requireUser(ctx, tr(ctx, 'errors.admin.logIn'));
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  actorId: string | null;
  action: string;
  actionLabel: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  reason: string;
  details: Record<string, unknown>;
}

const PAGE = 100;

function conditions(f: AuditFilter): SQL[] {
  const c: SQL[] = [];
  if (f.actor) c.push(sql`lower(${auditLog.actorName}) = lower(${f.actor})`);
  if (f.action) c.push(eq(auditLog.action, f.action));
  if (f.target) {
    const t = f.target;
    const like = `%${t.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const [type, id] = t.includes(':') ? t.split(':', 2) : [null, null];
    c.push(
      or(
        type && id ? and(eq(auditLog.targetType, type), eq(auditLog.targetId, id)) : undefined,
        eq(auditLog.targetId, t),
        sql`${auditLog.targetLabel} ilike ${like}`,
      ) as SQL,
    );
  }
  if (f.from) c.push(gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) c.push(lt(auditLog.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  return c;
}

/** The log for an administrator, newest first, filtered (everyone else: 404). */
export async function listAudit(ctx: Ctx, f: AuditFilter, limit = PAGE): Promise<AuditEntry[]> {
  requireEmployee(ctx);
  return readAudit(ctx.db, f, limit);
}

/** The log without the employee check (the command line and tests). */
export async function readAudit(db: Tx, f: AuditFilter, limit = PAGE): Promise<AuditEntry[]> {
  const c = conditions(f);
  const rows = await db
    .select()
    .from(auditLog)
    .where(c.length ? and(...c) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: String(r.id),
    at: r.createdAt.toISOString(),
    actor: r.actorName,
    actorId: r.actorId === null ? null : String(r.actorId),
    action: r.action,
    actionLabel: auditActionLabel(r.action),
    targetType: r.targetType,
    targetId: r.targetId,
    targetLabel: r.targetLabel,
    reason: r.reason,
    details: (r.details ?? {}) as Record<string, unknown>,
  }));
}
