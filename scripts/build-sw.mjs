// Decision 062: the service worker, built after `react-router build` (vite-plugin-pwa does not
// follow React Router 7's build). The shell it precaches is what every page loads first: the
// client entry, the root route's modules and stylesheets, and the route manifest, all named by
// content hash, read from React Router's browser manifest in build/client/assets. The version
// is a hash of that list, so a new build is a new worker and an unchanged one is not.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** The browser manifest's shell files, as site paths. */
export function shellFiles(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${assets}: run react-router build`);
  const text = readFileSync(path.join(assets, name), 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  const manifest = JSON.parse(json);
  const root = manifest.routes?.root ?? {};
  const files = new Set([
    `/assets/${name}`,
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    root.module,
    ...(root.imports ?? []),
    ...(root.css ?? []),
  ]);
  return [...files]
    .filter((f) => typeof f === 'string' && f.startsWith('/assets/'))
    .filter((f) => existsSync(path.join(clientDir, f)))
    .sort();
}

export async function buildServiceWorker(root) {
  const clientDir = path.join(root, 'build', 'client');
  const files = shellFiles(clientDir);
  const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  await build({
    entryPoints: [path.join(root, 'app', 'service-worker', 'sw.ts')],
    outfile: path.join(clientDir, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    define: {
      __SHELL_FILES__: JSON.stringify(files),
      __SW_VERSION__: JSON.stringify(version),
    },
    logLevel: 'warning',
  });
  return { files, version };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const { files, version } = await buildServiceWorker(root);
  console.log(`service worker ${version}: precaches ${files.length} shell files`);
}
