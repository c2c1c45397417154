// Tessera for the bench, in its own process so the load generator does not share its event
// loop. bench/run.ts compiles it to build/bench/serve.js and runs it as `npm start` runs the
// server: plain node with the "tessera-built" condition, from the repository root (the SSR
// build is found relative to the working directory). Environment: BENCH_DATA_DIR (always;
// PGlite lives in it unless BENCH_DATABASE_URL is set), BENCH_PINS (demo pins to seed),
// BENCH_BIG_BOARD (pins of one extra board for the grid measurement; none when unset).
// Prints one JSON line `{"port":…}` on stdout once seeded and listening; logs go to stderr.
import { buildApp, type Tessera } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { seedDemo } from '#server/demo/seed';
import { ROLLUP_DAYS, seedYearOfStats } from './seed-analytics.ts';
import { aBoardPath, benchApiToken, benchViewer, seedBigBoard } from './seed-extra.ts';
import { prepareWriteMix } from './write-mix.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export async function serve(): Promise<Tessera> {
  const dataDir = required('BENCH_DATA_DIR');
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const pins = Number(process.env.BENCH_PINS ?? 640);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SEED_ON_START: '0',
    // bench/ingest.ts sends every batch from one address (a thousand browsers behind it): the
    // per-address limit of event batches would cap the figure, not the server (decision 022)
    ANALYTICS_ADDRESS_BATCHES_PER_MINUTE: String(10_000_000),
    // issue 36's row calls /v5 with one token thousands of times a second: the per-token limit
    // (1,000 a minute) would cap the figure, not the server; it is still counted on every call
    API_CALLS_PER_MINUTE: String(10_000_000),
    // issue 32's mixed load logs in from many addresses (the per-address log-in limit is 20 in
    // 15 minutes): the bench plays the proxy that says which
    TRUST_PROXY: '127.0.0.1',
    // the cluster bench's processes share this server's secret: its writer's CSRF token holds
    ...(process.env.SECRET ? { SECRET: process.env.SECRET } : {}),
  });
  // On disk, not memory://: a deployment's PGlite reads and writes its files.
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await database.migrate();
  const tessera = await buildApp(config, { database, logger: false });
  const started = Date.now();
  const seeded = await seedDemo(tessera.systemCtx(), {
    pins,
    log: (m) => process.stderr.write(`  [${database.kind}] ${m}\n`),
  });
  const viewer = await benchViewer(tessera.systemCtx());
  const boardPath = await aBoardPath(tessera.systemCtx(), viewer.username);
  const stats = await seedYearOfStats(tessera.systemCtx(), viewer.username);
  const writeMix = await prepareWriteMix(tessera.systemCtx(), viewer.username);
  const v5 = await benchApiToken(tessera.systemCtx(), viewer.username);
  const bigBoard = Number(process.env.BENCH_BIG_BOARD ?? 0);
  const bigBoardPath =
    bigBoard > 0 ? await seedBigBoard(tessera.systemCtx(), viewer.username, bigBoard) : null;
  const seedSeconds = (Date.now() - started) / 1000;
  await tessera.app.listen({ port: 0, host: '127.0.0.1' });
  const address = tessera.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(
    `${JSON.stringify({
      port: address.port,
      database: database.kind,
      seeded,
      seedSeconds,
      cookie: viewer.cookie,
      profilePath: `/${viewer.username}/`,
      boardPath,
      bigBoardPath,
      statsPinId: stats.pinId,
      statsRollupDays: ROLLUP_DAYS,
      writeMix,
      v5,
    })}\n`,
  );
  return tessera;
}

let tessera: Tessera | null = null;
let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(code || 1), 8_000);
  force.unref();
  try {
    await tessera?.close();
  } finally {
    process.exit(code);
  }
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
// The parent holds our stdin open; when it goes away (even killed), so do we.
process.stdin.on('end', () => void stop(0));
process.stdin.resume();

serve()
  .then((t) => {
    tessera = t;
    if (stopping) void t.close();
  })
  .catch((err: unknown) => {
    process.stderr.write(`bench/serve: ${err instanceof Error ? err.stack : String(err)}\n`);
    void stop(1);
  });
