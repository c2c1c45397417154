// `npm start`: build the pages when the build is missing or older than the sources, then run
// the server (migrations and first-start demo content happen inside it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const buildFile = path.join(root, 'build', 'server', 'index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ['app', 'src/domain', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const configs = ['vite.config.ts', 'react-router.config.ts', 'package.json'].map((f) =>
  path.join(root, f),
);
const sourceTime = Math.max(
  ...sources.map(newestMtime),
  ...configs.map((f) => statSync(f).mtimeMs),
);
const stale = !existsSync(buildFile) || statSync(buildFile).mtimeMs < sourceTime;

if (stale) {
  console.log('Building Tessera’s pages (first start or changed sources)…');
  const r = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(r.status ?? 1);
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
