import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import {
  becomesFirstAdmin,
  checkSetting,
  DEFAULT_SETTINGS,
  inviteUsable,
  MEMBER_INVITES_MAX,
  memberInviteRefusal,
  parseDuration,
  SettingError,
  type SignupDecision,
  type SignupMode,
  settingsFrom,
  signupDecision,
} from './settings.ts';
import { titleWith } from './title.ts';

describe('signupDecision (issue 37)', () => {
  it.each<[SignupMode, boolean, 'none' | 'valid' | 'invalid', string, SignupDecision]>([
    ['open', false, 'none', '', { kind: 'create' }],
    ['open', false, 'invalid', '', { kind: 'create' }],
    ['closed', false, 'none', '', { kind: 'refuse', reason: 'closed' }],
    ['closed', false, 'valid', 'please', { kind: 'refuse', reason: 'closed' }],
    ['closed', true, 'none', '', { kind: 'create' }],
    ['invite', false, 'none', '', { kind: 'refuse', reason: 'invite_required' }],
    ['invite', false, 'invalid', '', { kind: 'refuse', reason: 'invite_invalid' }],
    ['invite', false, 'valid', '', { kind: 'create' }],
    ['invite', true, 'none', '', { kind: 'create' }],
    ['approval', false, 'none', '', { kind: 'refuse', reason: 'reason_required' }],
    ['approval', false, 'none', '   ', { kind: 'refuse', reason: 'reason_required' }],
    ['approval', false, 'none', 'I pin quilts', { kind: 'request' }],
    ['approval', false, 'invalid', 'I pin quilts', { kind: 'request' }],
    ['approval', false, 'valid', '', { kind: 'create' }],
    ['approval', true, 'none', '', { kind: 'create' }],
  ])(
    '%s, first admin %s, invite %s, reason %j: %j',
    (mode, firstAdmin, invite, reason, expected) => {
      expect(signupDecision({ mode, firstAdmin, invite, reason })).toEqual(expected);
    },
  );
});

describe('becomesFirstAdmin (issue 37)', () => {
  it.each<[boolean, string | undefined, string, boolean]>([
    [false, undefined, 'ana', true],
    [false, '', 'ana', true],
    [false, 'ana', 'ana', true],
    [false, 'Ana', 'ana', true],
    [false, 'bob', 'ana', false],
    [true, undefined, 'ana', false],
    [true, 'ana', 'ana', false],
  ])(
    'employee exists %s, ADMIN_USERNAME %j, signing up %s: %s',
    (exists, named, username, expected) => {
      expect(becomesFirstAdmin({ employeeExists: exists, adminUsername: named, username })).toBe(
        expected,
      );
    },
  );
});

describe('inviteUsable (issue 37)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const later = new Date('2026-06-08T12:00:00Z');
  const earlier = new Date('2026-05-31T12:00:00Z');
  it.each<
    [
      string,
      { maxUses: number | null; uses: number; expiresAt: Date | null; revoked: boolean },
      boolean,
    ]
  >([
    ['fresh, one use', { maxUses: 1, uses: 0, expiresAt: later, revoked: false }, true],
    ['used up', { maxUses: 1, uses: 1, expiresAt: later, revoked: false }, false],
    ['over used', { maxUses: 2, uses: 3, expiresAt: null, revoked: false }, false],
    ['no limit, many uses', { maxUses: null, uses: 500, expiresAt: null, revoked: false }, true],
    ['expired', { maxUses: null, uses: 0, expiresAt: earlier, revoked: false }, false],
    ['expires this instant', { maxUses: null, uses: 0, expiresAt: now, revoked: false }, false],
    ['withdrawn', { maxUses: 5, uses: 0, expiresAt: later, revoked: true }, false],
  ])('%s: %s', (_, invite, expected) => {
    expect(inviteUsable(invite, now)).toBe(expected);
  });
});

describe('parseDuration', () => {
  it.each<[string, number | null | undefined]>([
    ['7d', 7 * 86_400_000],
    ['12h', 12 * 3_600_000],
    ['30m', 30 * 60_000],
    ['2w', 14 * 86_400_000],
    ['never', null],
    ['', null],
    ['0d', undefined],
    ['7', undefined],
    ['soon', undefined],
  ])('%j → %s', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });
});

