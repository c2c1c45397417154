import type { AppLoadContext } from 'react-router';
import type { UserModel } from '#domain/pins/models';
import { isAppError } from '#server/errors';
import { csrfTokenFor } from '#server/http/csrf';
import { getOwnUser } from '#server/services/accounts/users';

/** What every page gets from the root loader: the viewer, their own user, the CSRF token. */
export async function loadRoot(context: AppLoadContext) {
  const { ctx } = context;
  let me: UserModel | null = null;
  if (ctx.viewer.isAuth) {
    try {
      me = await getOwnUser(ctx);
    } catch (e) {
      // the header falls back to the initial; the page itself must still render
      if (!isAppError(e)) throw e;
    }
  }
  return {
    viewer: ctx.viewer,
    origin: ctx.publicOrigin,
    me,
    csrfToken: csrfTokenFor(ctx),
    cspNonce: context.cspNonce ?? null,
  };
}
