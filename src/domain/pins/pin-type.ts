/**
 * The card pin type (spec 01 §4).
 */

import { isUsableVideoFormat, VIDEO_FORMAT_KEYS } from '../media/video.ts';
import type { VideoData } from './content.ts';

export const CARD_PIN_TYPES = [
  'oneTap',
  'video',
  'gif',
  'product',
  'recipe',
  'story',
  'image',
] as const;
export type CardPinType = (typeof CARD_PIN_TYPES)[number];

/** spec 01 §3 shoppingFlags: 5 product pin v2, 6 rich product pin. */
const PRODUCT_FLAGS: ReadonlySet<number> = new Set([5, 6]);

export interface PinTypeInput {
  /** spec 01 §3 isEligibleForWebCloseup: a one-tap pin */
  isEligibleForWebCloseup?: boolean;
  videos?: Pick<VideoData, 'videoList'> | null;
  embed?: { type: 'gif' | 'video' } | null;
  richSummary?: { typeName?: string | null; recipe?: object | null } | null;
  shopping?: { shoppingFlags?: readonly number[] } | null;
  storyPinData?: object | null;
}

/**
 * spec 01 §4: card pin type, derived in this order: one-tap (eligible for web closeup),
 * video, gif, product, recipe, story pin, else image. A video is a usable video format
 * (spec 02 §5) or an embedded video; a gif is an embedded gif; a product is richSummary type
 * product or shopping flag 5 or 6; a recipe is richSummary type recipe or recipe data.
 */
export function cardPinType(pin: PinTypeInput): CardPinType {
  if (pin.isEligibleForWebCloseup) return 'oneTap';
  const list = pin.videos?.videoList;
  const hasVideo = list ? VIDEO_FORMAT_KEYS.some((k) => isUsableVideoFormat(list[k])) : false;
  if (hasVideo || pin.embed?.type === 'video') return 'video';
  if (pin.embed?.type === 'gif') return 'gif';
  const typeName = pin.richSummary?.typeName;
  if (typeName === 'product' || pin.shopping?.shoppingFlags?.some((f) => PRODUCT_FLAGS.has(f))) {
    return 'product';
  }
  if (typeName === 'recipe' || pin.richSummary?.recipe) return 'recipe';
  if (pin.storyPinData) return 'story';
  return 'image';
}

/**
 * The closeup's product panel (spec 01 §4 product details): a pin whose rich summary names a
 * product. The panel's code is fetched only for such a pin, so the page asks this first.
 */
export function hasProductDetails(pin: { richSummary?: { products: readonly unknown[] } | null }) {
  return !!pin.richSummary?.products[0];
}

/**
 * The closeup's recipe panel (spec 01 §4 recipe details): a pin with a rich summary that is a
 * recipe pin or carries recipe data.
 */
export function hasRecipeDetails(pin: PinTypeInput): boolean {
  return !!pin.richSummary && (cardPinType(pin) === 'recipe' || !!pin.richSummary.recipe);
}
