// Builds the pages and the server when build/ is missing or older than the sources it is made
// from: the pages (react-router build) when app/, src/domain/, public/ or a config changed, the
// server's JavaScript (scripts/build-server.mjs, well under a second) when src/ changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * The file `npm start` runs, with the node flags every built server process takes: the condition
 * that sends `#server/*` to build/, and React Router's production build
 * (scripts/react-router-production.mjs).
 */
export const SERVER_ENTRY = path.join(root, 'build', 'server', 'main.js');
export const BUILT_FLAGS = [
  '--conditions=tessera-built',
  `--import=${new URL('./react-router-production.mjs', import.meta.url).href}`,
];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

function newestOf(dirs, files) {
  return Math.max(
    ...dirs
      .map((d) => path.join(root, d))
      .filter(existsSync)
      .map(newestMtime),
    ...files.map((f) => statSync(path.join(root, f)).mtimeMs),
  );
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function run(command, args) {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(r.status ?? 1);
  }
}

export function buildIfStale() {
  const configs = [
    'vite.config.ts',
    'react-router.config.ts',
    'package.json',
    'scripts/merge-shell-css.mjs',
    'scripts/shell-chunk.mjs',
  ];
  const pagesStale =
    builtAt(path.join(root, 'build', 'server', 'index.js')) <
    newestOf(['app', 'src/domain', 'public'], configs);
  if (pagesStale) {
    console.log('Building Tessera’s pages (first run or changed sources)…');
    run('npx', ['react-router', 'build']);
  }
  // the page build empties build/server, so the server is compiled again after it
  if (pagesStale || builtAt(SERVER_ENTRY) < newestOf(['src'], ['scripts/build-server.mjs'])) {
    run(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')]);
  }
}
