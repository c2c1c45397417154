import { type AppLoadContext, redirect } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { listMyReports } from '#server/services/feedback/my-reports';
import { fromService } from '../../lib/loader.server';

export type { MyReport } from '#server/services/feedback/my-reports';

const PATH = '/reports-and-violations/';

/** M-085: the signed-in person's reports and removed Pins; a visitor logs in first. */
export async function loadMyReports(context: AppLoadContext) {
  const { ctx } = context;
  if (!ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  return fromService(() => listMyReports(ctx));
}
