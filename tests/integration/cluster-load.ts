import type pg from 'pg';
import type { Envelope } from '#server/api/envelope';
import { freshIp, GOOD_PASSWORD } from './auth-support.ts';
import type { SseEvent } from './live-support.ts';
import { BROWSER } from './page-support.ts';
import { BOUNDARY, multipart } from './pin-support.ts';

// The signed-in clients of tests/integration/cluster-fault.test.ts and the mixed load they make
// (decision 050): reads, uploads, saves and messages, each answer counted.

export interface Reply {
  /** 0 when no HTTP answer came (refused, reset, timed out) */
  status: number;
  body: string;
  retryAfter: string | null;
  /** the process that answered (X-Tessera-Process, set by the proxy) */
  by: string;
  error?: string;
}

export function dataOf<T>(r: Reply): T {
  return (JSON.parse(r.body) as Envelope<T>).resource_response.data as T;
}

export function must(r: Reply, what: string): Reply {
  if (r.status < 200 || r.status > 299) {
    throw new Error(`${what}: ${r.status} ${r.error ?? ''} ${r.body.slice(0, 300)}`);
  }
  return r;
}

/** One person's browser over real HTTP: its cookie and CSRF token kept between calls. */
export class Person {
  cookie = '';
  csrf = '';
  readonly ip = freshIp();
  /** the public origin (PUBLIC_URL): a page's requests say it came from there, whichever
   * process they reach */
  constructor(readonly origin: string) {}
  id = '';
  username = '';
  email = '';
  boardId = '';
  /** the conversation with the partner this person messages during the load */
  conversationId = '';
  /** a pin of this person's that others save */
  pinId = '';

  async send(
    base: string,
    method: string,
    url: string,
    body?: { json: unknown } | { file: Buffer },
  ): Promise<Reply> {
    const headers: Record<string, string> = { 'user-agent': BROWSER, 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') {
      headers.origin = this.origin;
      if (this.csrf) headers['x-csrf-token'] = this.csrf;
    }
    let payload: string | Uint8Array<ArrayBuffer> | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      payload = new Uint8Array(multipart(body.file, 'p.jpg', 'image/jpeg'));
    }
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers,
        redirect: 'manual',
        // generous: a loaded 2-core machine, and a database that is restarting
        signal: AbortSignal.timeout(20_000),
        ...(payload === undefined ? {} : { body: payload }),
      });
      const text = await res.text();
      for (const c of res.headers.getSetCookie()) {
        const m = /^((?:__Host-)?tessera_session)=([^;]*)/.exec(c);
        if (m) this.cookie = m[2] ? `${m[1]}=${m[2]}` : '';
      }
      if (res.headers.get('content-type')?.startsWith('application/json')) {
        const data = (JSON.parse(text) as Envelope<unknown>).resource_response?.data;
        if (data && typeof data === 'object' && 'csrf_token' in data) {
          this.csrf = String((data as { csrf_token: string | null }).csrf_token ?? '');
        }
      }
      return {
        status: res.status,
        body: text,
        retryAfter: res.headers.get('retry-after'),
        by: res.headers.get('x-tessera-process') ?? '',
      };
    } catch (e) {
      const cause =
        e instanceof Error ? String((e.cause as Error | undefined)?.message ?? e.message) : '';
      return { status: 0, body: '', retryAfter: null, by: '', error: cause };
    }
  }

  get(base: string, name: string, options: unknown = {}): Promise<Reply> {
    const data = encodeURIComponent(JSON.stringify({ options }));
    return this.send(base, 'GET', `/resource/${name}/get/?data=${data}`);
  }

  post(base: string, name: string, action: string, options: unknown = {}): Promise<Reply> {
    return this.send(base, 'POST', `/resource/${name}/${action}/`, { json: { options } });
  }

  upload(base: string, file: Buffer): Promise<Reply> {
    return this.send(base, 'POST', '/v3/pins/uploads/', { file });
  }

  async signUp(base: string, name: string): Promise<void> {
    this.username = name;
    this.email = `${name}@example.com`;
    const r = must(
      await this.post(base, 'UserRegisterResource', 'create', {
        email: this.email,
        password: GOOD_PASSWORD,
        username: name,
        first_name: 'Fault',
      }),
      `sign up ${name}`,
    );
    this.id = String(dataOf<{ viewer: { id: string } }>(r).viewer.id);
    if (!this.cookie) throw new Error(`no session after signing up: ${r.body.slice(0, 300)}`);
    if (!this.csrf) {
      must(await this.get(base, 'ViewerResource'), 'viewer');
      if (!this.csrf) throw new Error('no CSRF token after signing up');
    }
  }
}

/** A write the load made: what it was, its mark (in its title or text) and its answer. */
export interface Write {
  kind: 'save' | 'message' | 'pin';
  mark: string;
  status: number;
  retryAfter: string | null;
  /** the process that answered; empty when the proxy answered itself */
  by: string;
  /** the new row's id, when the write was acknowledged */
  id: string | null;
  at: number;
}

/** Every answer of one stretch of load, and every write it tried. */
export class Tally {
  requests = 0;
  readonly failures: { status: number; by: string; what: string; error?: string; at: number }[] =
    [];
  readonly writes: Write[] = [];

  count(r: Reply, what: string): Reply {
    this.requests += 1;
    if (r.status < 200 || r.status > 299) {
      this.failures.push({
        status: r.status,
        by: r.by,
        what,
        at: Date.now(),
        ...(r.error ? { error: r.error } : {}),
      });
    }
    return r;
  }

  percent(): number {
    return this.requests === 0 ? 0 : (100 * this.failures.length) / this.requests;
  }

