import { describe, expect, it } from 'vitest';
import { closeupTags, MAX_CLOSEUP_TAGS } from './closeup-tags.ts';

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
