// What a page makes the browser download before it is interactive, read from its server-rendered
// HTML: the entry script, every module preload (links, or the list the loader adds after the
// first paint) and every stylesheet. Sizes are of the
// built files in build/client, gzipped at level 9 (what @fastify/compress and a CDN send).
// Used by the budget test (tests/integration/page-budget.test.ts) and `npm run page-weight`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 12's budgets, in bytes. */
export const BUDGET = {
  /**
   * all initial JS of one page, gzipped: issue 30's 150 KB with React 19 (decision 035); react-dom,
   * React and React Router's production build are ~113 KB of it, the route manifest 5.6 KB
   */
  jsGzip: 150 * 1024,
  /** all CSS of one page, gzipped */
  cssGzip: 25 * 1024,
  /** the HTML document itself, uncompressed */
  html: 100 * 1024,
};

function attrsOf(tag) {
  const out = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) out[m[1].toLowerCase()] = m[2] ?? '';
  return out;
}

/** Same-origin asset paths the HTML asks for up front (deduplicated, in document order). */
/** a same-origin path (not a protocol-relative `//host/…`) */
const local = (href) => href?.startsWith('/') && !href.startsWith('//');

export function initialAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrsOf(tag.slice(5, -1));
    if (!local(a.href)) continue;
    // React Router marks some stylesheets with a trailing '#'; the file is the same
    const href = a.href.split(/[#?]/)[0];
    if (a.rel === 'modulepreload') js.add(href);
    else if (a.rel === 'stylesheet') css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attrsOf(tag.slice(7, -1));
    if (local(a.src)) js.add(a.src.split(/[#?]/)[0]);
  }
  // React Router's inline module script loads the manifest, the route modules and the entry;
  // since decision 034 it also lists the module preloads it adds after the first paint. Every
  // local script path quoted in an inline module script counts.
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attrsOf(open).type !== 'module') continue;
    for (const m of body.matchAll(/["'](\/[^"'\s]+\.js)["']/g)) if (local(m[1])) js.add(m[1]);
  }
  return { js: [...js], css: [...css] };
}

/** Raw and gzipped size of each built file, and the totals. */
export function weigh(files, clientDir) {
  const rows = files.map((href) => {
    const buf = readFileSync(path.join(clientDir, href));
    return { href, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  return {
    files: rows,
    raw: rows.reduce((n, r) => n + r.raw, 0),
    gzip: rows.reduce((n, r) => n + r.gzip, 0),
  };
}

/** The weight of one rendered page: its HTML, its initial JS and its CSS. */
export function pageWeight(html, clientDir) {
  const { js, css } = initialAssets(html);
  return { html: Buffer.byteLength(html), js: weigh(js, clientDir), css: weigh(css, clientDir) };
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
