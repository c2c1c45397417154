import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { UserModel } from '../pins/models.ts';
import { notificationPhrase } from './notification-mail.ts';
import {
  formatNotificationTime,
  type NotificationModel,
  notificationHref,
} from './notifications.ts';

const actor = { id: '7', username: 'ana', fullName: 'Ana Lima' } as UserModel;
function n(over: Partial<NotificationModel>): NotificationModel {
  return {
    id: '1',
    kind: 'follow',
    actor,
    createdAt: '2026-01-01T00:00:00Z',
    unread: true,
    pin: null,
    board: null,
    conversationId: null,
    ...over,
  };
}

describe('notification rows (issue 13)', () => {
  const board = { id: '3', name: 'Kitchens', ownerUsername: 'me', slug: 'kitchens' };
  it.each([
    [n({ kind: 'pin_save', pin: { id: '42' } }), 'Ana Lima saved your Pin', '/pin/42/'],
    [n({ kind: 'follow' }), 'Ana Lima followed you', '/ana/'],
    [n({ kind: 'board_join', board }), 'Ana Lima joined your board Kitchens', '/me/kitchens/'],
    [n({ kind: 'board_invite', board }), 'Ana Lima invited you to the board Kitchens', '/invites/'],
    [
      n({ kind: 'message', conversationId: '9' }),
      'Ana Lima sent you a message',
      '/conversation/9/',
    ],
    [
      n({ kind: 'comment', pin: { id: '42' } }),
      'Ana Lima commented on your Pin',
      '/pin/42/comments/',
    ],
    [
      n({ kind: 'comment_reply', pin: { id: '42' } }),
      'Ana Lima replied to your comment',
      '/pin/42/comments/',
    ],
    [
      n({ kind: 'mention', pin: { id: '42' } }),
      'Ana Lima mentioned you in a comment',
      '/pin/42/comments/',
    ],
    [n({ kind: 'follow_request' }), 'Ana Lima asked to follow you', '/ana/'],
    [n({ kind: 'follow_accepted' }), 'Ana Lima accepted your follow request', '/ana/'],
  ])('%#: text and link', (row, text, href) => {
    // decision 064: the bell's words (notif.*), as a mail says them in English
    const { id, values } = notificationPhrase(row);
    expect(i18n._(id, values)).toBe(text);
    expect(notificationHref(row)).toBe(href);
  });
});

describe('a notification’s age', () => {
  const now = new Date('2026-06-15T12:00:00');
  it.each([
    ['2026-06-15T11:59:30', 'now'],
    ['2026-06-15T11:55:00', '5m'],
    ['2026-06-15T09:00:00', '3h'],
    ['2026-06-10T12:00:00', '5d'],
    ['2026-05-03T12:00:00', 'May 3'],
    ['2025-11-03T12:00:00', 'Nov 3, 2025'],
  ])('%s is %s', (iso, text) => {
    expect(formatNotificationTime(iso, now)).toBe(text);
  });
});
