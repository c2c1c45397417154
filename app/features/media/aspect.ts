import type { PinModel } from '#domain/pins/models';

/** Image height / width of a pin's grid image; square when the size is unknown. */
export function pinAspect(pin: PinModel): number {
  const img = pin.images['236x'] ?? pin.images.orig;
  if (!img || img.width <= 0) return 1;
  return img.height / img.width;
}
