import script from 'virtual:bookmarklet';

/**
 * Decision 051: the bookmarklet as a `javascript:` address for this instance: its whole script
 * (nothing fetched, so a page's CSP cannot block it), with the origin its save links open.
 */
export function bookmarkletHref(origin: string): string {
  const literal = JSON.stringify(origin).slice(1, -1);
  return `javascript:${encodeURIComponent(script.replace('__TESSERA_ORIGIN__', literal))}`;
}
