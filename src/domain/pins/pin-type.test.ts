import { describe, expect, it } from 'vitest';
import {
  type CardPinType,
  cardPinType,
  hasProductDetails,
  hasRecipeDetails,
  type PinTypeInput,
} from './pin-type.ts';

const video = { videoList: { v720P: { url: 'u', thumbnail: 't', width: 1, height: 1 } } };
const story = { pages: [] };

describe('cardPinType', () => {
  it.each<[string, PinTypeInput, CardPinType]>([
    [
      'one-tap wins over everything',
      { isEligibleForWebCloseup: true, videos: video, storyPinData: story },
      'oneTap',
    ],
    [
      'video',
      { videos: video, embed: { type: 'gif' }, richSummary: { typeName: 'product' } },
      'video',
    ],
    ['embedded video', { embed: { type: 'video' } }, 'video'],
    ['unusable video falls through', { videos: { videoList: { v720P: { url: 'u' } } } }, 'image'],
    ['gif before product', { embed: { type: 'gif' }, richSummary: { typeName: 'product' } }, 'gif'],
    ['product before recipe', { richSummary: { typeName: 'product', recipe: {} } }, 'product'],
    ['product by shopping flag 5', { shopping: { shoppingFlags: [1, 5] } }, 'product'],
    ['product by shopping flag 6', { shopping: { shoppingFlags: [6] } }, 'product'],
    ['shop-the-look flag alone is not a product', { shopping: { shoppingFlags: [1, 2] } }, 'image'],
    ['recipe before story', { richSummary: { typeName: 'recipe' }, storyPinData: story }, 'recipe'],
    ['recipe by data', { richSummary: { recipe: {} } }, 'recipe'],
    ['story', { storyPinData: story, richSummary: { typeName: 'article' } }, 'story'],
    ['else image', {}, 'image'],
  ])('P-111 P-007 %s', (_name, pin, expected) => {
    expect(cardPinType(pin)).toBe(expected);
  });
});

describe("which of the closeup's detail panels a pin has (their code is fetched only then)", () => {
  it.each([
    ['a product in the rich summary', { products: [{}] }, true],
    ['no products', { products: [] }, false],
    ['no rich summary', null, false],
  ] as const)('product panel: %s', (_name, richSummary, expected) => {
    expect(hasProductDetails({ richSummary })).toBe(expected);
  });

  it.each([
    ['a recipe pin', { richSummary: { typeName: 'recipe' } }, true],
    ['recipe data on a video pin', { embed: { type: 'video' }, richSummary: { recipe: {} } }, true],
    ['an article', { richSummary: { typeName: 'article' } }, false],
    ['no rich summary', {}, false],
  ] as const)('recipe panel: %s', (_name, pin, expected) => {
    expect(hasRecipeDetails(pin as PinTypeInput)).toBe(expected);
  });
});
