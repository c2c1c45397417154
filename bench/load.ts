import autocannon from 'autocannon';

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

/**
 * Drives one URL with autocannon after an unrecorded warm-up, so the JIT, the database's
 * caches and the connection pool are hot before the figures count.
 */
export async function load(
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
  // A fast error page is no throughput: a run with failures is not a figure.
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
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
