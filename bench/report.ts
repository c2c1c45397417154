import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CacheFigure } from './cache.ts';
import type { BenchResult } from './images.ts';
import type { AnalyticsRun } from './ingest.ts';
import type { LoadResult } from './load.ts';
import { BUDGET, type PageSizes } from './sizes.ts';

export type DbKind = 'pglite' | 'postgres';

export interface TargetResult {
  target: string;
  database: DbKind;
  path: string;
  acceptEncoding: string;
  contentType: string;
  contentEncoding: string;
  /** what Tessera answered (minus connection headers), replayed as is by the bare server */
  responseHeaders: [string, string][];
  /** bytes on the wire, as Tessera sent them */
  bytes: number;
  decodedBytes: number;
  tessera: LoadResult;
  /** half of Tessera's saturated req/s, and Tessera held at that rate: the p99 issue 12 sets */
  halfRate: number;
  half: LoadResult;
  bare: LoadResult;
  /** Tessera's req/s as a share of the bare server's for the same bytes */
  ratio: number;
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  node: string;
  cpus: number;
  cpuModel: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  requestHeaders: Record<string, Record<string, string>>;
  seed: Partial<Record<DbKind, Record<string, unknown>>>;
  /** 1-minute load average: the highest seen before a run, and at the end */
  loadAverage: { max: number; atEnd: number };
  results: TargetResult[];
  /** per database: HTML, initial JS and CSS of home and closeup (signed out) */
  sizes: Partial<Record<DbKind, PageSizes[]>>;
  images: BenchResult[] | null;
  /** issue 15: per database, event ingestion (batches of 50) and the pin analytics call */
  analytics: AnalyticsRun[];
  /** issue 32: the render path without the cache, kept pages, single flight, mixed load */
  cache: CacheFigure[];
}

function fixed(n: number, digits = 0): string {
  return n.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

function table(head: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function formatResults(results: TargetResult[]): string {
  const head = [
    'target',
    'database',
    'Tessera req/s',
    'p50 ms',
    'p99 ms',
    'p99 @½ ms',
    'bare req/s',
    'bare p99 ms',
    'Tessera/bare',
    'bytes',
    'decoded',
  ];
  const rows = results.map((r) => [
    `${r.target} [${r.contentEncoding}]`,
    r.database,
    fixed(r.tessera.requestsPerSecond),
    fixed(r.tessera.latencyP50Ms),
    fixed(r.tessera.latencyP99Ms),
    fixed(r.half.latencyP99Ms),
    fixed(r.bare.requestsPerSecond),
    fixed(r.bare.latencyP99Ms),
    `${fixed(r.ratio * 100, 1)}%`,
    fixed(r.bytes),
    fixed(r.decodedBytes),
  ]);
  return table(head, rows, new Set([2, 3, 4, 5, 6, 7, 8, 9, 10]));
}

const kb = (n: number) => `${fixed(n / 1024, 1)} KB`;
const against = (n: number, max: number) => `${kb(n)} ${n <= max ? '≤' : '>'} ${kb(max)}`;

/** The budget table: HTML uncompressed, initial JS and CSS gzipped, each against its target. */
export function formatSizes(kind: DbKind, sizes: PageSizes[]): string {
  return table(
    [`page sizes (${kind})`, 'HTML', 'initial JS gz', 'JS files', 'CSS gz', 'CSS files'],
    sizes.map((s) => [
      s.page,
      against(s.htmlBytes, BUDGET.htmlBytes),
      against(s.jsGzBytes, BUDGET.jsGzBytes),
      String(s.jsFiles),
      against(s.cssGzBytes, BUDGET.cssGzBytes),
      String(s.cssFiles),
    ]),
    new Set([1, 2, 3, 4, 5]),
  );
}

/** Issue 15's rows: events/s with batches of 50 (goal ≥ 20,000 on PostgreSQL), the stats call. */
export function formatAnalytics(runs: AnalyticsRun[]): string {
  return table(
    ['analytics', 'database', 'per second', 'p50 ms', 'p99 ms', 'note'],
    runs.flatMap((r) => [
      [
        'event ingestion (POST /v3/events/)',
        r.database,
        `${fixed(r.ingestion.eventsPerSecond)} events`,
        fixed(r.ingestion.latencyP50Ms),
        fixed(r.ingestion.latencyP99Ms),
        `${fixed(r.ingestion.batchesPerSecond)} batches of 50/s, ${fixed(r.ingestion.accepted)} stored, ${fixed(r.ingestion.capped)} past the daily caps`,
      ],
      [
        'pin stats (PinAnalyticsResource, 90 days)',
        r.database,
        `${fixed(r.stats.requestsPerSecond)} req`,
        fixed(r.stats.latencyP50Ms),
        fixed(r.stats.latencyP99Ms),
        `a pin with ${r.stats.rollupDays} days of roll-ups, as its owner, uncached, one at a time`,
      ],
    ]),
    new Set([2, 3, 4]),
  );
}

export function formatImages(images: BenchResult[]): string {
  return table(
    ['image pipeline', 'value', 'unit'],
    images.map((r) => [r.name, fixed(r.value, 2), r.unit]),
    new Set([1]),
  );
}

export async function writeReport(report: unknown, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}

/** A figure measured against its target, printed as the other bench rows print theirs. */
export interface Verdict {
  what: string;
  ok: boolean;
  measured: string;
  target: string;
}

export function verdicts(rows: Verdict[]): string[] {
  return rows.map((r) => `${r.ok ? '✓' : '✗'} ${r.what}: ${r.measured} (target ${r.target})`);
}
