import { type AppLoadContext, redirect } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import { cancelImport, latestImport } from '#server/services/imports/imports';
import { formFailure, formSuccess, readForm } from '../../lib/form.server';
import { text } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

const PATH = '/settings/import/';

/** Settings → Import (issue 35): the person's latest import; visitors log in first. */
export async function loadImportPins(context: AppLoadContext) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  return { latest: await fromService(() => latestImport(context.ctx)) };
}

/** Cancels the import under way (the file is sent to the API, not to this action). */
export async function importPinsAction(context: AppLoadContext, request: Request) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  await readForm(context, request);
  try {
    await cancelImport(context.ctx);
    return formSuccess(text(context, 'settings.import.stopped'));
  } catch (e) {
    return formFailure(e, {});
  }
}
