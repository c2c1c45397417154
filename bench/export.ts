import path from 'node:path';
import { withDatabase } from '#server/cli/command';
import { boards, images, pins, users } from '#server/db/schema/index';
import { generateDemoImage } from '#server/images/demo-image';
import { ingestImage } from '#server/images/pipeline';
import { buildExportFile } from '#server/services/exports/run';
import { numberOption } from './args.ts';
import type { Leftover } from './children.ts';
import { benchPlace, DEFAULT_PG_URL } from './postgres.ts';
import { verdicts } from './report.ts';

interface ExportFigures {
  kind: 'pglite' | 'postgres';
  pins: number;
  pictures: number;
  zipMB: number;
  seconds: number;
  rssRiseMB: number;
}

const MB = 1024 * 1024;
/** issue 35: a 10,000-pin export's resident memory grows by at most this much */
const TARGET_RSS_MB = 200;

async function measure(
  kind: ExportFigures['kind'],
  dir: string,
  databaseUrl: string | undefined,
  count: { pins: number; pictures: number },
): Promise<ExportFigures> {
  const env = {
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  return withDatabase(async (_db, ctx) => {
    const [me] = await ctx.db
      .insert(users)
      .values({ username: 'exporter', firstName: 'E' })
      .returning();
    if (!me) throw new Error('no account');
    const signatures: string[] = [];
    for (let i = 0; i < count.pictures; i++) {
      const picture = await generateDemoImage(i + 1, {
        width: 900,
        height: 1200,
        motif: 'abstract',
      });
      const stored = await ingestImage(ctx.blobs, picture);
      await ctx.db.insert(images).values(stored).onConflictDoNothing();
      signatures.push(stored.signature);
    }
    const boardIds: number[] = [];
    for (let b = 0; b < 20; b++) {
      const [row] = await ctx.db
        .insert(boards)
        .values({ ownerId: me.id, name: `Board ${b}`, slug: `board-${b}`, sortOrder: b })
        .returning();
      if (row) boardIds.push(row.id);
    }
    for (let i = 0; i < count.pins; i += 1000) {
      const batch = Array.from({ length: Math.min(1000, count.pins - i) }, (_, k) => ({
        pinnerId: me.id,
        boardId: boardIds[(i + k) % boardIds.length] ?? null,
        title: `Pin ${i + k}`,
        description: 'A description of a fair length, as people write them. '.repeat(4),
        link: `https://example.com/${i + k}`,
        imageSignature: signatures[(i + k) % signatures.length] ?? '',
      }));
      await ctx.db.insert(pins).values(batch);
    }
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const result = await buildExportFile(ctx, me.id, path.join(dir, 'export.zip'), async () => {});
    clearInterval(sampler);
    return {
      kind,
      pins: result.pins,
      pictures: count.pictures,
      zipMB: Math.round((result.bytes / MB) * 10) / 10,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      rssRiseMB: Math.round((peak - before) / MB),
    };
  }, env);
}

export async function runExportBench(
  argv: string[],
  env: NodeJS.ProcessEnv,
  track: (item: Leftover) => void,
): Promise<ExportFigures[]> {
  const value = (name: string, fallback: number) => numberOption(argv, name, fallback, true);
  const count = { pins: value('--pins', 10_000), pictures: value('--pictures', 2_000) };
  const pgUrl = env.DATABASE_URL || (argv.includes('--pg') ? DEFAULT_PG_URL : null);
  const out: ExportFigures[] = [];
  for (const kind of pgUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
    const { dir, databaseUrl } = await benchPlace(kind, pgUrl, track, 'export');
    console.log(`[${kind}] ${count.pins} pins, ${count.pictures} pictures: seeding and exporting…`);
    const f = await measure(kind, dir, databaseUrl, count);
    console.log(
      `[${kind}] ${f.pins} pins → ${f.zipMB} MB ZIP in ${f.seconds} s; resident memory rose ${f.rssRiseMB} MB`,
    );
    for (const line of verdicts([
      {
        what: `${count.pins}-pin export streamed`,
        ok: f.rssRiseMB <= TARGET_RSS_MB,
        measured: `${f.rssRiseMB} MB of resident memory growth`,
        target: `≤ ${TARGET_RSS_MB} MB`,
      },
    ]))
      console.log(`  [${kind}] ${line}`);
    out.push(f);
  }
  return out;
}
