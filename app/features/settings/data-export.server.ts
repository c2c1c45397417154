import { type AppLoadContext, redirect } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { latestExport, requestExport } from '#server/services/exports/requests';
import { formFailure, formSuccess, readForm } from '../../lib/form.server';
import { text } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

const PATH = '/settings/data/';

/** Settings → Download your data (decision 052): the person's latest export; visitors log in. */
export async function loadDataExport(context: AppLoadContext) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  return { latest: await fromService(() => latestExport(context.ctx)) };
}

/** Asks for a new ZIP; while one is being made, the answer is that one. */
export async function dataExportAction(context: AppLoadContext, request: Request) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  await readForm(context, request);
  try {
    const view = await requestExport(context.ctx);
    return formSuccess(
      text(context, view.state === 'ready' ? 'settings.data.ready' : 'settings.data.asked'),
    );
  } catch (e) {
    return formFailure(e, {});
  }
}
