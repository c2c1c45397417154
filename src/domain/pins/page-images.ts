/**
 * Decision 051: which pictures of a web page can be saved, in which order. The bookmarklet
 * (reading the live page) and the builder's "Save from a website" (reading the page's HTML on the
 * server) describe what they found as `RawImage`s and both go through `pageImages`, so the same
 * page offers the same pictures either way.
 */

/** One candidate of a `srcset`: its address and its width (`480w`) or density (`2x`). */
export interface SrcsetCandidate {
  url: string;
  width: number | null;
  density: number | null;
}

/** What a reader found of one picture, before any rule is applied. */
export interface RawImage {
  kind: 'img' | 'og' | 'twitter' | 'background';
  src?: string | null;
  /** the `srcset` of the image and of each `<source>` of its `<picture>` */
  srcsets?: (string | null | undefined)[];
  /** lazy loaders' attributes: data-src, data-lazy-src, data-original */
  lazySrcs?: (string | null | undefined)[];
  /** the size the page draws it at, or its width/height attributes; null when unknown */
  width?: number | null;
  height?: number | null;
  alt?: string | null;
  /** `data-pin-nopin` (or `nopin="nopin"`) on the element */
  nopin?: boolean;
}

export interface PageImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
  kind: RawImage['kind'];
}

export interface PageImages {
  /** the page asked not to be pinned: nothing is offered */
  nopin: boolean;
  images: PageImage[];
}

/** Pictures smaller than this on either side are icons, buttons and spacers. */
export const MIN_IMAGE_SIDE = 100;
/** A CSS background is a picture only from this size on (the rest are textures and icons). */
export const MIN_BACKGROUND_SIDE = 200;
/** At most this many pictures are offered (a long page's tail is rarely what one saves). */
export const MAX_PAGE_IMAGES = 60;

const DESCRIPTOR = /^(\d+(?:\.\d+)?)([wx])$/i;

/**
 * HTML's srcset: comma-separated candidates, each an address and an optional `Nw` or `Nx`
 * descriptor. Addresses may themselves hold commas (`…/w_400,h_300/a.jpg 400w`): a comma only
 * ends a candidate when it follows whitespace or the address's end, as the HTML parser reads it.
 */
export function parseSrcset(srcset: string | null | undefined): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  const text = srcset ?? '';
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /[\s,]/.test(text[i] as string)) i++;
    if (i >= text.length) break;
    let end = i;
    while (end < text.length && !/\s/.test(text[end] as string)) end++;
    let url = text.slice(i, end);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      let close = end;
      while (close < text.length && text[close] !== ',') close++;
      descriptor = text.slice(end, close).trim();
      end = close;
    }
    i = end + 1;
    if (!url) continue;
    const m = DESCRIPTOR.exec(descriptor);
    const value = m ? Number(m[1]) : null;
    const unit = m?.[2]?.toLowerCase();
    const width = unit === 'w' ? value : null;
    out.push({ url, width, density: unit === 'x' ? value : width === null ? 1 : null });
  }
  return out;
}

/**
 * The largest candidate of several srcsets: the widest `w` if any says its width, else the
 * highest density (a bare address counts as 1x). Null when there is none.
 */
export function largestCandidate(srcsets: (string | null | undefined)[]): SrcsetCandidate | null {
  const all = srcsets.flatMap(parseSrcset);
  const widths = all.filter((c) => c.width !== null);
  const pool = widths.length ? widths : all;
  let best: SrcsetCandidate | null = null;
  for (const c of pool) {
    const size = widths.length ? (c.width ?? 0) : (c.density ?? 1);
    const bestSize = best ? (widths.length ? (best.width ?? 0) : (best.density ?? 1)) : -1;
    if (size > bestSize) best = c;
  }
  return best;
}

/** Pinterest's opt-out: `<meta name="pinterest" content="nopin">` (content may list more). */
export function isNopinMeta(content: string | null | undefined): boolean {
  return /(^|[\s,;])nopin($|[\s,;])/i.test(content ?? '');
}

