import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import {
  BlobStoreUnavailableError,
  localBlobStore,
  type OpenBlobStore,
} from '../../images/blob-store.ts';
import { type MigrationProgress, migrateBlobs } from '../../images/migrate-blobs.ts';
import { s3BlobStore } from '../../images/s3-blob-store.ts';
import { type Command, positiveInt, UnknownCommandError, UsageError } from '../command.ts';

const USAGE = `  blobs migrate --to s3|local [--concurrency N]
                                        copy every image from DATA_DIR/blobs to the S3 bucket
                                        (or back), while the server runs; each copy is read
                                        back and checked by sha256; Ctrl-C stops, the same
                                        command resumes; no database row changes`;

/** Progress lines at most this often, so thousands of objects print a readable log. */
const PRINT_EVERY_MS = 500;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function line(p: MigrationProgress): string {
  return `${p.done}/${p.total} objects, ${megabytes(p.bytesDone)} of ${megabytes(p.totalBytes)} (${p.copied} copied, ${p.skipped} already there)`;
}

async function migrate(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { to: { type: 'string' }, concurrency: { type: 'string' } },
    strict: true,
  });
  if (positionals.length) throw new UsageError(`Unexpected "${positionals[0]}".\n${USAGE}`);
  const target = values.to;
  if (target !== 's3' && target !== 'local') {
    throw new UsageError('Say where to: blobs migrate --to s3 or blobs migrate --to local.');
  }
  const concurrency = positiveInt('concurrency', values.concurrency, 64);
  const config = loadConfig();
  if (!config.s3) {
    throw new UsageError(
      'blobs migrate needs the bucket: set S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_ENDPOINT (or S3_REGION for AWS), as the servers will have them.',
    );
  }
  const local = localBlobStore(config.blobDir);
  const s3 = s3BlobStore(config.s3);
  const [from, to] = target === 's3' ? [local, s3] : [s3, local];
  try {
    await Promise.all([from.ping(), to.ping()]);
    await copy(from, to, target, config.dataDir, concurrency);
  } catch (error) {
    // the operator needs the store's own words (refused, denied, no such bucket), not the page's
    if (error instanceof BlobStoreUnavailableError) throw new UsageError(error.reason);
    throw error;
  }
}

async function copy(
  from: OpenBlobStore,
  to: OpenBlobStore,
  target: 's3' | 'local',
  dataDir: string,
  concurrency: number | undefined,
): Promise<void> {
  const controller = new AbortController();
  const stop = () => {
    if (controller.signal.aborted) process.exit(130);
    console.log('Stopping after the objects in flight (Ctrl-C again to quit at once)…');
    controller.abort();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  console.log(`Copying ${from.describe()} → ${to.describe()}`);
  let printed = 0;
  try {
    const result = await migrateBlobs({
      from,
      to,
      checkpointFile: path.join(dataDir, `blob-migration-to-${target}.json`),
      concurrency,
      signal: controller.signal,
      onResume(after) {
        console.log(`Resuming after ${after}, where the last run stopped.`);
      },
      onProgress(p) {
        if (Date.now() - printed < PRINT_EVERY_MS && p.done < p.total) return;
        printed = Date.now();
        console.log(line(p));
      },
    });
    if (!result.completed) {
      console.log(`Interrupted at ${line(result)}. Run the same command to resume.`);
      process.exitCode = 130;
      return;
    }
    console.log(
      `Done: ${line(result)}${result.gone ? `, ${result.gone} deleted meanwhile` : ''}; every copy verified by sha256.`,
    );
    console.log(
      `Point the servers at the ${target === 's3' ? 'bucket (S3_* set)' : 'folder (S3_* unset)'}, then run this again: it copies what they wrote meanwhile.`,
    );
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

export const blobsCommand: Command = {
  name: 'blobs',
  usage: USAGE,
  async run([sub, ...args]) {
    if (sub === 'migrate') return migrate(args);
    throw new UnknownCommandError(`Unknown blobs command "${sub ?? ''}".`);
  },
};
