import { type AppLoadContext, redirect } from 'react-router';
import { clearSessionCookie } from '#server/http/cookies';
import { logOutEverywhere } from '#server/services/accounts/panic';
import { readForm } from '../../lib/form.server';
import { fromService } from '../../lib/loader.server';

const RESET_PATH = '/password/reset/';

/** /secure/panic's button: every session of the account ends, then on to choose a new password. */
export async function panicAction(context: AppLoadContext, request: Request) {
  await readForm(context, request);
  if (!context.ctx.viewer.isAuth) throw redirect(RESET_PATH);
  await fromService(() => logOutEverywhere(context.ctx));
  return redirect(RESET_PATH, {
    headers: { 'Set-Cookie': clearSessionCookie(context.ctx) },
  });
}
