import { describe, expect, it } from 'vitest';
import {
  CATEGORY_OF_KIND,
  deliveryOf,
  digestDueBefore,
  emailedKinds,
  NOTIFICATION_CATEGORIES,
  preferenceField,
  preferencesFromForm,
  resolvePreferences,
  unsubscribePath,
} from './notification-preferences.ts';
import type { NotificationKind } from './notifications.ts';

describe('notification categories (decision 044)', () => {
  it('every kind belongs to a category the settings page lists', () => {
    const listed = new Set(NOTIFICATION_CATEGORIES.map((c) => c.id));
    for (const category of Object.values(CATEGORY_OF_KIND)) expect(listed.has(category)).toBe(true);
  });

  it.each([
    ['saves', true, false],
    ['followers', true, false],
    ['boards', true, true],
    ['messages', true, true],
    ['comments', true, true],
    ['mentions', true, true],
  ] as const)('%s defaults: in Tessera %s, by email %s, pushed', (id, inApp, email) => {
    expect(resolvePreferences(null, null).categories[id]).toEqual({ inApp, email, push: true });
  });
});

describe('resolvePreferences', () => {
  it.each([
    ['nothing stored', undefined, undefined, { inApp: true, email: true, push: true }, 'instant'],
    [
      'an override',
      { messages: { email: false } },
      'digest',
      { inApp: true, email: false, push: true },
      'digest',
    ],
    [
      'junk',
      { messages: { inApp: 'no', email: 3 } },
      'weekly',
      { inApp: true, email: true, push: true },
      'instant',
    ],
    ['not an object', 'x', null, { inApp: true, email: true, push: true }, 'instant'],
  ])('%s', (_, stored, mode, messages, emailMode) => {
    const p = resolvePreferences(stored, mode);
    expect(p.categories.messages).toEqual(messages);
    expect(p.emailMode).toBe(emailMode);
  });
});

describe('deliveryOf', () => {
  const base = resolvePreferences({ followers: { inApp: false, email: true } }, 'instant');
  it.each<[string, NotificationKind, 'instant' | 'digest', ReturnType<typeof deliveryOf>]>([
    [
      'saves default',
      'pin_save',
      'instant',
      { inApp: true, emailNow: false, emailLater: false, push: true },
    ],
    [
      'followers, email only',
      'follow',
      'instant',
      { inApp: false, emailNow: true, emailLater: false, push: true },
    ],
    [
      'message, instant',
      'message',
      'instant',
      { inApp: true, emailNow: true, emailLater: false, push: true },
    ],
    [
      'message, digest',
      'message',
      'digest',
      { inApp: true, emailNow: false, emailLater: true, push: true },
    ],
    [
      'reply counts as comments',
      'comment_reply',
      'instant',
      { inApp: true, emailNow: true, emailLater: false, push: true },
    ],
    [
      'a moderation notice is never pushed',
      'warning',
      'instant',
      { inApp: true, emailNow: true, emailLater: false, push: false },
    ],
  ])('%s', (_, kind, mode, want) => {
    expect(deliveryOf({ ...base, emailMode: mode }, kind)).toEqual(want);
  });

  it('emailedKinds lists the kinds of every category whose email is on', () => {
    const p = resolvePreferences({ boards: { email: false } }, 'digest');
    expect(emailedKinds(p).sort()).toEqual(
      ['comment', 'comment_reply', 'mention', 'message'].sort(),
    );
  });
});

describe('preferencesFromForm', () => {
  it('a switch that posted nothing is off', () => {
    const posted = new Set([
      preferenceField('inApp', 'saves'),
      preferenceField('email', 'mentions'),
      preferenceField('push', 'messages'),
    ]);
    const p = preferencesFromForm((f) => posted.has(f), 'digest');
    expect(p?.categories.saves).toEqual({ inApp: true, email: false, push: false });
    expect(p?.categories.mentions).toEqual({ inApp: false, email: true, push: false });
    expect(p?.categories.messages).toEqual({ inApp: false, email: false, push: true });
    expect(p?.emailMode).toBe('digest');
  });
  it.each(['', 'weekly', 'DIGEST'])('an unknown email mode %j is refused', (mode) => {
    expect(preferencesFromForm(() => true, mode)).toBeNull();
  });
});

describe('digestDueBefore', () => {
  const now = new Date('2026-05-02T09:00:00Z');
  it.each([
    ['a day ago', '2026-05-01T09:00:00Z', true],
    ['a day ago, a minute into the hour', '2026-05-01T09:01:00Z', true],
    ['23 hours ago', '2026-05-01T10:00:00Z', false],
    ['two days ago', '2026-04-30T09:00:00Z', true],
  ])('a last digest %s is due: %s', (_, last, due) => {
    expect(new Date(last) <= digestDueBefore(now)).toBe(due);
  });
});

it('unsubscribePath carries the token in the query', () => {
  expect(unsubscribePath('a.b+c')).toBe('/email/subscription/?token=a.b%2Bc');
});
