import { describe, expect, it } from 'vitest';
import { titlePhrases } from './search-suggest.ts';

// Issue 16: the header box suggests phrases frequent in pin titles that start with the text.
const TITLES = [
  'Chocolate cake recipe',
  'Easy chocolate cake',
  'Chocolate chip cookies',
  'Best chocolate cake ever',
  'Hot chocolate with marshmallows',
  'Choco banana bread',
];

describe('titlePhrases', () => {
  it.each([
    [['choc'], 5, ['chocolate', 'chocolate cake', 'choco', 'choco banana', 'chocolate chip']],
    [['chocolate', 'c'], 3, ['chocolate cake', 'chocolate chip', 'chocolate cake ever']],
    [['hot', 'chocolate'], 5, ['hot chocolate']],
    [['zebra'], 5, []],
    [[], 5, []],
  ])('%j (at most %i) → %j', (typed, max, want) => {
    expect(titlePhrases(TITLES, typed, max)).toEqual(want);
  });

  it('never extends a phrase with a stop word', () => {
    expect(titlePhrases(['Hot chocolate with marshmallows'], ['hot', 'chocolate'], 5)).toEqual([
      'hot chocolate',
    ]);
  });

  it('counts a phrase once per title', () => {
    expect(titlePhrases(['cake cake cake', 'cake pops'], ['cake'], 1)).toEqual(['cake']);
  });
});
