import type { AppLoadContext } from 'react-router';
import { AppError } from '#server/errors';
import { requireEmployee } from '#server/services/accounts/sessions';
import { listOpenCommentReports, resolveCommentReport } from '#server/services/comments/reports';
import { listOpenReports, resolveReport } from '#server/services/feedback/reports';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { fromService } from '../../lib/loader.server';

/** Open pin reports for an employee; everyone else gets the 404 requireEmployee throws. */
export async function loadReports(context: AppLoadContext) {
  const { ctx } = context;
  const [reports, commentReports] = await fromService(() =>
    Promise.all([listOpenReports(ctx), listOpenCommentReports(ctx)]),
  );
  return { reports, commentReports };
}

/**
 * Remove pin or Dismiss on one report. The CSRF check comes first (a forged post is a 403
 * whoever sends it), then the employee check (a 404 to anyone else).
 */
export async function reportsAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const { ctx } = context;
  await fromService(async () => requireEmployee(ctx));
  const intent = text(form, 'intent');
  const id = Number(text(form, 'report'));
  if (intent === 'remove-comment' || intent === 'dismiss-comment') {
    return commentReportAction(ctx, intent, id);
  }
  if ((intent !== 'remove' && intent !== 'dismiss') || !Number.isSafeInteger(id) || id < 1) {
    return formFailure(new AppError('bad_request', 'This form is not known.'), {});
  }
  try {
    const done = await resolveReport(ctx, id, intent === 'remove' ? 'removed' : 'dismissed');
    return formSuccess(
      done.status === 'removed'
        ? `Pin ${done.pinId} was removed: it is unavailable everywhere now.`
        : `The report on Pin ${done.pinId} was dismissed: the Pin stays up.`,
      intent,
    );
  } catch (e) {
    return formFailure(e, { report: String(id) }, intent);
  }
}

/** Remove comment or Dismiss on one comment report (decision 042). */
async function commentReportAction(
  ctx: AppLoadContext['ctx'],
  intent: 'remove-comment' | 'dismiss-comment',
  id: number,
) {
  if (!Number.isSafeInteger(id) || id < 1) {
    return formFailure(new AppError('bad_request', 'This form is not known.'), {});
  }
  try {
    const removed = intent === 'remove-comment';
    await resolveCommentReport(ctx, id, removed ? 'removed' : 'dismissed');
    return formSuccess(
      removed
        ? 'The comment was removed with its replies.'
        : 'The report was dismissed: the comment stays up.',
      intent,
    );
  } catch (e) {
    return formFailure(e, { report: String(id) }, intent);
  }
}
