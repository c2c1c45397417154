import type { AppLoadContext } from 'react-router';
import type { UserModel } from '#domain/pins/models';
import { isAppError } from '#server/errors';
import { csrfTokenFor } from '#server/http/csrf';
import { getOwnUser } from '#server/services/accounts/users';
import { loadInstanceSettings } from '#server/services/instance/settings';
import { pageLanguage, text } from './i18n.server';
import { themeBootScript } from './theme.server';

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
  const settings = await loadInstanceSettings(ctx.db);
  return {
    // issue 37: what every page shows of the instance (titles, the header's logo, the menus)
    instance: { name: settings.name, logoUrl: settings.logoUrl, signupMode: settings.signupMode },
    viewer: ctx.viewer,
    origin: ctx.publicOrigin,
    me,
    csrfToken: csrfTokenFor(ctx),
    cspNonce: context.cspNonce ?? null,
    // the theme's boot script, inlined before any stylesheet (app/lib/theme.server.ts)
    themeScript: themeBootScript(),
    // decision 064: the page's language, direction and catalog
    i18n: pageLanguage(context),
    // the root boundary's titles (its meta has no catalog of its own)
    errorTitles: { notFound: text(context, 'meta.notFound'), error: text(context, 'meta.error') },
  };
}
