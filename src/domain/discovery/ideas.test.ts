import { describe, expect, it } from 'vitest';
import { IDEAS_CATEGORIES_LONG } from '../analytics/surfaces';
import { flyoutCategories, flyoutExtraTabs, parseInterestId, videosCategoryPath } from './ideas';

describe('ideas categories (spec 01 §2)', () => {
  it('P-049 the long list, shown where there is room, has 13 entries', () => {
    expect(flyoutCategories(1024)).toHaveLength(13);
    expect(flyoutCategories(1920)).toEqual(IDEAS_CATEGORIES_LONG);
  });

  it('P-050 a narrower window gets the short list of 6: art, beauty, food-and-drink, home-decor, womens-fashion, mens-fashion', () => {
    expect(flyoutCategories(1023)).toHaveLength(6);
    expect(flyoutCategories(800)).toEqual([
      'art',
      'beauty',
      'food-and-drink',
      'home-decor',
      'womens-fashion',
      'mens-fashion',
    ]);
  });
});

describe('ideas and videos paths (spec 02 §2)', () => {
  it('M-057 /videos/{category}/{id}', () => {
    expect(videosCategoryPath('travel', '1011')).toBe('/videos/travel/1011/');
  });

  it.each<[string | undefined, number | null]>([
    ['1006', 1006],
    ['0', null],
    ['-3', null],
    ['12ab', null],
    ['9999999999999999', null],
    [undefined, null],
  ])('interest id %s → %s', (param, id) => {
    expect(parseInterestId(param)).toBe(id);
  });
});

describe('flyoutExtraTabs (issue 33, defect 9: the header at tablet widths)', () => {
  it.each([
    [744, ['Today', 'Shopping']],
    [1024, ['Today', 'Shopping']],
    [1099, ['Today', 'Shopping']],
    [1100, []],
    [1920, []],
  ])('at %i px the Explore flyout adds %j', (width, labels) => {
    expect(flyoutExtraTabs(width).map((t) => t.label)).toEqual(labels);
  });
});
