import { describe, expect, it } from 'vitest';
import {
  isFilteredSearch,
  normalizeQuery,
  parseSearchPage,
  searchPageUrl,
  shorterQuery,
} from './search-url';

const qs = (s: string) => new URLSearchParams(s);

describe('search results page address (spec 02 §3 M-180 scopes, issue 16 filters)', () => {
  it.each<[string, string, ReturnType<typeof parseSearchPage>]>([
    [
      'pins',
      'q=red+chair&rs=typed',
      { q: 'red chair', scope: 'pins', rs: 'typed', color: null, kind: null },
    ],
    [
      'pins',
      'q=x&color=blue&kind=video',
      { q: 'x', scope: 'pins', rs: null, color: 'blue', kind: 'video' },
    ],
    [
      'pins',
      'q=x&color=plaid&kind=gif',
      { q: 'x', scope: 'pins', rs: null, color: null, kind: null },
    ],
    [
      'boards',
      'q=x&color=blue&kind=video',
      { q: 'x', scope: 'boards', rs: null, color: null, kind: null },
    ],
    [
      'my_pins',
      'q=%20%20a%20%20b%20',
      { q: 'a b', scope: 'my_pins', rs: null, color: null, kind: null },
    ],
    ['pins', 'rs=%3Cscript%3E', { q: '', scope: 'pins', rs: null, color: null, kind: null }],
    ['everything', 'q=x', null],
    ['', 'q=x', null],
  ])('/search/%s/?%s', (scope, query, expected) => {
    expect(parseSearchPage(scope, qs(query))).toEqual(expected);
  });

  it.each<[Parameters<typeof searchPageUrl>[0], string]>([
    [{ q: 'red chair', scope: 'pins' }, '/search/pins/?q=red+chair'],
    [
      { q: 'x', scope: 'pins', rs: 'typed', color: 'blue', kind: 'video' },
      '/search/pins/?q=x&rs=typed&color=blue&kind=video',
    ],
    [{ q: 'x', scope: 'users', color: 'blue', kind: 'video' }, '/search/users/?q=x'],
    [{ q: '', scope: 'boards' }, '/search/boards/'],
  ])('%j → %s', (params, url) => {
    expect(searchPageUrl(params)).toBe(url);
  });

  it('round-trips through the page parameters', () => {
    const url = searchPageUrl({ q: 'a&b=c', scope: 'my_pins', color: 'red', kind: 'recipe' });
    const [path, query] = url.split('?');
    expect(path).toBe('/search/my_pins/');
    expect(parseSearchPage('my_pins', qs(query ?? ''))).toEqual({
      q: 'a&b=c',
      scope: 'my_pins',
      rs: null,
      color: 'red',
      kind: 'recipe',
    });
  });

  it('caps the query at 200 characters', () => {
    expect(normalizeQuery('a'.repeat(300))).toHaveLength(200);
  });

  it('a colour or a kind makes a filtered variant', () => {
    expect(isFilteredSearch({ color: null, kind: null })).toBe(false);
    expect(isFilteredSearch({ color: 'red', kind: null })).toBe(true);
    expect(isFilteredSearch({ color: null, kind: 'video' })).toBe(true);
  });

  it.each([
    ['modern red chair', 'modern red'],
    ['chair', null],
    ['  ', null],
  ])('a shorter query for %j is %j', (q, shorter) => {
    expect(shorterQuery(q)).toBe(shorter);
  });
});
