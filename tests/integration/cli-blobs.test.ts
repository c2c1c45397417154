import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBlobStore } from '#server/images/blob-store';
import { s3BlobStore } from '#server/images/s3-blob-store';
import { dbKinds, freshPostgres } from '../support/app.ts';
import { startS3, type TestS3 } from '../support/s3.ts';
import { cliCommand } from './cli-support.ts';

// enough that each interruption below lands mid-run with one object in flight at a time
const OBJECTS = 150;

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/**
 * decision 047: `npm run tessera -- blobs migrate` as an operator runs it, in a process of its
 * own; with `interruptAt`, Ctrl-C (SIGINT, or a kill with `signal`) once a progress line reaches
 * that many objects.
 */
function tessera(
  env: Record<string, string>,
  args: string[],
  interruptAt?: number,
  signal: NodeJS.Signals = 'SIGINT',
): Promise<Run> {
  const { DATABASE_URL: _pg, ...base } = process.env;
  // the compiled command when the build is as new as the sources (as `npm test` makes it): tsx
  // compiled the server's module graph again for each of the file's 18 commands
  const [command, argv] = cliCommand(args);
  const child = spawn(command, argv, {
    env: {
      ...base,
      ...env,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: from the sources, npx and tsx run the command in a child, which a
    // kill must reach too
    detached: true,
  });
  let out = '';
  let err = '';
  let interrupted = false;
  createInterface({ input: child.stdout }).on('line', (line) => {
    out += `${line}\n`;
    const done = Number(/^(\d+)\/\d+ objects/.exec(line)?.[1] ?? 0);
    if (interruptAt !== undefined && !interrupted && done >= interruptAt) {
      interrupted = true;
      if (signal === 'SIGKILL') process.kill(-(child.pid as number), signal);
      else child.kill(signal);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const sha = (data: Buffer | null) => (data ? createHash('sha256').update(data).digest('hex') : '');

describe.each(dbKinds())('npm run tessera -- blobs migrate on %s', (kind) => {
  let s3: TestS3;
  let dataDir = '';
  let databaseUrl = '';
  let drop: () => Promise<void> = async () => {};
  const hashes = new Map<string, string>();

  beforeAll(async () => {
    // 30 ms an object read or write, as across a network: progress prints every 500 ms, and a
    // copy that finished between two lines left the Ctrl-C nothing to stop (CI, stop 61: the
    // copy back to local was done when a line first passed 100, and the command exited 0).
    // Stop 67's full run, on a loaded machine: at 10 ms the copy to S3 finished in the 1.5 s
    // between the line passing 75 and the test reading it, and the Ctrl-C met no handler (exit by
    // signal); the copy back had 0.5 s. Now 4.5 s and 2.7 s.
    s3 = await startS3('tessera-test', { latencyMs: 30 });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-cli-blobs-'));
    if (kind === 'postgres') {
      const pg = await freshPostgres();
      databaseUrl = pg.url;
      drop = pg.drop;
    }
    const local = localBlobStore(path.join(dataDir, 'blobs'));
    for (let i = 0; i < OBJECTS; i++) {
      const sig = createHash('md5').update(`object ${i}`).digest('hex');
      const key =
        i % 4 === 0
          ? `orig/${sig.slice(0, 2)}/${sig.slice(2, 4)}/${sig}`
          : `236x/${sig.slice(0, 2)}/${sig.slice(2, 4)}/${sig}.webp`;
      const data = randomBytes(8_000 + i);
      await local.put(key, data, 'image/webp');
      hashes.set(key, sha(data));
    }
  });
  afterAll(async () => {
    await s3?.close();
    await drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const env = () => ({
    ...s3.env,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const jobsList = () => tessera(env(), ['jobs', 'list']);

  it('copies local → S3 as a job: killed, listed with its progress, taken up again, stopped by Ctrl-C, resumed, every object checked by sha256', async () => {
    // a kill leaves the job running with its progress in the database; jobs list shows it
    const killed = await tessera(
      env(),
      ['blobs', 'migrate', '--to', 's3', '--concurrency', '1'],
      40,
      'SIGKILL',
    );
    expect(killed.code).toBeNull();
    expect(killed.out).toMatch(
      new RegExp(
        `^Copying ${path.join(dataDir, 'blobs')} → s3://${s3.bucket} at \\S+ \\(job [0-9a-f-]{36}\\)$`,
        'm',
      ),
    );
    expect(killed.out).toMatch(new RegExp(`^0/${OBJECTS} objects, 0\\.0 MB of \\d+\\.\\d MB`, 'm'));
    const job = /\(job ([0-9a-f-]{36})\)/.exec(killed.out)?.[1] as string;
    const running = await jobsList();
    expect(running.code, running.err).toBe(0);
    expect(running.out).toContain('blob-migration\t0\t1\t0');
    expect(running.out).toMatch(
      new RegExp(
        `^${job}\tblob-migration\tactive\t0/5 retries\t\\S+\t\\d+/${OBJECTS} objects, `,
        'm',
      ),
    );

    // the next command sees its owner is gone and goes on after the last verified key
    const first = await tessera(
      env(),
      ['blobs', 'migrate', '--to', 's3', '--concurrency', '1'],
      75,
    );
    expect(first.code, first.err).toBe(130);
    expect(first.out).toContain(`(job ${job})`);
    expect(first.out).toMatch(/Resuming after \S+, where the last run stopped\./);
    expect(first.out).toContain('Stopping after the objects in flight');
    const stopped = /Interrupted at (\d+)\/(\d+) objects/.exec(first.out);
    expect(stopped?.[2]).toBe(String(OBJECTS));
    const copiedFirst = Number(stopped?.[1]);
    expect(copiedFirst).toBeGreaterThanOrEqual(75);
    expect(copiedFirst).toBeLessThan(OBJECTS);

    const second = await tessera(env(), ['blobs', 'migrate', '--to', 's3']);
    expect(second.code, second.err).toBe(0);
    expect(second.out).toContain(`(job ${job})`);
    // the objects behind the checkpoint are not copied again
    expect(second.out).toContain(`Done: ${OBJECTS}/${OBJECTS} objects`);
    expect(second.out).toContain(`(${OBJECTS - copiedFirst} copied, ${copiedFirst} already there)`);
    expect(second.out).toContain('every copy verified by sha256');
    const after = await jobsList();
    expect(after.out).toContain('blob-migration\t0\t0\t0');
    expect(after.out).not.toContain(job);

    const bucket = s3BlobStore(s3.settings);
    let listed = 0;
    for await (const _ of bucket.list()) listed++;
    expect(listed).toBe(OBJECTS);
    for (const [key, hash] of hashes) expect(sha(await bucket.get(key)), key).toBe(hash);
  }, 300_000);

  it('and back: S3 → an empty local folder, stopped and resumed, every object checked', async () => {
    await rm(path.join(dataDir, 'blobs'), { recursive: true, force: true });
    const first = await tessera(
      env(),
      ['blobs', 'migrate', '--to', 'local', '--concurrency', '1'],
      60,
    );
    expect(first.code, first.err).toBe(130);
    // a new job: the one to S3 is done
    expect(first.out).not.toMatch(/Resuming after/);
    const copiedFirst = Number(/Interrupted at (\d+)\//.exec(first.out)?.[1]);
    expect(copiedFirst).toBeGreaterThanOrEqual(50);
    expect(copiedFirst).toBeLessThan(OBJECTS);

    const second = await tessera(env(), ['blobs', 'migrate', '--to', 'local']);
    expect(second.code, second.err).toBe(0);
    expect(second.out).toContain(`(${OBJECTS - copiedFirst} copied, ${copiedFirst} already there)`);
    const local = localBlobStore(path.join(dataDir, 'blobs'));
    for (const [key, hash] of hashes) expect(sha(await local.get(key)), key).toBe(hash);
  }, 240_000);

  it('refuses readably without the bucket, or when it does not answer', async () => {
    const noBucket = await tessera({ DATA_DIR: dataDir }, ['blobs', 'migrate', '--to', 's3']);
    expect(noBucket.code).toBe(1);
    expect(noBucket.err).toContain('blobs migrate needs the bucket: set S3_BUCKET');
    // nothing listens on the discard port: the store's own words, not a stack
    const down = await tessera({ ...env(), S3_ENDPOINT: 'http://127.0.0.1:9' }, [
      'blobs',
      'migrate',
      '--to',
      's3',
    ]);
    expect(down.code).toBe(1);
    expect(down.err).toMatch(/^Error: The image store could not reach bucket tessera-test: /m);
  }, 120_000);
});
