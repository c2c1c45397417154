// Issue 32, the "1,000,000 pins" row (decision 040): seeds N pins (default 1,000,000) with the
// bulk seed (`tessera seed --pins N`) into a fresh database, then measures cold, in-process:
// related pins and related products of sampled pins, the home feed (visitor and signed in), board
// feeds, search, and the closeup; each figure is printed next to its target.
// `npm run bench -- million [--pg] [--pins N] [--samples N] [--only pglite|postgres]
//   [--data-dir DIR] [--database-url URL]`, or alone: `npx tsx bench/million.ts …`.
// --data-dir / --database-url measure an existing database (seeded first only when empty) and
// leave it in place: seed once, measure again after a change.
import './production-react.ts';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { seedBulk } from '#server/demo/bulk';
import { findAlikes } from '#server/services/feeds/alikes';
import { backfillColorFamilies } from '#server/services/search/index';
import { type Janitor, type Leftover, startJanitor } from './children.ts';
import { type Figure, formatFigures, measureMillion } from './million-measure.ts';
import { createBenchDatabase, DEFAULT_PG_URL } from './postgres.ts';

/** issue 32: seeding a million pins takes under ten minutes */
const SEED_TARGET_SECONDS = 600;

interface MillionRun {
  database: 'pglite' | 'postgres';
  pins: number;
  /** null when an existing database was measured */
  seedSeconds: number | null;
  figures: Figure[];
  /** the 1-minute load average before and after measuring: other work shows in the figures */
  load: [number, number];
}

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i < 0 ? undefined : argv[i + 1];
}

function count(argv: string[], name: string, fallback: number): number {
  const raw = option(argv, name);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} needs a positive number`);
  return n;
}

async function runOne(
  kind: MillionRun['database'],
  where: { dataDir: string; databaseUrl?: string | undefined },
  pins: number,
  samples: number,
): Promise<MillionRun> {
  const config = loadConfig({
    DATA_DIR: where.dataDir,
    LOG_LEVEL: 'silent',
    ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
  });
  const open = async () => {
    const database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      preparedStatements: config.databasePreparedStatements,
      sharedBuffers: config.pgliteSharedBuffers,
    });
    return buildApp(config, { database, logger: false });
  };
  let t = await open();
  try {
    await t.database.migrate();
    const res = await t.database.db.execute(sql`select count(*)::int as n from pins`);
    const have = Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    let seedSeconds: number | null = null;
    if (have === 0) {
      console.log(`[${kind}] seeding ${pins} pins…`);
      const started = performance.now();
      await seedBulk(t.systemCtx(), {
        pins,
        log: (m) => console.log(`  [${kind}] ${m}`),
      });
      await backfillColorFamilies(t.systemCtx());
      seedSeconds = Math.round((performance.now() - started) / 100) / 10;
      // measured as a server started on this catalogue finds it (decision 094: PGlite sizes its
      // shared buffers from the data it opens), not in the process that wrote it
      await t.close();
      t = await open();
    } else {
      console.log(`[${kind}] measuring the ${have} pins already there`);
    }
    // decision 091: a database seeded before the look-alikes were kept has them found first, as
    // the server's image-alikes job would
    const alikesFrom = performance.now();
    const compared = await findAlikes(t.systemCtx(), Number.POSITIVE_INFINITY);
    if (compared) {
      const secs = ((performance.now() - alikesFrom) / 1000).toFixed(1);
      console.log(`[${kind}] look-alikes of ${compared} pictures found in ${secs} s`);
    }
    const n = have || pins;
    const shown = await t.database.db.execute(sql`show shared_buffers`);
    const buffers = (shown as unknown as { rows: { shared_buffers: string }[] }).rows[0];
    console.log(
      `[${kind}] measuring (${samples} sampled pins, every call cold; shared_buffers ${buffers?.shared_buffers})…`,
    );
    const before = os.loadavg()[0] ?? 0;
    const figures = await measureMillion(t, samples);
    const load: [number, number] = [before, os.loadavg()[0] ?? 0];
    const run = { database: kind, pins: n, seedSeconds, figures, load };
    console.log(formatMillion([run]));
    return run;
  } finally {
    await t.close();
  }
}

export async function runMillionBench(
  argv: string[],
  env: NodeJS.ProcessEnv,
  track: (item: Leftover) => void,
): Promise<MillionRun[]> {
  const pins = count(argv, '--pins', 1_000_000);
  const samples = count(argv, '--samples', 50);
  const only = option(argv, '--only');
  const dataDir = option(argv, '--data-dir');
  const databaseUrl = option(argv, '--database-url');
  const pgUrl = env.DATABASE_URL || (argv.includes('--pg') ? DEFAULT_PG_URL : null);
  const kinds: MillionRun['database'][] = [];
  const existing = Boolean(dataDir || databaseUrl);
  if (dataDir || (!existing && only !== 'postgres')) kinds.push('pglite');
  if (databaseUrl || (!existing && pgUrl && only !== 'pglite')) kinds.push('postgres');
  const out: MillionRun[] = [];
  for (const kind of kinds) {
    if (kind === 'pglite') {
      let dir = dataDir;
      if (!dir) {
        dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-million-'));
        track({ dir });
      }
      out.push(await runOne(kind, { dataDir: dir }, pins, samples));
      continue;
    }
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'tessera-bench-million-'));
    track({ dir: scratch });
    let url = databaseUrl;
    if (!url && pgUrl) {
      const name = `tessera_million_${randomBytes(5).toString('hex')}`;
      track({ database: name, server: pgUrl });
      url = await createBenchDatabase(pgUrl, name);
    }
    out.push(await runOne(kind, { dataDir: scratch, databaseUrl: url }, pins, samples));
  }
  const file = path.resolve('bench/results/million.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), runs: out }, null, 2)}\n`,
  );
  console.log(`\n${formatMillion(out)}\n\nwritten to ${path.relative(process.cwd(), file)}`);
  return out;
}

function formatMillion(runs: readonly MillionRun[]): string {
  return runs
    .map((r) => {
      const seed =
        r.seedSeconds === null
          ? '  seed: not run (existing database)'
          : `  seed ${r.seedSeconds} s  target ≤ ${SEED_TARGET_SECONDS} s ${r.seedSeconds <= SEED_TARGET_SECONDS ? '✓' : '✗'}`;
      const load = `load average ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} on ${os.cpus().length} CPUs`;
      return `${r.database}, ${r.pins} pins (${load})\n${seed}\n${formatFigures(r.figures)}`;
    })
    .join('\n\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const janitor: Janitor = startJanitor();
  try {
    await runMillionBench(process.argv.slice(2), process.env, (item) => janitor.track(item));
  } catch (e) {
    console.error(`million bench failed: ${e instanceof Error ? e.stack : String(e)}`);
    process.exitCode = 1;
  } finally {
    await janitor.finish();
  }
}
