import script from 'virtual:bookmarklet';
import type { OverlayTexts } from './bookmarklet/overlay';

/** A value as the inside of the script's string literal that stands in for it. */
const inLiteral = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * Decision 051: the bookmarklet as a `javascript:` address for this instance: its whole script
 * (nothing fetched, so a page's CSP cannot block it), with the origin its save links open and its
 * overlay's words in the language of the page it is taken from (decision 064).
 */
export function bookmarkletHref(origin: string, texts: OverlayTexts): string {
  const filled = script
    .replace('__TESSERA_ORIGIN__', inLiteral(origin))
    .replace('__TESSERA_TEXTS__', inLiteral(JSON.stringify(texts)));
  return `javascript:${encodeURIComponent(filled)}`;
}
