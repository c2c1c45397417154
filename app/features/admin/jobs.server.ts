import type { AppLoadContext } from 'react-router';
import { AppError } from '#server/errors';
import { requireEmployee } from '#server/services/accounts/sessions';
import { healthReport } from '#server/services/platform/health-report';
import { cancelJob, jobsOverview, retryJob } from '#server/services/platform/jobs';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

/** Decision 048: the queues' depths and the troubled jobs, for an employee; others get the 404. */
export async function loadJobs(context: AppLoadContext) {
  return fromService(() => jobsOverview(context.ctx));
}

/** Issue 37's /admin/health for an employee; others get the 404. */
export async function loadHealth(context: AppLoadContext) {
  return fromService(() => healthReport(context.ctx));
}

/**
 * The page's two buttons: `retry` runs a failed job again, `cancel` gives up one that waits to
 * retry. The CSRF check comes first, then the employee check (a 404 for anyone else).
 */
export async function jobsAction(context: AppLoadContext, request: Request) {
  const form = await readForm(context, request);
  const { ctx } = context;
  await fromService(async () => requireEmployee(ctx));
  const intent = text(form, 'intent');
  const id = text(form, 'job').trim();
  try {
    if (intent === 'retry') {
      await retryJob(ctx, id);
      return formSuccess(say(context, 'admin.jobs.retriedDone', { job: id }), intent);
    }
    if (intent === 'cancel') {
      await cancelJob(ctx, id);
      return formSuccess(say(context, 'admin.jobs.cancelledDone', { job: id }), intent);
    }
  } catch (e) {
    return formFailure(e, { job: id }, intent);
  }
  return formFailure(new AppError('bad_request', say(context, 'admin.unknownForm')), {});
}
