import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import { offlineKindOf, offlinePageHtml, titleOfHtml } from './offline.ts';
import { swTexts } from './sw-texts.ts';

/** The worker's texts as the server says them in `locale` (decision 064: its catalog). */
function textsIn(locale: 'en' | 'de' | 'ar') {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return swTexts((id, values) => i18n._(id, values), {
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
  });
}

describe('offlineKindOf', () => {
  it.each([
    ['/pin/123/', 'pin'],
    ['/pin/cozy-reading-nook--123/', 'pin'],
    ['/pin/123.data', 'pin'],
    ['/pin/abc/', null],
    ['/pin/123/comments/', null],
    ['/anna/garden/', 'board'],
    ['/anna/garden.data', 'board'],
    ['/anna/garden/roses/', null],
    ['/settings/notifications/', null],
    ['/search/pins/', null],
    ['/ideas/garden/', null],
    ['/anna/', null],
    ['/', null],
    ['/%E0%A4%A/x/', null],
  ])('%s → %s', (path, kind) => {
    expect(offlineKindOf(path)).toBe(kind);
  });
});

describe('titleOfHtml', () => {
  it.each([
    ['<title>Roses &amp; tulips | Tessera</title>', 'Roses & tulips'],
    ['<title data-x="1">Garden</title>', 'Garden'],
    ['<html>no title</html>', ''],
  ])('%s → %s', (html, title) => {
    expect(titleOfHtml(html)).toBe(title);
  });
});

describe('offlinePageHtml', () => {
  const en = textsIn('en').offline;
  const entries = [
    { url: '/anna/garden/', title: 'Garden', kind: 'board' },
    { url: '/pin/1/', title: '<b>Roses</b>', kind: 'pin' },
    { url: '/pin/2/', title: '', kind: 'pin' },
  ] as const;

  it('lists pins then boards, escaped, with links', () => {
    const html = offlinePageHtml([...entries], en);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>You&#39;re offline</h1>');
    expect(html).toContain(
      'This page needs a connection. These pins and boards you saw recently open without one:',
    );
    expect(html).toContain('<a href="/pin/1/">&lt;b&gt;Roses&lt;/b&gt;</a>');
    expect(html).toContain('<a href="/pin/2/">Pin</a>');
    expect(html.indexOf('/pin/1/')).toBeLessThan(html.indexOf('/anna/garden/'));
    expect(html).not.toContain('<script');
  });

  it('says what will be kept when nothing is', () => {
    const html = offlinePageHtml([], en);
    expect(html).toContain('Nothing you saw recently is kept for offline use yet.');
    expect(html).not.toContain('<ul>');
  });

  it('is said in the language of the page the worker last served (decision 065)', () => {
    const de = offlinePageHtml([...entries], textsIn('de').offline);
    expect(de).toContain('<html lang="de" dir="ltr">');
    expect(de).toContain('<h1>Du bist offline</h1>');
    expect(de).toContain('<h2>Pinnwände</h2>');
    expect(de).toContain('Erneut versuchen');
    const ar = offlinePageHtml([], textsIn('ar').offline);
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<h1>أنت غير متصل</h1>');
  });
});
