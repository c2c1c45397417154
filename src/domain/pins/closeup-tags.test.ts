import { describe, expect, it } from 'vitest';
import { closeupTags, MAX_CLOSEUP_TAGS, pinTagText, richMetadataTagInput } from './closeup-tags.ts';
import type { RichMetadata } from './content.ts';

describe('closeup tag row (spec 01 §2, §3 pinJoin)', () => {
  it.each<[string, Parameters<typeof closeupTags>[0], { name: string; url: string }[]]>([
    ['nothing to show', {}, []],
    [
      'interest links to its ideas page',
      { interest: { name: 'Home decor', urlName: 'home-decor' } },
      [{ name: 'Home decor', url: '/ideas/home-decor/' }],
    ],
    [
      'brands link to a shopping search',
      { brands: ['Oak & Ash', null, '  '] },
      [{ name: 'Oak & Ash', url: '/search/pins/?q=Oak+%26+Ash&rs=closeup_shopping_tag' }],
    ],
    [
      'recipe dish and ingredient groups, then keywords, duplicates once',
      {
        recipe: { dish: 'Shakshuka', ingredientGroups: ['Pantry', 'pantry'] },
        keywords: ['Brunch', 42, 'shakshuka'],
      },
      [
        { name: 'Shakshuka', url: '/search/pins/?q=Shakshuka&rs=closeup_tag' },
        { name: 'Pantry', url: '/search/pins/?q=Pantry&rs=closeup_tag' },
        { name: 'Brunch', url: '/search/pins/?q=Brunch&rs=closeup_tag' },
      ],
    ],
  ])('P-061 P-062 %s', (_, input, expected) => {
    expect(closeupTags(input)).toEqual(expected);
  });

  it('P-061 keeps at most 12 tags and drops overlong names', () => {
    const keywords = Array.from({ length: 20 }, (_, i) => `tag ${i}`);
    const tags = closeupTags({ keywords: ['x'.repeat(41), ...keywords] });
    expect(tags).toHaveLength(MAX_CLOSEUP_TAGS);
    expect(tags[0]?.name).toBe('tag 0');
  });
});

describe('pin tag text for the search document (decision 025)', () => {
  const soup = {
    typeName: 'recipe',
    displayName: 'Roasted tomato soup',
    recipe: { ingredients: [{ items: ['tomatoes'] }, { category: 'Pantry', items: ['salt'] }] },
  } as RichMetadata;
  it.each<[string, RichMetadata | null, string]>([
    ['no rich metadata', null, ''],
    ['an article has no tags', { typeName: 'article', displayName: 'News' }, ''],
    ['a recipe: its dish and ingredient groups', soup, 'Roasted tomato soup\nPantry'],
    [
      'product brands, then keywords, duplicates once',
      {
        products: [{ name: 'Lamp', brand: { name: 'Oak & Ash' } }, { name: 'Rug' }],
        keywords: ['Cosy', 'oak & ash', 7],
      } as RichMetadata,
      'Oak & Ash\nCosy',
    ],
  ])('%s', (_, rm, expected) => {
    expect(pinTagText(rm)).toBe(expected);
  });

  it('holds every rich-metadata tag the row shows, whatever the interest takes', () => {
    const rm = { keywords: Array.from({ length: 20 }, (_, i) => `tag ${i}`) } as RichMetadata;
    const row = closeupTags({
      interest: { name: 'tag 3', urlName: 'tag-3', id: 9 },
      shopTheLook: true,
      ...richMetadataTagInput(rm),
    });
    const stored = pinTagText(rm).split('\n');
    for (const tag of row) if (tag.url.startsWith('/search/')) expect(stored).toContain(tag.name);
  });
});
