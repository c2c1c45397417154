import http from 'node:http';
import { hostileString, type Rng, rng } from './inputs.ts';
import { allTargets, type FuzzRequest, type World } from './targets.ts';
import { FUZZ_REDIRECT_URI } from './world.ts';

/**
 * The fuzzer's loop (issue 10): requests made from a seeded PRNG, sent over HTTP to 127.0.0.1
 * only, with a status histogram per target. Any 5xx (or a hang, or the server going away) is a
 * failure, reported with the request that caused it.
 */

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** stop making new requests after this long */
  maxSeconds?: number;
  concurrency?: number;
  /** a new signed-in session, when the fuzzer's own one was ended by a request */
  relogin?: (current: Pick<World, 'cookie' | 'csrf'>) => Promise<Pick<World, 'cookie' | 'csrf'>>;
  log?: (line: string) => void;
}

export interface Failure {
  status: string;
  request: string;
  response: string;
}

export interface FuzzReport {
  sent: number;
  durationMs: number;
  statuses: Record<string, number>;
  byTarget: Record<string, Record<string, number>>;
  failures: Failure[];
  /** how often the fuzzer's own session ended and it signed in again */
  relogins: number;
}

const TIMEOUT_MS = 20_000;

/** Headers an attacker plays with: Host, forwarding, giant or forged cookies, odd agents. */
function headerOddity(r: Rng, w: World): Record<string, string> {
  const latin1 = (s: string) => s.replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, '?');
  return r.pick<Record<string, string>>([
    {
      host: r.pick(['evil.example', '', 'a'.repeat(300), '[::1', '127.0.0.1:99999', 'localhost:0']),
    },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': r.pick(['https', 'gopher', '']) },
    {
      'x-forwarded-for': r.pick(['garbage', '1.1.1.1, 2.2.2.2', '::ffff:1.1.1.1', '999.1.1.1', '']),
    },
    { cookie: `tessera_session=${'a'.repeat(r.pick([100, 4000, 12_000, 20_000]))}` },
    {
      cookie: r.pick([
        'tessera_session=',
        'tessera_session=%00',
        '__Host-tessera_session=x; tessera_session=y',
        `${w.cookie}; ${w.cookie}x`,
        '=;=;;;',
        'a'.repeat(100),
      ]),
    },
    { 'user-agent': latin1(hostileString(r)).slice(0, 9000) },
    { 'accept-language': latin1(hostileString(r)).slice(0, 5000) },
    { accept: r.pick(['application/json', '*/*', 'text/x-nope', '']) },
    { 'accept-encoding': r.pick(['gzip;q=x, br;q=-1', 'identity;q=0', 'x'.repeat(1000)]) },
    { 'sec-fetch-site': r.pick(['cross-site', 'same-site', 'bogus']) },
    { origin: r.pick(['null', 'http://evil.example', 'x']) },
    {
      'sec-ch-ua-mobile': r.pick(['?1', '?0', 'x']),
      'sec-ch-viewport-width': r.pick(['-1', '1e9', 'x']),
    },
  ]);
}

function dressed(r: Rng, w: World, req: FuzzRequest): FuzzRequest {
  const api = req.path.startsWith('/resource/') || req.path.startsWith('/v3/');
  // requests that end a session go out without the fuzzer's own
  // (login, sign-up and reset rotate or end the session they come with; they are visitors' pages)
  const endsSession =
    /UserSession|UserRegister|PasswordReset|^\/(logout|login|signup|password\/reset)\b/.test(
      req.path,
    );
  const anonymous = endsSession || r.chance(0.1);
  const headers: Record<string, string> = {
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 TesseraFuzz/1',
    origin: w.origin,
  };
  if (!anonymous) {
    headers.cookie = w.cookie;
    if (api && r.chance(0.95)) headers['x-csrf-token'] = w.csrf;
  }
  Object.assign(headers, req.headers);
  if (r.chance(0.06)) Object.assign(headers, headerOddity(r, w));
  for (const [k, v] of Object.entries(headers)) if (v === '' && k !== 'host') delete headers[k];
  return { ...req, headers };
}

interface Outcome {
  status: string;
  body: string;
  sessionEnded: boolean;
  /** the Location header of the answer, if any */
  location?: string;
}

function send(base: URL, req: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (o: Outcome) => {
      if (!settled) {
        settled = true;
        resolve(o);
      }
    };
    let client: http.ClientRequest;
    try {
      client = http.request({
        host: '127.0.0.1',
        port: base.port,
        method: req.method,
        path: req.path,
        headers: req.headers,
        setHost: !('host' in req.headers),
        agent: false,
        timeout: TIMEOUT_MS,
      });
    } catch (e) {
      // Node itself refuses to send it (a header or path it finds invalid): not a server answer
      return done({ status: 'unsendable', body: String(e), sessionEnded: false });
    }
    client.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        if (size < 4096) chunks.push(c);
        size += c.length;
      });
      const cookies = res.headers['set-cookie'] ?? [];
      const sessionEnded = cookies.some((c) => /tessera_session=;/.test(c));
      res.on('end', () =>
        done({
          status: String(res.statusCode),
          body: Buffer.concat(chunks).toString('utf8').slice(0, 600),
          sessionEnded,
          ...(res.headers.location ? { location: res.headers.location } : {}),
        }),
      );
      res.on('error', () => done({ status: String(res.statusCode), body: '', sessionEnded }));
    });
    client.on('timeout', () => {
      client.destroy();
      done({ status: 'timeout', body: '', sessionEnded: false });
    });
    client.on('error', (e: NodeJS.ErrnoException) => {
      const status = e.code === 'ECONNREFUSED' ? 'refused' : 'reset';
      done({ status, body: `${e.code ?? ''} ${e.message}`, sessionEnded: false });
    });
    if (req.body !== undefined) client.end(req.body);
    else client.end();
  });
}

