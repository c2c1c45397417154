import { type AppLoadContext, redirect } from 'react-router';
import { profilePath } from '#domain/catalogue/routes';
import { loginPath } from '#domain/sharing/safe-next';
import { accountKind, convertToBusiness } from '#server/services/accounts/business';
import { readForm } from '../../lib/form.server';
import { fromService } from '../../lib/loader.server';

export const BUSINESS_CONVERT_PATH = '/business/convert/';

/** What /business/convert/ shows: a visitor is asked to log in; a person sees their account's kind. */
export async function loadBusinessConvert(context: AppLoadContext) {
  const { ctx } = context;
  if (!ctx.viewer.isAuth || !ctx.viewer.username) {
    return { kind: 'visitor' as const, loginHref: loginPath(BUSINESS_CONVERT_PATH) };
  }
  const kind = await fromService(() => accountKind(ctx));
  return { kind, username: ctx.viewer.username, loginHref: null };
}

/**
 * 'Convert to a business account': the service turns a personal account into a business one
 * (an employee or a business account stays as it is), then the person lands on their profile,
 * which says so.
 */
export async function businessConvertAction(context: AppLoadContext, request: Request) {
  await readForm(context, request);
  const { ctx } = context;
  if (!ctx.viewer.isAuth || !ctx.viewer.username) throw redirect(loginPath(BUSINESS_CONVERT_PATH));
  const { after } = await fromService(() => convertToBusiness(ctx));
  if (after !== 'business') throw redirect(BUSINESS_CONVERT_PATH);
  throw redirect(`${profilePath(ctx.viewer.username)}?business=converted`);
}
