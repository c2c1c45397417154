// A seeded Tessera for one database kind: its data folder, its PostgreSQL database when asked,
// and the process, each handed to the janitor as soon as it exists.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Child, Leftover } from './children.ts';
import { benchDatabaseName, createBenchDatabase } from './postgres.ts';
import type { DbKind } from './report.ts';
import { startTessera } from './tessera-process.ts';
import type { WriteMixInfo } from './write-mix.ts';

/** What bench/serve.ts prints once ready. */
export interface SeededInfo {
  cookie: string;
  profilePath: string;
  boardPath: string;
  bigBoardPath: string | null;
  /** issue 32's mixed load (bench/write-mix.ts) */
  writeMix: WriteMixInfo;
  /** issue 36: a personal access token and a board for `GET /v5/boards/{id}/pins` */
  v5: { token: string; boardId: number };
}

export interface Seeded extends Child {
  info: SeededInfo;
  /** its PostgreSQL database ('' on PGlite): the cluster bench starts more processes on it */
  databaseUrl: string;
}

export async function startSeeded(
  kind: DbKind,
  opts: {
    postgresUrl: string | null;
    pins: number;
    bigBoard?: number;
    nodeFlags?: string[];
    env?: Record<string, string>;
    track: (item: Leftover) => void;
  },
): Promise<Seeded> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tessera-bench-${kind}-`));
  opts.track({ dir: dataDir });
  let databaseUrl = '';
  if (kind === 'postgres') {
    if (!opts.postgresUrl) throw new Error('PostgreSQL needs --pg or DATABASE_URL');
    const name = benchDatabaseName();
    opts.track({ database: name, server: opts.postgresUrl });
    databaseUrl = await createBenchDatabase(opts.postgresUrl, name);
    console.log(`\n[postgres] database ${name} created`);
  }
  const extra = opts.bigBoard ? ` and a board of ${opts.bigBoard} pins` : '';
  console.log(
    `\n[${kind}] starting Tessera (built JS, plain node) and seeding ${opts.pins} pins${extra}…`,
  );
  const child = await startTessera({
    label: `Tessera (${kind})`,
    dataDir,
    databaseUrl,
    pins: opts.pins,
    bigBoard: opts.bigBoard ?? 0,
    nodeFlags: opts.nodeFlags ?? [],
    ...(opts.env ? { env: opts.env } : {}),
    onSpawn: (pid) => opts.track({ pid }),
  });
  const r = child.ready;
  const info: SeededInfo = {
    cookie: String(r.cookie),
    profilePath: String(r.profilePath),
    boardPath: String(r.boardPath),
    bigBoardPath: typeof r.bigBoardPath === 'string' ? r.bigBoardPath : null,
    writeMix: r.writeMix as WriteMixInfo,
    v5: r.v5 as SeededInfo['v5'],
  };
  return { ...child, info, databaseUrl };
}
