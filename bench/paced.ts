// Latency at a given rate, with the requests spaced evenly (an open loop, as wrk2 drives it).
// autocannon's overallRate lets each connection send its share of a second as fast as it can
// from the start of each second, then wait for the next (lib/httpClient.js counts
// `reqsMadeThisSecond` against the rate and a one-second interval resets it): at half of
// saturation, half a second of work arrives in one burst every second, and its p99 is the wait
// at the end of that burst (300–400 ms for a 15 ms page), not the server's latency at that rate.
import http from 'node:http';
import type { LoadOptions, LoadResult } from './load.ts';
import { percentile } from './stats.ts';

interface Outcome {
  /** ms from when the request was due to the end of its answer */
  latencyMs: number;
  status: number;
  bytes: number;
  failure: 'error' | 'timeout' | null;
}

function ask(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  due: number,
  timeoutMs: number,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const done = (status: number, bytes: number, failure: Outcome['failure']) =>
      resolve({ latencyMs: performance.now() - due, status, bytes, failure });
    let timedOut = false;
    const failure = () => (timedOut ? 'timeout' : 'error');
    const req = http.get(
      { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => done(res.statusCode ?? 0, bytes, null));
        res.on('error', () => done(res.statusCode ?? 0, bytes, failure()));
      },
    );
    req.setTimeout(timeoutMs, () => {
      timedOut = true;
      req.destroy();
    });
    req.on('error', () => done(0, 0, failure()));
  });
}

/**
 * Sends GET `url` at `rate` a second, each request when it is due, over at most
 * `connections` kept-alive connections, for `seconds`. A request due while every connection is
 * busy waits for one, and its latency counts from when it was due (so a stall is not hidden by
 * the requests it held back).
 */
async function pacedRun(
  url: URL,
  headers: Record<string, string>,
  connections: number,
  rate: number,
  seconds: number,
): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  const pending: Promise<Outcome>[] = [];
  const start = performance.now();
  try {
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      pending.push(ask(agent, url, headers, due, 10_000));
    }
    return await Promise.all(pending);
  } finally {
    agent.destroy();
  }
}

/** `load()` at a set rate: a warm-up at that rate, then the counted run (see above). */
export async function pacedLoad(
  url: string,
  headers: Record<string, string>,
  opts: LoadOptions,
  rate: number,
): Promise<LoadResult> {
  const target = new URL(url);
  if (opts.warmupSeconds > 0) {
    await pacedRun(target, headers, opts.connections, rate, opts.warmupSeconds);
  }
  const started = performance.now();
  const outcomes = await pacedRun(target, headers, opts.connections, rate, opts.durationSeconds);
  const seconds = (performance.now() - started) / 1000;
  const latencies = outcomes.map((o) => o.latencyMs);
  const answered = outcomes.filter((o) => o.failure === null);
  const bytes = answered.reduce((sum, o) => sum + o.bytes, 0);
  return {
    requestsPerSecond: answered.length / seconds,
    latencyP50Ms: percentile(latencies, 50),
    latencyP99Ms: percentile(latencies, 99),
    latencyMeanMs: latencies.reduce((sum, l) => sum + l, 0) / Math.max(1, latencies.length),
    requests: answered.length,
    bytesPerSecond: bytes / seconds,
    errors: outcomes.filter((o) => o.failure === 'error').length,
    timeouts: outcomes.filter((o) => o.failure === 'timeout').length,
    non2xx: answered.filter((o) => o.status < 200 || o.status >= 300).length,
  };
}
