import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const VERSIONS = '/usr/lib/postgresql';

/** Debian's server binaries of the newest PostgreSQL installed (the shared server's, in CI). */
const BIN = path.join(
  VERSIONS,
  (existsSync(VERSIONS) ? readdirSync(VERSIONS) : [])
    .filter((v) => existsSync(path.join(VERSIONS, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0] ?? 'none',
  'bin',
);

/** Why a private PostgreSQL cannot be started here, or null when it can. */
export function privatePostgresMissing(): string | null {
  return existsSync(path.join(BIN, 'initdb'))
    ? null
    : `no PostgreSQL server binaries in ${VERSIONS}/<version>/bin`;
}

export interface PrivatePostgres {
  url: string;
  /** its folder (a janitor removes it if the test process dies) */
  dir: string;
  /** the running server's process id (it changes with each start) */
  pid(): Promise<number>;
  /** `pg_ctl stop -m fast`: sessions are ended at once, the server shuts down cleanly */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** stops it (immediate mode) and removes its files */
  close(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own on `port`, in a temp folder: a test may restart it
 * without touching the shared server other tests use. initdb refuses to run as root, so as root
 * the tools run as the `postgres` user in a folder it owns.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, name), ...args])
      : run(path.join(BIN, name), args);
  const data = path.join(dir, 'data');
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // a fast stop is a clean shutdown with a checkpoint: fsync only matters to a machine crash
    '-c fsync=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = (...args: string[]) =>
    tool('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      ...args,
    ]);
  let running = false;
  try {
    await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await pgCtl('start');
    running = true;
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    async pid() {
      return Number.parseInt(await readFile(path.join(data, 'postmaster.pid'), 'utf8'), 10);
    },
    async stop() {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    async start() {
      await pgCtl('start');
      running = true;
    },
    async close() {
      if (running) await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
