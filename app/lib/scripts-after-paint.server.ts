const PRELOAD = '<link rel="modulepreload"';
const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
const SCRIPT = '<script';
const SCRIPT_END = '</script>';
const MODULE_TYPE = ' type="module"';
const HREF = /\shref="([^"]+)"/;
/** the loader `<Scripts/>` writes: `import "…";` and `import * as routeN from "…";` lines,
 * then plain statements that end with `import("…entry.client…");` */
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\\]+");?\s*$/;

/**
 * Resolves once the page has painted its first content (the `first-contentful-paint` entry,
 * which the browser reports after the frame is on screen), at once in a hidden tab (it paints
 * nothing), after a frame where paint timing is missing, and after 5 s at the latest.
 */
export const AFTER_FIRST_PAINT = `await new Promise((go) => {
  if (document.visibilityState === "hidden") return go();
  addEventListener("visibilitychange", go, { once: true });
  setTimeout(go, 5000);
  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
    return requestAnimationFrame(() => setTimeout(go));
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    go();
  }).observe({ type: "paint", buffered: true });
});`;

/** the module preloads, added at the end of <body> where the tree renders them. Once the first
 * paint is on screen they are fetched at the browser's usual priority, ahead of images further
 * down the page */
function preloadsScript(hrefs: string[]): string {
  return `for (const href of ${JSON.stringify(hrefs)}) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.body.append(link);
}`;
}

/**
 * The loader's static imports as dynamic ones awaited in the same order, after the first paint.
 * A loader of another shape is left as it was, so the page still loads (its scripts then start
 * at once, as before this).
 */
export function deferLoader(source: string, hrefs: string[]): string {
  const lines = source.split('\n');
  const rest = lines.findIndex((line) => line.trim() !== '' && !STATIC_IMPORT.test(line));
  const imports = rest < 0 ? lines : lines.slice(0, rest);
  const after = rest < 0 ? [] : lines.slice(rest);
  if (after.some((line) => /^\s*import[\s*{"']/.test(line))) return source;
  const dynamic = imports
    .map((line) => STATIC_IMPORT.exec(line))
    .filter((match) => match !== null)
    .map(([, name, url]) =>
      name ? `const ${name} = await import(${url});` : `await import(${url});`,
    );
  return [AFTER_FIRST_PAINT, preloadsScript(hrefs), ...dynamic, ...after].join('\n');
}

/**
 * Issue 12, decision 034: a page's scripts are fetched after its first paint. React Router's
 * `<Scripts/>` writes a `<link rel="modulepreload">` per initial script into <head> and a module
 * script whose static imports start at once; on a slow phone link those ~110 KB can share the
 * connection with the stylesheet and the first pin images (Chrome holds them back, other
 * browsers and Lighthouse's estimate do not). This rewrite of the server's HTML drops the
 * preloads and makes the loader wait for the first contentful paint, then add the preloads (all
 * scripts in parallel) and import what it imported before, in the same order. The page's links
 * and forms work before it hydrates. The page is rewritten whole, once React has written all of it
 * (entry.server.tsx), so no tag is ever cut between two chunks; it stays bytes but for <head>'s
 * preloads and the loader (issue 32: decoding and matching the whole page cost 4% of a closeup).
 */
export function scriptsAfterFirstPaint(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const last = page.lastIndexOf(PRELOAD);
  if (last < 0) return page;
  // the preloads (React hoists them into <head>) are decoded and dropped; the rest of the page
  // is looked through as bytes, and only the loader's own script is decoded and rewritten
  const headEnd = page.indexOf('>', last) + 1;
  const hrefs: string[] = [];
  const head = page
    .subarray(0, headEnd)
    .toString('utf8')
    .replace(PRELOAD_TAG, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href) hrefs.push(href);
      return '';
    });
  const loader = moduleScriptBody(page, headEnd);
  if (!loader || hrefs.length === 0)
    return Buffer.concat([Buffer.from(head), page.subarray(headEnd)]);
  const body = page.subarray(loader.start, loader.end).toString('utf8');
  return Buffer.concat([
    Buffer.from(head),
    page.subarray(headEnd, loader.start),
    Buffer.from(deferLoader(body, hrefs)),
    page.subarray(loader.end),
  ]);
}

/** Where the first module script after `from` has its source, as byte offsets. */
function moduleScriptBody(
  page: Buffer<ArrayBuffer>,
  from: number,
): { start: number; end: number } | null {
  for (let at = page.indexOf(MODULE_TYPE, from); at >= 0; at = page.indexOf(MODULE_TYPE, at + 1)) {
    const open = page.lastIndexOf(SCRIPT, at);
    // the attribute of a <script> tag still open at `at`, not text that reads like one
    if (open < from || page.indexOf('>', open) < at) continue;
    const start = page.indexOf('>', at) + 1;
    const end = page.indexOf(SCRIPT_END, start);
    if (start > 0 && end >= 0) return { start, end };
  }
  return null;
}
