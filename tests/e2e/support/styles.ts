import type { BrowserContext, Page } from 'playwright-core';

/** A few elements most pages have, and the properties a lost stylesheet changes first. */
const PROBES = [
  'body',
  'header',
  'header a',
  'header button',
  'main',
  'main h1',
  'main h2',
  'main p',
  'main a',
  'main button',
  'main input',
];
const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'display',
  'padding-left',
  'margin-left',
  'border-top-left-radius',
  'border-top-width',
  'max-width',
];

export interface StyleState {
  /**
   * the stylesheets linked (paths, a trailing '#' dropped), whether each applies, and whether
   * the code of a part fetched on demand brought it (Vite's loader marks those `crossorigin`)
   */
  sheets: { href: string; applied: boolean; code: boolean }[];
  /** probe selector → the element's words (which one it is) and its computed values */
  computed: Record<string, { text: string; values: Record<string, string> }>;
}

declare global {
  interface Window {
    /** the state now; each probe the element with the given words, if given */
    __styleState: (texts?: Record<string, string>) => StyleState;
    __stylesAtHydration?: StyleState;
  }
}

/**
 * Installs `window.__styleState()` in every document of `page`, and keeps the state of the
 * moment the root layout marks <html data-hydrated> (before the page's idle-time prefetching
 * of code it may draw later brings that code's stylesheets).
 */
export async function watchStyles(page: Page): Promise<void> {
  await page.addInitScript(
    ({ probes, properties }) => {
      const words = (e: Element) =>
        (e.textContent || e.getAttribute('aria-label') || '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 60);
      window.__styleState = (texts) => {
        const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')]
          .filter((l) => l.getAttribute('href'))
          .map((l) => ({
            href: new URL(l.getAttribute('href') ?? '', location.href).pathname,
            applied: Boolean(l.sheet) && !l.disabled,
            code: l.hasAttribute('crossorigin') && !l.hasAttribute('data-precedence'),
          }));
        const computed: StyleState['computed'] = {};
        for (const selector of probes) {
          const el = [...document.querySelectorAll<HTMLElement>(selector)].find(
            (e) =>
              e.getClientRects().length > 0 &&
              (texts?.[selector] === undefined || words(e) === texts[selector]),
          );
          if (!el) continue;
          const cs = getComputedStyle(el);
          computed[selector] = {
            text: words(el),
            values: Object.fromEntries(properties.map((p) => [p, cs.getPropertyValue(p)])),
          };
        }
        return { sheets, computed };
      };
      // the script runs before <html> exists: the document is watched, <html> among its nodes
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        window.__stylesAtHydration = window.__styleState();
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-hydrated'],
      });
    },
    { probes: PROBES, properties: PROPERTIES },
  );
}

/** The page as the server's HTML draws it: every script of the build blocked. */
export async function stylesBeforeScripts(
  context: BrowserContext,
  url: string,
): Promise<StyleState> {
  const page = await context.newPage();
  try {
    await watchStyles(page);
    await page.route(/\/assets\/.+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => window.__styleState());
  } finally {
    await page.close();
  }
}

/**
 * The page as a person gets it: the stylesheets linked when it has hydrated, then (once the
 * network is idle and a second has passed) whether each still applies and the computed styles.
 */
export async function stylesAfterHydration(
  context: BrowserContext,
  url: string,
  before: StyleState,
): Promise<{ atHydration: StyleState | null; settled: StyleState }> {
  const page = await context.newPage();
  try {
    await watchStyles(page);
    await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(() => window.__stylesAtHydration !== undefined, undefined, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    await settledStyles(page);
    return {
      atHydration: await page.evaluate(() => window.__stylesAtHydration ?? null),
      settled: await page.evaluate((texts) => window.__styleState(texts), probeTexts(before)),
    };
  } finally {
    await page.close();
  }
}

/**
 * Waits until the page's stylesheets have stopped changing for 800 ms and all have loaded (the
 * code the page prefetches once idle brings some), at most 8 s.
 */
export async function settledStyles(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = '';
        let since = performance.now();
        const tick = () => {
          const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')];
          const now = links.map((l) => `${l.href}:${Boolean(l.sheet)}`).join(' ');
          if (now !== last) {
            last = now;
            since = performance.now();
          }
          const quiet = performance.now() - since > 800 && links.every((l) => l.sheet);
          if (quiet || performance.now() - started > 8000) resolve();
          else setTimeout(tick, 100);
        };
        tick();
      }),
  );
}

/** Which element each probe of `state` was: the hydrated page's probes are the same ones. */
export function probeTexts(state: StyleState): Record<string, string> {
  return Object.fromEntries(Object.entries(state.computed).map(([k, v]) => [k, v.text]));
}

const unique = (hrefs: string[]) => [...new Set(hrefs)].sort();

/**
 * What differs between the server's drawing of a page and the hydrated page: with `sameSheets`
 * (a page load), the stylesheets the page links when it has hydrated must be the server's
 * exactly (code fetched on demand may bring its own, for what it draws later); always, every
 * stylesheet the server linked must still apply once the page has settled, and the probes'
 * computed styles must be equal.
 */
export function styleDifferences(
  before: StyleState,
  after: { atHydration: StyleState | null; settled: StyleState } | StyleState,
  opts: { sameSheets?: boolean } = {},
): string[] {
  const out: string[] = [];
  const settled = 'settled' in after ? after.settled : after;
  const server = unique(before.sheets.map((s) => s.href));
  if ('settled' in after && (opts.sameSheets ?? true)) {
    if (!after.atHydration) out.push('never marked hydrated');
    else {
      const linked = unique(after.atHydration.sheets.filter((s) => !s.code).map((s) => s.href));
      const extra = linked.filter((h) => !server.includes(h));
      const missing = server.filter((h) => !linked.includes(h));
      if (extra.length) out.push(`stylesheets the server did not link: ${extra.join(', ')}`);
      if (missing.length) out.push(`stylesheets gone at hydration: ${missing.join(', ')}`);
    }
  }
  const applied = new Set(settled.sheets.filter((s) => s.applied).map((s) => s.href));
  const lost = server.filter((h) => !applied.has(h));
  if (lost.length) out.push(`stylesheets no longer applied: ${lost.join(', ')}`);
  for (const [selector, probe] of Object.entries(before.computed)) {
    // an element the page replaces once it has data (a 'Loading…' button) is no probe
    const now = settled.computed[selector];
    if (!now) continue;
    for (const [prop, value] of Object.entries(probe.values)) {
      if (now.values[prop] !== value) {
        out.push(`${selector} "${probe.text}" ${prop}: ${value} → ${now.values[prop]}`);
      }
    }
  }
  return out;
}
