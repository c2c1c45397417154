import { useEffect, useState } from 'react';

/**
 * The first element a selector names that is drawn on the page (a header button hidden at phone
 * widths is not an anchor), or null: none yet, or a selector the browser refuses.
 */
export function findAnchor(selector: string | undefined): Element | null {
  if (!selector || typeof document === 'undefined') return null;
  try {
    const all = document.querySelectorAll(selector);
    for (const el of all) {
      if (el.getClientRects().length > 0) return el;
    }
    // a document that lays nothing out (a test's) has no drawn element: the first match it is
    const laidOut = document.documentElement.getClientRects().length > 0;
    return laidOut ? null : (all[0] ?? null);
  } catch {
    return null;
  }
}

/**
 * The page element an anchored experience points at (spec 02 §5, M-264): null until it is on the
 * page (never on the server); a page that renders it later is watched until it appears.
 */
export function usePageAnchor(selector: string | undefined, enabled = true): Element | null {
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (!enabled || !selector) {
      setElement(null);
      return;
    }
    const found = findAnchor(selector);
    setElement(found);
    if (found) return;
    const observer = new MutationObserver(() => {
      const later = findAnchor(selector);
      if (!later) return;
      observer.disconnect();
      setElement(later);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector, enabled]);
  return element;
}
