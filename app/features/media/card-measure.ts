import type { MasonryItem } from '#domain/masonry';
import type { PinModel } from '#domain/models';
import { type CardInput, cardContent } from '../pins/card-content';

/** Image height / width of a pin's grid image; square when the size is unknown. */
export function pinAspect(pin: PinModel): number {
  const img = pin.images['236x'] ?? pin.images.orig;
  if (!img || img.width <= 0) return 1;
  return img.height / img.width;
}

/**
 * The exact box a card takes in the grid: the footer comes from the same cardContent the card
 * renders, so every row below the image (title, labels, price, rating, cook time, reactions,
 * chips, attribution) is counted (decision 004).
 */
export function measurePinCard(input: CardInput): MasonryItem {
  return { aspect: pinAspect(input.pin), footer: cardContent(input).footer };
}
