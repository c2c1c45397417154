// Decision 051: the bookmarklet's entry, bundled with what it imports into one script
// (scripts/bookmarklet.mjs). The page serving it puts this instance's origin in ORIGIN and the
// overlay's words, in that page's language, as JSON in TEXTS (decision 064).
import { type PageImage, pageTitle } from '#domain/pins/page-images';
import { PIN_LIMITS } from '#domain/pins/pin-input';
import { type OverlayTexts, showOverlay } from './overlay';
import { readPage } from './read-page';

const ORIGIN = '__TESSERA_ORIGIN__';
const TEXTS: OverlayTexts = JSON.parse('__TESSERA_TEXTS__');

function saveUrl(image: PageImage): string {
  const og = document.querySelector('meta[property="og:title"]')?.getAttribute('content');
  const query = new URLSearchParams({
    url: location.href,
    media: image.url,
    description: pageTitle(og, document.title, PIN_LIMITS.description),
  });
  return `${ORIGIN}/pin/create/button/?${query}`;
}

showOverlay(document, {
  found: readPage(document, window),
  texts: TEXTS,
  saveUrl,
  open: (url) => window.open(url, '_blank', 'noopener'),
});
