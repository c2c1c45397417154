// `npm run bench [-- mode] [options]`, modes:
// - (none) or `http`: whole-process HTTP figures for Tessera on PGlite (and PostgreSQL with --pg
//   or DATABASE_URL): home-feed API, home SSR and closeup SSR, signed out and signed in, each
//   next to a bare node:http server sending the same bytes, p99 at half of saturation, page
//   sizes against the budget, event ingestion (batches of 50) and the pin analytics call for a
//   pin with a year of roll-ups (issue 15), then the image pipeline, then issue 32's figures.
// - `cache`: issue 32's figures alone (bench/cache.ts): every page and call with the response
//   cache off, the kept closeup, ten misses of one page, and 95% reads with 5% writes.
// - `lighthouse`: Lighthouse 12 (mobile) in Debian's Chromium on home, a closeup, a board, a profile.
// - `million`: issue 32 at scale (decision 040): `--pins N` (default 1,000,000) seeded in bulk,
//   then related pins, related products, feeds, search and the closeup, cold, against their targets
//   (bench/million.ts).
// - `cluster` (with --pg): two processes behind HAProxy against one on the uncached closeup, and
//   the home-feed API through the proxy against directly (decision 049; bench/cluster.ts).
// - `import`: a --pins item (10,000) Pinterest export with its pictures on a local image host,
//   imported as the CLI does: items a second against 50, and memory (bench/import.ts).
// - `grid`: a board of --big-board pins (10,000) scrolled to the end in Chromium: cards mounted
//   and frame times.
// Tessera runs as `npm start` runs it: the compiled server under plain node (decision 010).
// Options: --pg, --duration N (seconds per run, default 10), --quick (3 s, shorter scrolls),
// --connections N (default 10), --pins N (default 640), --big-board N, --identity (uncompressed
// rows too), --no-images, --no-cache (without issue 32's figures), --kept-only (issue 32's
// figures without the cache-off rows), --kept-closeup-only (only the kept closeup rows, to repeat
// them alone), --profile (V8 CPU profiles of the Tessera processes into
// bench/results/profiles, for chrome://inspect).
import './production-react.ts';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type RunOptions } from './args.ts';
import { benchCache, type CacheFigure, formatCache } from './cache.ts';
import { type Janitor, type Leftover, startJanitor } from './children.ts';
import { formatCluster, runClusterBench } from './cluster.ts';
import { runExportBench } from './export.ts';
import { runGrid } from './grid-browser.ts';
import { benchDatabase } from './http.ts';
import { runImageBench } from './images.ts';
import { runImportBench } from './import.ts';
import { runLighthouse } from './lighthouse.ts';
import { runMillionBench } from './million.ts';
import {
  type BenchReport,
  type DbKind,
  formatAnalytics,
  formatImages,
  formatResults,
  formatSizes,
  type TargetResult,
  writeReport,
} from './report.ts';
import { runSearchBench } from './search.ts';
import { BROWSER_ACCEPT_ENCODING, benchTargets, V5_BOARD_PINS } from './targets.ts';
import { prepareBuild } from './tessera-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'latest.json');
const LIGHTHOUSE_FILE = path.join(ROOT, 'bench', 'results', 'lighthouse.json');
const GRID_FILE = path.join(ROOT, 'bench', 'results', 'grid.json');
const CLUSTER_FILE = path.join(ROOT, 'bench', 'results', 'cluster.json');

// Sampled before each run: other work on the machine shows up in the figures.
const loadAverages: number[] = [];

// Folders, databases and processes go to the janitor as soon as they exist: it removes them
// when the bench ends, whichever way it ends.
let janitor: Janitor | null = null;
function track(item: Leftover): void {
  janitor?.track(item);
}

export async function runBench(opts: RunOptions): Promise<BenchReport> {
  const startedAt = new Date().toISOString();
  const kinds: DbKind[] = opts.postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  const seed: BenchReport['seed'] = {};
  const sizes: BenchReport['sizes'] = {};
  const results: TargetResult[] = [];
  const analytics: BenchReport['analytics'] = [];
  const cache: CacheFigure[] = [];
  for (const kind of kinds) {
    if (opts.mode === 'http') {
      const run = await benchDatabase(kind, opts, track, loadAverages);
      results.push(...run.results);
      analytics.push(run.analytics);
      seed[kind] = run.seed;
      sizes[kind] = run.sizes;
    }
    if (opts.cache) cache.push(...(await benchCache(kind, opts, track)));
  }

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
      benchTargets('{id}', 'tessera_session={token}', opts.identity).map((t) => [
        `${t.name} ${t.headers['accept-encoding']}`,
        t.headers,
      ]),
    ),
    seed,
    loadAverage: { max: Math.max(...loadAverages), atEnd: os.loadavg()[0] ?? 0 },
    results,
    sizes,
    images,
    analytics,
    cache,
  };
}

