// `npm run cluster -- --processes 3 [--port 8080] [--data-dir ./data-cluster] [--s3]` (decision
// 049): N Tessera processes on the PostgreSQL database of DATABASE_URL, HAProxy in front
// (health-checked on /readyz, round robin), Redis for the rate limits (REDIS_URL, else the one on
// 127.0.0.1:6379, else one started here) and, with --s3, an S3-compatible server (s3rver).
// Prints the URL; Ctrl-C (or SIGTERM) drains the processes and stops everything it started.
// A janitor process stops them too if this script is killed outright.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureSecret, loadConfig } from '#server/config';
import { startJanitor } from '../bench/children.ts';
import { buildIfStale, root } from './build-if-stale.mjs';
import { HAPROXY, type RunningCluster, startCluster } from './cluster/processes.ts';

function usage(message: string): never {
  console.error(
    `${message}\n\nUsage: npm run cluster -- --processes N [--port P] [--data-dir DIR] [--s3]`,
  );
  process.exit(2);
}

function parse(argv: string[]) {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) usage(`${name} needs a value`);
    return v;
  };
  const known = new Set(['--processes', '--port', '--data-dir', '--s3']);
  const unknown = argv.filter((a) => a.startsWith('--') && !known.has(a));
  if (unknown.length) usage(`unknown option ${unknown.join(' ')}`);
  const processes = Number(value('--processes') ?? 2);
  if (!Number.isInteger(processes) || processes < 1 || processes > 8) {
    usage('--processes must be a whole number from 1 to 8');
  }
  const port = Number(value('--port') ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port + processes + 9 > 65535) {
    usage('--port must be a port number, with the next ten free for the processes');
  }
  const dataDir = path.resolve(value('--data-dir') ?? path.join(root, 'data-cluster'));
  return { processes, port, dataDir, s3: argv.includes('--s3') };
}

async function main(): Promise<void> {
  const args = parse(process.argv.slice(2));
  const noun = args.processes === 1 ? 'process' : 'processes';
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'npm run cluster needs PostgreSQL: set DATABASE_URL=postgres://user@host:5432/db.\n' +
        'PGlite (the default without DATABASE_URL) is a database inside one process: several ' +
        'processes cannot share it.',
    );
    process.exit(2);
  }
  if (!existsSync(HAPROXY)) {
    console.error(`HAProxy is not installed (${HAPROXY}): apt-get install -y haproxy`);
    process.exit(2);
  }
  buildIfStale();
  // SECRET when set; else the one kept in the data folder, made once: every process gets it
  const { secret } = await ensureSecret(loadConfig({ ...process.env, DATA_DIR: args.dataDir }));
  const janitor = startJanitor();
  let cluster: RunningCluster | null = null;
  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${why}: draining the processes and stopping the proxy…`);
    await cluster?.stop().catch((e: unknown) => console.error(e));
    await janitor.finish();
    console.log('stopped');
    process.exit(0);
  };
  // Ctrl-C reaches the whole process group: the apps begin draining on their own, and we wait
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
  console.log(
    `starting ${args.processes} Tessera ${noun} on ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}…`,
  );
  try {
    cluster = await startCluster({
      ...args,
      databaseUrl,
      secret,
      ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
      ...(process.env.PUBLIC_URL ? { publicUrl: process.env.PUBLIC_URL } : {}),
      onSpawn: (pid) => janitor.track({ pid }),
    });
  } catch (e) {
    console.error(`the cluster did not start: ${e instanceof Error ? e.message : String(e)}`);
    await janitor.finish();
    process.exit(1);
  }
  if (stopping) return;
  for (const a of cluster.apps) {
    console.log(`  ${a.name}: pid ${a.pid}, http://127.0.0.1:${a.port}`);
  }
  console.log(`  redis: ${cluster.redisUrl}`);
  if (cluster.s3Endpoint) console.log(`  s3: ${cluster.s3Endpoint} (bucket tessera)`);
  console.log(`  data: ${args.dataDir}`);
  console.log(`\nTessera is running on ${args.processes} ${noun} behind HAProxy: ${cluster.url}`);
  console.log('Ctrl-C stops everything.');
}

await main();
