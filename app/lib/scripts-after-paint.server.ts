const PRELOAD = '<link rel="modulepreload"';
const SCRIPT = '<script';
const MODULE_TYPE = /^<script\b[^>]*\btype="module"/;
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
 * browsers and Lighthouse's estimate do not). This rewrite of the server's HTML page drops the
 * preloads and makes the loader wait for the first contentful paint, then add the preloads (all
 * scripts in parallel) and import what it imported before, in the same order. The page's links
 * and forms work before it hydrates. The page is rewritten whole, once it is written (decision
 * 084: a stream of 4 KB chunks through a Transform cost 4% of a home page's CPU).
 */
export function scriptsAfterFirstPaint(html: Buffer): Buffer {
  // searched as bytes and cut around, so the 100 KB page is not decoded and encoded again
  const parts: Buffer[] = [];
  const hrefs: string[] = [];
  let at = 0;
  for (let tag = html.indexOf(PRELOAD); tag >= 0; tag = html.indexOf(PRELOAD, at)) {
    const end = html.indexOf('>', tag);
    if (end < 0) break;
    const href = HREF.exec(html.toString('utf8', tag, end))?.[1];
    if (href) hrefs.push(href);
    parts.push(html.subarray(at, tag));
    at = end + 1;
  }
  const loader = moduleScriptBody(html, at);
  if (loader && hrefs.length > 0) {
    const body = html.toString('utf8', loader.start, loader.end);
    parts.push(html.subarray(at, loader.start), Buffer.from(deferLoader(body, hrefs)));
    at = loader.end;
  }
  if (at === 0) return html;
  parts.push(html.subarray(at));
  return Buffer.concat(parts);
}

/** Where the text of the first `<script … type="module" …>` from `from` starts and ends. */
function moduleScriptBody(html: Buffer, from: number): { start: number; end: number } | null {
  for (let open = html.indexOf(SCRIPT, from); open >= 0; open = html.indexOf(SCRIPT, open + 1)) {
    const start = html.indexOf('>', open) + 1;
    if (start === 0) return null;
    if (!MODULE_TYPE.test(html.toString('latin1', open, start))) continue;
    const end = html.indexOf('</script>', start);
    return end < 0 ? null : { start, end };
  }
  return null;
}
