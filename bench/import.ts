// Issue 35 figures (decision 053): a --pins item (10,000) Pinterest export with its pictures on a
// local image host imported as `npm run tessera -- import … --trust-image-host` does it: items a
// second (target ≥ 50 on this 2-core machine) and how far resident memory rose.
// `npm run bench -- import [--pg] [--pins N]`.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { withDatabase } from '#server/cli/command';
import { users } from '#server/db/schema/index';
import { actingAs } from '#server/services/accounts/viewer';
import { createImport } from '#server/services/imports/imports';
import { runImport } from '#server/services/imports/run';
import { numberOption } from './args.ts';
import type { Leftover } from './children.ts';
import { benchPlace, DEFAULT_PG_URL } from './postgres.ts';
import { verdicts } from './report.ts';

interface ImportFigures {
  kind: 'pglite' | 'postgres';
  items: number;
  imported: number;
  skipped: number;
  failed: number;
  seconds: number;
  itemsPerSecond: number;
  rssRiseMB: number;
  /** this process's CPU time (its threads' too: sharp's, PGlite's) per item, in ms */
  cpuMsPerItem: number;
  /** the share of the time the main thread (JavaScript, PGlite) was busy: 1 is its limit */
  mainThreadBusy: number;
  /** the machine is shared: the 1-minute load average when the import ended */
  load: number;
}

const MB = 1024 * 1024;
const TARGET_PER_SECOND = 50;
/** issue 35: an import's resident memory grows by at most this much */
const TARGET_RSS_MB = 300;
/** the image host's port, in this bench's range */
const HOST_PORT = 43_150;

/** A small deterministic random sequence, so every run makes the same pictures. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
}

/**
 * Picture `n`: a 9×8 grid of grey and coloured blocks drawn from `n`, with its number on it. The
 * import skips a picture within a few bits of one it has (difference hash of a 9×8 thumbnail),
 * so each grid differs in every row.
 */
async function picture(n: number): Promise<Buffer> {
  const next = random(n * 2_654_435_761);
  const grid = Buffer.alloc(9 * 8 * 3);
  for (let i = 0; i < grid.length; i += 3) {
    const v = Math.floor(next() * 256);
    grid[i] = v;
    grid[i + 1] = Math.floor(v * 0.6 + next() * 100);
    grid[i + 2] = Math.floor(next() * 256);
  }
  const label = Buffer.from(
    `<svg width="360" height="480"><text x="24" y="80" font-size="56" font-family="sans-serif" fill="#fff" stroke="#000" stroke-width="2">${n}</text></svg>`,
  );
  return sharp(grid, { raw: { width: 9, height: 8, channels: 3 } })
    .resize(360, 480, { kernel: 'nearest' })
    .composite([{ input: label }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The export's hash of picture `n`, which the image host answers with `<dir>/<n>.jpg`. */
function hashOf(n: number): string {
  return `0c${String(n).padStart(30, '0')}`;
}

/** A Pinterest export: `n` pins on 20 boards, each its own picture and link. */
function exportOf(n: number): string {
  const pins = Array.from(
    { length: n },
    (_, i) =>
      `https://www.pinterest.com/pin/7${i}/<br/>Title: Pin ${i + 1}<br/>Details: A description as people write them.<br/>Image: ${hashOf(i)}<br/>Board Name: Board ${i % 20}<br/>Canonical Link: https://example.com/${i}<br/>Created at: 2020/01/01 00:00:00<br/>`,
  );
  return `<html><body><h1>Pins</h1>${pins.join('<br/>')}</body></html>`;
}

async function makePictures(dir: string, n: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const workers = 4;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < n; i = next++) {
        await writeFile(path.join(dir, `${i}.jpg`), await picture(i));
      }
    }),
  );
}

async function startImageHost(dir: string, track: (item: Leftover) => void) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'image-host.mjs');
  const child = spawn(process.execPath, [file, dir, String(HOST_PORT)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  if (child.pid) track({ pid: child.pid });
  const [first] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { port } = JSON.parse(first) as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => child.stdin.end(),
  };
}

