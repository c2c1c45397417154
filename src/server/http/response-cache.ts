import { Transform } from 'node:stream';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import {
  changeStamp,
  EVERYTHING,
  isFresh,
  onDataVersionBump,
  readTags,
  userTag,
} from '../services/platform/data-version.ts';
import { answerKey } from './answer-key.ts';
import { type Coding, notModified, pickCoding, splitNonce, strongEtag } from './conditional.ts';
import { queuedCookies } from './cookies.ts';
import {
  type DeflatedParts,
  deflatedSize,
  deflateParts,
  gzipJoin,
  joinWith,
  splitOn,
} from './gzip-splice.ts';
import {
  codesNothing,
  type KeptReply,
  type ReplyAsk,
  type ToKeep,
  withVary,
} from './kept-reply.ts';
import { Flights } from './single-flight.ts';

/**
 * Issue 12: visitors' responses (resource API GETs and server-rendered pages) kept in the process,
 * so a popular page is not rebuilt for each visitor. What is kept:
 * - only 200 answers to GET for a viewer without a session, which set no cookie and do not say
 *   `Cache-Control: no-store` or `private`;
 * - per variant: everything a signed-out answer depends on (origin, URL, audience, whether the
 *   renderer takes the client for a bot, device class, language);
 * - until a write changes what it was made from (decision 039: everything, its person, or a tag
 *   its services noted while making it), here or in another process, or `maxAgeMs` passes.
 * A page's CSP nonce is cut out of the stored body and each answer gets its own request's nonce;
 * bodies without a nonce are compressed once per coding.
 */
export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
  /**
   * signed-in people's own answers, in a store of their own keyed by session (so they never
   * crowd out visitors' pages): its size limits, or false for none
   */
  people?: { maxEntries?: number; maxBytes?: number } | false;
}

export interface CachedAnswer {
  /** taken before the answer was made, with what it was made from (decision 039) */
  stamp: number;
  tags: readonly string[];
  storedAt: number;
  headers: [string, string][];
  /** the body without its nonce: a request's nonce goes between consecutive parts */
  parts: Buffer[];
  /** over the parts (the nonce's place left empty); a page's tag adds the nonce it carries */
  etag: string;
  coded: Partial<Record<Coding, Buffer>>;
  /** a page's parts deflated one by one, for gzip around each answer's nonce */
  deflated?: DeflatedParts;
  bytes: number;
  /** kept in the people's store: one session's own answer */
  personal: boolean;
  /** a server-rendered page, which the server's first look may send (decision 066) */
  page: boolean;
}

/** What a miss hands back to be filled once the answer is known. */
export interface CacheSlot {
  key: string;
  stamp: number;
  /** what the answer hangs on before it is made: a signed-in person's own state */
  tags: readonly string[];
  /** a signed-in session's own slot, in the people's store */
  personal: boolean;
}

