/**
 * Decision 055: personal access tokens for the public API. Scope names are Pinterest API v5's
 * own, so a client written for it asks for the same ones.
 */

import type { Said } from '../i18n/said.ts';

export const API_SCOPES = [
  'boards:read',
  'boards:read_secret',
  'boards:write',
  'pins:read',
  'pins:read_secret',
  'pins:write',
  'user_accounts:read',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

export function isApiScope(s: string): s is ApiScope {
  return (API_SCOPES as readonly string[]).includes(s);
}

/** A token as its owner sees it in the list: never the token itself. */
export interface ApiTokenModel {
  id: string;
  name: string;
  scopes: ApiScope[];
  lastFour: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** What a person may choose for a token's life: days, or null for no expiry. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365, null] as const;

export type TokenExpiryDays = (typeof TOKEN_EXPIRY_DAYS)[number];

export const TOKEN_PREFIX = 'tsr_pat_';
export const TOKEN_NAME_MAX = 60;

/** The moment a token made at `now` with `days` stops working (null: never). */
export function tokenExpiresAt(now: Date, days: TokenExpiryDays): Date | null {
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60_000);
}

/** Why a token's name cannot be used, or null (said by the server, decision 064). */
export function tokenNameProblem(name: string): Said | null {
  const t = name.trim();
  if (t.length === 0) return { id: 'errors.tokens.nameMissing' };
  if ([...t].length > TOKEN_NAME_MAX) {
    return { id: 'errors.rules.atMost', values: { max: TOKEN_NAME_MAX } };
  }
  return null;
}

/** Why a set of scopes cannot be given, or null (said by the server, decision 064). */
export function tokenScopesProblem(scopes: readonly string[]): Said | null {
  if (scopes.length === 0) return { id: 'errors.tokens.noScope' };
  const unknown = scopes.find((s) => !isApiScope(s));
  if (unknown !== undefined) return { id: 'errors.tokens.notAScope', name: unknown.slice(0, 40) };
  return null;
}

/**
 * Whether a token with `granted` may do what `needed` names. A write scope does not imply its
 * read scope (Pinterest asks for both); a *_secret scope implies its plain read.
 */
export function hasScope(granted: readonly string[], needed: ApiScope): boolean {
  if (granted.includes(needed)) return true;
  if (needed === 'boards:read') return granted.includes('boards:read_secret');
  if (needed === 'pins:read') return granted.includes('pins:read_secret');
  return false;
}

/**
 * Whether a token may see a board (or a pin on it) of this privacy: a secret board needs
 * boards:read_secret (its pins pins:read_secret), whatever its owner may see.
 */
export function scopeSeesPrivacy(
  granted: readonly string[],
  kind: 'boards' | 'pins',
  privacy: string,
): boolean {
  if (privacy !== 'secret') return true;
  return granted.includes(kind === 'boards' ? 'boards:read_secret' : 'pins:read_secret');
}

/** Whether a token is usable at `now`. */
export function tokenIsLive(
  t: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): boolean {
  return t.revokedAt === null && (t.expiresAt === null || now < t.expiresAt);
}