/** An absolute http(s) address for what the page wrote, resolved against its base; else null. */
export function resolveImageUrl(raw: string | null | undefined, base: string): string | null {
  const value = raw?.trim();
  if (!value || /^(data|blob|javascript|about):/i.test(value)) return null;
  let url: URL;
  try {
    // not URL.parse: the bookmarklet runs in browsers older than it (Safari before 18)
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  url.hash = '';
  return url.href;
}

/** The address to save for one found picture: its largest srcset candidate, else lazy, else src. */
function bestAddress(raw: RawImage, base: string): { url: string; width: number | null } | null {
  const largest = largestCandidate(raw.srcsets ?? []);
  const fromSet = largest && resolveImageUrl(largest.url, base);
  if (fromSet) return { url: fromSet, width: largest.width };
  for (const lazy of raw.lazySrcs ?? []) {
    const url = resolveImageUrl(lazy, base);
    if (url) return { url, width: null };
  }
  const url = resolveImageUrl(raw.src, base);
  return url ? { url, width: null } : null;
}

function tooSmall(raw: RawImage): boolean {
  const min = raw.kind === 'background' ? MIN_BACKGROUND_SIDE : MIN_IMAGE_SIDE;
  const known = [raw.width, raw.height].filter((n): n is number => typeof n === 'number');
  return known.some((n) => n > 0 && n < min);
}

const KIND_RANK: Record<RawImage['kind'], number> = { og: 0, twitter: 1, img: 2, background: 3 };

/**
 * Decision 051: the pictures a page offers. Nothing when the page says nopin; else each found
 * picture not marked nopin, not an icon (< 100 px a side; backgrounds < 200 px), at its largest
 * address, once per address (the first mention's kind and the largest size kept), the page's
 * own choice (og:image, then twitter:image) first, then the largest drawn, the rest in page
 * order; at most 60.
 */
export function pageImages(
  pageUrl: string,
  raws: RawImage[],
  opts: { nopin: boolean },
): PageImages {
  if (opts.nopin) return { nopin: true, images: [] };
  const byUrl = new Map<string, PageImage & { order: number }>();
  const refused = new Set<string>();
  raws.forEach((raw, order) => {
    const best = bestAddress(raw, pageUrl);
    if (!best) return;
    // a picture marked nopin anywhere on the page is not offered from its other mentions either
    if (raw.nopin) {
      refused.add(best.url);
      return;
    }
    if (tooSmall(raw)) return;
    const width = raw.width ?? best.width;
    const found = byUrl.get(best.url);
    if (found) {
      if (KIND_RANK[raw.kind] < KIND_RANK[found.kind]) found.kind = raw.kind;
      if (!found.alt && raw.alt) found.alt = raw.alt.trim();
      if ((width ?? 0) * (raw.height ?? 0) > (found.width ?? 0) * (found.height ?? 0)) {
        found.width = width;
        found.height = raw.height ?? null;
      }
      return;
    }
    byUrl.set(best.url, {
      url: best.url,
      width: width ?? null,
      height: raw.height ?? null,
      alt: (raw.alt ?? '').trim(),
      kind: raw.kind,
      order,
    });
  });
  const area = (i: PageImage) => (i.width ?? 0) * (i.height ?? 0);
  const images = [...byUrl.values()]
    .filter((i) => !refused.has(i.url))
    .sort((a, b) => {
      const pa = a.kind === 'og' || a.kind === 'twitter' ? KIND_RANK[a.kind] : 9;
      const pb = b.kind === 'og' || b.kind === 'twitter' ? KIND_RANK[b.kind] : 9;
      return pa - pb || area(b) - area(a) || a.order - b.order;
    })
    .slice(0, MAX_PAGE_IMAGES)
    .map(({ order: _order, ...image }) => image);
  return { nopin: false, images };
}

/** The first `url(…)` of a CSS background-image value, or null. */
export function backgroundUrl(value: string | null | undefined): string | null {
  const m = /url\(\s*(['"]?)(.*?)\1\s*\)/i.exec(value ?? '');
  return m?.[2] ? m[2] : null;
}

/** A page's title for a pin: og:title, else <title>, spaces folded, cut to `max` characters. */
export function pageTitle(
  ogTitle: string | null | undefined,
  title: string | null | undefined,
  max: number,
): string {
  const text = (ogTitle?.trim() || title?.trim() || '').replace(/\s+/g, ' ');
  return [...text].slice(0, max).join('').trim();
}
