import os from 'node:os';
import { z } from 'zod';
import type { OpenBlobStore } from '../images/blob-store.ts';
import { type MigrationProgress, migrateBlobs } from '../images/migrate-blobs.ts';
import type { JobHandler, JobQueue, JobWithData } from './queue.ts';

/** A migration whose owner said nothing for this long, from another machine, is taken over. */
const SILENT_MS = 60_000;
/** how often a running migration tells the job it is alive, between batches */
const HEARTBEAT_MS = 15_000;

const Progress = z.object({
  done: z.number(),
  total: z.number(),
  bytesDone: z.number(),
  totalBytes: z.number(),
  copied: z.number(),
  skipped: z.number(),
  gone: z.number(),
});

/** The job's data: which stores, and (once it ran) how far it came and who runs it. */
const Data = z.object({
  to: z.enum(['s3', 'local']),
  from: z.string(),
  target: z.string(),
  concurrency: z.number().int().positive().optional(),
  /** the last key verified at the target */
  after: z.string().default(''),
  counts: Progress.optional(),
  /** the counts in words, for `jobs list` and the employees' page */
  progress: z.string().optional(),
  owner: z.object({ host: z.string(), pid: z.number(), at: z.number() }).optional(),
});
type Data = z.infer<typeof Data>;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** How a migration's progress reads, in the command's output and beside its job. */
export function progressLine(p: MigrationProgress): string {
  return `${p.done}/${p.total} objects, ${megabytes(p.bytesDone)} of ${megabytes(p.totalBytes)} (${p.copied} copied, ${p.skipped} already there)`;
}

/**
 * Decision 047: the queue of `blobs migrate`. It is listed, retried and cancelled with the other
 * queues, but no server works it: the target store's credentials are the operator's shell's, so
 * the command works it in its own process (`blobMigrationWorker`). A run that keeps failing is
 * kept as failed with its reason; the same command takes it up again.
 */
export const blobMigrationJob: JobHandler = {
  name: 'blob-migration',
  workedByCommand: true,
  retryLimit: 5,
  retryDelay: 30,
  // pg-boss's longest: a killed command's job is taken over by the next command (its owner is
  // gone), not by expiry; a run past a day is failed by expiry and retried by the same worker
  // once this run ends, from the key it saved last
  expireInSeconds: 23 * 60 * 60,
  async run() {
    throw new Error('Only `npm run tessera -- blobs migrate` runs a blob migration.');
  },
};

function ownerAlive(owner: Data['owner']): boolean {
  if (!owner) return false;
  if (owner.host !== os.hostname()) return Date.now() - owner.at < SILENT_MS;
  try {
    process.kill(owner.pid, 0);
    return owner.pid !== process.pid;
  } catch (e) {
    // EPERM: the process exists, another user's
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function dataOf(job: JobWithData): Data | null {
  const parsed = Data.safeParse(job.data);
  return parsed.success ? parsed.data : null;
}

export class MigrationRunningError extends Error {}

/**
 * The job this command works: the newest unfinished one between the same two stores (cancelled
 * by Ctrl-C, failed for good, or left running by a command that was killed) goes on after its
 * last key; otherwise a new one is queued. A waiting migration between other stores is
 * cancelled: one migration at a time.
 */
export async function claimMigration(
  queue: JobQueue,
  stores: { to: 's3' | 'local'; from: OpenBlobStore; target: OpenBlobStore; concurrency?: number },
): Promise<{ id: string; after: string; counts: MigrationProgress | null; cancelled: string[] }> {
  const pair = { from: stores.from.describe(), target: stores.target.describe() };
  const jobs = await queue.jobsOf('blob-migration', [
    'created',
    'retry',
    'active',
    'cancelled',
    'failed',
    'completed',
  ]);
  const cancelled: string[] = [];
  let mine: { job: JobWithData; data: Data } | null = null;
  for (const job of jobs) {
    const data = dataOf(job);
    const same = data?.from === pair.from && data.target === pair.target;
    if (job.state === 'active' && ownerAlive(data?.owner)) {
      const where = data?.owner ? ` (process ${data.owner.pid} on ${data.owner.host})` : '';
      throw new MigrationRunningError(
        `A blob migration is running: job ${job.id}${where}. Wait for it, or stop it with jobs cancel ${job.id}.`,
      );
    }
    if (same && data && !mine) {
      mine = { job, data };
    } else if (!same && ['created', 'retry', 'active'].includes(job.state)) {
      await queue.cancel(job.id);
      cancelled.push(job.id);
    }
  }
  if (mine && mine.job.state !== 'completed') {
    const { job, data } = mine;
    // a killed command's run: given up, then taken up again, keeping its data
    if (job.state === 'active') await queue.cancel(job.id);
    if (job.state !== 'created' && job.state !== 'retry') await queue.retry(job.id);
    return { id: job.id, after: data.after, counts: data.counts ?? null, cancelled };
  }
  const data: Data = { to: stores.to, ...pair, after: '', concurrency: stores.concurrency };
  const id = await queue.send('blob-migration', data);
  return { id, after: '', counts: null, cancelled };
}

/**
 * The handler the command works its job with: the stores are its own, the progress (last key,
 * counts, who runs it) is kept in the job's data after every batch and every few seconds.
 */
export function blobMigrationWorker(opts: {
  queue: () => JobQueue;
  from: OpenBlobStore;
  target: OpenBlobStore;
  /** this command's --concurrency, else the one the job was queued with */
  concurrency?: number;
  signal: AbortSignal;
  onProgress: (progress: MigrationProgress) => void;
  onResume: (after: string) => void;
}): JobHandler {
  return {
    ...blobMigrationJob,
    async run(_ctx, raw, job) {
      const data = Data.parse(raw);
      if (data.from !== opts.from.describe() || data.target !== opts.target.describe()) {
        throw new Error(
          `This job copies ${data.from} → ${data.target}; run blobs migrate --to ${data.to} where those are set.`,
        );
      }
      const queue = opts.queue();
      let state: Data = data;
      const save = (next: Partial<Data>) => {
        state = {
          ...state,
          ...next,
          owner: { host: os.hostname(), pid: process.pid, at: Date.now() },
        };
        return queue.setData(job.id, state);
      };
      await save({});
      const beat = setInterval(() => void save({}).catch(() => {}), HEARTBEAT_MS);
      try {
        const result = await migrateBlobs({
          from: opts.from,
          to: opts.target,
          concurrency: opts.concurrency ?? data.concurrency,
          signal: opts.signal,
          checkpoint: {
            after: data.after,
            save: (after, counts) => save({ after, counts, progress: progressLine(counts) }),
          },
          onResume: opts.onResume,
          onProgress: opts.onProgress,
        });
        await save({ counts: result, progress: progressLine(result) });
        // stopped by Ctrl-C: cancelled with its progress, so the same command resumes it
        if (!result.completed) await queue.cancel(job.id);
      } finally {
        clearInterval(beat);
      }
    },
  };
}

/** The counts a job kept, for the command's last line. */
export function countsOf(job: JobWithData): MigrationProgress | null {
  return dataOf(job)?.counts ?? null;
}
