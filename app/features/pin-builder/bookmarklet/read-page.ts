import {
  backgroundUrl,
  isNopinMeta,
  type PageImages,
  pageImages,
  type RawImage,
} from '#domain/pins/page-images';

/** Elements looked at for CSS backgrounds: a huge page is cut short rather than frozen. */
const MAX_ELEMENTS = 8000;

function nopinOf(el: Element): boolean {
  return el.hasAttribute('data-pin-nopin') || el.getAttribute('nopin')?.toLowerCase() === 'nopin';
}

/** Every element of the document and of the open shadow roots inside it. */
function allElements(root: Document | ShadowRoot, out: Element[] = []): Element[] {
  for (const el of root.querySelectorAll('*')) {
    if (out.length >= MAX_ELEMENTS) break;
    out.push(el);
    if (el.shadowRoot) allElements(el.shadowRoot, out);
  }
  return out;
}

function attrSize(el: Element, name: string): number | null {
  const n = Number.parseInt(el.getAttribute(name) ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function readImg(img: HTMLImageElement): RawImage {
  const rect = img.getBoundingClientRect();
  const lazySrcs = ['data-src', 'data-lazy-src', 'data-original'].map((a) => img.getAttribute(a));
  const lazy = lazySrcs.some(Boolean) || img.hasAttribute('data-srcset');
  // a lazy picture's placeholder (a 1 px gif) says nothing of the picture's size
  const natural = (n: number) => (lazy || !img.complete || n === 0 ? null : n);
  const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
  const sources = picture ? [...picture.querySelectorAll('source')] : [];
  return {
    kind: 'img',
    src: img.getAttribute('src'),
    srcsets: [
      ...sources.flatMap((s) => [s.getAttribute('srcset'), s.getAttribute('data-srcset')]),
      img.getAttribute('srcset'),
      img.getAttribute('data-srcset'),
    ],
    lazySrcs,
    width: Math.round(rect.width) || attrSize(img, 'width') || natural(img.naturalWidth),
    height: Math.round(rect.height) || attrSize(img, 'height') || natural(img.naturalHeight),
    alt: img.alt,
    nopin: nopinOf(img),
  };
}

function metaContent(doc: Document, key: string): string | null {
  return (
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ??
    null
  );
}

/**
 * Decision 051: the pictures of the live page the bookmarklet runs in: og:image and
 * twitter:image, every <img> (in open shadow roots too) with its srcset, its <picture>'s sources
 * and lazy loaders' attributes, and CSS backgrounds as drawn. Sizes are the drawn ones.
 */
export function readPage(doc: Document, win: Window): PageImages {
  const nopin = [...doc.querySelectorAll('meta[name="pinterest" i]')].some((m) =>
    isNopinMeta(m.getAttribute('content')),
  );
  const raws: RawImage[] = [];
  for (const key of ['og:image', 'og:image:secure_url', 'twitter:image']) {
    const src = metaContent(doc, key);
    if (src) raws.push({ kind: key.startsWith('og') ? 'og' : 'twitter', src });
  }
  for (const el of allElements(doc)) {
    if (el.tagName === 'IMG') {
      raws.push(readImg(el as HTMLImageElement));
      continue;
    }
    // the page's own background is a texture behind everything, not a picture on it
    if (el.tagName === 'BODY' || el.tagName === 'HTML') continue;
    const src = backgroundUrl(win.getComputedStyle(el).backgroundImage);
    if (!src) continue;
    const rect = el.getBoundingClientRect();
    raws.push({
      kind: 'background',
      src,
      width: Math.round(rect.width),
      height: Math.round(rect.height),
      nopin: nopinOf(el),
    });
  }
  return pageImages(doc.baseURI || win.location.href, raws, { nopin });
}
