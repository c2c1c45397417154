import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type UserConfig } from 'vite';
import { bookmarkletPlugin } from './scripts/bookmarklet.mjs';
import { lazyRenderedCss } from './scripts/lazy-rendered-css.mjs';
import { mergeShellCss } from './scripts/merge-shell-css.mjs';
import { compileHints, SHELL_PASS_ENV, shellChunks } from './scripts/shell-chunk.mjs';

const taken = new Map<string, string>();

/**
 * CSS-module class names in the build: `_` and five characters of a hash of file and class
 * (`_k3Zq9` instead of `_reaction_7ffuh_88`). A grid page carries about 800 class attributes,
 * so the readable form cost ~10 KB of every page's HTML (issue 12). The client and server builds
 * derive the same name from the same path. Two classes meeting on one name fail the build.
 */
function shortClassName(name: string, filename: string): string {
  const file = path.relative(import.meta.dirname, filename.split('?')[0] ?? filename);
  const key = `${file}:${name}`;
  const short = `_${createHash('sha256').update(key).digest('base64url').slice(0, 5)}`;
  const owner = taken.get(short);
  if (owner && owner !== key) throw new Error(`CSS class ${short} is both ${owner} and ${key}`);
  taken.set(short, key);
  return short;
}

/** `react-router` and `react-router/dom` resolved to the package's own production build. */
function reactRouterProduction() {
  const dist = path.join(import.meta.dirname, 'node_modules/react-router/dist/production');
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return Object.entries(files).map(([name, file]) => {
    const replacement = path.join(dist, file);
    if (!existsSync(replacement)) throw new Error(`React Router has no ${replacement} any more`);
    return { find: new RegExp(`^${name}$`), replacement };
  });
}

export default defineConfig(
  async ({ command, isSsrBuild }): Promise<UserConfig> => ({
    // the browser's build joins the stylesheets every page loads into one (scripts/merge-shell-css.mjs)
    // and its shell and entry carry V8's compile hint (scripts/shell-chunk.mjs)
    plugins: [
      reactRouter(),
      // decision 051: the bookmarklet's script as `virtual:bookmarklet`
      bookmarkletPlugin(import.meta.dirname),
      ...(command === 'build' && !isSsrBuild
        ? [
            lazyRenderedCss(),
            mergeShellCss(),
            // the first pass builds without them: it splits as Rollup would
            ...(process.env[SHELL_PASS_ENV]
              ? []
              : [shellChunks(import.meta.dirname), compileHints()]),
          ]
        : []),
    ],
    // development and tests keep readable names (`_title_7ffuh_8`)
    css: command === 'build' ? { modules: { generateScopedName: shortClassName } } : {},
    // React Router's package exports its development build to every bundler (remix-run/react-router
    // issues 12532, 14753): the same code with its warnings on. The browser's build takes the
    // production build it ships beside it (0.8 KB less of every page's initial JS, gzipped).
    resolve: command === 'build' && !isSsrBuild ? { alias: reactRouterProduction() } : {},
    build: {
      target: 'es2022',
      // TESSERA_MINIFY=0 keeps names, to read a browser's CPU profile of a page (issue 12)
      minify: process.env.TESSERA_MINIFY === '0' ? false : 'terser',
      // terser's two passes and module-level mangling cut ~3% of the gzipped JS esbuild left
      terserOptions: {
        module: true,
        compress: { passes: 2, ecma: 2020 },
        format: { comments: false, ecma: 2020 },
      },
      // A part loaded on demand brings its stylesheets before it renders (so nothing is drawn
      // unstyled); its JavaScript imports are fetched by the browser when the part loads. Listing
      // every JS file of every lazy part in the chunks that may load it cost each page's initial
      // JS more than the early fetch saved (issue 12's budget; most are on the page already).
      modulePreload: {
        resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')),
      },
      // The server code stays outside the SSR bundle: the running process loads it once, so
      // loaders and the API share one copy of the services, the database and the caches.
      // The browser's build puts the modules every page loads in one file (shellChunks above).
      rollupOptions: isSsrBuild ? { external: [/^#server\//] } : {},
    },
  }),
);
