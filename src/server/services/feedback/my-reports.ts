import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { type ReporterOutcome, reporterOutcome } from '#domain/moderation/moderation';
import type { Ctx } from '../../context.ts';
import { boards, pinReports, pins } from '../../db/schema/index.ts';
import { requireUser } from '../accounts/sessions.ts';
import { tr } from '../platform/i18n.ts';
import { reportReasonText } from './reports.ts';

export interface MyReport {
  id: string;
  reasonLabel: string;
  /** decision 059: every action reads 'actioned' to the reporter, a removal too */
  status: ReporterOutcome;
  createdAt: string;
  resolvedAt: string | null;
  /** The reported pin while the reporter may still see it; null once removed or made secret. */
  pin: { id: string; title: string; imageUrl: string } | null;
}

export interface MyRemovedPin {
  id: string;
  title: string;
  reasonLabel: string;
  removedAt: string | null;
}

const LIMIT = 200;

function titleOf(r: { title: string; description: string; pinId: number }): string {
  return r.title || r.description.slice(0, 80) || `Pin ${r.pinId}`;
}

/**
 * spec 02 §2 /reports-and-violations/ (M-085), decision 030: the viewer's own reports, newest
 * first, with what became of each; and the viewer's Pins an employee removed after a report.
 * A reported pin shows only while it is up and not on a secret board of someone else.
 */
export async function listMyReports(
  ctx: Ctx,
): Promise<{ reports: MyReport[]; removed: MyRemovedPin[] }> {
  const me = requireUser(ctx, tr(ctx, 'errors.feedback.logInToSeeReports'));
  const visible = and(
    isNull(pins.deletedAt),
    or(isNull(boards.id), sql`${boards.privacy} <> 'secret'`, eq(pins.pinnerId, me)),
  );
  const mine = await ctx.db
    .select({
      id: pinReports.id,
      reason: pinReports.reason,
      status: pinReports.status,
      createdAt: pinReports.createdAt,
      resolvedAt: pinReports.resolvedAt,
      pinId: pins.id,
      title: pins.title,
      description: pins.description,
      signature: pins.imageSignature,
      visible: sql<boolean>`coalesce(${visible}, false)`,
    })
    .from(pinReports)
    .innerJoin(pins, eq(pins.id, pinReports.pinId))
    .leftJoin(boards, eq(boards.id, pins.boardId))
    .where(eq(pinReports.reporterId, me))
    .orderBy(desc(pinReports.createdAt), desc(pinReports.id))
    .limit(LIMIT);
  const against = await ctx.db
    .select({
      pinId: pins.id,
      title: pins.title,
      description: pins.description,
      reason: pinReports.reason,
      resolvedAt: pinReports.resolvedAt,
    })
    .from(pinReports)
    .innerJoin(pins, eq(pins.id, pinReports.pinId))
    .where(and(eq(pins.pinnerId, me), eq(pinReports.status, 'removed')))
    .orderBy(desc(pinReports.resolvedAt), desc(pinReports.id))
    .limit(LIMIT);
  const seen = new Set<number>();
  const removed: MyRemovedPin[] = [];
  for (const r of against) {
    if (seen.has(r.pinId)) continue;
    seen.add(r.pinId);
    removed.push({
      id: String(r.pinId),
      title: titleOf(r),
      reasonLabel: reportReasonText(ctx, r.reason),
      removedAt: r.resolvedAt?.toISOString() ?? null,
    });
  }
  return {
    reports: mine.map((r) => ({
      id: String(r.id),
      reasonLabel: reportReasonText(ctx, r.reason),
      status: reporterOutcome(r.status),
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      pin: r.visible
        ? { id: String(r.pinId), title: titleOf(r), imageUrl: `/img/236x/${r.signature}.jpg` }
        : null,
    })),
    removed,
  };
}
