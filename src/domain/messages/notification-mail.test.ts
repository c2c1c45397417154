import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import {
  DIGEST_LINES_PER_CATEGORY,
  digestMail,
  type MailedNotification,
  type MailSay,
  notificationMail,
  unsubscribedLabel,
} from './notification-mail.ts';

/** The mail's words in English (the unit setup loads the source catalog, decision 064). */
const say: MailSay = (id, values) => i18n._(id, values);
const footer = {
  firstName: 'Bo',
  siteName: 'Tessera',
  settingsUrl: 'https://t.example/settings/notifications/',
  unsubscribeUrl: 'https://t.example/email/subscription/?token=x',
};
const item = (kind: MailedNotification['kind'], sentence: string): MailedNotification => ({
  kind,
  sentence,
  url: `https://t.example/${kind}/`,
});

describe('notificationMail (decision 044)', () => {
  it.each([
    ['message', 'Ana Lima sent you a message', 'Messages'],
    ['mention', 'Ana Lima mentioned you in a comment', 'Mentions'],
    ['board_invite', 'Ana Lima invited you to the board Kitchens', 'Group boards'],
  ] as const)('%s: who did what, its link, and the footer', (kind, sentence, label) => {
    const m = notificationMail(item(kind, sentence), footer, say);
    expect(m.subject).toBe(sentence);
    expect(m.lines[0]).toEqual({ text: 'Hi Bo,' });
    expect(m.lines).toContainEqual({ text: `${sentence}.` });
    expect(m.lines).toContainEqual({
      text: 'See it on Tessera',
      href: `https://t.example/${kind}/`,
    });
    expect(m.lines).toContainEqual({
      text: 'Choose which emails you get',
      href: footer.settingsUrl,
    });
    expect(m.lines).toContainEqual({
      text: `Unsubscribe from ${label} emails`,
      href: footer.unsubscribeUrl,
    });
  });

  it('greets without a name when there is none', () => {
    expect(
      notificationMail(item('follow', 'X followed you'), { ...footer, firstName: '' }, say)
        .lines[0],
    ).toEqual({
      text: 'Hi,',
    });
  });
});

describe('digestMail', () => {
  it('nothing new: no mail', () => {
    expect(digestMail([], footer, say)).toBeNull();
  });

  it('groups by category in the settings order, counts, and cuts long groups', () => {
    const many = Array.from({ length: DIGEST_LINES_PER_CATEGORY + 2 }, (_, i) =>
      item('pin_save', `P${i} saved your Pin`),
    );
    const m = digestMail([item('message', 'Ana sent you a message'), ...many], footer, say);
    expect(m?.subject).toBe(`Your Tessera digest: ${many.length + 1} new notifications`);
    const texts = m?.lines.map((l) => l.text) ?? [];
    expect(texts.indexOf(`Saves of your Pins (${many.length})`)).toBeLessThan(
      texts.indexOf('Messages (1)'),
    );
    expect(texts).toContain('and 2 more');
    expect(texts).not.toContain(`P${DIGEST_LINES_PER_CATEGORY} saved your Pin`);
    expect(m?.lines.at(-1)).toEqual({
      text: 'Unsubscribe from all notification emails',
      href: footer.unsubscribeUrl,
    });
  });

  it('one notification is singular', () => {
    expect(digestMail([item('follow', 'Ana followed you')], footer, say)?.subject).toBe(
      'Your Tessera digest: 1 new notification',
    );
  });
});

it.each([
  ['all', 'all notification'],
  ['comments', 'Comments and replies'],
] as const)('unsubscribedLabel(%s)', (scope, label) => {
  expect(CATALOGS.en[unsubscribedLabel(scope)]).toBe(label);
});

it('the unsubscribe page says what was turned off in its language (decision 064)', () => {
  expect(CATALOGS.de[unsubscribedLabel('all')]).toBe('alle Benachrichtigungen');
  expect(CATALOGS.de[unsubscribedLabel('comments')]).toBe('Kommentare und Antworten');
});
