// Starts Tessera for the bench the way `npm start` runs it: the compiled server (build/server,
// decision 010) under plain node with the "tessera-built" condition. bench/serve.ts and its
// helpers are compiled into one file, build/bench/serve.js, with every `#server/*` import and
// package left as an import, so the server modules are the compiled ones `npm start` loads.
import path from 'node:path';
import { build } from 'esbuild';
import { BUILT_FLAGS, buildIfStale, root } from '../scripts/build-if-stale.mjs';
import { type Child, startChild } from './children.ts';

const SERVE_JS = path.join(root, 'build', 'bench', 'serve.js');

/** Builds the pages and the server if stale, then the bench's serve.js (every time: ~0.1 s). */
export async function prepareBuild(): Promise<void> {
  buildIfStale();
  await build({
    entryPoints: [path.join(root, 'bench', 'serve.ts')],
    outfile: SERVE_JS,
    bundle: true,
    packages: 'external',
    external: ['#server/*', '#domain/*'],
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
}

export interface TesseraOptions {
  label: string;
  dataDir: string;
  databaseUrl: string;
  pins: number;
  bigBoard?: number;
  /** node flags before the script (e.g. --cpu-prof) */
  nodeFlags?: string[];
  /** more environment (e.g. TESSERA_RESPONSE_CACHE=off) */
  env?: Record<string, string>;
  onSpawn: (pid: number) => void;
}

export function startTessera(opts: TesseraOptions): Promise<Child> {
  return startChild([...(opts.nodeFlags ?? []), ...BUILT_FLAGS, SERVE_JS], {
    cwd: root,
    // React picks its production build by NODE_ENV, as `npm start` sets it.
    env: {
      NODE_ENV: 'production',
      BENCH_DATA_DIR: opts.dataDir,
      BENCH_DATABASE_URL: opts.databaseUrl,
      BENCH_PINS: String(opts.pins),
      BENCH_BIG_BOARD: String(opts.bigBoard ?? 0),
      ...opts.env,
    },
    label: opts.label,
    onSpawn: opts.onSpawn,
  });
}
