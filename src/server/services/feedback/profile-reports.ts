import { aliasedTable, and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  clearedProfile,
  mayReportProfile,
  type ProfileReportResolution,
  type ProfileReportStatus,
  profileReportProblem,
  profileReportReasonLabel,
  profileReportStatus,
} from '#domain/feedback/profile-reports';
import type { Ctx } from '../../context.ts';
import { userReports, users } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { requireEmployee, requireUser } from '../accounts/sessions.ts';
import { recordAudit } from '../admin/audit.ts';
import { declareChanges, userTag } from '../platform/data-version.ts';
import { type Reader, tr, trSaid } from '../platform/i18n.ts';
import { consume } from '../platform/rate-limit.ts';

const LIMIT = 500;

interface Person {
  username: string;
  fullName: string;
}

/** A stored reason (a code) as its label in the reader's language; an unlisted code as it is. */
export function profileReasonText(reader: Reader, reason: string): string {
  const id = profileReportReasonLabel(reason);
  return id ? tr(reader, id) : reason;
}

function nameOf(u: { username: string; firstName: string; lastName: string }): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}

/**
 * Decision 046: the viewer reports someone else's profile for a reason, with optional details.
 * It waits for an employee at /admin/reports. A second report while the first is open is a 409
 * that says so; reports are rate-limited per reporter; one's own profile is a 400.
 */
export async function reportProfile(
  ctx: Ctx,
  input: { userId: number; reason: string; details?: string },
): Promise<{ reportId: string; userId: string }> {
  const me = requireUser(ctx, tr(ctx, 'errors.feedback.reportProfilePrompt'));
  const details = (input.details ?? '').trim();
  const problem = profileReportProblem(input.reason, details);
  if (problem) throw badRequest(trSaid(ctx, problem));
  if (mayReportProfile(String(me), String(input.userId)) === 'self') {
    throw badRequest(tr(ctx, 'errors.feedback.cantReportOwnProfile'));
  }
  const [target] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!target) throw notFound(tr(ctx, 'errors.feedback.profileGone'));
  await consume(ctx, 'profileReports', String(me), {
    message: tr(ctx, 'errors.feedback.tooManyReports'),
  });
  // decision 039: a report is in no cache but the admin's page and the reporter's own
  declareChanges(ctx, [userTag(me)]);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userReports)
      .values({
        userId: target.id,
        reporterId: me,
        reason: input.reason,
        details,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: userReports.id });
    return row?.id;
  });
  if (id === undefined) {
    throw new AppError('conflict', tr(ctx, 'errors.feedback.alreadyReported'));
  }
  return { reportId: String(id), userId: String(target.id) };
}

export interface OpenProfileReport {
  /** the reported person's id: the admin page decides per profile */
  id: string;
  profile: {
    id: string;
    username: string;
    fullName: string;
    imageUrl: string | null;
    about: string;
    websiteUrl: string | null;
  };
  count: number;
  /** ISO time of the oldest open report */
  createdAt: string;
  reasons: { label: string; count: number }[];
  details: { text: string; reporter: Person }[];
  reporters: Person[];
}

const reporters = aliasedTable(users, 'reporter');

/**
 * Open profile reports for an employee (everyone else: 404), one entry per profile with how
 * many people reported it and why; the profile reported longest ago first.
 */
export async function listOpenProfileReports(ctx: Ctx): Promise<OpenProfileReport[]> {
  requireEmployee(ctx);
  const rows = await ctx.db
    .select({ r: userReports, u: users, by: reporters })
    .from(userReports)
    .innerJoin(users, eq(users.id, userReports.userId))
    .innerJoin(reporters, eq(reporters.id, userReports.reporterId))
    .where(and(eq(userReports.status, 'open'), isNull(users.deletedAt)))
    .orderBy(asc(userReports.createdAt), asc(userReports.id))
    .limit(LIMIT);
  const byProfile = new Map<number, OpenProfileReport>();
  for (const { r, u, by } of rows) {
    let entry = byProfile.get(u.id);
    if (!entry) {
      const sig = u.avatarSignature;
      entry = {
        id: String(u.id),
        profile: {
          id: String(u.id),
          username: u.username,
          fullName: nameOf(u),
          imageUrl: sig ? `/img/136x136/${sig}.jpg` : null,
          about: u.about,
          websiteUrl: u.websiteUrl,
        },
        count: 0,
        createdAt: r.createdAt.toISOString(),
        reasons: [],
        details: [],
        reporters: [],
      };
      byProfile.set(u.id, entry);
    }
    const reporter = { username: by.username, fullName: nameOf(by) };
    entry.count += 1;
    entry.reporters.push(reporter);
    const label = profileReasonText(ctx, r.reason);
    const reason = entry.reasons.find((x) => x.label === label);
    if (reason) reason.count += 1;
    else entry.reasons.push({ label, count: 1 });
    if (r.details) entry.details.push({ text: r.details, reporter });
  }
  for (const e of byProfile.values()) e.reasons.sort((a, b) => b.count - a.count);
  return [...byProfile.values()];
}