const COMPRESS_MIN = 1024;

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  readonly maxEntryBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private readonly unsubscribe: () => void;
  /** signed-in sessions' own answers (null: not kept); its own limits, the same lifetimes */
  readonly people: ResponseCache | null;
  private readonly forPeople: boolean;
  hits = 0;
  stores = 0;
  /** answers being made, by slot key: later misses wait for them (single flight) */
  private readonly flights = new Flights();

  constructor(opts: ResponseCacheOptions = {}, forPeople = false) {
    this.maxEntries = opts.maxEntries ?? 500;
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
    this.maxEntryBytes = opts.maxEntryBytes ?? 2 * 1024 * 1024;
    this.maxAgeMs = opts.maxAgeMs ?? 30_000;
    this.now = opts.now ?? Date.now;
    this.forPeople = forPeople;
    this.people =
      forPeople || opts.people === false
        ? null
        : new ResponseCache(
            {
              maxEntryBytes: this.maxEntryBytes,
              maxAgeMs: this.maxAgeMs,
              now: this.now,
              maxEntries: opts.people?.maxEntries ?? 1000,
              maxBytes: opts.people?.maxBytes ?? 64 * 1024 * 1024,
              people: false,
            },
            true,
          );
    this.unsubscribe = onDataVersionBump((tags) => {
      if (tags.includes(EVERYTHING)) this.clear();
    });
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  close(): void {
    this.unsubscribe();
    this.clear();
    this.people?.close();
  }

  /** The store a slot or entry belongs to. */
  private storeOf(personal: boolean): ResponseCache | null {
    if (personal === this.forPeople) return this;
    return personal ? this.people : null;
  }

  /**
   * The slot of a request that may be answered from (and kept in) the cache, else null. A
   * signed-in person's slot is their session's own (decision 013): the answer depends on the
   * viewer, so it is kept per session, in the people's store, and dropped on any write.
   */
  slotOf(req: FastifyRequest, ctx: Ctx): CacheSlot | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const signedIn = Boolean(ctx.session || ctx.viewer.isAuth);
    if (signedIn && !(this.people && ctx.session && ctx.viewer.isAuth)) return null;
    const key = answerKey({
      session:
        signedIn && ctx.session ? { id: ctx.session.id, userId: String(ctx.viewer.id) } : null,
      protocol: req.protocol,
      host: req.host,
      url: req.url,
      headers: req.headers,
      viewer: ctx.viewer,
      // decision 064: the interface language the page is written in (http/locale.ts)
      locale: ctx.locale ?? 'en',
    });
    // what the services read while making the answer joins its tags
    ctx.reads = new Set();
    ctx.listsExact = false;
    const tags = signedIn && ctx.viewer.id ? [userTag(ctx.viewer.id)] : [];
    return { key, stamp: changeStamp(), tags, personal: signedIn };
  }

  lookup(slot: CacheSlot): CachedAnswer | undefined {
    const store = this.storeOf(slot.personal);
    if (store !== this) return store?.lookup(slot);
    const entry = this.entries.get(slot.key);
    if (!entry) return undefined;
    if (!isFresh(entry.stamp, entry.tags) || this.now() - entry.storedAt > this.maxAgeMs) {
      this.drop(slot.key, entry);
      return undefined;
    }
    // most recently used last
    this.entries.delete(slot.key);
    this.entries.set(slot.key, entry);
    this.hits += 1;
    return entry;
  }

  /** A kept page for the server's first look (decision 066): as `lookup`, but pages only. */
  lookupPage(key: string, personal: boolean): CachedAnswer | undefined {
    const store = this.storeOf(personal);
    if (store !== this) return store?.lookupPage(key, personal);
    if (!this.entries.get(key)?.page) return undefined;
    return this.lookup({ key, stamp: 0, tags: [], personal });
  }

  /**
   * Issue 32: a miss of an answer another request is making waits for it (up to 2 s) and looks
   * again, so ten misses of one page render it once. Undefined at once: make it yourself.
   */
  joinFlight(slot: CacheSlot): Promise<CachedAnswer | undefined> | undefined {
    const store = this.storeOf(slot.personal);
    if (store !== this) return store?.joinFlight(slot);
    return this.flights.wait(slot.key)?.then(() => this.lookup(slot));
  }

  /** This request makes the slot's answer: later misses wait until `end` is called. */
  lead(slot: CacheSlot): () => void {
    const store = this.storeOf(slot.personal);
    if (store !== this) return store?.lead(slot) ?? (() => {});
    return this.flights.lead(slot.key);
  }

  /** Keeps an answer, unless data changed while it was made, it is too big, or the request
   * ended up with a session or a cookie to set. */
  store(slot: CacheSlot, ctx: Ctx, answer: ToKeep): void {
    const store = this.storeOf(slot.personal);
    if (store !== this) {
      store?.store(slot, ctx, answer);
      return;
    }
    const tags = [...slot.tags, ...readTags(ctx)];
    if (!isFresh(slot.stamp, tags)) return;
    if (queuedCookies(ctx)?.length) return;
    // a visitor's slot never keeps a signed-in answer; a session's slot only that session's
    const signedIn = Boolean(ctx.session || ctx.viewer.isAuth);
    if (signedIn !== this.forPeople) return;
    if (signedIn && !slot.key.startsWith(`session ${ctx.session?.id} user ${ctx.viewer.id}\n`))
      return;
    for (const [k, v] of answer.headers) {
      const name = k.toLowerCase();
      if (name === 'set-cookie') return;
      // what the answer itself says may not be kept (a person's own store may keep `private`)
      const refused = this.forPeople ? /\bno-store\b/i : /\b(no-store|private)\b/i;
      if (name === 'cache-control' && refused.test(v)) return;
    }
    if (answer.body.length > this.maxEntryBytes) return;
    const parts = splitOn(answer.body, answer.nonce);
    const entry: CachedAnswer = {
      stamp: slot.stamp,
      tags,
      storedAt: this.now(),
      headers: answer.headers,
      parts,
      etag: answer.etag ?? strongEtag(...parts.flatMap((p, i) => (i ? ['\0', p] : [p]))),
      coded: {},
      bytes: answer.body.length,
      personal: this.forPeople,
      page: answer.page ?? false,
    };
    const old = this.entries.get(slot.key);
    if (old) this.drop(slot.key, old);
    this.entries.set(slot.key, entry);
    this.bytes += entry.bytes;
    this.stores += 1;
    this.evict();
  }

  /**
   * What a kept entry answers one request with: 304 when the browser holds it, else the body for
   * this request's `nonce`. The framework (`send`) and the server's first look both send this.
   */
  reply(entry: CachedAnswer, nonce: string, ask: ReplyAsk): KeptReply {
    const store = this.storeOf(entry.personal);
    if (store && store !== this) return store.reply(entry, nonce, ask);
    const headers: [string, string][] = [...entry.headers, ['x-tessera-cache', 'hit']];
    const ifNoneMatch = ask.headers['if-none-match'];
    const acceptEncoding = ask.headers['accept-encoding'];
    const head = ask.method === 'HEAD';
    if (entry.parts.length === 1) {
      headers.push(['etag', entry.etag]);
      if (notModified(ifNoneMatch, entry.etag)) {
        return { status: 304, headers, nonce, body: null, final: true };
      }
      const body = entry.parts[0] as Buffer;
      if (head) return { status: 200, headers, nonce, body: null, final: true };
      const coding = body.length >= COMPRESS_MIN ? pickCoding(acceptEncoding) : null;
      const varied = withVary(headers, 'accept-encoding');
      if (!coding) {
        return { status: 200, headers: varied, nonce, body, final: codesNothing(acceptEncoding) };
      }
      varied.push(['content-encoding', coding]);
      return { status: 200, headers: varied, nonce, body: this.coded(entry, coding), final: true };
    }
    const held = splitNonce(ifNoneMatch, entry.etag);
    if (held) {
      // the browser keeps its copy, whose scripts carry its nonce: the policy it gets must too
      headers.push(['etag', `${entry.etag.slice(0, -1)}.${held}"`]);
      return { status: 304, headers, nonce: held, body: null, final: true };
    }
    headers.push(['etag', `${entry.etag.slice(0, -1)}.${nonce}"`]);
    if (head) return { status: 200, headers, nonce, body: null, final: true };
    // gzip whenever acceptable (made per answer from blocks deflated once); else as compress sees fit
    if (!pickCoding(acceptEncoding, ['gzip'])) {
      const body = joinWith(entry.parts, nonce);
      return { status: 200, headers, nonce, body, final: codesNothing(acceptEncoding) };
    }
    const varied = withVary(headers, 'accept-encoding');
    varied.push(['content-encoding', 'gzip']);
    return {
      status: 200,
      headers: varied,
      nonce,
      body: gzipJoin(this.deflated(entry), nonce),
      final: true,
    };
  }

  /** Answers from a kept entry through the framework (see `reply`). */
  send(req: FastifyRequest, reply: FastifyReply, entry: CachedAnswer, nonce: string): FastifyReply {
    const answer = this.reply(entry, nonce, req);
    for (const [k, v] of answer.headers) reply.header(k, v);
    if (answer.nonce !== nonce) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header(
          'content-security-policy',
          csp.replaceAll(`'nonce-${nonce}'`, `'nonce-${answer.nonce}'`),
        );
      }
    }
    reply.code(answer.status);
    return answer.body ? reply.send(answer.body) : reply.send();
  }

  /** A pass-through that hands the whole body to `done` at its end (not past maxEntryBytes). */
  collector(done: (body: Buffer) => void): Transform {
    const chunks: Buffer[] = [];
    let size = 0;
    const limit = this.maxEntryBytes;
    return new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk);
        cb(null, chunk);
      },
      flush(cb) {
        if (size <= limit) done(Buffer.concat(chunks));
        cb();
      },
    });
  }

  private coded(entry: CachedAnswer, coding: Coding): Buffer {
    let out = entry.coded[coding];
    if (!out) {
      const body = entry.parts[0] as Buffer;
      // the qualities @fastify/compress uses, paid once per entry instead of once per answer
      out =
        coding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 4,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body);
      entry.coded[coding] = out;
      entry.bytes += out.length;
      // send() runs right after lookup(): the entry is in the map
      this.bytes += out.length;
      this.evict();
    }
    return out;
  }

  private deflated(entry: CachedAnswer): DeflatedParts {
    if (!entry.deflated) {
      entry.deflated = deflateParts(entry.parts);
      const size = deflatedSize(entry.deflated);
      entry.bytes += size;
      this.bytes += size;
      this.evict();
    }
    return entry.deflated;
  }

  private drop(key: string, entry: CachedAnswer): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const first = this.entries.entries().next();
      if (first.done) break;
      this.drop(first.value[0], first.value[1]);
    }
  }
}
