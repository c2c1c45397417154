import { describe, expect, it } from 'vitest';
import { isBuiltPage, liveHref } from './built-pages';
import { ideasPath, pinAnalyticsPath, searchPinsPath } from './routes';

describe('links only to pages that exist (issue 10)', () => {
  it.each<[string, boolean]>([
    // issue 16 built the ideas pages
    [ideasPath('home-decor'), true],
    ['/ideas/', true],
    // issue 16 built search
    [searchPinsPath('home decor', 'homefeed'), true],
    ['/search/pins/?q=x&rs=closeup_tag', true],
    ['/search', true],
    // issue 15 built it
    [pinAnalyticsPath('55'), true],
    ['/pin/55/analytics/', true],
    ['/pin/55/', true],
    ['/pin/moss-wall--55/', true],
    ['/pin/55/edit', true],
    ['/', true],
    ['/ada/', true],
    ['/ada/_created/', true],
    ['/ada/searches/', true],
    ['/ada/ideas/', true],
    ['/me/', true],
    ['https://example.com/search/pins/', true],
  ])('%s → %s', (href, built) => {
    expect(isBuiltPage(href)).toBe(built);
    expect(liveHref(href)).toBe(built ? href : null);
  });

  it('no href stays none', () => {
    expect(liveHref(null)).toBeNull();
    expect(liveHref('')).toBeNull();
  });
});