function printReport(report: BenchReport): void {
  console.log(
    `\nautocannon: ${report.connections} connections, ${report.durationSeconds} s per run after ` +
      `${report.warmupSeconds} s warm-up; Node ${report.node}, ${report.cpus} × ${report.cpuModel}`,
  );
  console.log(
    'Latency at half of saturation: the requests spaced evenly at that rate, each timed from ' +
      'when it was due (bench/paced.ts), over the same connections.',
  );
  console.log(
    `Requests carry a Chrome user agent and accept-encoding "${BROWSER_ACCEPT_ENCODING}" ` +
      '(rows marked [identity] send "identity"); Tessera and the bare server get the same headers.',
  );
  console.log(
    'bare = node:http replaying the exact bytes and headers Tessera sent: the ceiling for that payload.\n',
  );
  if (report.results.length) console.log(formatResults(report.results));
  for (const r of report.results.filter((x) => x.target === V5_BOARD_PINS)) {
    const ok = r.ratio >= 0.5 ? '✓' : '✗';
    console.log(
      `${ok} issue 36, GET /v5/boards/{id}/pins (${r.database}): ${Math.round(r.ratio * 100)}% of bare (target ≥ 50%)`,
    );
  }
  for (const [kind, sizes] of Object.entries(report.sizes)) {
    if (sizes) console.log(`\n${formatSizes(kind as DbKind, sizes)}`);
  }
  if (report.analytics.length) console.log(`\n${formatAnalytics(report.analytics)}`);
  if (report.loadAverage.max > report.cpus) {
    console.log(
      `\nWarning: the 1-minute load average reached ${report.loadAverage.max.toFixed(1)} on ` +
        `${report.cpus} CPUs during the runs: other processes were competing, figures are low.`,
    );
  }
  if (report.images) console.log(`\n${formatImages(report.images)}`);
  if (report.cache.length) console.log(`\n${formatCache(report.cache)}`);
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
    if (process.argv[2] === 'search') {
      // decision 025: search and typeahead latency on 100,000 pins (alone: tsx bench/search.ts)
      await runSearchBench(process.argv.slice(3), process.env, track);
      return;
    }
    if (process.argv[2] === 'export') {
      // decision 052: one person's ZIP of 10,000 pins, its time and memory
      await runExportBench(process.argv.slice(3), process.env, track);
      return;
    }
    if (process.argv[2] === 'import') {
      // decision 053: a 10,000-item Pinterest export imported, items a second and memory
      await runImportBench(process.argv.slice(3), process.env, track);
      return;
    }
    if (process.argv[2] === 'million') {
      // decision 040: a million pins (alone: tsx bench/million.ts)
      await runMillionBench(process.argv.slice(3), process.env, track);
      return;
    }
    const opts = parseArgs(process.argv.slice(2), process.env);
    await prepareBuild();
    if (opts.mode === 'lighthouse') {
      await writeReport(await runLighthouse(opts, track), LIGHTHOUSE_FILE);
      console.log(`\nwritten to ${path.relative(process.cwd(), LIGHTHOUSE_FILE)}`);
    } else if (opts.mode === 'cluster') {
      const report = await runClusterBench(opts, track);
      await writeReport(report, CLUSTER_FILE);
      console.log(`\n${formatCluster(report)}`);
      console.log(`\nwritten to ${path.relative(process.cwd(), CLUSTER_FILE)}`);
    } else if (opts.mode === 'grid') {
      await writeReport(await runGrid(opts, track), GRID_FILE);
      console.log(`\nwritten to ${path.relative(process.cwd(), GRID_FILE)}`);
    } else {
      const report = await runBench(opts);
      await writeReport(report, RESULTS_FILE);
      printReport(report);
    }
  } catch (e) {
    if (interrupted) return;
    console.error(`bench failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  } finally {
    if (!interrupted) await janitor.finish();
  }
}

await main();
