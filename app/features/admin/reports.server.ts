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
import { text as say } from '../../lib/i18n.server';
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

type Context = AppLoadContext;

/**
 * Each decision the page posts: which id field it reads, what it does, and what it says (in the
 * request's language, decision 064).
 */
const DECISIONS: Record<
  string,
  { field: string; run(c: Context, id: number, reason: string): Promise<string> }
> = {
  remove: {
    field: 'report',
    run: async (c, id, reason) =>
      say(c, 'admin.reports.removedDone', {
        pin: (await resolvePinReport(c.ctx, id, 'remove', reason)).pinId,
      }),
  },
  dismiss: {
    field: 'report',
    run: async (c, id, reason) =>
      say(c, 'admin.reports.dismissedDone', {
        pin: (await resolvePinReport(c.ctx, id, 'dismiss', reason)).pinId,
      }),
  },
  warn: {
    field: 'report',
    run: async (c, id, reason) =>
      say(c, 'admin.reports.warnedDone', {
        username: (await resolvePinReport(c.ctx, id, 'warn', reason)).pinner,
      }),
  },
  suspend: {
    field: 'report',
    run: async (c, id, reason) =>
      say(c, 'admin.reports.suspendedDone', {
        username: (await resolvePinReport(c.ctx, id, 'suspend', reason)).pinner,
      }),
  },
  'block-domain': {
    field: 'report',
    run: async (c, id, reason) =>
      say(c, 'admin.reports.blockedDone', {
        host: (await resolvePinReport(c.ctx, id, 'block-domain', reason)).host,
      }),
  },
  'remove-comment': {
    field: 'report',
    run: async (c, id) => {
      await resolveCommentReport(c.ctx, id, 'removed');
      return say(c, 'admin.reports.commentRemovedDone');
    },
  },
  'dismiss-comment': {
    field: 'report',
    run: async (c, id) => {
      await resolveCommentReport(c.ctx, id, 'dismissed');
      return say(c, 'admin.reports.commentDismissedDone');
    },
  },
  // decision 046: one decision closes every open report of the profile
  'clear-profile': {
    field: 'profile',
    run: async (c, id) =>
      say(c, 'admin.reports.profileClearedDone', {
        username: (await resolveProfileReports(c.ctx, id, 'cleared')).username,
      }),
  },
  'dismiss-profile': {
    field: 'profile',
    run: async (c, id) =>
      say(c, 'admin.reports.profileDismissedDone', {
        username: (await resolveProfileReports(c.ctx, id, 'dismissed')).username,
      }),
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
    return formFailure(new AppError('bad_request', say(context, 'admin.unknownForm')), {});
  }
  try {
    return formSuccess(await decision.run(context, id, text(form, 'reason')), intent);
  } catch (e) {
    return formFailure(e, { [decision.field]: raw, reason: text(form, 'reason') }, intent);
  }
}
