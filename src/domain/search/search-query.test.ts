import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TERMS, parseSearchQuery, searchTsQuery } from './search-query.ts';

// Issue 16: user text becomes a tsquery of quoted words and our own operators only.
describe('searchTsQuery', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['!!! &&& |', null],
    ['cake', "'cake':*"],
    ['cake ', "'cake'"],
    ['Chocolate cake', "'chocolate' & 'cake':*"],
    ['chocolate -nuts', "'chocolate' & !'nuts'"],
    ['-nuts', null],
    ['"summer outfits" ideas', "('summer' <-> 'outfits') & 'ideas':*"],
    ['"summer outfits"', "('summer' <-> 'outfits')"],
    ['"summer outfits', "('summer' <-> 'outfits')"],
    ['-"summer outfits" beach', "!('summer' <-> 'outfits') & 'beach':*"],
    ["don't", "('don' <-> 't':*)"],
    ["don't ", "('don' <-> 't')"],
    ['user_2o', "('user' <-> '2o':*)"],
    ["'; drop table pins; --", "'drop' & 'table' & 'pins':*"],
    ["cake:* | ! ( 'x' <->", "'cake' & 'x':*"],
    ['Crème brûlée', "'crème' & 'brûlée':*"],
    ['東京 旅行', "'東京' & '旅行':*"],
    ['""', null],
    ['-', null],
  ])('%j → %j', (q, want) => {
    expect(searchTsQuery(q)).toBe(want);
  });

  it(`keeps at most ${MAX_QUERY_TERMS} terms`, () => {
    const q = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(parseSearchQuery(q)).toHaveLength(MAX_QUERY_TERMS);
  });

  it('never lets a quote or backslash through', () => {
    for (const q of ["a'b", 'a\\b', "it's", "'''", "x\\'y"]) {
      const t = searchTsQuery(q) ?? '';
      expect(t.replace(/'[\p{L}\p{N}]+'/gu, '')).not.toMatch(/['\\]/u);
    }
  });
});
