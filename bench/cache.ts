// Issue 32's figures for one database: the render path without the response cache, the kept
// closeup, single flight, and a mixed load of 95% reads and 5% writes (with the cache hit
// rate), each printed next to its target. `npm run bench -- cache [--pg]`; `npm run bench`
// runs it after the HTTP rows.
import autocannon, { type RequestSpec } from 'autocannon';
import './lean-load.ts';
import type { RunOptions } from './args.ts';
import type { Leftover } from './children.ts';
import { PROFILES_DIR } from './http.ts';
import { load } from './load.ts';
import type { DbKind } from './report.ts';
import { type Seeded, startSeeded } from './seeded.ts';
import { BROWSER_USER_AGENT, benchTargets, pickPinId } from './targets.ts';
import { type MixRequest, writeCycle } from './write-mix.ts';

export interface CacheFigure {
  database: DbKind;
  what: string;
  measured: string;
  target: string;
  ok: boolean;
}

const HIT = 'x-tessera-cache';

type Track = (item: Leftover) => void;

/** Saturation, then p99 at half that rate: `[req/s, p99 ms]`. */
async function rateAndP99(url: string, headers: Record<string, string>, opts: RunOptions) {
  const full = await load(url, headers, opts.load);
  const half = await load(url, headers, opts.load, full.requestsPerSecond / 2);
  return [full.requestsPerSecond, half.latencyP99Ms] as const;
}

const n = (v: number) => Math.round(v).toLocaleString('en-US');

async function uncached(kind: DbKind, opts: RunOptions, track: Track): Promise<CacheFigure[]> {
  const tessera = await startSeeded(kind, {
    ...opts,
    bigBoard: 0,
    env: { TESSERA_RESPONSE_CACHE: 'off' },
    track,
  });
  try {
    const pinId = await pickPinId(tessera.port);
    const out: CacheFigure[] = [];
    for (const t of benchTargets(pinId, tessera.info.cookie)) {
      const url = `http://127.0.0.1:${tessera.port}${t.path}`;
      process.stdout.write(`[${kind}] cache off, ${t.name}… `);
      const [rate, p99] = await rateAndP99(url, t.headers, opts);
      console.log(`${n(rate)}/s, p99 at half ${n(p99)} ms`);
      const closeup = t.name.startsWith('closeup');
      const min = t.name.startsWith('home feed API') ? 2500 : closeup ? 250 : 300;
      out.push({
        database: kind,
        what: `${t.name}, cache off`,
        measured: `${n(rate)}/s${closeup ? `, p99 ${n(p99)} ms at half` : ''}`,
        target: `≥ ${n(min)}/s${closeup ? ', p99 ≤ 60 ms' : ''}`,
        ok: rate >= min && (!closeup || p99 <= 60),
      });
    }
    return out;
  } finally {
    await tessera.stop();
  }
}

interface Counted {
  rate: number;
  hits: number;
  answers: number;
  non2xx: number;
  /** the refusals by status and call, as `3× 429 /resource/…` */
  refused: string;
}

/** Runs `requests` round robin on each connection, counting kept answers. */
async function run(
  base: string,
  requests: RequestSpec[],
  opts: RunOptions,
  connections: number,
  rate?: number,
): Promise<Counted> {
  const counted = { hits: 0, answers: 0 };
  const refused = new Map<string, number>();
  const specs = requests.map((r) => ({
    ...r,
    onResponse: (status: number, _b: string, _c: object, headers: Record<string, string>) => {
      counted.answers += 1;
      if (headers[HIT] === 'hit') counted.hits += 1;
      if (status >= 300) {
        // which call, and how: a refusal the bench caused is told from one the server chose
        const what = `${status} ${(r.path ?? '').split('/').slice(0, 3).join('/')}`;
        refused.set(what, (refused.get(what) ?? 0) + 1);
      }
    },
  }));
  const result = await autocannon({
    url: base,
    connections,
    duration: opts.load.durationSeconds,
    timeout: 10,
    requests: specs,
    ...(rate ? { overallRate: Math.max(1, Math.round(rate)) } : {}),
  });
  return {
    rate: (result.requests.total ?? 0) / result.duration,
    ...counted,
    non2xx: result.non2xx + result.errors + result.timeouts,
    refused: [...refused].map(([what, count]) => `${count}× ${what}`).join(', '),
  };
}

