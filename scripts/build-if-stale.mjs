// Builds the pages when build/ is missing or older than the sources it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

export function buildIfStale() {
  const buildFile = path.join(root, 'build', 'server', 'index.js');
  const sources = ['app', 'src/domain', 'public'].map((d) => path.join(root, d)).filter(existsSync);
  const configs = ['vite.config.ts', 'react-router.config.ts', 'package.json'].map((f) =>
    path.join(root, f),
  );
  const sourceTime = Math.max(
    ...sources.map(newestMtime),
    ...configs.map((f) => statSync(f).mtimeMs),
  );
  if (existsSync(buildFile) && statSync(buildFile).mtimeMs >= sourceTime) return;
  console.log('Building Tessera’s pages (first run or changed sources)…');
  const r = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(r.status ?? 1);
  }
}
