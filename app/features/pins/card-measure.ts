import type { MasonryItem } from '#domain/masonry';
import { cardFooterHeight, titleLines } from '#domain/masonry';
import type { PinModel } from '#domain/models';
import { cardTitle } from '#domain/truncate';

/** Image height / width of a pin's grid image; square when the size is unknown. */
export function pinAspect(pin: PinModel): number {
  const img = pin.images['236x'] ?? pin.images.orig;
  if (!img || img.width <= 0) return 1;
  return img.height / img.width;
}

/** The exact box a card takes in the grid (the card renders to these numbers). */
export function measurePinCard(pin: PinModel, opts: { showAttribution: boolean }): MasonryItem {
  return {
    aspect: pinAspect(pin),
    footer: cardFooterHeight({
      titleLines: titleLines(cardTitle(pin.gridTitle)),
      hasAttribution: opts.showAttribution,
      hasPriceRow: false,
    }),
  };
}