/** The kept closeup, ten misses of one page, and the mixed load. */
async function cached(kind: DbKind, opts: RunOptions, track: Track): Promise<CacheFigure[]> {
  const tessera = await startSeeded(kind, {
    ...opts,
    bigBoard: 0,
    track,
    // --profile: a CPU profile of the server through the kept rows and the mixed load
    ...(opts.profile ? { nodeFlags: ['--cpu-prof', '--cpu-prof-dir', PROFILES_DIR] } : {}),
  });
  try {
    return await cachedFigures(kind, tessera, opts);
  } finally {
    await tessera.stop();
  }
}

async function cachedFigures(kind: DbKind, tessera: Seeded, opts: RunOptions) {
  const { port } = tessera;
  const pinId = await pickPinId(port);
  const targets = benchTargets(pinId, tessera.info.cookie);
  const out: CacheFigure[] = [];
  for (const t of targets.filter((x) => x.name.startsWith('closeup'))) {
    process.stdout.write(`[${kind}] kept ${t.name}… `);
    const r = await load(`http://127.0.0.1:${port}${t.path}`, t.headers, opts.load);
    console.log(`${n(r.requestsPerSecond)}/s`);
    out.push({
      database: kind,
      what: `${t.name}, kept`,
      measured: `${n(r.requestsPerSecond)}/s`,
      target: '≥ 3,000/s',
      ok: r.requestsPerSecond >= 3000,
    });
  }

  if (opts.keptCloseupOnly) return out;
  // single flight: a favourite of the pin stales its closeup; ten visitors ask for it at once
  const origin = `http://127.0.0.1:${port}`;
  const writes = writeCycle(tessera.info.writeMix, BROWSER_USER_AGENT, origin);
  const visitor = targets.find((t) => t.name === 'closeup SSR, signed out');
  let renders = 0;
  for (const on of [true, false, true]) {
    const fav = await fetch(`${origin}/v3/pins/${pinId}/favorite/`, {
      method: on ? 'POST' : 'DELETE',
      headers: writes[1]?.headers ?? {},
    });
    if (!fav.ok) throw new Error(`favourite: HTTP ${fav.status}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${origin}${visitor?.path}`, { headers: visitor?.headers ?? {} }),
      ),
    );
    renders = Math.max(renders, answers.filter((a) => a.headers.get(HIT) !== 'hit').length);
    await Promise.all(answers.map((a) => a.arrayBuffer()));
  }
  out.push({
    database: kind,
    what: '10 concurrent misses of one closeup',
    measured: `${renders} render${renders === 1 ? '' : 's'}`,
    target: '1 render',
    ok: renders === 1,
  });

  process.stdout.write(`[${kind}] reads only, then with 5% writes… `);
  const { alone, mixed, written, writeRate, stream } = await mixedLoad(
    `http://127.0.0.1:${port}`,
    targets,
    writes,
    opts,
  );
  console.log(
    `${n(stream.reads)} reads/s with ${n(stream.writes)} writes/s, ${pct(stream.hits / stream.answers)} kept`,
  );
  const streamShare = stream.reads / alone.rate;
  out.push({
    database: kind,
    what: `mixed: 95% reads, 5% writes of every connection's requests (${n(stream.writes)} writes/s; ${stream.non2xx} refused)`,
    measured: `${n(stream.reads)} reads/s = ${pct(streamShare)} of reads alone (${n(alone.rate)}/s); kept ${pct(stream.hits / stream.answers)} (alone ${pct(alone.hits / alone.answers)})`,
    target: '≥ 60% of reads alone',
    ok: streamShare >= 0.6 && stream.non2xx === 0,
  });
  const share = mixed.rate / alone.rate;
  // the writes count only if the server took them at the rate asked (5% of reads alone)
  const tookWrites = written.rate >= 0.9 * writeRate;
  out.push({
    database: kind,
    what: `mixed, writes at a fixed rate: 5% of reads alone (${n(writeRate)} writes/s asked, ${n(written.rate)} taken, ${pct(written.rate / (written.rate + mixed.rate))} of requests; ${written.non2xx} refused${written.refused ? `: ${written.refused}` : ''})`,
    measured: `${n(mixed.rate)} reads/s = ${pct(share)} of reads alone (${n(alone.rate)}/s); kept ${pct(mixed.hits / mixed.answers)} (alone ${pct(alone.hits / alone.answers)})`,
    target: '≥ 60% of reads alone, with the writes taken at the rate asked',
    ok: share >= 0.6 && tookWrites && written.non2xx === 0,
  });
  return out;
}

