import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import {
  BlobStoreUnavailableError,
  localBlobStore,
  type OpenBlobStore,
} from '../../images/blob-store.ts';
import { s3BlobStore } from '../../images/s3-blob-store.ts';
import {
  blobMigrationWorker,
  claimMigration,
  countsOf,
  MigrationRunningError,
  progressLine,
} from '../../jobs/blob-migration.ts';
import { JOB_HANDLERS } from '../../jobs/handlers.ts';
import { createQueue, type JobQueue } from '../../jobs/queue.ts';
import {
  type Command,
  positiveInt,
  UnknownCommandError,
  UsageError,
  withDatabase,
} from '../command.ts';

const USAGE = `  blobs migrate --to s3|local [--concurrency N]
                                        copy every image from DATA_DIR/blobs to the S3 bucket
                                        (or back), while the server runs, as a blob-migration
                                        job this command works itself; each copy is read back
                                        and checked by sha256; Ctrl-C stops, the same command
                                        resumes; no database row changes`;

/** Progress lines at most this often, so thousands of objects print a readable log. */
const PRINT_EVERY_MS = 500;
/** how often the command looks at its job's state */
const WATCH_MS = 200;

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
  } catch (error) {
    // the operator needs the store's own words (refused, denied, no such bucket), not the page's
    if (error instanceof BlobStoreUnavailableError) throw new UsageError(error.reason);
    throw error;
  }
  await withDatabase(async (database, ctx) => {
    const controller = new AbortController();
    let queue: JobQueue | null = null;
    let printed = 0;
    const worker = blobMigrationWorker({
      queue: () => queue as JobQueue,
      from,
      target: to,
      concurrency,
      signal: controller.signal,
      onResume(after) {
        console.log(`Resuming after ${after}, where the last run stopped.`);
      },
      onProgress(p) {
        if (Date.now() - printed < PRINT_EVERY_MS && p.done < p.total) return;
        printed = Date.now();
        console.log(progressLine(p));
      },
    });
    queue = createQueue({
      database,
      handlers: JOB_HANDLERS.map((h) => (h.name === worker.name ? worker : h)),
      ctxOf: () => ctx,
      log: (message, err) => console.error(`Warning: ${message} (${String(err)})`),
      work: false,
    });
    try {
      await queue.start();
      await copy(queue, { from, to, target, concurrency }, controller);
    } finally {
      await queue.stop(1000);
    }
  });
}

/** Queues (or takes up) the migration's job, works it here, and follows it to its end. */
async function copy(
  queue: JobQueue,
  stores: { from: OpenBlobStore; to: OpenBlobStore; target: 's3' | 'local'; concurrency?: number },
  controller: AbortController,
): Promise<void> {
  const { from, to, target } = stores;
  const stop = () => {
    if (controller.signal.aborted) process.exit(130);
    console.log('Stopping after the objects in flight (Ctrl-C again to quit at once)…');
    controller.abort();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    let claimed: Awaited<ReturnType<typeof claimMigration>>;
    try {
      claimed = await claimMigration(queue, {
        to: target,
        from,
        target: to,
        concurrency: stores.concurrency,
      });
    } catch (e) {
      if (e instanceof MigrationRunningError) throw new UsageError(e.message);
      throw e;
    }
    for (const id of claimed.cancelled)
      console.log(`Cancelled job ${id}: it copied between other stores.`);
    console.log(`Copying ${from.describe()} → ${to.describe()} (job ${claimed.id})`);
    await queue.work('blob-migration');
    await follow(queue, claimed.id, controller.signal, target);
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

async function follow(
  queue: JobQueue,
  id: string,
  signal: AbortSignal,
  target: 's3' | 'local',
): Promise<void> {
  let told = '';
  for (;;) {
    const job = await queue.job(id);
    if (!job) throw new Error(`The job ${id} is gone.`);
    const counts = countsOf(job);
    const at = counts ? progressLine(counts) : 'the start';
    if (job.state === 'completed' && counts) {
      console.log(
        `Done: ${at}${counts.gone ? `, ${counts.gone} deleted meanwhile` : ''}; every copy verified by sha256.`,
      );
      console.log(
        `Point the servers at the ${target === 's3' ? 'bucket (S3_* set)' : 'folder (S3_* unset)'}, then run this again: it copies what they wrote meanwhile.`,
      );
      return;
    }
    if (job.state === 'cancelled') {
      console.log(
        signal.aborted
          ? `Interrupted at ${at}. Run the same command to resume.`
          : `The job was cancelled at ${at}. Run the same command to resume.`,
      );
      process.exitCode = 130;
      return;
    }
    if (job.state === 'failed') {
      throw new UsageError(
        `The migration failed after ${job.retryCount} retries, at ${at}: ${job.reason ?? 'no reason was kept'}. It is kept as job ${id}; run the same command to try again.`,
      );
    }
    if (signal.aborted && job.state !== 'active') {
      // nothing runs: a retry waiting out its backoff is stopped here
      await queue.cancel(id);
      continue;
    }
    if (job.state === 'retry' && job.reason && told !== `${job.retryCount}`) {
      told = `${job.retryCount}`;
      const wait = job.startAfter ? Math.max(0, Date.parse(job.startAfter) - Date.now()) : 0;
      console.log(
        `Failed: ${job.reason}. Retry ${job.retryCount} of ${job.retryLimit} in ${Math.round(wait / 1000)} s (Ctrl-C stops; the same command resumes).`,
      );
    }
    await sleep(WATCH_MS);
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
