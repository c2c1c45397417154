// What a page makes the browser download before it is interactive, read from its SSR HTML, and
// each file's size gzipped at level 9: the same files (`initialAssets` of scripts/page-weight.mjs,
// which the budget test uses) and the same units (KB = 1024 bytes) as the budget test.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { initialAssets as assetsOf, BUDGET as PAGE_BUDGET } from '../scripts/page-weight.mjs';

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
  htmlBytes: PAGE_BUDGET.html,
  jsGzBytes: PAGE_BUDGET.jsGzip,
  cssGzBytes: PAGE_BUDGET.cssGzip,
} as const;

/** The same-origin scripts and stylesheets a page's HTML loads up front, each once, in order. */
export function initialAssets(html: string): PageAssets {
  const { js, css } = assetsOf(html);
  return { scripts: js, styles: css };
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
