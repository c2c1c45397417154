// Decision 051: the bookmarklet is a TypeScript module (app/features/pin-builder/bookmarklet/
// main.ts) bundled by esbuild, with the pure rules it imports, into one minified script that
// carries all its code (no remote script a page's CSP could block). Pages import it as the
// virtual module `virtual:bookmarklet` (its default export is the script's text); vite builds it
// with the pages, so the page build and `npm run dev` both have it and nothing is checked in.
import path from 'node:path';
import { build } from 'esbuild';

const ID = 'virtual:bookmarklet';
const RESOLVED = `\0${ID}`;

/** The bookmarklet's script: an IIFE, with `__TESSERA_ORIGIN__` for the page to fill in. */
export async function bookmarkletScript(root) {
  const entry = path.join(root, 'app/features/pin-builder/bookmarklet/main.ts');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  return result.outputFiles[0].text.trim();
}

export function bookmarkletPlugin(root) {
  return {
    name: 'tessera-bookmarklet',
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const code = await bookmarkletScript(root);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