  acknowledged(kind: Write['kind']): Write[] {
    return this.writes.filter((w) => w.kind === kind && w.id !== null);
  }
}

export interface LoadPlan {
  base: string;
  people: Person[];
  /** pictures to upload, one each (an upload is keyed by its bytes) */
  pictures: Buffer[];
  /** images known to exist, read through /img while loading */
  images: string[];
  tally: Tally;
}

let serial = 0;

/**
 * Each person loops until `stop()`: three reads (home feed, a profile, the inbox or an image) and
 * one write, in turn a save, a message and, every fourth write, an upload and its pin.
 */
export function startLoad(plan: LoadPlan): { stop(): Promise<void> } {
  let stopping = false;
  const { base, tally } = plan;
  async function loop(me: Person, n: number): Promise<void> {
    const others = plan.people.filter((p) => p !== me);
    for (let i = 0; !stopping; i += 1) {
      const other = others[(n + i) % others.length] as Person;
      tally.count(await me.get(base, 'HomefeedResource', { page_size: 10 }), 'home feed');
      tally.count(await me.get(base, 'UserResource', { username: other.username }), 'profile');
      if (i % 2 === 0) tally.count(await me.get(base, 'ConversationsResource', {}), 'inbox');
      else {
        const sig = plan.images[(n + i) % plan.images.length];
        tally.count(await me.send(base, 'GET', `/img/236x/${sig}.jpg`), 'image');
      }
      serial += 1;
      const mark = `f${serial}x`;
      const kind: Write['kind'] = i % 8 === 7 ? 'pin' : i % 2 === 0 ? 'save' : 'message';
      let r: Reply;
      if (kind === 'save') {
        r = await me.post(base, 'RepinResource', 'create', {
          pin_id: other.pinId,
          board_id: me.boardId,
          title: mark,
        });
      } else if (kind === 'message') {
        r = await me.post(base, 'ConversationMessagesResource', 'create', {
          conversation_id: me.conversationId,
          text: mark,
        });
      } else {
        const picture = plan.pictures.pop();
        if (!picture) continue;
        const up = tally.count(await me.upload(base, picture), 'upload');
        if (up.status !== 200) continue;
        const sig = dataOf<{ imageSignature: string }>(up).imageSignature;
        r = await me.post(base, 'PinResource', 'create', {
          image_signature: sig,
          board_id: me.boardId,
          title: mark,
        });
      }
      tally.count(r, kind);
      const id = r.status === 200 ? String(dataOf<{ id: string | number }>(r).id) : null;
      tally.writes.push({
        kind,
        mark,
        status: r.status,
        retryAfter: r.retryAfter,
        by: r.by,
        id,
        at: Date.now(),
      });
      // a refused write waits a moment before the next, as a person's page would
      if (id === null) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const loops = plan.people.map((p, n) => loop(p, n));
  return {
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it answers something, or fails after `ms`. */
export async function until<T>(what: string, ms: number, probe: () => Promise<T | null | false>) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(100);
  }
}

/** The figures of one stretch of load, printed to be quoted. */
export function figures(label: string, tally: Tally, since?: number): void {
  const byStatus: Record<string, number> = {};
  for (const f of tally.failures) byStatus[f.status] = (byStatus[f.status] ?? 0) + 1;
  console.log(
    `[cluster-fault] ${label}: ${tally.requests} requests, ${tally.failures.length} failed ` +
      `(${tally.percent().toFixed(3)}%) ${JSON.stringify(byStatus)}`,
  );
  if (since !== undefined && tally.failures.length > 0) {
    const each = tally.failures.map(
      (f) => `${f.what} ${f.status} ${f.error ?? ''} at ${((f.at - since) / 1000).toFixed(2)} s`,
    );
    console.log(`[cluster-fault]   failed: ${each.join('; ')}`);
  }
}

/** How many writes were acknowledged (2xx), and how many of them the database has, mark and all. */
export async function acknowledgedFound(
  sql: pg.Pool,
  tallies: Tally[],
): Promise<{ acked: number; found: number }> {
  const acked = tallies.flatMap((t) => t.writes.filter((w) => w.id !== null));
  const ids = (message: boolean) =>
    acked.filter((w) => (w.kind === 'message') === message).map((w) => w.id);
  const pins = await sql.query<{ id: string; title: string }>(
    'select id::text, title from pins where id = any($1::bigint[])',
    [ids(false)],
  );
  const messages = await sql.query<{ id: string; text: string }>(
    'select id::text, text from messages where id = any($1::bigint[])',
    [ids(true)],
  );
  const marks = new Map(acked.map((w) => [`${w.kind === 'message' ? 'm' : 'p'}${w.id}`, w.mark]));
  const found =
    pins.rows.filter((p) => marks.get(`p${p.id}`) === p.title).length +
    messages.rows.filter((m) => marks.get(`m${m.id}`) === m.text).length;
  return { acked: acked.length, found };
}

/** The live event that announces message `id`. */
export function messageEvent(id: string): (e: SseEvent) => boolean {
  return (e) =>
    e.event === 'message' && String((e.data as { messageId: unknown }).messageId) === id;
}

/** The processes' last lines, without the request log, for a failed test's report. */
export function lastWords(output: string[]): string {
  const said = output.filter((l) => !l.includes('request completed'));
  // each process's own last lines: one that died quietly is not drowned by another's warnings
  const labels = [...new Set(said.map((l) => /^\[([\w-]+)\]/.exec(l)?.[1] ?? ''))];
  return labels
    .map((label) =>
      said
        .filter((l) => (/^\[([\w-]+)\]/.exec(l)?.[1] ?? '') === label)
        .slice(-12)
        .join('\n'),
    )
    .join('\n');
}
