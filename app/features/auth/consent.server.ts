import { type AppLoadContext, data, redirect } from 'react-router';
import { loginPath } from '#domain/sharing/safe-next';
import {
  AUTHORIZE_PARAMS,
  type AuthorizeParams,
  checkAuthorizeRequest,
  decideAuthorization,
} from '#server/services/accounts/oauth-authorize';
import { readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

function paramsOf(get: (name: string) => string | null): AuthorizeParams {
  const out: AuthorizeParams = {};
  for (const k of AUTHORIZE_PARAMS) {
    const v = get(k);
    if (v) out[k] = v.slice(0, 1000);
  }
  return out;
}

/**
 * decision 058: the consent page. A visitor logs in and comes back to the same address; a
 * request the app got wrong goes back to it with `error` when its redirect URI is registered,
 * and is explained on the page otherwise.
 */
export async function loadConsent(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(`${url.pathname}${url.search}`));
  const check = await fromService(() =>
    checkAuthorizeRequest(
      context.ctx,
      paramsOf((k) => url.searchParams.get(k)),
    ),
  );
  if (check.kind === 'redirect') throw redirect(check.location);
  const title = say(context, 'auth.authorizeTitle');
  if (check.kind === 'invalid') return data({ ...check, title }, { status: 400 });
  return { ...check, title };
}

/** Allow or Deny: to the app's redirect URI, with a code or error=access_denied, and `state`. */
export async function consentAction(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(`${url.pathname}${url.search}`));
  const form = await readForm(context, request);
  const params = paramsOf((k) => text(form, k) || null);
  const allowed = text(form, 'decision') === 'allow';
  const location = await fromService(() => decideAuthorization(context.ctx, params, allowed));
  throw redirect(location);
}