/**
 * An employee decides on every open report of one profile, in one transaction, recording who
 * and when: 'cleared' empties the profile (clearedProfile), 'dismissed' leaves it as it is.
 */
export async function resolveProfileReports(
  ctx: Ctx,
  userId: number,
  resolution: ProfileReportResolution,
): Promise<{ status: ProfileReportResolution; username: string; count: number }> {
  requireEmployee(ctx);
  const me = requireUser(ctx, tr(ctx, 'errors.admin.logIn'));
  return ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(userReports)
      .set({ status: resolution, resolvedAt: ctx.now(), resolvedBy: me })
      .where(and(eq(userReports.userId, userId), eq(userReports.status, 'open')))
      .returning({ reporterId: userReports.reporterId });
    if (closed.length === 0) throw notFound(tr(ctx, 'errors.feedback.noOpenReport'));
    // a dismissal changes the reporters' own pages; a cleared profile shows in every answer
    // that names its person, so a clear declares nothing narrower (decision 039: everything)
    if (resolution === 'dismissed') {
      declareChanges(ctx, [userTag(me), ...closed.map((r) => userTag(r.reporterId))]);
    }
    const [person] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    if (!person) throw notFound(tr(ctx, 'errors.feedback.profileGone'));
    if (resolution === 'cleared') {
      await tx
        .update(users)
        .set({ ...clearedProfile(person.username), updatedAt: ctx.now() })
        .where(eq(users.id, userId));
    }
    // decision 057: audited in the decision's transaction
    await recordAudit(tx, {
      actorId: me,
      action: resolution === 'cleared' ? 'report.clear_profile' : 'report.dismiss_profile',
      targetType: 'user',
      targetId: userId,
      targetLabel: person.username,
      details: { reports: closed.length },
    });
    return { status: resolution, username: person.username, count: closed.length };
  });
}

export interface MyProfileReport {
  id: string;
  reasonLabel: string;
  status: ProfileReportStatus;
  createdAt: string;
  resolvedAt: string | null;
  /** null once the account is gone */
  profile: Person | null;
}

/**
 * The reporter's side (decision 046): the profiles the viewer reported, newest first, with
 * what became of each; and the times an employee cleared the viewer's own profile.
 */
export async function listMyProfileReports(
  ctx: Ctx,
): Promise<{ profiles: MyProfileReport[]; clearedAt: string[] }> {
  const me = requireUser(ctx, tr(ctx, 'errors.feedback.logInToSeeReports'));
  const mine = await ctx.db
    .select({ r: userReports, u: users })
    .from(userReports)
    .innerJoin(users, eq(users.id, userReports.userId))
    .where(eq(userReports.reporterId, me))
    .orderBy(desc(userReports.createdAt), desc(userReports.id))
    .limit(LIMIT);
  const cleared = await ctx.db
    .selectDistinct({ at: userReports.resolvedAt })
    .from(userReports)
    .where(and(eq(userReports.userId, me), eq(userReports.status, 'cleared')))
    .orderBy(sql`${userReports.resolvedAt} desc`)
    .limit(50);
  return {
    profiles: mine.map(({ r, u }) => ({
      id: String(r.id),
      reasonLabel: profileReasonText(ctx, r.reason),
      status: profileReportStatus(r.status),
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      profile: u.deletedAt ? null : { username: u.username, fullName: nameOf(u) },
    })),
    clearedAt: cleared.flatMap((c) => (c.at ? [c.at.toISOString()] : [])),
  };
}
