import autocannon from 'autocannon';
import './lean-load.ts';
import { pacedLoad } from './paced.ts';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  requests: number;
  bytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** req/s of a run: autocannon's average of per-second samples, or completions over time when that is under 1. */
export function requestsPerSecond(total: number, durationSeconds: number, average: number): number {
  if (average >= 1 || durationSeconds <= 0) return average;
  return total / durationSeconds;
}

/**
 * Drives one URL after an unrecorded warm-up, so the JIT, the database's caches and the
 * connection pool are hot before the figures count: as fast as it answers (autocannon), or at
 * `rate` requests a second spaced evenly (bench/paced.ts), for the latency at that rate.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  opts: LoadOptions,
  /** requests per second over all connections; as many as are answered when absent */
  rate?: number,
): Promise<LoadResult> {
  const result =
    rate === undefined
      ? await saturate(url, headers, opts)
      : await pacedLoad(url, headers, opts, rate);
  // A fast error page is no throughput: a run with failures is not a figure.
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return result;
}

async function saturate(
  url: string,
  headers: Record<string, string>,
  opts: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: opts.connections,
    duration: opts.durationSeconds,
    timeout: 10,
    ...(opts.warmupSeconds > 0
      ? { warmup: { connections: opts.connections, duration: opts.warmupSeconds } }
      : {}),
  });
  return {
    // per-second samples round a slow server down to 0: count the completed requests instead
    requestsPerSecond: requestsPerSecond(
      result.requests.total ?? 0,
      result.duration,
      result.requests.average,
    ),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.average,
    requests: result.requests.total ?? 0,
    bytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
