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
