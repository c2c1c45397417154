import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { isReportReason, reportReasonLabel } from '#domain/feedback/feedback';
import type { Ctx } from '../../context.ts';
import { pinHides, pinReports, pins, users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { requireEmployee, requireUser } from '../accounts/sessions.ts';
import { type Reader, tr } from '../platform/i18n.ts';
import { feedbackTarget, type HideState } from './hides.ts';

/**
 * Issue 13: the viewer reports a pin for a reason. The report waits for an employee at
 * /admin/reports, and the pin leaves the reporter's feeds at once as 'Reported' (no Undo,
 * P-153). Reporting the same pin again while a report is open changes nothing.
 */
export async function reportPin(
  ctx: Ctx,
  pinId: number,
  reason: string,
  feedbackType = 'pfy',
): Promise<HideState & { reportId: string }> {
  const me = requireUser(ctx, tr(ctx, 'errors.feedback.reportPinPrompt'));
  if (!isReportReason(reason)) throw badRequest(tr(ctx, 'errors.feedback.chooseReason'));
  await feedbackTarget(ctx, me, pinId);
  const reportId = await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: pinReports.id })
      .from(pinReports)
      .where(
        and(
          eq(pinReports.pinId, pinId),
          eq(pinReports.reporterId, me),
          eq(pinReports.status, 'open'),
        ),
      )
      .limit(1);
    const id =
      open?.id ??
      (
        await tx
          .insert(pinReports)
          .values({ pinId, reporterId: me, reason, createdAt: ctx.now() })
          .returning({ id: pinReports.id })
      )[0]?.id;
    await tx
      .insert(pinHides)
      .values({ userId: me, pinId, feedbackType, status: 'reported', createdAt: ctx.now() })
      .onConflictDoUpdate({
        target: [pinHides.userId, pinHides.pinId],
        set: { status: 'reported' },
      });
    return id;
  });
  return {
    pinId: String(pinId),
    hidden: true,
    status: 'reported',
    feedbackType,
    reportId: String(reportId),
  };
}

/**
 * A report's stored reason (a code) as its label in the reader's language (decision 064); a code
 * this version no longer lists is shown as it is.
 */
export function reportReasonText(reader: Reader, reason: string): string {
  const id = reportReasonLabel(reason);
  return id ? tr(reader, id) : reason;
}

export interface OpenReport {
  id: string;
  reason: string;
  reasonLabel: string;
  createdAt: string;
  pin: { id: string; title: string; imageUrl: string };
  reporter: { id: string; username: string; fullName: string };
  /** decision 057: whose pin it is, and where it links */
  pinner: { id: string; username: string };
  link: string | null;
}

/** Open reports for an employee, oldest first (everyone else: 404). */
export async function listOpenReports(ctx: Ctx, limit = 200): Promise<OpenReport[]> {
  requireEmployee(ctx);
  const rows = await ctx.db
    .select({
      id: pinReports.id,
      reason: pinReports.reason,
      createdAt: pinReports.createdAt,
      pinId: pins.id,
      title: pins.title,
      description: pins.description,
      signature: pins.imageSignature,
      reporterId: users.id,
      pinnerId: pins.pinnerId,
      pinner: sql<string>`(select pu.username from users pu where pu.id = ${pins.pinnerId})`,
      link: pins.link,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(pinReports)
    .innerJoin(pins, eq(pins.id, pinReports.pinId))
    .innerJoin(users, eq(users.id, pinReports.reporterId))
    .where(and(eq(pinReports.status, 'open'), isNull(pins.deletedAt)))
    .orderBy(asc(pinReports.createdAt), asc(pinReports.id))
    .limit(limit);
  return rows.map((r) => ({
    id: String(r.id),
    reason: r.reason,
    reasonLabel: reportReasonText(ctx, r.reason),
    createdAt: r.createdAt.toISOString(),
    pin: {
      id: String(r.pinId),
      title:
        r.title || r.description.slice(0, 80) || tr(ctx, 'boards.pinNumber', { number: r.pinId }),
      imageUrl: `/img/236x/${r.signature}.jpg`,
    },
    pinner: { id: String(r.pinnerId), username: r.pinner },
    link: r.link,
    reporter: {
      id: String(r.reporterId),
      username: r.username,
      fullName: `${r.firstName} ${r.lastName}`.trim() || r.username,
    },
  }));
}
