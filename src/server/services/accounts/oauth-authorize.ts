import OAuth2Server from '@node-oauth/oauth2-server';
import { isApiScope } from '#domain/accounts/api-tokens';
import { parseScopeParam } from '#domain/accounts/oauth';
import type { Ctx } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { tr } from '../platform/i18n.ts';
import { findClient, oauthServer } from './oauth-model.ts';
import { requireUser } from './sessions.ts';

/** The parameters of an authorize request that the consent page carries to its form. */
export const AUTHORIZE_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

export type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>;

export type AuthorizeCheck =
  /** Nowhere safe to send the person back to: the page says what is wrong. */
  | { kind: 'invalid'; message: string }
  /** RFC 6749 4.1.2.1: back to the app with `error`. */
  | { kind: 'redirect'; location: string }
  | { kind: 'consent'; appName: string; scopes: string[]; params: AuthorizeParams };

function errorRedirect(uri: string, error: string, description: string, state?: string): string {
  const u = new URL(uri);
  u.searchParams.set('error', error);
  u.searchParams.set('error_description', description);
  if (state) u.searchParams.set('state', state);
  return u.toString();
}

/**
 * decision 058: what the consent page shows for an authorize request. An unknown app or a
 * redirect URI not registered exactly is shown on the page, never redirected to.
 */
export async function checkAuthorizeRequest(
  ctx: Ctx,
  params: AuthorizeParams,
): Promise<AuthorizeCheck> {
  const client = params.client_id ? await findClient(ctx, params.client_id) : null;
  if (!client) return { kind: 'invalid', message: tr(ctx, 'errors.oauth.unknownApp') };
  const uris = client.redirectUris as string[];
  const redirectUri = params.redirect_uri ?? (uris.length === 1 ? uris[0] : undefined);
  if (!redirectUri || !uris.includes(redirectUri)) {
    return {
      kind: 'invalid',
      message: tr(ctx, 'errors.oauth.unregisteredRedirect'),
    };
  }
  const state = params.state;
  // RFC 6749 §4.1.2.1: what the app is told, for its developers (English, as the RFC's codes)
  const protocolError = (error: string, description: string) => ({
    kind: 'redirect' as const,
    location: errorRedirect(redirectUri, error, description, state),
  });
  if (params.response_type !== 'code') {
    return protocolError('unsupported_response_type', 'Only response_type=code is supported.');
  }
  const scopes = parseScopeParam(params.scope);
  if (scopes.length === 0 || !scopes.every(isApiScope)) {
    return protocolError('invalid_scope', 'Ask for one or more of the API’s scopes.');
  }
  if (params.code_challenge_method && params.code_challenge_method !== 'S256') {
    return protocolError('invalid_request', 'code_challenge_method must be S256.');
  }
  if (!client.confidential && !params.code_challenge) {
    return protocolError('invalid_request', 'A public app must send a PKCE code_challenge (S256).');
  }
  return {
    kind: 'consent',
    appName: client.name as string,
    scopes,
    params: { ...params, redirect_uri: redirectUri, scope: scopes.join(' ') },
  };
}

/**
 * The person's answer on the consent page: the address to send them to, with a code (Allow) or
 * error=access_denied (Deny), and `state` either way. The OAuth library makes and saves the code.
 */
export async function decideAuthorization(
  ctx: Ctx,
  params: AuthorizeParams,
  allowed: boolean,
): Promise<string> {
  const userId = requireUser(ctx, tr(ctx, 'errors.accounts.logInToAuthorize'));
  const check = await checkAuthorizeRequest(ctx, params);
  if (check.kind === 'invalid') throw new AppError('bad_request', check.message);
  if (check.kind === 'redirect') return check.location;
  const body: Record<string, string> = {};
  for (const [k, v] of Object.entries(check.params)) if (v) body[k] = v;
  if (!allowed) body.allowed = 'false';
  const request = new OAuth2Server.Request({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    query: {},
    body,
  });
  const response = new OAuth2Server.Response({ headers: {} });
  try {
    await oauthServer(ctx).authorize(request, response, {
      authenticateHandler: { handle: async () => ({ id: userId }) },
    });
  } catch (e) {
    if (!(e instanceof OAuth2Server.OAuthError)) throw e;
    if (e instanceof OAuth2Server.ServerError) throw (e as { inner?: unknown }).inner ?? e;
  }
  const location = response.headers?.location;
  if (typeof location !== 'string')
    throw new AppError('bad_request', tr(ctx, 'errors.accounts.requestNotValid'));
  return location;
}
