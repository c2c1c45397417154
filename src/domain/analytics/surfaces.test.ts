import { describe, expect, it } from 'vitest';
import {
  CARD_SURFACES,
  type CardSurface,
  COLLAGE_SURFACES,
  footerStyle,
  IDEAS_CATEGORIES_LONG,
  IDEAS_CATEGORIES_SHORT,
  isShoppingSurface,
  profileGridSurface,
} from './surfaces.ts';

describe('card surfaces', () => {
  it('P-064 lists the 38 surfaces that change card behaviour', () => {
    expect(CARD_SURFACES).toHaveLength(38);
    expect(new Set(CARD_SURFACES).size).toBe(38);
    expect(CARD_SURFACES).toContain('AuthHomefeed');
    expect(CARD_SURFACES).toContain('TopicBestPinNarrow');
  });

  it('P-064 the Shopping* grids are the shopping surfaces', () => {
    const shopping = CARD_SURFACES.filter(isShoppingSurface);
    expect(shopping).toEqual([
      'ShoppingGridSmall',
      'ShoppingGridSmallCarousel',
      'ShoppingCarousel',
      'ShoppingSquareGridCrop',
      'ShoppingDynamicHeightGrid',
      'ShoppingPackageItem',
    ]);
    expect(isShoppingSurface('ShoppingTool')).toBe(false);
  });

  it('P-215 the collage surfaces are CollageCreation and PublishedCollages', () => {
    expect([...COLLAGE_SURFACES]).toEqual(['CollageCreation', 'PublishedCollages']);
  });

  it.each<[CardSurface, boolean, 'shopping' | 'standard']>([
    ['ShoppingGridSmall', false, 'shopping'],
    ['ShoppingPackageItem', false, 'shopping'],
    ['ShoppingGridSmall', true, 'standard'],
    ['AuthHomefeed', false, 'standard'],
    ['RelatedProductsFeed', false, 'standard'],
  ])('P-122 footer on %s (promoted %s) is %s', (surface, promoted, expected) => {
    expect(footerStyle(surface, promoted)).toBe(expected);
  });
});

describe('ideas categories', () => {
  it('the long ideas list has the 13 categories in order (no side nav yet)', () => {
    expect([...IDEAS_CATEGORIES_LONG]).toEqual([
      'art',
      'beauty',
      'food-and-drink',
      'design',
      'womens-fashion',
      'mens-fashion',
      'home-decor',
      'diy-and-crafts',
      'fitness-and-exercise',
      'animals-and-pets',
      'quotes',
      'travel',
      'weddings',
    ]);
  });

  it('the short ideas list has 6 categories, all from the long list', () => {
    expect([...IDEAS_CATEGORIES_SHORT]).toEqual([
      'art',
      'beauty',
      'food-and-drink',
      'home-decor',
      'womens-fashion',
      'mens-fashion',
    ]);
    for (const c of IDEAS_CATEGORIES_SHORT) expect(IDEAS_CATEGORIES_LONG).toContain(c);
  });
});

describe('profileGridSurface: whose profile grid a card is on', () => {
  it.each<[string | null, string, CardSurface]>([
    ['7', '7', 'UserProfilePinGrid'],
    ['7', '8', 'OtherProfilePinGrid'],
    [null, '8', 'OtherProfilePinGrid'],
  ])('viewer %s on profile %s → %s', (viewerId, profileUserId, want) => {
    expect(profileGridSurface(viewerId, profileUserId)).toBe(want);
  });
});