function describeRequest(req: FuzzRequest): string {
  const body =
    req.body === undefined
      ? ''
      : ` body(${Buffer.byteLength(req.body)} B)=${JSON.stringify(req.body.toString().slice(0, 300))}`;
  const headers = Object.entries(req.headers)
    .map(([k, v]) => `${k}: ${v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v}`)
    .join(' | ');
  return `${req.method} ${req.path.slice(0, 500)}  [${headers}]${body}`;
}

/**
 * Issue 30: an answer that sends the browser to another site. No request of the fuzzer holds a
 * token signed for it, so no Location may leave the origin (`/offsite/` included), but for the
 * OAuth page's answer to the app it names: its registered redirect URI (issue 36).
 */
function leavesSite(base: URL, location: string | undefined): boolean {
  if (location === undefined) return false;
  try {
    const to = new URL(location, base);
    return to.origin !== base.origin && `${to.origin}${to.pathname}` !== FUZZ_REDIRECT_URI;
  } catch {
    return true;
  }
}

/** A failure is a 5xx, a hang, the server no longer answering, or a redirect off the site. */
export function isFailure(status: string): boolean {
  return (
    /^5\d\d$/.test(status) ||
    status === 'timeout' ||
    status === 'refused' ||
    status === 'open redirect'
  );
}

export async function fuzz(baseUrl: string, world: World, opts: FuzzOptions): Promise<FuzzReport> {
  const base = new URL(baseUrl);
  if (base.hostname !== '127.0.0.1') throw new Error('The fuzzer sends only to 127.0.0.1.');
  const r = rng(opts.seed);
  const targets = allTargets();
  const w = { ...world };
  const report: FuzzReport = {
    sent: 0,
    durationMs: 0,
    statuses: {},
    byTarget: {},
    failures: [],
    relogins: 0,
  };
  const started = Date.now();
  const deadline = started + (opts.maxSeconds ?? 600) * 1000;
  let made = 0;
  let relogging: Promise<void> | null = null;

  // every request is made from the PRNG before it is sent, in order: the run is repeatable
  function nextRequest(): FuzzRequest | null {
    if (made >= opts.requests || Date.now() > deadline) return null;
    const [, gen] = targets[made % targets.length] ?? targets[0] ?? [];
    made += 1;
    if (!gen) return null;
    return dressed(r, w, gen(r, w));
  }

  async function worker() {
    for (let req = nextRequest(); req; req = nextRequest()) {
      const sent = await send(base, req);
      const out = leavesSite(base, sent.location)
        ? { ...sent, status: 'open redirect', body: `Location: ${sent.location}` }
        : sent;
      report.sent += 1;
      report.statuses[out.status] = (report.statuses[out.status] ?? 0) + 1;
      const row = report.byTarget[req.target] ?? {};
      report.byTarget[req.target] = row;
      row[out.status] = (row[out.status] ?? 0) + 1;
      if (isFailure(out.status)) {
        report.failures.push({
          status: out.status,
          request: describeRequest(req),
          response: out.body,
        });
        opts.log?.(`FAIL ${out.status} ${describeRequest(req).slice(0, 300)}`);
        if (out.status === 'refused') return;
      }
      // a request ended the fuzzer's session (or it is no longer accepted): sign in again
      const lost =
        out.sessionEnded ||
        (out.status === '401' && !req.path.includes('UserSessionResource/create'));
      if (lost && req.headers.cookie === w.cookie && opts.relogin) {
        relogging ??= opts
          .relogin({ cookie: w.cookie, csrf: w.csrf })
          .then((s) => {
            if (s.cookie === w.cookie) return;
            Object.assign(w, s);
            report.relogins += 1;
            opts.log?.(
              `signed in again after ${req.method} ${req.path.slice(0, 120)} → ${out.status}`,
            );
          })
          // a refused sign-in (rate limit) is not the server failing: go on without a session
          .catch((e: unknown) => opts.log?.(`could not sign in again: ${String(e).slice(0, 200)}`))
          .finally(() => {
            relogging = null;
          });
        await relogging;
      }
      if (report.sent % 1000 === 0) opts.log?.(`… ${report.sent} requests`);
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, () => worker()));
  report.durationMs = Date.now() - started;
  return report;
}

export function formatReport(rep: FuzzReport, label: string): string {
  const lines = [
    `Fuzz (${label}): ${rep.sent} requests in ${(rep.durationMs / 1000).toFixed(1)} s, ${rep.failures.length} failures, ${rep.relogins} sign-ins again`,
    `Statuses: ${Object.entries(rep.statuses)
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join('  ')}`,
    '',
  ];
  const width = Math.max(...Object.keys(rep.byTarget).map((t) => t.length), 10);
  for (const [target, row] of Object.entries(rep.byTarget).sort()) {
    const cells = Object.entries(row)
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join('  ');
    lines.push(`${target.padEnd(width)}  ${cells}`);
  }
  for (const f of rep.failures.slice(0, 50)) {
    lines.push('', `FAILED ${f.status}: ${f.request}`, `  answer: ${f.response.slice(0, 400)}`);
  }
  if (rep.failures.length > 50) lines.push(`… and ${rep.failures.length - 50} more failures`);
  return lines.join('\n');
}
