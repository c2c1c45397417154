import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isReportReason, type ReportResolution } from '#domain/feedback/feedback';
import type { Ctx } from '../../context.ts';
import { commentReports, comments, pins, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireEmployee, requireUser } from '../accounts/sessions.ts';
import { recordAudit } from '../admin/audit.ts';
import { reportReasonText } from '../feedback/reports.ts';
import { declareChanges, pinTag, userTag } from '../platform/data-version.ts';
import { tr } from '../platform/i18n.ts';
import { conversationOf } from './access.ts';
import { removeComment } from './write.ts';

/**
 * Decision 042: the viewer reports a comment on a pin they can see, for one of decision 015's
 * reasons. It waits for an employee at /admin/reports; reporting it again while the report is
 * open changes nothing.
 */
export async function reportComment(
  ctx: Ctx,
  input: { pinId: number; commentId: number; reason: string },
): Promise<{ commentId: string; reported: true }> {
  const me = requireUser(ctx, tr(ctx, 'errors.comments.reportPrompt'));
  // decision 039: a report is in no cache but the admin's own page
  declareChanges(ctx, [userTag(me)]);
  if (!isReportReason(input.reason)) {
    throw badRequest(tr(ctx, 'errors.comments.chooseReason'));
  }
  const conv = await conversationOf(ctx, input.pinId);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: comments.id, authorId: comments.authorId })
      .from(comments)
      .where(and(eq(comments.id, input.commentId), eq(comments.pinId, conv.rootId)))
      .limit(1);
    if (!row) throw notFound(tr(ctx, 'errors.comments.gone'));
    if (row.authorId === me) throw badRequest(tr(ctx, 'errors.comments.cantReportOwn'));
    await tx
      .insert(commentReports)
      .values({ commentId: row.id, reporterId: me, reason: input.reason, createdAt: ctx.now() })
      .onConflictDoNothing();
  });
  return { commentId: String(input.commentId), reported: true };
}

export interface OpenCommentReport {
  id: string;
  reasonLabel: string;
  createdAt: string;
  comment: { id: string; text: string; authorName: string; authorUsername: string };
  pinId: string;
  reporter: { username: string; fullName: string };
}

/** Open comment reports for an employee, oldest first (everyone else: 404). */
export async function listOpenCommentReports(ctx: Ctx, limit = 200): Promise<OpenCommentReport[]> {
  requireEmployee(ctx);
  const rows = await ctx.db
    .select({ r: commentReports, c: comments, reporter: users })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .innerJoin(pins, eq(pins.id, comments.pinId))
    .innerJoin(users, eq(users.id, commentReports.reporterId))
    .where(and(eq(commentReports.status, 'open'), isNull(pins.deletedAt)))
    .orderBy(asc(commentReports.createdAt), asc(commentReports.id))
    .limit(limit);
  const authorIds = [...new Set(rows.map((r) => r.c.authorId))];
  const authors = authorIds.length
    ? await ctx.db
        .select({
          id: users.id,
          username: users.username,
          first: users.firstName,
          last: users.lastName,
        })
        .from(users)
        .where(inArray(users.id, authorIds))
    : [];
  const byId = new Map(authors.map((a) => [a.id, a]));
  const name = (u: { username: string; first: string; last: string }) =>
    `${u.first} ${u.last}`.trim() || u.username;
  return rows.map(({ r, c, reporter }) => {
    const author = byId.get(c.authorId);
    return {
      id: String(r.id),
      reasonLabel: reportReasonText(ctx, r.reason),
      createdAt: r.createdAt.toISOString(),
      comment: {
        id: String(c.id),
        text: c.text,
        authorName: author ? name(author) : '',
        authorUsername: author?.username ?? '',
      },
      pinId: String(c.pinId),
      reporter: {
        username: reporter.username,
        fullName: name({
          username: reporter.username,
          first: reporter.firstName,
          last: reporter.lastName,
        }),
      },
    };
  });
}

/**
 * An employee resolves an open comment report: 'removed' deletes the comment (its replies and
 * reports go with it), 'dismissed' closes this report and leaves the comment.
 */
export async function resolveCommentReport(
  ctx: Ctx,
  reportId: number,
  resolution: ReportResolution,
): Promise<{ status: ReportResolution; pinId: string }> {
  requireEmployee(ctx);
  const me = requireUser(ctx, tr(ctx, 'errors.admin.logIn'));
  return ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .select({ status: commentReports.status, commentId: comments.id, pinId: comments.pinId })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .where(eq(commentReports.id, reportId))
      .limit(1);
    if (!report) throw notFound(tr(ctx, 'errors.comments.noReport'));
    if (report.status !== 'open')
      throw badRequest(tr(ctx, 'errors.comments.alreadyResolved', { status: report.status }));
    if (resolution === 'removed') {
      const dropped = await removeComment(tx, report.pinId, report.commentId);
      declareChanges(ctx, [pinTag(report.pinId), ...dropped.map(userTag)]);
    } else {
      declareChanges(ctx, [userTag(me)]);
      await tx
        .update(commentReports)
        .set({ status: 'dismissed', resolvedAt: ctx.now(), resolvedBy: me })
        .where(eq(commentReports.id, reportId));
    }
    // decision 057: audited in the decision's transaction
    await recordAudit(tx, {
      actorId: me,
      action: resolution === 'removed' ? 'report.remove_comment' : 'report.dismiss_comment',
      targetType: 'comment',
      targetId: report.commentId,
      // no label: the log names a comment by its pin (details.pinId) in the reader's language
      details: { reportId, pinId: report.pinId },
    });
    return { status: resolution, pinId: String(report.pinId) };
  });
}
