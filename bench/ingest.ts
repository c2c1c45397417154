// Issue 15's ingestion figures: POST /v3/events/ with batches of 50 events as the page's tracker
// sends them (fresh event ids every request, a thousand browsers behind one address), and the
// pin analytics call for a pin with a year of daily roll-ups.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { EVENT, EVENTS_PATH, PIN_ELEMENT } from '#domain/analytics/analytics-events';
import { KEEP_BODY } from './lean-load.ts';
import type { LoadOptions, LoadResult } from './load.ts';
import { requestsPerSecond } from './load.ts';
import { BROWSER_USER_AGENT, HOME_FEED_PATH } from './targets.ts';

export const BATCH = 50;
/** Browsers sharing the bench's one address: each stays far under its own batches a minute. */
const BROWSERS = 200;

export interface IngestionFigures {
  eventsPerSecond: number;
  batchesPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  batches: number;
  /** events the server said it stored */
  accepted: number;
  /** events past a daily cap per pin (decision 022): taken and left out, as a browser's repeats are */
  capped: number;
}

export interface AnalyticsRun {
  database: 'pglite' | 'postgres';
  ingestion: IngestionFigures;
  /** PinAnalyticsResource (90 days) for a pin with 365 days of roll-ups, signed in as its owner */
  stats: LoadResult & { path: string; rollupDays: number };
}

/** Pins of the home feed's first page, to spread the events over. */
async function feedPinIds(port: number): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${port}${HOME_FEED_PATH}`);
  const body = (await res.json()) as { resource_response?: { data?: { id?: unknown }[] } };
  const ids = (body.resource_response?.data ?? []).map((p) => String(p.id ?? ''));
  const pins = ids.filter((id) => /^\d+$/.test(id));
  if (pins.length === 0) throw new Error('home feed: no pins to send events about');
  return pins;
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

/** A page's batch: mostly impressions, some card clicks, closeups and swipes. */
export function batchBody(pins: readonly string[], now = Date.now()): string {
  const events = Array.from({ length: BATCH }, (_, i) => {
    const pin_id = pick(pins);
    const base = { id: randomUUID(), time: now - (BATCH - i) * 50, pin_id };
    if (i % 10 === 9) return { ...base, type: EVENT.CLICK, element: PIN_ELEMENT };
    if (i % 25 === 24) return { ...base, type: EVENT.CLOSEUP_NAVIGATION };
    if (i % 25 === 12) return { ...base, type: EVENT.SWIPE, aux_data: { slot: 1 } };
    return {
      ...base,
      type: EVENT.PIN_IMPRESSION,
      aux_data: { grid_index: i, duration_ms: 1200 + i, max_visible: 1 },
    };
  });
  return JSON.stringify({ events });
}

/**
 * BROWSERS visitor ids as the server signs them (decision 022: a made-up id counts for nothing):
 * each browser's first batch, which counts for nothing either, brings its cookie back. Each asks
 * from its own address (the bench server trusts 127.0.0.1 as its proxy), as browsers do, since
 * new ids are limited per address.
 */
async function visitorIds(
  port: number,
  headers: Record<string, string>,
  pins: string[],
): Promise<{ id: string; ip: string }[]> {
  const ids: { id: string; ip: string }[] = [];
  for (let i = 0; i < BROWSERS; i += 1) {
    const ip = `10.7.${i >> 8}.${i & 255}`;
    const res = await fetch(`http://127.0.0.1:${port}${EVENTS_PATH}`, {
      method: 'POST',
      headers: { ...headers, cookie: 'tessera_consent=a1.m0.p0', 'x-forwarded-for': ip },
      body: batchBody(pins),
    });
    await res.arrayBuffer();
    const set = res.headers.getSetCookie().find((c) => c.startsWith('tessera_vid='));
    const id = set?.slice('tessera_vid='.length).split(';')[0];
    if (!id) throw new Error(`${EVENTS_PATH}: HTTP ${res.status} set no visitor cookie`);
    ids.push({ id, ip });
  }
  return ids;
}

