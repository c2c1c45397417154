// The HTTP figures of one database: every target of issue 12 at saturation next to a bare
// node:http server sending the same bytes, then again at half the measured rate, spaced evenly
// (bench/paced.ts), for the p99 there, and the page sizes against the budget.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/build-if-stale.mjs';
import type { RunOptions } from './args.ts';
import { bareServerRoutes, type Captured, capture } from './capture.ts';
import { type Child, type Leftover, startChild } from './children.ts';
import { type AnalyticsRun, benchAnalytics } from './ingest.ts';
import { load } from './load.ts';
import type { DbKind, TargetResult } from './report.ts';
import { startSeeded } from './seeded.ts';
import { type PageSizes, pageSizes } from './sizes.ts';
import { benchTargets, pickPinId, v5BoardPinsTarget } from './targets.ts';

export const PROFILES_DIR = path.join(root, 'bench', 'results', 'profiles');
const CLIENT_DIR = path.join(root, 'build', 'client');

export interface HttpRun {
  results: TargetResult[];
  sizes: PageSizes[];
  seed: Record<string, unknown>;
  /** issue 15: event ingestion and the pin analytics call, after the page targets */
  analytics: AnalyticsRun;
}

export async function benchDatabase(
  kind: DbKind,
  opts: RunOptions,
  track: (item: Leftover) => void,
  loadAverages: number[],
): Promise<HttpRun> {
  // The profile is written when the child exits, and covers the seed as well as the load.
  const nodeFlags = opts.profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILES_DIR] : [];
  const tessera = await startSeeded(kind, { ...opts, bigBoard: 0, nodeFlags, track });
  const pinId = await pickPinId(tessera.port);
  const targets = [
    ...benchTargets(pinId, tessera.info.cookie, opts.identity),
    v5BoardPinsTarget(tessera.info.v5),
  ];
  const captured: Captured[] = [];
  for (const t of targets) {
    const c = await capture(tessera.port, t.path, t.headers);
    if (c.status !== 200) throw new Error(`${t.name} ${t.path}: HTTP ${c.status}, expected 200`);
    captured.push(c);
  }
  const sizes: PageSizes[] = [];
  for (const [page, path] of [
    ['home', '/'],
    ['closeup', `/pin/${pinId}/`],
  ] as const) {
    const res = await fetch(`http://127.0.0.1:${tessera.port}${path}`, {
      headers: targets[1]?.headers ?? {},
    });
    sizes.push(await pageSizes(page, await res.text(), CLIENT_DIR));
  }
  const routesFile = path.join(os.tmpdir(), `tessera-bench-routes-${process.pid}-${kind}.json`);
  track({ dir: routesFile });
  await writeFile(routesFile, bareServerRoutes(captured));
  const bare: Child = await startChild([path.join(root, 'bench', 'bare-server.mjs'), routesFile], {
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
    const url = `http://127.0.0.1:${tessera.port}${t.path}`;
    const mine = await load(url, t.headers, opts.load);
    process.stdout.write(`${Math.round(mine.requestsPerSecond)} req/s; half rate… `);
    const halfRate = mine.requestsPerSecond / 2;
    const half = await load(url, t.headers, opts.load, halfRate);
    process.stdout.write(`p99 ${Math.round(half.latencyP99Ms)} ms; bare… `);
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
      halfRate,
      half,
      bare: ceiling,
      ratio: mine.requestsPerSecond / ceiling.requestsPerSecond,
    });
  }
  await bare.stop();
  loadAverages.push(os.loadavg()[0] ?? 0);
  const analytics = await benchAnalytics(kind, tessera, opts.load);
  // Stopped now, so the next database's runs have the CPUs to themselves; the folder and
  // the database go at the end.
  await tessera.stop();
  return { results, sizes, seed: tessera.ready, analytics };
}
