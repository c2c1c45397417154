import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVITE_CATEGORY,
  INVITE_OBJECT_TYPES,
  inviteObjectKindOf,
  inviteUrl,
  isInviteCode,
} from './invites.ts';

describe('invites', () => {
  it('M-155 M-156 object kinds and the default category', () => {
    expect(INVITE_OBJECT_TYPES).toEqual({
      search: 0,
      pin: 1,
      board: 2,
      pinner: 3,
      article: 5,
      did_it: 6,
      today_article: 8,
    });
    expect(DEFAULT_INVITE_CATEGORY).toBe(3);
    expect(inviteObjectKindOf(2)).toBe('board');
    expect(inviteObjectKindOf(4)).toBeNull();
  });

  it.each<[unknown, boolean]>([
    ['aZ09aZ09aZ09', true],
    ['aZ09aZ09aZ0', false],
    ['aZ09aZ09aZ09a', false],
    ['aZ09aZ09aZ0-', false],
    [12, false],
  ])('an invite code %s is well formed: %s', (code, ok) => {
    expect(isInviteCode(code)).toBe(ok);
  });

  it('M-072 the invite url is the object path with invite_code in its query', () => {
    expect(inviteUrl('https://t.example', '/pin/12/', 'abcdefABCDEF')).toBe(
      'https://t.example/pin/12/?invite_code=abcdefABCDEF',
    );
    expect(inviteUrl('https://t.example', '/search/pins/?q=lamp', 'abcdefABCDEF')).toBe(
      'https://t.example/search/pins/?q=lamp&invite_code=abcdefABCDEF',
    );
  });

  it.each([
    '/.//a.bc/xxxxxxxx//attacker.example/phish',
    '//attacker.example/',
    '/\\attacker.example/',
    'https://attacker.example/',
    '/%2f/attacker.example/',
  ])('an invite for %s leads nowhere rather than off the site', (path) => {
    expect(inviteUrl('https://t.example', path, 'abcdefABCDEF')).toBeNull();
  });
});
