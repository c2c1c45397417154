import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  auditActionOfReport,
  linkDomain,
  moderationReasonProblem,
  type PinReportAction,
} from '#domain/moderation/moderation';
import type { Ctx } from '../../context.ts';
import { pinReports, pins, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { TxOf } from '../accounts/auth.ts';
import { reportReasonText } from '../feedback/reports.ts';
import { upsertDomain } from '../outbound/safety-list.ts';
import { softDeletePin } from '../pins/write.ts';
import { tr, trSaid } from '../platform/i18n.ts';
import { adminId, recordAudit } from './audit.ts';
import { sendNotice } from './notices.ts';
import { suspendIn } from './users.ts';

const STATUS_OF: Record<PinReportAction, string> = {
  remove: 'removed',
  dismiss: 'dismissed',
  warn: 'warned',
  suspend: 'suspended',
  'block-domain': 'blocked',
};

export interface ReportOutcome {
  reportId: string;
  pinId: string;
  pinner: string;
  host: string | null;
  action: PinReportAction;
}

/**
 * Issue 37 (decision 057): one decision on an open pin report, in one transaction with its audit
 * entry. Removing, warning, suspending and blocking the link's domain close every open report
 * of the pin (they answer the pin, not one report); dismissing closes this one. Each reporter
 * whose report closes is told that it was reviewed and acted on, never how. `actorId` null is
 * the command line.
 */
export async function resolvePinReportIn(
  ctx: Ctx,
  tx: TxOf,
  actorId: number | null,
  reportId: number,
  action: PinReportAction,
  reason: string,
): Promise<ReportOutcome> {
  const audit = auditActionOfReport(action);
  const problem = moderationReasonProblem(audit, reason);
  if (problem) throw badRequest(trSaid(ctx, problem));
  const [r] = await tx
    .select({
      id: pinReports.id,
      status: pinReports.status,
      reason: pinReports.reason,
      pinId: pins.id,
      boardId: pins.boardId,
      sectionId: pins.sectionId,
      link: pins.link,
      title: pins.title,
      pinnerId: pins.pinnerId,
      pinner: users.username,
    })
    .from(pinReports)
    .innerJoin(pins, eq(pins.id, pinReports.pinId))
    .innerJoin(users, eq(users.id, pins.pinnerId))
    .where(eq(pinReports.id, reportId))
    .limit(1);
  if (!r) throw notFound(tr(ctx, 'errors.admin.noSuchReport'));
  if (r.status !== 'open')
    throw badRequest(tr(ctx, 'errors.admin.reportDone', { status: r.status }));
  const host = linkDomain(r.link);
  const now = ctx.now();
  if (action === 'remove') {
    await softDeletePin(
      ctx,
      tx,
      { id: r.pinId, boardId: r.boardId, sectionId: r.sectionId },
      actorId ?? r.pinnerId,
    );
    await sendNotice(ctx, tx, {
      recipientId: r.pinnerId,
      kind: 'pin_removed',
      pinId: r.pinId,
      message: reason,
      key: String(r.pinId),
    });
  } else if (action === 'warn') {
    await sendNotice(ctx, tx, {
      recipientId: r.pinnerId,
      kind: 'warning',
      pinId: r.pinId,
      message: reason,
      key: `report:${r.id}`,
    });
  } else if (action === 'suspend') {
    await suspendIn(ctx, tx, actorId, r.pinnerId, reason, 'report.suspend', {
      reportId: r.id,
      pinId: r.pinId,
    });
  } else if (action === 'block-domain') {
    if (!host) throw badRequest(tr(ctx, 'errors.admin.noDomain'));
    await upsertDomain(tx, { host, status: 'blocked', message: '' }, actorId, now);
  }
  const closed = await tx
    .update(pinReports)
    .set({ status: STATUS_OF[action], resolvedAt: now, resolvedBy: actorId })
    .where(
      and(
        action === 'dismiss' ? eq(pinReports.id, r.id) : eq(pinReports.pinId, r.pinId),
        eq(pinReports.status, 'open'),
      ),
    )
    .returning({ id: pinReports.id, reporterId: pinReports.reporterId });
  for (const c of closed) {
    await sendNotice(ctx, tx, {
      recipientId: c.reporterId,
      kind: action === 'dismiss' ? 'report_dismissed' : 'report_actioned',
      key: String(c.id),
    });
  }
  // suspending writes its own entry (with the report in its details); the others write this one
  if (action !== 'suspend') {
    await recordAudit(tx, {
      actorId,
      action: audit,
      targetType: action === 'block-domain' ? 'domain' : 'pin',
      targetId: action === 'block-domain' && host ? host : r.pinId,
      // a pin without a title has no label: the log names it by its id in the reader's language
      targetLabel: action === 'block-domain' && host ? host : r.title,
      reason,
      details: {
        reportId: r.id,
        pinId: r.pinId,
        pinner: r.pinner,
        reportReason: r.reason,
        closedReports: closed.map((c) => c.id),
      },
    });
  }
  return { reportId: String(r.id), pinId: String(r.pinId), pinner: r.pinner, host, action };
}

export async function resolvePinReport(
  ctx: Ctx,
  reportId: number,
  action: PinReportAction,
  reason: string,
): Promise<ReportOutcome> {
  const me = adminId(ctx);
  return ctx.db.transaction((tx) => resolvePinReportIn(ctx, tx, me, reportId, action, reason));
}

export interface EarlierReport {
  reportId: string;
  pinId: string;
  reasonLabel: string;
  status: string;
  createdAt: string;
}

/** Earlier reports of other pins of the same pinners (the queue shows them with each report). */
export async function earlierReportsOf(
  ctx: Ctx,
  pinnerIds: readonly number[],
  exceptPins: readonly number[],
): Promise<Map<number, EarlierReport[]>> {
  const out = new Map<number, EarlierReport[]>();
  if (!pinnerIds.length) return out;
  const rows = await ctx.db
    .select({
      id: pinReports.id,
      pinId: pins.id,
      pinnerId: pins.pinnerId,
      reason: pinReports.reason,
      status: pinReports.status,
      createdAt: pinReports.createdAt,
    })
    .from(pinReports)
    .innerJoin(pins, eq(pins.id, pinReports.pinId))
    .where(
      and(
        inArray(pins.pinnerId, [...pinnerIds]),
        exceptPins.length ? ne(pinReports.status, 'open') : undefined,
      ),
    )
    .orderBy(desc(pinReports.createdAt))
    .limit(500);
  for (const r of rows) {
    const list = out.get(r.pinnerId) ?? [];
    if (list.length < 10) {
      list.push({
        reportId: String(r.id),
        pinId: String(r.pinId),
        reasonLabel: reportReasonText(ctx, r.reason),
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      });
    }
    out.set(r.pinnerId, list);
  }
  return out;
}
