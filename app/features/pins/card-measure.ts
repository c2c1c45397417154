import type { MasonryItem } from '#domain/layout/masonry';
import { pinAspect } from '../media';
import { type CardInput, cardContentOnce } from './card-content';

/**
 * The exact box a card takes in the grid: the footer comes from the same cardContent the card
 * renders, so every row below the image (title, labels, price, rating, cook time, reactions,
 * chips, attribution) is counted (decision 004).
 */
export function measurePinCard(input: CardInput): MasonryItem {
  return { aspect: pinAspect(input.pin), footer: cardContentOnce(input).footer };
}
