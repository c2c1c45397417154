import { describe, expect, it } from 'vitest';
import { digestMail } from '#domain/messages/notification-mail';
import { composeMail, mailDocument, mailLocale, mailWriter } from './mail-language.ts';

describe('mail in its recipient’s language (decision 064)', () => {
  it.each([
    ['de', 'fr', 'de'],
    [null, 'fr', 'fr'],
    [null, 'en', 'en'],
    // the pseudo-locale and unknown values are never a mail's language
    ['en-XA', 'ja', 'ja'],
    ['xx', 'nope', 'en'],
    [undefined, undefined, 'en'],
  ] as const)('account %s, instance %s: %s', (account, instance, locale) => {
    expect(mailLocale(account, instance)).toBe(locale);
  });

  it('says <html lang dir>, right to left in Arabic, once', () => {
    expect(mailDocument('<p>x</p>', 'ar')).toMatch(
      /^<!DOCTYPE html><html lang="ar" dir="rtl">.*<body><p>x<\/p><\/body><\/html>$/,
    );
    expect(mailDocument('<p>x</p>', undefined)).toContain('<html lang="en" dir="ltr">');
    const whole = mailDocument('<p>x</p>', 'de');
    expect(mailDocument(whole, 'de')).toBe(whole);
  });

  it('escapes every line whole in HTML, values too; the text part keeps them as they are', () => {
    const w = mailWriter('fr');
    const m = composeMail(w, w.say('mail.reset.subject', { site: 'A & <B>' }), [
      w.say('mail.hiName', { name: '<script>' }),
      { text: w.say('mail.reset.link'), href: 'https://x.example/?a=1&b="2"' },
    ]);
    expect(m.subject).toBe('Réinitialisez votre mot de passe A & <B>');
    expect(m.locale).toBe('fr');
    expect(m.text).toBe('Bonjour <script>,\n\nhttps://x.example/?a=1&b="2"\n');
    expect(m.html).toBe(
      '<p>Bonjour &lt;script&gt;,</p><p><a href="https://x.example/?a=1&amp;b=&quot;2&quot;">Réinitialiser votre mot de passe</a></p>',
    );
  });

  it('the digest counts in each language’s plurals', () => {
    const footer = { firstName: '', siteName: 'Tessera', settingsUrl: 's', unsubscribeUrl: 'u' };
    const items = (n: number) =>
      Array.from({ length: n }, () => ({ kind: 'follow' as const, sentence: 'x', url: 'u' }));
    const subject = (locale: 'de' | 'ar' | 'ja', n: number) =>
      digestMail(items(n), footer, mailWriter(locale).say)?.subject;
    expect(subject('de', 1)).toBe('Deine Zusammenfassung von Tessera: 1 neue Benachrichtigung');
    expect(subject('de', 3)).toBe('Deine Zusammenfassung von Tessera: 3 neue Benachrichtigungen');
    expect(subject('ar', 2)).toBe('ملخّصك من Tessera: إشعاران جديدان');
    expect(subject('ar', 3)).toBe('ملخّصك من Tessera: 3 إشعارات جديدة');
    expect(subject('ja', 7)).toBe('Tesseraのまとめ: 新しいお知らせ7件');
    const de = digestMail(items(7), footer, mailWriter('de').say);
    expect(de?.lines.map((l) => l.text)).toEqual(
      expect.arrayContaining(['Hallo,', 'Neue Follower (7)', 'und 2 weitere']),
    );
  });
});
