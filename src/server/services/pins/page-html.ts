import * as cheerio from 'cheerio';
import {
  backgroundUrl,
  isNopinMeta,
  type PageImages,
  pageImages,
  pageTitle,
  type RawImage,
} from '#domain/pins/page-images';
import { PIN_LIMITS } from '#domain/pins/pin-input';

export interface PageReading extends PageImages {
  title: string;
  /** the address the pictures were resolved against: <base href>, else the page's own */
  base: string;
}

function size(value: string | undefined): number | null {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function hasNopin($el: cheerio.Cheerio<never>): boolean {
  return $el.is('[data-pin-nopin]') || ($el.attr('nopin') ?? '').toLowerCase() === 'nopin';
}

/**
 * Decision 051: the pictures of a page's HTML as the bookmarklet finds them in a live page, as
 * far as HTML without layout allows: og:image and twitter:image, every <img> with its srcset,
 * its <picture>'s sources and lazy loaders' attributes, and backgrounds of inline styles. Sizes
 * come from width/height attributes (unknown otherwise).
 */
export function readPageHtml(html: string, pageUrl: string): PageReading {
  const $ = cheerio.load(html);
  const baseHref = $('base[href]').first().attr('href');
  const base = (baseHref && URL.parse(baseHref, pageUrl)?.href) || pageUrl;
  const meta = (key: string) =>
    $(`meta[property="${key}"], meta[name="${key}"]`).first().attr('content') ?? null;
  const nopin = $('meta[name="pinterest" i]')
    .toArray()
    .some((m) => isNopinMeta($(m).attr('content')));
  const title = pageTitle(meta('og:title'), $('title').first().text(), PIN_LIMITS.title);
  const raws: RawImage[] = [];
  for (const key of ['og:image', 'og:image:secure_url', 'og:image:url'] as const) {
    const src = meta(key);
    if (src) raws.push({ kind: 'og', src, width: size(meta('og:image:width') ?? undefined) });
  }
  const twitter = meta('twitter:image') ?? meta('twitter:image:src');
  if (twitter) raws.push({ kind: 'twitter', src: twitter });
  // the page's own background is a texture behind everything, not a picture on it
  $('img, body [style*="url("]').each((_i, node) => {
    const el = $(node as never);
    if (el.is('img')) {
      const sources = el.parent('picture').children('source');
      raws.push({
        kind: 'img',
        src: el.attr('src'),
        srcsets: [
          ...sources.toArray().map((s) => $(s).attr('srcset') ?? $(s).attr('data-srcset')),
          el.attr('srcset'),
          el.attr('data-srcset'),
        ],
        lazySrcs: [el.attr('data-src'), el.attr('data-lazy-src'), el.attr('data-original')],
        width: size(el.attr('width')),
        height: size(el.attr('height')),
        alt: el.attr('alt') ?? null,
        nopin: hasNopin(el),
      });
      return;
    }
    const src = backgroundUrl(/background(-image)?\s*:([^;]*)/i.exec(el.attr('style') ?? '')?.[2]);
    if (src) {
      raws.push({ kind: 'background', src, nopin: hasNopin(el) });
    }
  });
  return { ...pageImages(base, raws, { nopin }), title, base };
}
