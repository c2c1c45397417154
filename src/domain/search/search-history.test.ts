import { describe, expect, it } from 'vitest';
import type { RecentSearch } from './search.ts';
import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  normalizeQuery,
  removeRecentSearch,
  searchKey,
} from './search-history.ts';

const r = (query: string, scope: RecentSearch['scope'] = 'pins'): RecentSearch => ({
  query,
  scope,
});

describe('normalizeQuery and searchKey', () => {
  it.each([
    ['  summer   outfits ', 'summer outfits', 'summer outfits'],
    ['Summer\tOutfits\n', 'Summer Outfits', 'summer outfits'],
    ['', '', ''],
    ['   ', '', ''],
    ['x'.repeat(250), 'x'.repeat(200), 'x'.repeat(200)],
  ])('%j → %j (key %j)', (input, normal, key) => {
    expect(normalizeQuery(input)).toBe(normal);
    expect(searchKey(input)).toBe(key);
  });
});

describe('addRecentSearch', () => {
  it('P-242 recent searches are de-duplicated against the newest', () => {
    const list = [r('cake'), r('Summer outfits'), r('garden')];
    expect(addRecentSearch(list, r('summer  OUTFITS', 'boards'))).toEqual([
      r('summer OUTFITS', 'boards'),
      r('cake'),
      r('garden'),
    ]);
  });

  it.each([
    ['a new query goes on top', [r('a'), r('b')], r('c'), [r('c'), r('a'), r('b')]],
    ['the newest again stays alone on top', [r('a'), r('b')], r('A'), [r('A'), r('b')]],
    ['an empty query changes nothing', [r('a')], r('   '), [r('a')]],
    ['into an empty list', [], r(' tea '), [r('tea')]],
  ] as const)('%s', (_name, list, entry, want) => {
    expect(addRecentSearch(list, entry)).toEqual(want);
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES}`, () => {
    let list: RecentSearch[] = [];
    for (let i = 0; i < 30; i++) list = addRecentSearch(list, r(`q${i}`));
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]?.query).toBe('q29');
    expect(list.at(-1)?.query).toBe('q10');
  });
});

describe('removeRecentSearch', () => {
  it('removes by key, whatever the case and spacing', () => {
    expect(removeRecentSearch([r('Cake  pops'), r('tea')], 'cake pops')).toEqual([r('tea')]);
  });
});
