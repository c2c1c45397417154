import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import {
  hasScope,
  scopeSeesPrivacy,
  tokenExpiresAt,
  tokenIsLive,
  tokenNameProblem,
  tokenScopesProblem,
} from './api-tokens.ts';

/** A problem as the server says it in English (decision 064: through the catalog). */
const english = (s: Said | null) => (s ? i18n._(s.id, { name: s.name, ...s.values }) : null);

describe('hasScope (decision 055)', () => {
  it.each<[string[], Parameters<typeof hasScope>[1], boolean]>([
    [['boards:read'], 'boards:read', true],
    [['boards:read_secret'], 'boards:read', true],
    [['boards:write'], 'boards:read', false],
    [['boards:read'], 'boards:write', false],
    [['pins:read_secret'], 'pins:read', true],
    [['pins:read'], 'pins:read_secret', false],
    [['boards:read'], 'pins:read', false],
    [[], 'user_accounts:read', false],
    [['user_accounts:read'], 'user_accounts:read', true],
  ])('%j grants %s: %s', (granted, needed, expected) => {
    expect(hasScope(granted, needed)).toBe(expected);
  });
});

describe('scopeSeesPrivacy', () => {
  it.each<[string[], 'boards' | 'pins', string, boolean]>([
    [['boards:read'], 'boards', 'public', true],
    [['boards:read'], 'boards', 'secret', false],
    [['boards:read_secret'], 'boards', 'secret', true],
    [['boards:read_secret'], 'pins', 'secret', false],
    [['pins:read_secret'], 'pins', 'secret', true],
    [['pins:read'], 'pins', 'protected', true],
  ])('%j on a %s of a %s board: %s', (granted, kind, privacy, expected) => {
    expect(scopeSeesPrivacy(granted, kind, privacy)).toBe(expected);
  });
});

describe('token rules', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it.each<[7 | 30 | 90 | 365 | null, string | null]>([
    [7, '2026-01-08T00:00:00.000Z'],
    [30, '2026-01-31T00:00:00.000Z'],
    [365, '2027-01-01T00:00:00.000Z'],
    [null, null],
  ])('expiry %s days ends at %s', (days, at) => {
    expect(tokenExpiresAt(now, days)?.toISOString() ?? null).toBe(at);
  });

  it.each<[string, string | null]>([
    ['CI', null],
    ['   ', 'Give the token a name.'],
    ['x'.repeat(60), null],
    ['x'.repeat(61), 'Use at most 60 characters.'],
  ])('name %j: %s', (name, problem) => {
    expect(english(tokenNameProblem(name))).toBe(problem);
  });

  it.each<[string[], string | null]>([
    [['pins:read'], null],
    [[], 'Choose at least one scope.'],
    [['pins:read', 'ads:read'], 'ads:read is not a scope.'],
  ])('scopes %j: %s', (scopes, problem) => {
    expect(english(tokenScopesProblem(scopes))).toBe(problem);
  });

  it('says its problems in the reader’s language (German)', () => {
    const de = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
    const say = (s: Said | null) => (s ? de._(s.id, { name: s.name, ...s.values }) : null);
    expect(say(tokenNameProblem(' '))).toBe('Gib dem Token einen Namen.');
    expect(say(tokenNameProblem('x'.repeat(61)))).toBe('Verwende höchstens 60 Zeichen.');
    expect(say(tokenScopesProblem(['ads:read']))).toBe('ads:read ist keine Berechtigung.');
  });

  it.each<[Date | null, Date | null, boolean]>([
    [null, null, true],
    [null, new Date('2026-01-02T00:00:00Z'), true],
    [null, now, false],
    [new Date('2025-12-31T00:00:00Z'), null, false],
  ])('revoked %s, expires %s: live %s', (revokedAt, expiresAt, live) => {
    expect(tokenIsLive({ revokedAt, expiresAt }, now)).toBe(live);
  });
});
