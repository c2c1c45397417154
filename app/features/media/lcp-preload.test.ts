import { describe, expect, it } from 'vitest';
import { KINDS } from '../../../tests/fixtures/pins';
import { pinImagePreload } from './lcp-preload';
import { pinMediaKind } from './PinMedia';

describe('pinImagePreload (issue 12: the LCP image is preloaded)', () => {
  it('a card image: the webp candidates the card offers, at high priority', () => {
    expect(pinImagePreload(KINDS.image, 'card', false)).toEqual({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: '/img/236x/abc123.webp',
      imageSrcSet: '/img/236x/abc123.webp 1x, /img/474x/abc123.webp 2x, /img/736x/abc123.webp 3x',
      type: 'image/webp',
      fetchPriority: 'high',
    });
  });

  it('the closeup image: width candidates and the pane sizes', () => {
    const p = pinImagePreload(KINDS.image, 'closeup', false);
    expect(p?.href).toBe('/img/736x/abc123.webp');
    expect(p?.imageSrcSet).toBe('/img/474x/abc123.webp 474w, /img/736x/abc123.webp 736w');
    expect(p?.imageSizes).toBe('(max-width: 859px) 100vw, 508px');
  });

  it.each([
    ['card', '/img/236x/abc123.jpg'],
    ['closeup', '/img/736x/abc123.jpg'],
  ] as const)('a video on the %s: its poster', (place, poster) => {
    expect(pinMediaKind(KINDS.video, place)).toBe('video');
    expect(pinImagePreload(KINDS.video, place, false)).toEqual({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: poster,
      fetchPriority: 'high',
    });
  });

  it('no preload when the first picture is not one image (a carousel)', () => {
    expect(pinImagePreload(KINDS.carousel, 'card', false)).toBeNull();
  });
});
