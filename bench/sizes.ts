// What a page makes the browser download before it is interactive, read from its SSR HTML: the
// module scripts (modulepreload links, module script src, and every script path quoted in an
// inline module script: React Router's loader imports its manifest and route modules there, and
// lists the preloads it adds after the first paint, decision 034) and the
// stylesheets; each file's size gzipped at level 9. Same rules and units as the client's budget
// test (scripts/page-weight.mjs on the i12-client branch: KB = 1024 bytes).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

export interface PageSizes {
  page: string;
  htmlBytes: number;
  jsFiles: number;
  jsGzBytes: number;
  cssFiles: number;
  cssGzBytes: number;
}

/** issue 12's budget */
export const BUDGET = {
  htmlBytes: 100 * 1024,
  jsGzBytes: 120 * 1024,
  cssGzBytes: 25 * 1024,
} as const;

function attr(tag: string, name: string): string | null {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

const local = (href: string) => href.startsWith('/') && !href.startsWith('//');
// React Router marks some stylesheets with a trailing '#'; the file is the same
const file = (href: string) => href.split(/[#?]/)[0] as string;

/** The same-origin scripts and stylesheets a page's HTML loads up front, each once, in order. */
export function initialAssets(html: string): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href || !local(href)) continue;
    if (rel.includes('modulepreload')) scripts.add(file(href));
    else if (rel.includes('stylesheet')) styles.add(file(href));
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const open = `<script ${m[1] ?? ''}>`;
    if ((attr(open, 'type') ?? '').toLowerCase() !== 'module') continue;
    const src = attr(open, 'src');
    if (src && local(src)) scripts.add(file(src));
    // static and dynamic imports, and the preloads the loader adds after the first paint
    // (decision 034): every local script path quoted in the module script
    for (const quoted of (m[2] ?? '').matchAll(/["']([^"'\s]+\.js)["']/g)) {
      if (quoted[1] && local(quoted[1])) scripts.add(file(quoted[1]));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export function gzipBytes(content: Buffer): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

/** Sizes of one page from its HTML and the built client files (build/client). */
export async function pageSizes(page: string, html: string, clientDir: string): Promise<PageSizes> {
  const { scripts, styles } = initialAssets(html);
  const gz = async (hrefs: string[]) => {
    let total = 0;
    for (const href of hrefs) {
      const onDisk = path.join(clientDir, decodeURIComponent(href));
      if (!onDisk.startsWith(clientDir)) throw new Error(`${href} is outside build/client`);
      total += gzipBytes(await readFile(onDisk));
    }
    return total;
  };
  return {
    page,
    htmlBytes: Buffer.byteLength(html),
    jsFiles: scripts.length,
    jsGzBytes: await gz(scripts),
    cssFiles: styles.length,
    cssGzBytes: await gz(styles),
  };
}
