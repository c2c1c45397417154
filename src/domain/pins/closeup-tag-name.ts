import type { MessageId } from '../i18n/catalogs/en.ts';
import { SHOP_THE_LOOK_LABEL } from '../shopping/shopping-offer.ts';

/**
 * A closeup tag's words (spec 01 §2, P-062): its name, but for the shop-the-look tag, whose words
 * are ours and are said in the page's language (decision 064; the API keeps the spec's English
 * name). Apart from closeup-tags.ts, which the server derives the tags with, so the closeup's
 * code carries only this.
 */
export function closeupTagName(tag: { name: string }, say: (id: MessageId) => string): string {
  return tag.name === SHOP_THE_LOOK_LABEL ? say('closeup.shopTheLook') : tag.name;
}
