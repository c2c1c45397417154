import type { Ctx, Jobs, JobView, QueueDepth } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireEmployee } from '../accounts/sessions.ts';
import { tr } from './i18n.ts';

function queueOf(ctx: Ctx): Jobs {
  requireEmployee(ctx);
  // every request of a running app has the queue; a page without one has nothing to show
  if (!ctx.jobs) throw notFound(tr(ctx, 'errors.accounts.pageNotFound'));
  return ctx.jobs;
}

/** Decision 048: for employees, each queue's depth and the jobs that failed or wait to retry. */
export async function jobsOverview(
  ctx: Ctx,
): Promise<{ depths: QueueDepth[]; troubled: JobView[] }> {
  const jobs = queueOf(ctx);
  const [depths, troubled] = await Promise.all([jobs.depths(), jobs.troubled()]);
  return { depths, troubled };
}

/** A failed or cancelled job runs again; a 404 when there is no such job in that state. */
export async function retryJob(ctx: Ctx, id: string): Promise<void> {
  if (!(await queueOf(ctx).retry(id))) {
    throw notFound(tr(ctx, 'errors.platform.nothingToRetry'));
  }
}

/** A waiting, retrying or running job is given up; a 404 when there is no such job. */
export async function cancelJob(ctx: Ctx, id: string): Promise<void> {
  if (!(await queueOf(ctx).cancel(id))) {
    throw notFound(tr(ctx, 'errors.platform.nothingToCancel'));
  }
}
