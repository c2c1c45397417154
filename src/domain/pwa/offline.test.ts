import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXT, offlineKindOf, offlinePageHtml, titleOfHtml } from './offline.ts';

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
  it('lists pins then boards, escaped, with links', () => {
    const html = offlinePageHtml([
      { url: '/anna/garden/', title: 'Garden', kind: 'board' },
      { url: '/pin/1/', title: '<b>Roses</b>', kind: 'pin' },
      { url: '/pin/2/', title: '', kind: 'pin' },
    ]);
    expect(html).toContain(OFFLINE_TEXT.lead);
    expect(html).toContain('<a href="/pin/1/">&lt;b&gt;Roses&lt;/b&gt;</a>');
    expect(html).toContain(`<a href="/pin/2/">${OFFLINE_TEXT.untitledPin}</a>`);
    expect(html.indexOf('/pin/1/')).toBeLessThan(html.indexOf('/anna/garden/'));
    expect(html).not.toContain('<script');
  });

  it('says what will be kept when nothing is', () => {
    const html = offlinePageHtml([]);
    expect(html).toContain(OFFLINE_TEXT.none);
    expect(html).not.toContain('<ul>');
  });
});
