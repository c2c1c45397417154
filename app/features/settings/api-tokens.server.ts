import { type AppLoadContext, redirect } from 'react-router';
import { isApiScope, TOKEN_EXPIRY_DAYS, type TokenExpiryDays } from '#domain/accounts/api-tokens';
import { loginPath } from '#domain/sharing/safe-next';
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from '#server/services/accounts/api-tokens';
import {
  createOAuthApp,
  deleteOAuthApp,
  listOAuthApps,
  listOAuthGrants,
  revokeOAuthGrant,
} from '#server/services/accounts/oauth-apps';
import { formFailure, formSuccess, readForm, text } from '../../lib/form.server';
import { text as say } from '../../lib/i18n.server';
import { fromService } from '../../lib/loader.server';

const PATH = '/settings/apps/';

/** Settings → Apps and tokens (decision 055): the person's live tokens; visitors log in. */
export async function loadApiTokens(context: AppLoadContext) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  const [tokens, apps, grants] = await fromService(() =>
    Promise.all([
      listApiTokens(context.ctx),
      listOAuthApps(context.ctx),
      listOAuthGrants(context.ctx),
    ]),
  );
  return { tokens, apps, grants };
}

function expiryOf(value: string): TokenExpiryDays {
  const days = value === 'never' ? null : Number(value);
  return (TOKEN_EXPIRY_DAYS as readonly (number | null)[]).includes(days)
    ? (days as TokenExpiryDays)
    : 90;
}

/** Makes a token (its value is in this answer only) or revokes one; registers or deletes an app. */
export async function apiTokensAction(context: AppLoadContext, request: Request) {
  if (!context.ctx.viewer.isAuth) throw redirect(loginPath(PATH));
  const form = await readForm(context, request);
  const intent = text(form, 'intent');
  try {
    // decision 058: OAuth apps, and the apps the person authorized
    if (intent === 'create-app') {
      const made = await createOAuthApp(context.ctx, {
        name: text(form, 'name'),
        redirectUris: text(form, 'redirect_uris'),
        confidential: text(form, 'confidential') === 'yes',
      });
      return {
        ...formSuccess(say(context, 'settings.oauth.registered'), intent),
        clientId: made.app.clientId,
        clientSecret: made.clientSecret,
      };
    }
    if (intent === 'delete-app') {
      await deleteOAuthApp(context.ctx, Number(text(form, 'id')) || 0);
      return formSuccess(say(context, 'settings.oauth.deleted'), intent);
    }
    if (intent === 'revoke-grant') {
      await revokeOAuthGrant(context.ctx, Number(text(form, 'app_id')) || 0);
      return formSuccess(say(context, 'settings.oauth.revoked'), intent);
    }
    if (intent === 'revoke') {
      await revokeApiToken(context.ctx, Number(text(form, 'id')) || 0);
      return formSuccess(say(context, 'settings.tokens.revoked'), 'revoke');
    }
    const scopes = form.getAll('scope').filter((s): s is string => typeof s === 'string');
    const made = await createApiToken(context.ctx, {
      name: text(form, 'name'),
      scopes: scopes.filter(isApiScope),
      expiryDays: expiryOf(text(form, 'expiry')),
    });
    return { ...formSuccess(say(context, 'settings.tokens.created'), 'create'), token: made.token };
  } catch (e) {
    return formFailure(e, {}, intent);
  }
}
