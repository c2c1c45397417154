import { createHash } from 'node:crypto';
import type { BlobEntry, OpenBlobStore } from './blob-store.ts';

export interface MigrationProgress {
  /** objects walked so far (this run and, when resumed, the runs before) of `total` */
  done: number;
  total: number;
  bytesDone: number;
  totalBytes: number;
  /** written to the target and read back with the same sha256 */
  copied: number;
  /** already at the target with the same sha256, or behind the checkpoint of an earlier run */
  skipped: number;
  /** listed, then deleted from the source before they were read */
  gone: number;
}

export interface MigrationResult extends MigrationProgress {
  /** false when stopped by the signal: the same call again resumes */
  completed: boolean;
  /** the last key an earlier run had verified, when this run resumed after it */
  resumedAfter: string | null;
}

/** Where a run keeps the last key it verified (the blob-migration job's data, decision 047). */
export interface MigrationCheckpoint {
  /** the key an earlier run verified last, or '' */
  after: string;
  /** after each batch; false when the run is no longer wanted (its job was cancelled) */
  save(after: string, progress: MigrationProgress): Promise<boolean>;
}

const DEFAULT_CONCURRENCY = 8;

/** The type S3 serves the object with: from the key's extension, else the original's bytes. */
function contentTypeOf(key: string, data: Buffer): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.jpg')) return 'image/jpeg';
  if (data.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8) return 'image/jpeg';
  return 'application/octet-stream';
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export class BlobVerificationError extends Error {
  constructor(key: string, from: string, to: string) {
    super(`The copy of ${key} reads back different from the source (sha256 ${from} ≠ ${to}).`);
    this.name = 'BlobVerificationError';
  }
}

/** Copies one object unless the target has the same bytes; the copy is read back and compared. */
async function copyOne(
  from: OpenBlobStore,
  to: OpenBlobStore,
  key: string,
): Promise<'copied' | 'skipped' | 'gone'> {
  const data = await from.get(key);
  if (!data) return 'gone';
  const hash = sha256(data);
  const existing = await to.get(key);
  if (existing && sha256(existing) === hash) return 'skipped';
  await to.put(key, data, contentTypeOf(key, data));
  const back = await to.get(key);
  const backHash = back ? sha256(back) : 'nothing';
  if (backHash !== hash) throw new BlobVerificationError(key, hash, backHash);
  return 'copied';
}

async function* batches(list: AsyncIterable<BlobEntry>, size: number) {
  let batch: BlobEntry[] = [];
  for await (const entry of list) {
    batch.push(entry);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * decision 047: every object of `from` copied to `to`, in key order, a batch at a time, while
 * servers keep using `from`. After each batch the last key is saved through `checkpoint`, so a
 * stopped run resumes after it; objects past the checkpoint that the target already holds are
 * compared by sha256 and skipped. Memory holds one batch, never the list of keys.
 */
export async function migrateBlobs(opts: {
  from: OpenBlobStore;
  to: OpenBlobStore;
  checkpoint: MigrationCheckpoint;
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (progress: MigrationProgress) => void;
  /** told the key an earlier run stopped after, before this run goes on from there */
  onResume?: (after: string) => void;
}): Promise<MigrationResult> {
  const { from, to, checkpoint, signal } = opts;
  const after = checkpoint.after;
  if (after) opts.onResume?.(after);
  const progress: MigrationProgress = {
    done: 0,
    total: 0,
    bytesDone: 0,
    totalBytes: 0,
    copied: 0,
    skipped: 0,
    gone: 0,
  };
  // a first walk for the totals, one key at a time
  for await (const entry of from.list()) {
    progress.total++;
    progress.totalBytes += entry.bytes;
    if (entry.key <= after) {
      progress.done++;
      progress.skipped++;
      progress.bytesDone += entry.bytes;
    }
  }
  opts.onProgress?.({ ...progress });

  for await (const batch of batches(from.list(after), opts.concurrency ?? DEFAULT_CONCURRENCY)) {
    if (signal?.aborted) return { ...progress, completed: false, resumedAfter: after || null };
    const outcomes = await Promise.all(batch.map((entry) => copyOne(from, to, entry.key)));
    outcomes.forEach((outcome, i) => {
      progress[outcome]++;
      progress.done++;
      progress.bytesDone += batch[i]?.bytes ?? 0;
    });
    // objects the servers added while we walked
    progress.total = Math.max(progress.total, progress.done);
    progress.totalBytes = Math.max(progress.totalBytes, progress.bytesDone);
    const last = batch.at(-1);
    const wanted = last ? await checkpoint.save(last.key, { ...progress }) : true;
    opts.onProgress?.({ ...progress });
    if (!wanted) return { ...progress, completed: false, resumedAfter: after || null };
  }
  return { ...progress, completed: true, resumedAfter: after || null };
}
