import { type AppLoadContext, redirect } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { listMyReports } from '#server/services/feedback/my-reports';
import { listMyProfileReports } from '#server/services/feedback/profile-reports';
import { fromService } from '../../lib/loader.server';

export type { MyReport } from '#server/services/feedback/my-reports';
export type { MyProfileReport } from '#server/services/feedback/profile-reports';

const PATH = '/reports-and-violations/';

/**
 * M-085: the signed-in person's reports of Pins and profiles (decision 046), their removed Pins
 * and when their own profile was cleared; a visitor logs in first.
 */
export async function loadMyReports(context: AppLoadContext) {
  const { ctx } = context;
  if (!ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  const [pins, profiles] = await fromService(() =>
    Promise.all([listMyReports(ctx), listMyProfileReports(ctx)]),
  );
  return { ...pins, ...profiles };
}
