import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const SCRIPT = '<script';
const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
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

/** where an unfinished module preload or script starts at the end of `text`, or -1 */
function unfinishedFrom(text: string): number {
  const script = text.lastIndexOf(SCRIPT);
  if (script >= 0 && !text.includes('</script>', script)) return script;
  const lt = text.lastIndexOf('<');
  if (lt < 0) return -1;
  const tail = text.slice(lt);
  const opening = (tag: string) => tail.length < tag.length && tag.startsWith(tail);
  if (opening(PRELOAD) || opening(SCRIPT)) return lt;
  return tail.startsWith(PRELOAD) && !tail.includes('>') ? lt : -1;
}

/**
 * Issue 12, decision 034: a page's scripts are fetched after its first paint. React Router's
 * `<Scripts/>` writes a `<link rel="modulepreload">` per initial script into <head> and a module
 * script whose static imports start at once; on a slow phone link those ~110 KB can share the
 * connection with the stylesheet and the first pin images (Chrome holds them back, other
 * browsers and Lighthouse's estimate do not). This rewrite of the server's HTML stream drops the
 * preloads and makes the loader wait for the first contentful paint, then add the preloads (all
 * scripts in parallel) and import what it imported before, in the same order. The page's links
 * and forms work before it hydrates. A tag cut between two chunks is kept back until the next.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  const hrefs: string[] = [];
  let carry = '';
  const rewrite = (text: string) =>
    text
      .replace(PRELOAD_TAG, (tag) => {
        const href = HREF.exec(tag)?.[1];
        if (href) hrefs.push(href);
        return '';
      })
      .replace(MODULE_SCRIPT, (_, open: string, body: string, close: string) => {
        const loader = hrefs.length > 0 ? deferLoader(body, hrefs.splice(0)) : body;
        return open + loader + close;
      });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      const cut = unfinishedFrom(text);
      carry = cut >= 0 ? text.slice(cut) : '';
      done(null, rewrite(cut >= 0 ? text.slice(0, cut) : text));
    },
    flush(done) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}
