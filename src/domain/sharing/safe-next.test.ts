import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './safe-next.ts';

describe('safeNextPath (no open redirect after login, ASVS V3)', () => {
  it.each<[string | null | undefined, string]>([
    ['/pin/123/', '/pin/123/'],
    ['/settings?tab=profile#avatar', '/settings?tab=profile#avatar'],
    ['/me/', '/me/'],
    ['/a/../b/', '/b/'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['http:evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['JavaScript:alert(1)', '/'],
    ['data:text/html,hi', '/'],
    ['pin/1/', '/'],
    ['/\tevil', '/'],
    ['/\n/evil.example', '/'],
    [`/${'a'.repeat(2001)}`, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  // issue 10: known open-redirect bypass forms, each of which a browser would take off the site
  // (or which a proxy or browser could decode into such a form)
  it.each<string>([
    '/.//evil.example',
    '/./\\evil.example',
    '/.//evil.example/path?x=1',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/%09/evil.example',
    '/%5cevil.example',
    '/%2fevil.example',
    '/%2F%2Fevil.example',
    '/%252f%252fevil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/\u0000//evil.example',
    '/ /evil.example',
    '\t//evil.example',
    ' //evil.example',
    'http:evil.example',
    'http:/evil.example',
    'https:\\\\evil.example',
    'javascript:alert(1)',
    'java\nscript:alert(1)',
    'JAVASCRIPT:alert(1)//',
    'vbscript:msgbox(1)',
    '//user:pass@evil.example',
    '/\\user@evil.example',
    'https://tessera.invalid@evil.example/',
    '//evil.example%2f@tessera.invalid',
    '//ｅｖｉｌ.example',
    '/／evil.example',
    '/＼evil.example',
    '//xn--80ak6aa92e.com',
    '//ex\u0430mple.com',
    '/\u0085/evil.example',
    `/${'/'.repeat(3000)}evil.example`,
  ])('refuses the bypass form %j', (input) => {
    const out = safeNextPath(input);
    expect(out).toBe('/');
    // and whatever it answers stays on our origin when a browser resolves it
    expect(new URL(out, 'https://own.example').origin).toBe('https://own.example');
  });

  it.each<[string, string]>([
    ['/pin/cozy--12/', '/pin/cozy--12/'],
    ['/search/?q=red+shoes', '/search/?q=red+shoes'],
    ['/board/1/?sort=custom#pins', '/board/1/?sort=custom#pins'],
    ['/user_name/_saved/', '/user_name/_saved/'],
    ['/pin/é/', '/pin/%C3%A9/'],
    ['/a/./b/', '/a/b/'],
    ['/invites/', '/invites/'],
    // issue 35: a save link's query carries encoded addresses
    [
      '/pin/create/button/?url=https%3A%2F%2Fexample.com%2Fsoup&media=https%3A%2F%2Fcdn.example.com%2Fa.jpg',
      '/pin/create/button/?url=https%3A%2F%2Fexample.com%2Fsoup&media=https%3A%2F%2Fcdn.example.com%2Fa.jpg',
    ],
    ['/search/?q=50%25+off', '/search/?q=50%25+off'],
  ])('keeps the on-site path %j as %j', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//evil.example', '/settings')).toBe('/settings');
  });

  it('builds login links that carry only safe targets', () => {
    expect(loginPath('/pin/1/')).toBe('/login?next=%2Fpin%2F1%2F');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath('/me/', '/signup')).toBe('/signup?next=%2Fme%2F');
  });
});
