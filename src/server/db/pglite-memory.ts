import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const MB = 1024 * 1024;

/** PGlite's own shared_buffers, which a small database keeps. */
export const PGLITE_BUFFERS_MB = 128;
/**
 * Decision 094: the most `auto` gives. PGlite's server lives in a 2 GB WebAssembly heap, and
 * its shared buffers are resident from the start; 512 MB took a million-pin search's p95 from
 * 60–63 ms to 44–45 ms, 1 GB no further.
 */
const PGLITE_AUTO_MAX_MB = 512;

/**
 * Decision 094: the shared_buffers an embedded database starts with: a quarter of what it holds
 * on disk, in steps of 16 MB, between PGlite's own 128 MB and PGLITE_AUTO_MAX_MB, and never more
 * than an eighth of the machine's memory.
 */
export function autoSharedBuffersMb(dataBytes: number, totalMemoryBytes: number): number {
  const quarter = Math.ceil(dataBytes / 4 / MB / 16) * 16;
  const memoryCap = Math.floor(totalMemoryBytes / 8 / MB);
  return Math.max(PGLITE_BUFFERS_MB, Math.min(quarter, PGLITE_AUTO_MAX_MB, memoryCap));
}

/** The bytes of the files under `dir` (0 when it does not exist yet). */
export async function bytesUnder(dir: string): Promise<number> {
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return 0;
  }
  let total = 0;
  // a million pins' cluster is some 1,600 files: asked together, not one after another
  for (let i = 0; i < entries.length; i += 256) {
    const sizes = await Promise.all(
      entries.slice(i, i + 256).map(async (name) => {
        const s = await stat(path.join(dir, name)).catch(() => null);
        return s?.isFile() ? s.size : 0;
      }),
    );
    for (const n of sizes) total += n;
  }
  return total;
}
