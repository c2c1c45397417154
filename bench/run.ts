// `npm run bench`: whole-process HTTP figures for Tessera on PGlite (and PostgreSQL with --pg
// or DATABASE_URL), each next to a bare node:http server sending the same bytes, then the
// image pipeline. Options: --pg, --duration N (seconds per run, default 10), --quick (3 s),
// --connections N (default 10), --pins N (default 640), --no-images, --profile (V8 CPU
// profiles of the Tessera processes into bench/results/profiles, for chrome://inspect).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bareServerRoutes, type Captured, capture } from './capture.ts';
import { type Child, type Janitor, type Leftover, startChild, startJanitor } from './children.ts';
import { runImageBench } from './images.ts';
import { type LoadOptions, load } from './load.ts';
import { benchDatabaseName, createBenchDatabase, DEFAULT_PG_URL } from './postgres.ts';
import {
  type BenchReport,
  type DbKind,
  formatImages,
  formatResults,
  type TargetResult,
  writeReport,
} from './report.ts';
import { BROWSER_ACCEPT_ENCODING, benchTargets, pickPinId } from './targets.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'latest.json');
const PROFILES_DIR = path.join(ROOT, 'bench', 'results', 'profiles');

export interface RunOptions {
  postgresUrl: string | null;
  load: LoadOptions;
  pins: number;
  images: boolean;
  profile: boolean;
}

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv): RunOptions {
  const flag = (name: string) => argv.includes(name);
  const value = (name: string, fallback: number): number => {
    const i = argv.indexOf(name);
    if (i < 0) return fallback;
    const n = Number(argv[i + 1]);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} needs a positive number`);
    return n;
  };
  const quick = flag('--quick');
  const duration = value('--duration', quick ? 3 : 10);
  return {
    postgresUrl: env.DATABASE_URL || (flag('--pg') ? DEFAULT_PG_URL : null),
    load: {
      connections: value('--connections', 10),
      durationSeconds: duration,
      warmupSeconds: quick ? 1 : 2,
    },
    pins: value('--pins', 640),
    images: !flag('--no-images'),
    profile: flag('--profile'),
  };
}

// Sampled before each run: other work on the machine shows up in the figures.
const loadAverages: number[] = [];

// Folders, databases and processes go to the janitor as soon as they exist: it removes them
// when the bench ends, whichever way it ends.
let janitor: Janitor | null = null;
function track(item: Leftover): void {
  janitor?.track(item);
}

function ensureBuild(): void {
  if (existsSync(path.join(ROOT, 'build', 'server', 'index.js'))) return;
  console.log('No build in build/: running `npx react-router build`…');
  const r = spawnSync('npx', ['react-router', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('react-router build failed');
}

function startTessera(kind: DbKind, dataDir: string, databaseUrl: string, opts: RunOptions) {
  // The profile is written when the child exits, and covers the seed as well as the load.
  const profile = opts.profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILES_DIR] : [];
  return startChild([...profile, '--import', 'tsx', path.join(ROOT, 'bench', 'serve.ts')], {
    cwd: ROOT,
    // React picks its production build by NODE_ENV, as `npm start` sets it.
    env: {
      NODE_ENV: 'production',
      BENCH_DATA_DIR: dataDir,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_PINS: String(opts.pins),
    },
    label: `Tessera (${kind})`,
    onSpawn: (pid) => track({ pid }),
  });
}

async function benchDatabase(
  kind: DbKind,
  opts: RunOptions,
  seed: BenchReport['seed'],
): Promise<TargetResult[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tessera-bench-${kind}-`));
  track({ dir: dataDir });
  let databaseUrl = '';
  if (kind === 'postgres' && opts.postgresUrl) {
    const name = benchDatabaseName();
    track({ database: name, server: opts.postgresUrl });
    databaseUrl = await createBenchDatabase(opts.postgresUrl, name);
    console.log(`\n[postgres] database ${name} created`);
  }
  console.log(`\n[${kind}] starting Tessera and seeding ${opts.pins} pins…`);
  const tessera = await startTessera(kind, dataDir, databaseUrl, opts);
  seed[kind] = tessera.ready;

  const pinId = await pickPinId(tessera.port);
  const targets = benchTargets(pinId);
  const captured: Captured[] = [];
  for (const t of targets) {
    const c = await capture(tessera.port, t.path, t.headers);
    if (c.status !== 200) throw new Error(`${t.name} ${t.path}: HTTP ${c.status}, expected 200`);
    captured.push(c);
  }
  const routesFile = path.join(dataDir, 'bare-routes.json');
  await writeFile(routesFile, bareServerRoutes(captured));
  const bare: Child = await startChild([path.join(ROOT, 'bench', 'bare-server.mjs'), routesFile], {
    label: 'bare server',
    timeoutMs: 30_000,
    onSpawn: (pid) => track({ pid }),
  });

  const results: TargetResult[] = [];
  for (const [i, t] of targets.entries()) {
    const c = captured[i] as Captured;
    const label = `${t.name} [${c.contentEncoding}]`;
    loadAverages.push(os.loadavg()[0] ?? 0);
    // One server at a time: the other sits idle, so neither steals the other's CPU.
    process.stdout.write(`[${kind}] ${label}: Tessera… `);
    const mine = await load(`http://127.0.0.1:${tessera.port}${t.path}`, t.headers, opts.load);
    process.stdout.write(`${Math.round(mine.requestsPerSecond)} req/s; bare… `);
    const ceiling = await load(`http://127.0.0.1:${bare.port}${t.path}`, t.headers, opts.load);
    console.log(`${Math.round(ceiling.requestsPerSecond)} req/s`);
    results.push({
      target: t.name,
      database: kind,
      path: t.path,
      acceptEncoding: t.headers['accept-encoding'] ?? '',
      contentType: c.contentType,
      contentEncoding: c.contentEncoding,
      responseHeaders: c.headers,
      bytes: c.body.length,
      decodedBytes: c.decodedBytes,
      tessera: mine,
      bare: ceiling,
      ratio: mine.requestsPerSecond / ceiling.requestsPerSecond,
    });
  }
  // Stopped now, so the next database's runs have the CPUs to themselves; the folder and
  // the database go at the end.
  await Promise.all([tessera.stop(), bare.stop()]);
  return results;
}