/**
 * Issue 32's mixed load at `base`: every target round robin alone, then the same with the writes
 * of `writes` at 5% of that rate (95% reads, 5% writes).
 */
export async function mixedLoad(
  base: string,
  targets: { path: string; headers: Record<string, string> }[],
  writes: MixRequest[],
  opts: RunOptions,
) {
  const reads: RequestSpec[] = targets.map((t) => ({
    method: 'GET',
    path: t.path,
    headers: t.headers,
  }));
  const alone = await run(base, reads, opts, opts.load.connections);
  let login = 0;
  const isLogin = (w: MixRequest) => w.path.includes('UserSessionResource');
  const loginBodies = writes.filter(isLogin).map((w) => w.body);
  const writeSpecs: RequestSpec[] = writes.map((w) => ({
    ...w,
    // each log-in from its own address, as behind a proxy (the per-address limit is 20), and
    // the writers in turn: every connection runs the same list from its start, so its log-ins
    // would come all at once for one account (more than its 5 attempts in flight, decision 005)
    setupRequest: (req) => {
      if (!isLogin(w)) return req;
      login += 1;
      const address = `10.9.${login >> 8}.${login & 255}`;
      const body = loginBodies[login % loginBodies.length] ?? req.body;
      return { ...req, body, headers: { ...req.headers, 'x-forwarded-for': address } };
    },
  }));
  // the same requests as one stream: each connection asks 19 reads, then a write, so writes
  // are 5% of the requests whatever the server's pace (the fixed rate below is 5% of what
  // reads alone reach, which a server slowed by the writes answers as a far larger share)
  const mix: RequestSpec[] = writeSpecs.flatMap((w, i) => [
    ...Array.from({ length: 19 }, (_, j) => reads[(i * 19 + j) % reads.length] as RequestSpec),
    w,
  ]);
  // first, so the backlog the fixed rate leaves (mail jobs of its messages) does not weigh on it
  const stream = await runStream(base, mix, new Set(writeSpecs), opts);
  const writeRate = (alone.rate * 5) / 95;
  // enough connections that slow writes (a log-in hashes a password) do not hold the rate down
  const [mixed, written] = await Promise.all([
    run(base, reads, opts, opts.load.connections),
    run(base, writeSpecs, opts, 16, writeRate),
  ]);
  return { alone, mixed, written, writeRate, stream };
}

/** One closed-loop run of `specs`, counting the reads and the writes (`writes`) apart. */
async function runStream(
  base: string,
  specs: RequestSpec[],
  writes: Set<RequestSpec>,
  opts: RunOptions,
) {
  const c = { reads: 0, writes: 0, hits: 0, answers: 0 };
  const counted = specs.map((spec) => ({
    ...spec,
    onResponse: (_s: number, _b: string, _c: object, headers: Record<string, string>) => {
      if (writes.has(spec)) {
        c.writes += 1;
        return;
      }
      c.reads += 1;
      c.answers += 1;
      if (headers[HIT] === 'hit') c.hits += 1;
    },
  }));
  const result = await autocannon({
    url: base,
    connections: opts.load.connections,
    duration: opts.load.durationSeconds,
    timeout: 10,
    requests: counted,
  });
  return {
    reads: c.reads / result.duration,
    writes: c.writes / result.duration,
    hits: c.hits,
    answers: c.answers,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

export async function benchCache(
  kind: DbKind,
  opts: RunOptions,
  track: Track,
): Promise<CacheFigure[]> {
  const off = opts.keptOnly ? [] : await uncached(kind, opts, track);
  return [...off, ...(await cached(kind, opts, track))];
}

export function formatCache(figures: CacheFigure[]): string {
  const lines = ['Issue 32: the render path, the kept pages and writes'];
  for (const f of figures) {
    lines.push(
      `  [${f.database}] ${f.ok ? '✓' : '✗'} ${f.what}: ${f.measured} (target ${f.target})`,
    );
  }
  return lines.join('\n');
}
