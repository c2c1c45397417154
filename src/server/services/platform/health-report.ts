import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { HealthReport } from '#domain/platform/health';
import type { Ctx } from '../../context.ts';
import { MIGRATIONS_DIR, ping } from '../../db/client.ts';
import { requireEmployee } from '../accounts/sessions.ts';
import { rowsOf } from '../search/shared.ts';
import { serverErrors } from './error-counts.ts';
import { verifyMail } from './mail.ts';
import { readiness } from './readiness.ts';

const VERSION_FILE = path.join(process.cwd(), 'package.json');

async function version(): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(VERSION_FILE, 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The migrations this code knows (drizzle's journal) and those the database has applied. */
async function migrations(ctx: Ctx): Promise<HealthReport['migrations']> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const [applied] = await rowsOf<{ n: number }>(
    ctx,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return {
    applied: Number(applied?.n ?? 0),
    known: journal.entries.length,
    latest: journal.entries.at(-1)?.tag ?? null,
  };
}

async function storage(ctx: Ctx): Promise<HealthReport['storage']> {
  const [r] = await rowsOf<{ n: number; bytes: string; db: string | null }>(
    ctx,
    sql`select count(*)::int as n, coalesce(sum(bytes), 0)::text as bytes,
        pg_database_size(current_database())::text as db from images`,
  );
  return {
    pictures: Number(r?.n ?? 0),
    pictureBytes: Number(r?.bytes ?? 0),
    databaseBytes: r?.db ? Number(r.db) : null,
  };
}

/**
 * Issue 37's /admin/health, for an employee (a 404 to anyone else): the version and
 * migrations, whether the database, the blob store, the job queue and mail are reachable from
 * this process (the same probes as /readyz, and mail's own), the queues' depths and failed
 * jobs, storage used, and the whole instance's 5xx answers by route (decision 059).
 */
export async function healthReport(ctx: Ctx): Promise<HealthReport> {
  requireEmployee(ctx);
  const smtp = ctx.config.smtpUrl;
  const probes = [
    { name: 'Database', check: async () => void (await ping(ctx.db)) },
    { name: 'Blob store', check: async () => void (await ctx.blobs.ping?.()) },
    {
      name: 'Job queue',
      check: async () => {
        if (!(await ctx.jobs?.ready())) throw new Error('the job queue does not answer');
      },
    },
    { name: 'Mail', check: () => verifyMail(ctx.config) },
  ];
  const [ready, queues] = await Promise.all([
    readiness(probes, false),
    ctx.jobs?.depths() ?? Promise.resolve([]),
  ]);
  const detail: Record<string, string> = {
    Database: ctx.config.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)',
    'Blob store': ctx.config.s3 ? 'S3-compatible object store' : 'local disk',
    'Job queue': 'pg-boss on the database',
    Mail: smtp ? `SMTP (${new URL(smtp).hostname})` : 'the outbox folder (no SMTP_URL)',
  };
  return {
    version: await version(),
    database: ctx.config.databaseUrl ? 'PostgreSQL' : 'PGlite',
    migrations: await migrations(ctx),
    services: probes.map((p) => ({
      name: p.name,
      state: ready.body.probes[p.name] ?? 'failing',
      detail: detail[p.name] ?? '',
    })),
    queues,
    storage: await storage(ctx),
    errors: await serverErrors(ctx.db, ctx.now()),
  };
}
