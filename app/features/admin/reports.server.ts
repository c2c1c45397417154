import type { AppLoadContext } from 'react-router';
import { AppError } from '#server/errors';
import { requireEmployee } from '#server/services/accounts/sessions';
import { earlierReportsOf, resolvePinReport } from '#server/services/admin/report-actions';
import { listOpenCommentReports, resolveCommentReport } from '#server/services/comments/reports';
import {
  listOpenProfileReports,
  resolveProfileReports,
} from '#server/services/feedback/profile-reports';
import { listOpenReports } from '#server/services/feedback/reports';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { fromService } from '../../lib/loader.server';

/** Open pin, comment and profile reports for an employee; everyone else gets the 404. */
export async function loadReports(context: AppLoadContext) {
  const { ctx } = context;
  const [open, commentReports, profileReports] = await fromService(() =>
    Promise.all([listOpenReports(ctx), listOpenCommentReports(ctx), listOpenProfileReports(ctx)]),
  );
  // decision 057: each pin report shows earlier reports about the same pinner
  const earlier = await earlierReportsOf(
    ctx,
    [...new Set(open.map((r) => Number(r.pinner.id)))],
    open.map((r) => Number(r.pin.id)),
  );
  const reports = open.map((r) => ({
    ...r,
    earlier: (earlier.get(Number(r.pinner.id)) ?? []).filter((e) => e.pinId !== r.pin.id),
  }));
  return { reports, commentReports, profileReports };
}

type Ctx = AppLoadContext['ctx'];

/** Each decision the page posts: which id field it reads, what it does, and what it says. */
const DECISIONS: Record<
  string,
  { field: string; run(ctx: Ctx, id: number, reason: string): Promise<string> }
> = {
  remove: {
    field: 'report',
    run: async (ctx, id, reason) =>
      `Pin ${(await resolvePinReport(ctx, id, 'remove', reason)).pinId} was removed: it is unavailable everywhere now, and its pinner was told why.`,
  },
  dismiss: {
    field: 'report',
    run: async (ctx, id, reason) =>
      `The report on Pin ${(await resolvePinReport(ctx, id, 'dismiss', reason)).pinId} was dismissed: the Pin stays up.`,
  },
  warn: {
    field: 'report',
    run: async (ctx, id, reason) =>
      `@${(await resolvePinReport(ctx, id, 'warn', reason)).pinner} was warned.`,
  },
  suspend: {
    field: 'report',
    run: async (ctx, id, reason) =>
      `@${(await resolvePinReport(ctx, id, 'suspend', reason)).pinner} is suspended: their sessions ended and their content is hidden.`,
  },
  'block-domain': {
    field: 'report',
    run: async (ctx, id, reason) =>
      `${(await resolvePinReport(ctx, id, 'block-domain', reason)).host} is blocked.`,
  },
  'remove-comment': {
    field: 'report',
    run: async (ctx, id) => {
      await resolveCommentReport(ctx, id, 'removed');
      return 'The comment was removed with its replies.';
    },
  },
  'dismiss-comment': {
    field: 'report',
    run: async (ctx, id) => {
      await resolveCommentReport(ctx, id, 'dismissed');
      return 'The report was dismissed: the comment stays up.';
    },
  },
  // decision 046: one decision closes every open report of the profile
  'clear-profile': {
    field: 'profile',
    run: async (ctx, id) =>
      `@${(await resolveProfileReports(ctx, id, 'cleared')).username}’s profile was cleared.`,
  },
  'dismiss-profile': {
    field: 'profile',
    run: async (ctx, id) =>
      `The reports on @${(await resolveProfileReports(ctx, id, 'dismissed')).username} were dismissed: the profile stays as it is.`,
  },
};

/**
 * One decision on a report (or on a profile's reports). The CSRF check comes first (a forged
 * post is a 403 whoever sends it), then the employee check (a 404 to anyone else).
 */
export async function reportsAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const { ctx } = context;
  await fromService(async () => requireEmployee(ctx));
  const intent = text(form, 'intent');
  const decision = Object.hasOwn(DECISIONS, intent) ? DECISIONS[intent] : undefined;
  const raw = decision ? text(form, decision.field) : '';
  const id = Number(raw);
  if (!decision || !Number.isSafeInteger(id) || id < 1) {
    return formFailure(new AppError('bad_request', 'This form is not known.'), {});
  }
  try {
    return formSuccess(await decision.run(ctx, id, text(form, 'reason')), intent);
  } catch (e) {
    return formFailure(e, { [decision.field]: raw, reason: text(form, 'reason') }, intent);
  }
}
