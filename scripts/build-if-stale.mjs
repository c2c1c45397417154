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

/** The server's sources, newer than the compiled server means it must be compiled again. */
const serverSourcesAt = () => newestOf(['src'], ['scripts/build-server.mjs']);

/**
 * The compiled command line (build/server/cli/index.js), when it is as new as the sources it is
 * made from, with the flags it runs with; null when it is missing or stale. The CLI tests run it
 * instead of `tsx src/server/cli/index.ts`: the same code, without compiling the server's whole
 * module graph again for every command (a third of the CPU time).
 */
export function builtCli() {
  const entry = path.join(root, 'build', 'server', 'cli', 'index.js');
  if (builtAt(entry) < serverSourcesAt()) return null;
  return { command: process.execPath, args: [...BUILT_FLAGS, entry] };
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
  if (pagesStale || builtAt(SERVER_ENTRY) < serverSourcesAt()) {
    run(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')]);
  }
  // decision 062: the service worker precaches the page build's shell files, so it follows it
  const worker = path.join(root, 'build', 'client', 'sw.js');
  if (pagesStale || builtAt(worker) < newestOf(['app/service-worker'], ['scripts/build-sw.mjs'])) {
    run(process.execPath, [path.join(root, 'scripts', 'build-sw.mjs')]);
  }
}
