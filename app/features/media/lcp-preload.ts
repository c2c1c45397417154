import type { PinModel } from '#domain/pins/models';
import { srcSetFor, WIDE_SIZES, wideSrcSet } from './PinImage';
import { pinMediaKind } from './PinMedia';

/** A `<link rel="preload">` as React Router's meta renders it (`tagName: 'link'`). */
export interface ImagePreload {
  tagName: 'link';
  rel: 'preload';
  as: 'image';
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
  fetchPriority: 'high';
}

/**
 * issue 12 (LCP): the preload of the image a page shows first, so the browser fetches it with
 * the stylesheets instead of after the scripts: the same webp candidates PinImage offers (the
 * browser picks the same one, so the preload is used), or a video's poster. Null for media
 * whose first picture is not one known image (a gif plays, a story or a carousel shows slots).
 */
export function pinImagePreload(
  pin: PinModel,
  place: 'card' | 'closeup',
  isBot: boolean,
): ImagePreload | null {
  const kind = pinMediaKind(pin, place, isBot);
  if (kind === 'video') {
    // PinMedia's poster: the 736x on the closeup, the 236x on a card
    const poster =
      (place === 'closeup' ? pin.images['736x']?.url : pin.images['236x']?.url) ??
      pin.images.orig?.url;
    if (!poster) return null;
    return { tagName: 'link', rel: 'preload', as: 'image', href: poster, fetchPriority: 'high' };
  }
  if (kind !== 'image') return null;
  const wide = place === 'closeup';
  const base = wide ? (pin.images['736x'] ?? pin.images['236x']) : pin.images['236x'];
  if (!base) return null;
  const srcSet = (wide ? wideSrcSet : srcSetFor)(pin.images, 'webp', { isBot });
  return {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    href: base.url.replace(/\.jpg$/, '.webp'),
    imageSrcSet: srcSet,
    ...(wide ? { imageSizes: WIDE_SIZES } : {}),
    type: 'image/webp',
    fetchPriority: 'high',
  };
}