export async function runBench(opts: RunOptions): Promise<BenchReport> {
  const startedAt = new Date().toISOString();
  ensureBuild();
  const kinds: DbKind[] = opts.postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  const seed: BenchReport['seed'] = {};
  const results: TargetResult[] = [];
  for (const kind of kinds) results.push(...(await benchDatabase(kind, opts, seed)));

  let images: BenchReport['images'] = null;
  if (opts.images) {
    console.log('\nimage pipeline…');
    images = await runImageBench();
  }
  const cpus = os.cpus();
  return {
    startedAt,
    finishedAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    connections: opts.load.connections,
    durationSeconds: opts.load.durationSeconds,
    warmupSeconds: opts.load.warmupSeconds,
    requestHeaders: Object.fromEntries(
      benchTargets('{id}').map((t) => [`${t.name} ${t.headers['accept-encoding']}`, t.headers]),
    ),
    seed,
    loadAverage: { max: Math.max(...loadAverages), atEnd: os.loadavg()[0] ?? 0 },
    results,
    images,
  };
}

function printReport(report: BenchReport): void {
  console.log(
    `\nautocannon: ${report.connections} connections, ${report.durationSeconds} s per run after ` +
      `${report.warmupSeconds} s warm-up; Node ${report.node}, ${report.cpus} × ${report.cpuModel}`,
  );
  console.log(
    `Requests carry a Chrome user agent and accept-encoding "${BROWSER_ACCEPT_ENCODING}" ` +
      '(rows marked [identity] send "identity"); Tessera and the bare server get the same headers.',
  );
  console.log(
    'bare = node:http replaying the exact bytes and headers Tessera sent: the ceiling for that payload.\n',
  );
  console.log(formatResults(report.results));
  if (report.loadAverage.max > report.cpus) {
    console.log(
      `\nWarning: the 1-minute load average reached ${report.loadAverage.max.toFixed(1)} on ` +
        `${report.cpus} CPUs during the runs: other processes were competing, figures are low.`,
    );
  }
  if (report.images) console.log(`\n${formatImages(report.images)}`);
  console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up…`);
    void janitor?.finish().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  janitor = startJanitor();
  try {
    const report = await runBench(parseArgs(process.argv.slice(2), process.env));
    await writeReport(report, RESULTS_FILE);
    printReport(report);
  } catch (e) {
    if (interrupted) return;
    console.error(`bench failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  } finally {
    if (!interrupted) await janitor.finish();
  }
}

await main();
