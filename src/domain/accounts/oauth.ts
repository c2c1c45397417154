/**
 * Decision 058: OAuth 2.0 apps (authorization code with PKCE) for the public API. The tokens an
 * app receives are used on /v5 exactly like personal access tokens, with the API_SCOPES.
 */

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
export function oauthAppNameProblem(name: string): string | null {
  const t = name.trim();
  if (t.length === 0) return 'Give the app a name.';
  if ([...t].length > OAUTH_APP_NAME_MAX) return `Use at most ${OAUTH_APP_NAME_MAX} characters.`;
  return null;
}

/**
 * Why one redirect URI cannot be registered, or null: an absolute https URL (http only for a
 * loopback address, RFC 8252), or a private-use scheme for a native app; never a fragment.
 */
export function redirectUriProblem(uri: string): string | null {
  if (uri.length > REDIRECT_URI_MAX)
    return `A redirect URI has at most ${REDIRECT_URI_MAX} characters.`;
  let u: URL;
  try {
    u = new URL(uri);
  } catch {
    return `${uri.slice(0, 80)} is not an absolute URL.`;
  }
  if (u.hash || uri.includes('#')) return 'A redirect URI cannot have a fragment (#).';
  if (/[\s<>"]/.test(uri)) return 'A redirect URI cannot hold spaces or quotes.';
  if (u.protocol === 'https:') return null;
  if (u.protocol === 'http:') {
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
    return loopback ? null : 'Use https, or http only on localhost or 127.0.0.1.';
  }
  if (/^(javascript|data|file|vbscript|about|blob):$/.test(u.protocol)) {
    return `${u.protocol} cannot be a redirect URI.`;
  }
  return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(u.protocol)
    ? null
    : 'A custom scheme must be reverse-domain style, like com.example.app:/callback.';
}

/** The redirect URIs of a form's text: one a line, each checked, duplicates dropped. */
export function parseRedirectUris(text: string): { uris: string[]; problem: string | null } {
  const uris = [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l.length > 0),
    ),
  ];
  if (uris.length === 0) return { uris, problem: 'Give at least one redirect URI.' };
  if (uris.length > OAUTH_REDIRECT_URIS_MAX) {
    return { uris, problem: `Give at most ${OAUTH_REDIRECT_URIS_MAX} redirect URIs.` };
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
