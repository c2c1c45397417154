// What a page makes the browser download before it is interactive, read from its SSR HTML: the
// module scripts (modulepreload links, module script src, and the static imports of inline
// module scripts, which is how React Router loads its manifest and route modules) and the
// stylesheets; each file's size gzipped as Vite reports it (zlib's default level).
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
export const BUDGET = { htmlBytes: 100_000, jsGzBytes: 120_000, cssGzBytes: 25_000 } as const;

function attr(tag: string, name: string): string | null {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

const local = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The same-origin scripts and stylesheets a page's HTML loads up front, each once, in order. */
export function initialAssets(html: string): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href || !local(href)) continue;
    if (rel.includes('modulepreload')) scripts.add(href);
    else if (rel.includes('stylesheet')) styles.add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const open = `<script ${m[1] ?? ''}>`;
    if ((attr(open, 'type') ?? '').toLowerCase() !== 'module') continue;
    const src = attr(open, 'src');
    if (src && local(src)) scripts.add(src);
    for (const imp of (m[2] ?? '').matchAll(
      /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g,
    )) {
      if (imp[1] && local(imp[1])) scripts.add(imp[1]);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export function gzipBytes(content: Buffer): number {
  return zlib.gzipSync(content).length;
}

/** Sizes of one page from its HTML and the built client files (build/client). */
export async function pageSizes(page: string, html: string, clientDir: string): Promise<PageSizes> {
  const { scripts, styles } = initialAssets(html);
  const gz = async (hrefs: string[]) => {
    let total = 0;
    for (const href of hrefs) {
      const file = path.join(clientDir, decodeURIComponent(href.split(/[?#]/)[0] as string));
      if (!file.startsWith(clientDir)) throw new Error(`${href} is outside build/client`);
      total += gzipBytes(await readFile(file));
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