async function runIngestion(port: number, opts: LoadOptions): Promise<IngestionFigures> {
  const pins = await feedPinIds(port);
  const headers = {
    'user-agent': BROWSER_USER_AGENT,
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
  };
  const browsers = await visitorIds(port, headers, pins);
  // each browser sends from its own address, with its own cookie: the daily caps per pin are per
  // visitor and per address (decision 022), as for browsers behind a proxy
  const browser = () => {
    const b = pick(browsers);
    return { cookie: `tessera_consent=a1.m0.p0; tessera_vid=${b.id}`, 'x-forwarded-for': b.ip };
  };
  // one request first: the figures count only if a batch is stored whole
  const probe = await fetch(`http://127.0.0.1:${port}${EVENTS_PATH}`, {
    method: 'POST',
    headers: { ...headers, ...browser() },
    body: batchBody(pins),
  });
  const answer = (await probe.json()) as { resource_response?: { data?: { accepted?: number } } };
  if (answer.resource_response?.data?.accepted !== BATCH) {
    throw new Error(`${EVENTS_PATH}: HTTP ${probe.status}, ${JSON.stringify(answer)}`);
  }
  let accepted = 0;
  let capped = 0;
  let counting = false;
  const request = {
    ...KEEP_BODY,
    method: 'POST',
    path: EVENTS_PATH,
    setupRequest: (req: { headers?: Record<string, string>; body?: string }) => {
      req.headers = { ...headers, ...browser() };
      req.body = batchBody(pins);
      return req;
    },
    onResponse: (status: number, body: string) => {
      if (!counting || status !== 200) return;
      const data = (
        JSON.parse(body) as {
          resource_response?: { data?: { accepted?: number; dropped?: number } };
        }
      ).resource_response?.data;
      accepted += data?.accepted ?? 0;
      capped += data?.dropped ?? 0;
    },
  };
  const common = { url: `http://127.0.0.1:${port}`, connections: opts.connections, timeout: 10 };
  if (opts.warmupSeconds > 0) {
    await autocannon({ ...common, duration: opts.warmupSeconds, requests: [request] });
  }
  counting = true;
  const r = await autocannon({ ...common, duration: opts.durationSeconds, requests: [request] });
  counting = false;
  if (r.errors || r.timeouts || r.non2xx) {
    throw new Error(
      `${EVENTS_PATH}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`,
    );
  }
  const batchesPerSecond = requestsPerSecond(r.requests.total ?? 0, r.duration, r.requests.average);
  const batches = r.requests.total ?? 0;
  // every event is stored, or left out by a daily cap once a browser has sent its share about a
  // pin (the probe above showed a whole batch is stored); a duplicate or a refusal spoils the run
  if (accepted === 0 || accepted + capped < batches * BATCH) {
    throw new Error(
      `${EVENTS_PATH}: ${accepted} of ${batches * BATCH} events stored, ${capped} over the daily caps`,
    );
  }
  return {
    eventsPerSecond: batchesPerSecond * BATCH,
    batchesPerSecond,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    batches,
    accepted,
    capped,
  };
}

/** The analytics page's call for the seeded pin, as its owner (bench/seed-analytics.ts). */
export function statsPath(pinId: string, days = 90): string {
  return `/resource/PinAnalyticsResource/get/?data=${encodeURIComponent(
    JSON.stringify({ options: { pin_id: pinId, days } }),
  )}`;
}

/**
 * The analytics call, one at a time (its latency is the time of a call, not of a queue), each
 * request with its own URL (an ignored `n` parameter): a person's answers are kept in the
 * response cache until the next write (decision 013), and the figure is the query's, not the
 * cache's.
 */
async function runStats(
  port: number,
  path: string,
  cookie: string,
  opts: LoadOptions,
): Promise<LoadResult> {
  let n = 0;
  const request = {
    method: 'GET',
    setupRequest: (req: { path?: string }) => {
      n += 1;
      req.path = `${path}&n=${n}`;
      return req;
    },
  };
  const common = {
    url: `http://127.0.0.1:${port}`,
    connections: 1,
    timeout: 10,
    headers: {
      'user-agent': BROWSER_USER_AGENT,
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br, zstd',
      cookie,
    },
    requests: [request],
  };
  if (opts.warmupSeconds > 0) await autocannon({ ...common, duration: opts.warmupSeconds });
  const r = await autocannon({ ...common, duration: opts.durationSeconds });
  if (r.errors || r.timeouts || r.non2xx) {
    throw new Error(`${path}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
  }
  return {
    requestsPerSecond: requestsPerSecond(r.requests.total ?? 0, r.duration, r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMeanMs: r.latency.average,
    requests: r.requests.total ?? 0,
    bytesPerSecond: r.throughput.average,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

export async function benchAnalytics(
  kind: 'pglite' | 'postgres',
  tessera: { port: number; ready: Record<string, unknown>; info: { cookie: string } },
  opts: LoadOptions,
): Promise<AnalyticsRun> {
  process.stdout.write(`[${kind}] event ingestion, batches of ${BATCH}… `);
  const ingestion = await runIngestion(tessera.port, opts);
  process.stdout.write(`${Math.round(ingestion.eventsPerSecond)} events/s; pin stats… `);
  const pinId = String(tessera.ready.statsPinId ?? '');
  const rollupDays = Number(tessera.ready.statsRollupDays ?? 0);
  if (!pinId || !rollupDays) throw new Error('bench/serve.ts did not seed a year of roll-ups');
  const path = statsPath(pinId);
  const probe = await fetch(`http://127.0.0.1:${tessera.port}${path}`, {
    headers: { cookie: tessera.info.cookie, 'user-agent': BROWSER_USER_AGENT },
  });
  const answer = (await probe.json()) as {
    resource_response?: { data?: { totals?: { impressions?: number | null } } };
  };
  if (!answer.resource_response?.data?.totals?.impressions) {
    throw new Error(`${path}: HTTP ${probe.status}, no impressions in ${JSON.stringify(answer)}`);
  }
  const stats = await runStats(tessera.port, path, tessera.info.cookie, opts);
  console.log(`p50 ${stats.latencyP50Ms} ms, p99 ${stats.latencyP99Ms} ms`);
  return { database: kind, ingestion, stats: { ...stats, path, rollupDays } };
}
