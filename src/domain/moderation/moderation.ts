/**
 * Issue 37 (decision 057): the rules of moderation and of its audit log, free of any database.
 * What they say to a person is a `Said` (decision 064), said by the server in the reader's
 * language.
 */

import type { Said } from '../i18n/said.ts';

/** Every action an administrator's hand writes to the audit log, with how /admin/log names it. */
export const AUDIT_ACTIONS = {
  'report.remove_pin': 'Removed a reported Pin',
  'report.dismiss': 'Dismissed a report',
  'report.warn': 'Warned a pinner',
  'report.suspend': 'Suspended a pinner from a report',
  'report.block_domain': 'Blocked a reported link’s domain',
  'report.remove_comment': 'Removed a reported comment',
  'report.dismiss_comment': 'Dismissed a comment report',
  'report.clear_profile': 'Cleared a reported profile',
  'report.dismiss_profile': 'Dismissed profile reports',
  'user.suspend': 'Suspended an account',
  'user.unsuspend': 'Unsuspended an account',
  'user.delete': 'Deleted an account',
  'user.role': 'Changed a role',
  'domain.list': 'Listed a domain',
  'domain.unlist': 'Unlisted a domain',
  'instance.settings': 'Changed the instance settings',
  'signup.approve': 'Approved a sign-up request',
  'signup.refuse': 'Refused a sign-up request',
  'invite.create': 'Made a sign-up invite link',
  'invite.revoke': 'Withdrew a sign-up invite link',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(s: string): s is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, s);
}

export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : action;
}

/** What the audit log says the command line did when no administrator was named with --as. */
export const COMMAND_LINE_ACTOR = 'command line';

export const MODERATION_REASON_MAX = 500;

/** Actions whose reason is told to the person (or kept for the log) and may not be left out. */
const REASON_REQUIRED: ReadonlySet<string> = new Set([
  'report.remove_pin',
  'report.warn',
  'report.suspend',
  'user.suspend',
  'user.delete',
]);

/** The problem with a moderator's reason for `action`, or null when it will do. */
export function moderationReasonProblem(action: string, reason: string): Said | null {
  const r = reason.trim();
  if (!r && REASON_REQUIRED.has(action)) return { id: 'errors.moderation.reasonRequired' };
  if ([...r].length > MODERATION_REASON_MAX) {
    return { id: 'errors.moderation.reasonTooLong', values: { max: MODERATION_REASON_MAX } };
  }
  return null;
}

export type Role = 'user' | 'partner' | 'employee';
export const ROLES: readonly Role[] = ['user', 'partner', 'employee'];

export function isRole(s: string): s is Role {
  return (ROLES as readonly string[]).includes(s);
}

export interface Subject {
  id: number;
  role: string;
  suspended: boolean;
}

/**
 * Whether an administrator (null: the command line) may do `action` to `target`, or why not.
 * Nobody suspends, deletes or demotes themselves (an instance must not lock its last hand out by
 * a slip); suspending an administrator needs their role changed first.
 */
export function moderationRefusal(
  actorId: number | null,
  action: 'suspend' | 'unsuspend' | 'delete' | 'role',
  target: Subject,
): Said | null {
  const self = actorId !== null && actorId === target.id;
  if (action === 'suspend') {
    if (self) return { id: 'errors.moderation.suspendSelf' };
    if (target.role === 'employee') return { id: 'errors.moderation.suspendAdmin' };
    if (target.suspended) return { id: 'errors.moderation.alreadySuspended' };
  }
  if (action === 'unsuspend' && !target.suspended) return { id: 'errors.moderation.notSuspended' };
  if (action === 'delete' && self) return { id: 'errors.moderation.deleteSelf' };
  if (action === 'role' && self) return { id: 'errors.moderation.roleSelf' };
  return null;
}

/** The confirmation a deletion asks for: the person's username, typed as it is. */
export function deletionConfirmed(username: string, typed: string): boolean {
  return typed.trim().replace(/^@/, '').toLowerCase() === username.toLowerCase();
}

/** What sign-in answers a suspended person: the moderators' reason kept as they wrote it. */
export function suspendedSignInMessage(reason: string): Said {
  const r = reason.trim();
  return r
    ? { id: 'errors.moderation.suspendedFor', name: r }
    : { id: 'errors.moderation.suspended' };
}

/** The report queue's decisions on a pin, each closing the report. */
export const PIN_REPORT_ACTIONS = ['remove', 'dismiss', 'warn', 'suspend', 'block-domain'] as const;
export type PinReportAction = (typeof PIN_REPORT_ACTIONS)[number];

export function isPinReportAction(s: string): s is PinReportAction {
  return (PIN_REPORT_ACTIONS as readonly string[]).includes(s);
}

/** The audit action a report decision writes. */
export function auditActionOfReport(a: PinReportAction): AuditAction {
  const map: Record<PinReportAction, AuditAction> = {
    remove: 'report.remove_pin',
    dismiss: 'report.dismiss',
    warn: 'report.warn',
    suspend: 'report.suspend',
    'block-domain': 'report.block_domain',
  };
  return map[a];
}

/** The host a pin's link names, lowercased without `www.`, or null for none or not http(s). */
export function linkDomain(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const u = new URL(link);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    const h = u.hostname.toLowerCase().replace(/\.$/, '');
    return h.startsWith('www.') ? h.slice(4) : h || null;
  } catch {
    return null;
  }
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

/** /admin/log's filters from its query string: unknown actions and bad dates are dropped. */
export function parseAuditFilter(q: URLSearchParams): AuditFilter {
  const f: AuditFilter = {};
  const actor = q.get('actor')?.trim();
  if (actor) f.actor = actor.replace(/^@/, '').slice(0, 60);
  const action = q.get('action')?.trim();
  if (action && isAuditAction(action)) f.action = action;
  const target = q.get('target')?.trim();
  if (target) f.target = target.slice(0, 100);
  for (const k of ['from', 'to'] as const) {
    const v = q.get(k)?.trim();
    if (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))) f[k] = v;
  }
  return f;
}

/** What a reporter is told of their report: whether it waits, needed nothing, or was acted on. */
export type ReporterOutcome = 'open' | 'no-action' | 'actioned';

/**
 * Issue 37 ("tells the reporter that action was taken, without saying which"), decision 059:
 * every action (remove, warn, suspend, block the domain) reads the same to the reporter; only a
 * dismissal says no action was needed.
 */
export function reporterOutcome(status: string): ReporterOutcome {
  if (status === 'open') return 'open';
  if (status === 'dismissed') return 'no-action';
  return 'actioned';
}
