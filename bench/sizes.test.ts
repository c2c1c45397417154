import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipBytes, initialAssets, pageSizes } from './sizes.ts';

// the shape React Router's SSR writes: modulepreload links, stylesheets, an inline module script
const HTML = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-A.js"/>
<link rel="modulepreload" href="/assets/chunk-B.js">
<link rel="stylesheet" href="/assets/root-C.css#"/>
<link rel="preload" as="image" href="/img/x.webp"/>
<link rel="stylesheet" href="https://fonts.example/f.css"/>
<link rel="icon" href="/favicon.ico"/>
</head><body>
<script>window.__ctx = { import: "/not/a/module.js" };</script>
<script type="module" async="">import "/assets/manifest-D.js";
import * as route0 from "/assets/root-E.js";
import("/assets/entry.client-A.js");</script>
<script type="module" src="/assets/chunk-B.js"></script>
</body></html>`;

describe('initial assets of a page', () => {
  it('finds preloaded and imported modules once each (what the loader imports, decision 034), and same-origin stylesheets', () => {
    expect(initialAssets(HTML)).toEqual({
      scripts: [
        '/assets/entry.client-A.js',
        '/assets/chunk-B.js',
        '/assets/manifest-D.js',
        '/assets/root-E.js',
      ],
      styles: ['/assets/root-C.css'],
    });
  });
  it('counts the preloads a loader adds after the first paint (decision 034) and what it imports', () => {
    const html = `<head></head><body><script type="module" async="">await paint;
for (const href of ["/assets/manifest-D.js","/assets/shell-G.js"]) add(href);
const route0 = await import("/assets/root-E.js");
import("/assets/entry.client-A.js");</script></body>`;
    expect(initialAssets(html).scripts).toEqual([
      '/assets/manifest-D.js',
      '/assets/shell-G.js',
      '/assets/root-E.js',
      '/assets/entry.client-A.js',
    ]);
  });
  it('finds nothing in a page without scripts or styles', () => {
    expect(initialAssets('<html><body>hi</body></html>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('page sizes', () => {
  it('sums gzipped bytes of the files under build/client', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sizes-test-'));
    await mkdir(path.join(dir, 'assets'));
    const files: Record<string, string> = {
      'entry.client-A.js': 'a'.repeat(5000),
      'chunk-B.js': 'export const b = 1;',
      'manifest-D.js': 'window.__m = {};',
      'root-E.js': 'export default 1;',
      'root-C.css': 'body{margin:0}',
    };
    for (const [name, text] of Object.entries(files)) {
      await writeFile(path.join(dir, 'assets', name), text);
    }
    const gz = (name: string) => gzipBytes(Buffer.from(files[name] as string));
    const s = await pageSizes('home', HTML, dir);
    expect(s.htmlBytes).toBe(Buffer.byteLength(HTML));
    expect(s.jsFiles).toBe(4);
    expect(s.jsGzBytes).toBe(
      gz('entry.client-A.js') + gz('chunk-B.js') + gz('manifest-D.js') + gz('root-E.js'),
    );
    expect(s.cssFiles).toBe(1);
    expect(s.cssGzBytes).toBe(gz('root-C.css'));
  });
  it('refuses a path that leaves build/client', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sizes-test-'));
    const html = '<link rel="modulepreload" href="/../../etc/passwd">';
    await expect(pageSizes('x', html, dir)).rejects.toThrow(/outside/);
  });
});
