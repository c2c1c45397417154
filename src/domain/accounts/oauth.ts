/**
 * Decision 058: OAuth 2.0 apps (authorization code with PKCE) for the public API. The tokens an
 * app receives are used on /v5 exactly like personal access tokens, with the API_SCOPES. The
 * problems are `Said`s (decision 064): the server says them in the request's language.
 */

import type { Said } from '../i18n/said.ts';

export const OAUTH_ACCESS_PREFIX = 'tsr_oat_';
export const OAUTH_REFRESH_PREFIX = 'tsr_ort_';
export const OAUTH_SECRET_PREFIX = 'tsr_ocs_';
export const OAUTH_CODE_PREFIX = 'tsr_oac_';

/** Seconds: an access token lasts 30 days, a refresh token a year, a code ten minutes. */
export const OAUTH_ACCESS_LIFETIME = 30 * 24 * 60 * 60;
export const OAUTH_REFRESH_LIFETIME = 365 * 24 * 60 * 60;
export const OAUTH_CODE_LIFETIME = 10 * 60;

export const OAUTH_APP_NAME_MAX = 60;
export const OAUTH_REDIRECT_URIS_MAX = 10;
const REDIRECT_URI_MAX = 500;

/** An app as its owner sees it in Settings: never its secret. */
export interface OAuthAppModel {
  id: string;
  name: string;
  clientId: string;
  confidential: boolean;
  redirectUris: string[];
  createdAt: string;
}

/** An app a person let act as them, as they see it in Settings. */
export interface OAuthGrantModel {
  appId: string;
  name: string;
  scopes: string[];
  since: string;
}

/** Why an app's name cannot be used, or null. */
export function oauthAppNameProblem(name: string): Said | null {
  const t = name.trim();
  if (t.length === 0) return { id: 'errors.oauth.nameMissing' };
  if ([...t].length > OAUTH_APP_NAME_MAX) {
    return { id: 'errors.rules.atMost', values: { max: OAUTH_APP_NAME_MAX } };
  }
  return null;
}

/**
 * Why one redirect URI cannot be registered, or null: an absolute https URL (http only for a
 * loopback address, RFC 8252), or a private-use scheme for a native app; never a fragment.
 */
function redirectUriProblem(uri: string): Said | null {
  if (uri.length > REDIRECT_URI_MAX) {
    return { id: 'errors.oauth.uriTooLong', values: { max: REDIRECT_URI_MAX } };
  }
  let u: URL;
  try {
    u = new URL(uri);
  } catch {
    return { id: 'errors.oauth.uriNotAbsolute', name: uri.slice(0, 80) };
  }
  if (u.hash || uri.includes('#')) return { id: 'errors.oauth.uriFragment' };
  if (/[\s<>"]/.test(uri)) return { id: 'errors.oauth.uriSpaces' };
  if (u.protocol === 'https:') return null;
  if (u.protocol === 'http:') {
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
    return loopback ? null : { id: 'errors.oauth.uriHttp' };
  }
  if (/^(javascript|data|file|vbscript|about|blob):$/.test(u.protocol)) {
    return { id: 'errors.oauth.uriScheme', name: u.protocol };
  }
  return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(u.protocol)
    ? null
    : { id: 'errors.oauth.uriCustomScheme' };
}

/** The redirect URIs of a form's text: one a line, each checked, duplicates dropped. */
export function parseRedirectUris(text: string): { uris: string[]; problem: Said | null } {
  const uris = [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l.length > 0),
    ),
  ];
  if (uris.length === 0) return { uris, problem: { id: 'errors.oauth.urisNone' } };
  if (uris.length > OAUTH_REDIRECT_URIS_MAX) {
    return {
      uris,
      problem: { id: 'errors.oauth.urisTooMany', values: { max: OAUTH_REDIRECT_URIS_MAX } },
    };
  }
  for (const u of uris) {
    const p = redirectUriProblem(u);
    if (p) return { uris, problem: p };
  }
  return { uris, problem: null };
}

/** The scopes of an authorize request (space-separated; Pinterest's clients also use commas). */
export function parseScopeParam(scope: string | null | undefined): string[] {
  return [
    ...new Set(
      (scope ?? '')
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