describe('checkSetting', () => {
  it('trims and keeps good values', () => {
    expect(checkSetting('name', '  Quilters ')).toBe('Quilters');
    expect(checkSetting('rules', 'Be kind\n\n Credit makers ')).toEqual([
      'Be kind',
      'Credit makers',
    ]);
    expect(checkSetting('signupMode', 'approval')).toBe('approval');
    expect(checkSetting('requireEmailConfirmation', 'true')).toBe(true);
    expect(checkSetting('membersMayInvite', '')).toBe(false);
    expect(checkSetting('logoUrl', '/logo.png')).toBe('/logo.png');
    expect(checkSetting('defaultLanguage', 'ja')).toBe('ja');
  });

  it.each<[Parameters<typeof checkSetting>[0], unknown]>([
    ['name', ''],
    ['name', 'x'.repeat(41)],
    ['signupMode', 'everyone'],
    ['logoUrl', 'javascript:alert(1)'],
    ['logoUrl', 'http://plain.example/logo.png'],
    ['logoUrl', '//evil.example/logo.png'],
    ['contactEmail', 'not an email'],
    ['defaultLanguage', 'english'],
    // decision 064: a language Tessera does not ship would do nothing
    ['defaultLanguage', 'pt-BR'],
    ['requireEmailConfirmation', 'maybe'],
  ])('refuses %s = %j with a readable error', (key, value) => {
    expect(() => checkSetting(key, value)).toThrow(SettingError);
  });

  it.each<[Parameters<typeof checkSetting>[0], unknown, string, string]>([
    ['name', '', 'The name cannot be empty.', 'Der Name darf nicht leer sein.'],
    [
      'name',
      'x'.repeat(41),
      'name must be at most 40 characters.',
      'name darf höchstens 40 Zeichen lang sein.',
    ],
    ['description', 3, 'description must be text.', 'description muss Text sein.'],
    [
      'defaultLanguage',
      'pt-BR',
      'The language must be one of en, de, fr, ja, ar.',
      'Die Sprache muss eine dieser sein: en, de, fr, ja, ar.',
    ],
    [
      'requireEmailConfirmation',
      'maybe',
      'requireEmailConfirmation must be true or false.',
      'requireEmailConfirmation muss true oder false sein.',
    ],
  ])(
    'says what is wrong with %s = %j in the reader’s language (decision 064)',
    (key, value, en, de) => {
      const german = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
      try {
        checkSetting(key, value);
        expect.unreachable();
      } catch (e) {
        if (!(e instanceof SettingError)) throw e;
        expect(e.key).toBe(key);
        expect(i18n._(e.said.id, e.said.values)).toBe(en);
        expect(german._(e.said.id, e.said.values)).toBe(de);
      }
    },
  );

  it('settingsFrom keeps defaults for missing, unknown or broken rows', () => {
    const s = settingsFrom([
      { key: 'name', value: 'Quilters' },
      { key: 'signupMode', value: 'bogus' },
      { key: 'unknown', value: 1 },
    ]);
    expect(s).toEqual({ ...DEFAULT_SETTINGS, name: 'Quilters' });
  });

  it('titleWith ends a page title with the instance name', () => {
    expect(titleWith('Quilters', 'Sign up')).toBe('Sign up | Quilters');
    expect(titleWith('Quilters')).toBe('Quilters');
  });
});

describe('members’ invite links (decision 059)', () => {
  it.each([
    ['invite', true, 0, null],
    ['invite', true, MEMBER_INVITES_MAX - 1, null],
    ['invite', true, MEMBER_INVITES_MAX, /already have 10 usable/],
    ['invite', false, 0, /cannot make invite links/],
    ['open', true, 0, /cannot make invite links/],
    ['approval', true, 0, /cannot make invite links/],
    ['closed', true, 0, /cannot make invite links/],
  ] as const)('mode %s, members may invite %s, %i usable: %s', (mode, may, usable, want) => {
    const got = memberInviteRefusal({ signupMode: mode, membersMayInvite: may }, usable);
    if (want === null) expect(got).toBeNull();
    else expect(got && i18n._(got.id, got.values)).toMatch(want);
  });
});