async function measure(
  kind: ImportFigures['kind'],
  dir: string,
  databaseUrl: string | undefined,
  host: string,
  items: number,
): Promise<ImportFigures> {
  const env = {
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    PINTEREST_IMAGE_HOST: host,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  return withDatabase(async (_db, ctx) => {
    const [me] = await ctx.db
      .insert(users)
      .values({ username: 'importer', firstName: 'I' })
      .returning();
    const as = me && (await actingAs(ctx, me.id));
    if (!as) throw new Error('no account');
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const elu = performance.eventLoopUtilization();
    const made = await createImport(as, 'pinterest', Buffer.from(exportOf(items)), {
      start: true,
    });
    if (made.id === null) throw new Error('the import was not stored');
    const hostname = new URL(host).hostname;
    let printed = 0;
    let last = { imported: 0, skipped: 0, failed: 0 };
    // as the CLI's --trust-image-host: the local image host is let through the SSRF guard
    await runImport(ctx, made.id, {
      fetch: { trust: (_address, h) => h === hostname },
      onProgress(s) {
        last = s;
        const done = s.imported + s.skipped + s.failed;
        if (performance.now() - printed < 5000) return;
        printed = performance.now();
        const rate = done / ((performance.now() - started) / 1000);
        console.log(`[${kind}]   ${done}/${s.total} items, ${rate.toFixed(1)}/s`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const busy = performance.eventLoopUtilization(elu).utilization;
    clearInterval(sampler);
    return {
      kind,
      items,
      ...last,
      seconds: Math.round(seconds * 10) / 10,
      itemsPerSecond: Math.round((items / seconds) * 10) / 10,
      rssRiseMB: Math.round((peak - before) / MB),
      mainThreadBusy: Math.round(busy * 100) / 100,
      cpuMsPerItem: Math.round(((used.user + used.system) / 1000 / items) * 10) / 10,
      load: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
    };
  }, env);
}

export async function runImportBench(
  argv: string[],
  env: NodeJS.ProcessEnv,
  track: (item: Leftover) => void,
): Promise<ImportFigures[]> {
  const items = numberOption(argv, '--pins', 10_000, true);
  const pgUrl = env.DATABASE_URL || (argv.includes('--pg') ? DEFAULT_PG_URL : null);
  const { dir: pictures } = await benchPlace('pglite', null, track, 'import-pictures');
  console.log(`${items} pictures for the image host…`);
  const made = performance.now();
  await makePictures(pictures, items);
  console.log(`  made in ${((performance.now() - made) / 1000).toFixed(1)} s`);
  const host = await startImageHost(pictures, track);
  const out: ImportFigures[] = [];
  try {
    for (const kind of pgUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
      const { dir, databaseUrl } = await benchPlace(kind, pgUrl, track, 'import');
      console.log(`[${kind}] importing a ${items}-pin Pinterest export…`);
      const f = await measure(kind, dir, databaseUrl, host.url, items);
      console.log(
        `[${kind}] ${f.imported} imported, ${f.skipped} skipped, ${f.failed} failed in ${f.seconds} s; ${f.cpuMsPerItem} ms of CPU an item (the image host's aside), main thread busy ${Math.round(f.mainThreadBusy * 100)}%; load average ${f.load} on ${os.cpus().length} cores`,
      );
      for (const line of verdicts([
        {
          what: `${items}-item Pinterest export imported`,
          ok: f.itemsPerSecond >= TARGET_PER_SECOND,
          measured: `${f.itemsPerSecond} items/s`,
          target: `≥ ${TARGET_PER_SECOND}/s`,
        },
        {
          what: 'resident memory growth while importing',
          ok: f.rssRiseMB <= TARGET_RSS_MB,
          measured: `${f.rssRiseMB} MB`,
          target: `≤ ${TARGET_RSS_MB} MB`,
        },
      ]))
        console.log(`  [${kind}] ${line}`);
      out.push(f);
    }
  } finally {
    host.stop();
  }
  return out;
}
