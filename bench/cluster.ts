// `npm run bench -- cluster --pg [--quick]` (decision 049): two Tessera processes behind HAProxy
// against one, on the uncached closeup (TESSERA_RESPONSE_CACHE=off: the render path, which is
// what more processes buy), and what the proxy costs on the home-feed API (through HAProxy to
// one process against that process asked directly). Both processes are the built server as
// `npm start` runs it, on one seeded PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../scripts/cluster/processes.ts';
import type { RunOptions } from './args.ts';
import { mixedLoad } from './cache.ts';
import type { Leftover } from './children.ts';
import { type LoadResult, load } from './load.ts';
import { startSeeded } from './seeded.ts';
import { BROWSER_USER_AGENT, benchTargets, HOME_FEED_PATH, pickPinId } from './targets.ts';
import { writeCycle } from './write-mix.ts';

export interface ClusterFigure {
  what: string;
  measured: string;
  target: string;
  ok: boolean;
}

export interface ClusterReport {
  startedAt: string;
  cpus: number;
  durationSeconds: number;
  connections: number;
  /** 1-minute load average before and after the runs: the machine is shared */
  loadAverage: { before: number; after: number };
  rates: Record<string, number>;
  figures: ClusterFigure[];
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A run of `n` free ports (the cluster numbers its processes from the proxy's port). */
async function freeBlock(n: number): Promise<number> {
  for (let i = 0; i < 50; i += 1) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all(Array.from({ length: n }, (_, k) => portFree(base + k)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no block of free ports');
}

const n = (v: number) => Math.round(v).toLocaleString('en-US');

export async function runClusterBench(
  opts: RunOptions,
  track: (item: Leftover) => void,
): Promise<ClusterReport> {
  if (!opts.postgresUrl) {
    throw new Error('the cluster bench needs PostgreSQL: --pg or DATABASE_URL');
  }
  const startedAt = new Date().toISOString();
  const before = os.loadavg()[0] ?? 0;
  // seeded by the bench's own server, which then stops: the measured processes are `npm start`'s
  // one secret for the seeding server and the cluster: the mixed load's CSRF token is its HMAC
  const secret = randomBytes(32).toString('base64url');
  const seeded = await startSeeded('postgres', {
    ...opts,
    bigBoard: 0,
    env: { SECRET: secret },
    track,
  });
  const pinId = await pickPinId(seeded.port);
  await seeded.stop();
  const targets = benchTargets(pinId, seeded.info.cookie);
  const closeup = targets.find((t) => t.name === 'closeup SSR, signed out');
  const feed = targets.find((t) => t.name === 'home feed API, signed out');
  if (!closeup || !feed) throw new Error('bench targets changed');

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-cluster-'));
  track({ dir: dataDir });
  const port = await freeBlock(4);
  console.log('\n[cluster] two processes (cache off) behind HAProxy…');
  const cluster = await startCluster({
    processes: 2,
    port,
    singlePort: port + 3,
    databaseUrl: seeded.databaseUrl,
    dataDir,
    secret,
    // LOG_LEVEL fatal: autocannon cutting its connections at the end of a run is no error
    env: { TESSERA_RESPONSE_CACHE: 'off', SEED_ON_START: '0', LOG_LEVEL: 'fatal' },
    onSpawn: (pid) => track({ pid }),
    log: (line) => process.stderr.write(`  ${line}\n`),
  });
  const rates: Record<string, number> = {};
  try {
    const one = cluster.apps[0];
    if (!one) throw new Error('no process');
    const run = async (label: string, url: string, headers: Record<string, string>) => {
      process.stdout.write(`[cluster] ${label}… `);
      const r: LoadResult = await load(url, headers, opts.load);
      console.log(`${n(r.requestsPerSecond)}/s, p99 ${n(r.latencyP99Ms)} ms`);
      rates[label] = r.requestsPerSecond;
      return r.requestsPerSecond;
    };
    const direct = `http://127.0.0.1:${one.port}`;
    const proxied = `http://127.0.0.1:${port}`;
    const single = `http://127.0.0.1:${port + 3}`;
    const closeupOne = await run(
      'closeup, one process',
      `${direct}${closeup.path}`,
      closeup.headers,
    );
    const closeupTwo = await run(
      'closeup, two processes behind HAProxy',
      `${proxied}${closeup.path}`,
      closeup.headers,
    );
    const feedDirect = await run(
      'feed API, one process directly',
      `${direct}${HOME_FEED_PATH}`,
      feed.headers,
    );
    const feedProxied = await run(
      'feed API, the same process through HAProxy',
      `${single}${HOME_FEED_PATH}`,
      feed.headers,
    );
    await run(
      'feed API, two processes behind HAProxy',
      `${proxied}${HOME_FEED_PATH}`,
      feed.headers,
    );
    // the mixed load: every page and call round robin, then with 5% writes, on one and on two
    const mixed = async (label: string, base: string) => {
      process.stdout.write(`[cluster] ${label}, reads only, then with 5% writes… `);
      // the writes' Origin is the cluster's public address (PUBLIC_URL: the proxy's) either way
      const writes = writeCycle(seeded.info.writeMix, BROWSER_USER_AGENT, proxied);
      const m = await mixedLoad(base, targets, writes, opts);
      console.log(
        `${n(m.alone.rate)}/s alone; ${n(m.mixed.rate)} reads/s with ${n(m.written.rate)} writes/s`,
      );
      rates[`${label}, reads only`] = m.alone.rate;
      rates[`${label}, reads with writes`] = m.mixed.rate;
      rates[`${label}, writes`] = m.written.rate;
      return m;
    };
    const mixOne = await mixed('mixed, one process', direct);
    const mixTwo = await mixed('mixed, two processes behind HAProxy', proxied);
    const scale = closeupTwo / closeupOne;
    const kept = feedProxied / feedDirect;
    const after = os.loadavg()[0] ?? 0;
    return {
      startedAt,
      cpus: os.cpus().length,
      durationSeconds: opts.load.durationSeconds,
      connections: opts.load.connections,
      loadAverage: { before, after },
      rates,
      figures: [
        {
          what: 'uncached closeup, two processes behind HAProxy against one',
          measured: `${n(closeupTwo)}/s against ${n(closeupOne)}/s = ${scale.toFixed(2)}×`,
          target: '≥ 1.6×',
          ok: scale >= 1.6,
        },
        {
          what: 'home-feed API through HAProxy against the same process directly',
          measured: `${n(feedProxied)}/s against ${n(feedDirect)}/s = ${Math.round(kept * 100)}%`,
          target: '≥ 80%',
          ok: kept >= 0.8,
        },
        ...[
          ['one process', mixOne],
          ['two processes behind HAProxy', mixTwo],
        ].map(([label, m]) => mixFigure(label as string, m as MixResult)),
        {
          what: 'mixed load, two processes against one',
          measured: `${((mixTwo.alone.rate + mixTwo.mixed.rate) / (mixOne.alone.rate + mixOne.mixed.rate)).toFixed(2)}× the reads`,
          target: 'more than one process',
          ok: mixTwo.mixed.rate > mixOne.mixed.rate,
        },
      ],
    };
  } finally {
    await cluster.stop();
  }
}

type MixResult = Awaited<ReturnType<typeof mixedLoad>>;

/** A mixed run's row: the writes must be taken at the rate asked, none refused. */
function mixFigure(label: string, m: MixResult): ClusterFigure {
  const refused = m.written.non2xx;
  return {
    what: `mixed (every page and call, cache off), ${label}: reads alone, then with 5% writes`,
    measured:
      `${n(m.alone.rate)}/s alone; ${n(m.mixed.rate)} reads/s with ${n(m.written.rate)} writes/s ` +
      `(${n(m.writeRate)} asked, ${refused} refused)`,
    target: 'the writes taken at the rate asked, 0 refused',
    ok: m.written.rate >= 0.9 * m.writeRate && refused === 0,
  };
}

export function formatCluster(r: ClusterReport): string {
  const lines = [
    `Several processes (decision 049): ${r.connections} connections, ${r.durationSeconds} s a run, ` +
      `${r.cpus} CPUs, 1-minute load average ${r.loadAverage.before.toFixed(2)} before, ` +
      `${r.loadAverage.after.toFixed(2)} after`,
  ];
  for (const f of r.figures) {
    lines.push(`  ${f.ok ? '✓' : '✗'} ${f.what}: ${f.measured} (target ${f.target})`);
  }
  return lines.join('\n');
}
