import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Settings } from '../../src/server/config.ts';

/** An S3-compatible server on a free port with one empty bucket, its files in a temp folder. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** the environment that points Tessera at this server */
  env: Record<string, string>;
  settings: S3Settings;
  /** stops answering (connections refused), as a store that is down */
  stop(): Promise<void>;
  /** stops, if running, and removes its files */
  close(): Promise<void>;
}

/**
 * With `latencyMs`, each object's read and write waits that long first, as a bucket across a
 * network does.
 */
export async function startS3(
  bucket = 'tessera-test',
  { latencyMs = 0 }: { latencyMs?: number } = {},
): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tessera-s3-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      path.join(import.meta.dirname, 's3rver-main.mjs'),
      directory,
      bucket,
      String(latencyMs),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // never left running after the test process, whatever happens to the test
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const [first] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { port } = JSON.parse(first) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  async function stop(): Promise<void> {
    if (!running) return;
    running = false;
    process.off('exit', kill);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  return {
    endpoint,
    bucket,
    // s3rver accepts only this key pair
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    settings: {
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: undefined,
    },
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
