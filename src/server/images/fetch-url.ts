import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Said } from '#domain/i18n/said';
import { trSaid } from '../services/platform/i18n.ts';
import { checkAddress, literalAddress } from './ip-guard.ts';
import { IMAGE_LIMITS } from './pipeline.ts';

export type FetchErrorCode =
  | 'bad_url'
  | 'blocked'
  | 'unreachable'
  | 'too_large'
  | 'timeout'
  | 'too_many_redirects'
  | 'not_html';

/**
 * Why a fetch failed: `said` is the text for the person (decision 064: the caller says it in the
 * request's language), `message` the same in English for logs and the CLI.
 */
export class UrlFetchError extends Error {
  constructor(
    public code: FetchErrorCode,
    public said: Said,
    /** the website's own answer, when it answered with an error */
    public status: number | null = null,
  ) {
    super(trSaid({}, said));
    this.name = 'UrlFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface UrlFetchOptions {
  /** every address of a host name (default: dns.lookup with all: true) */
  resolve: (host: string) => Promise<ResolvedAddress[]>;
  /**
   * Lets an address the guard refuses through (tests use it so a local server can play a
   * public host). Given the address and the host name it was resolved for.
   */
  trust: ((address: string, host: string) => boolean) | null;
  maxBytes: number;
  maxRedirects: number;
  timeoutMs: number;
}

export async function systemResolve(host: string): Promise<ResolvedAddress[]> {
  return dnsLookup(host, { all: true, verbatim: true });
}

const DEFAULTS: UrlFetchOptions = {
  resolve: systemResolve,
  trust: null,
  maxBytes: IMAGE_LIMITS.maxBytes,
  maxRedirects: 3,
  timeoutMs: 10_000,
};

const BLOCKED: Said = { id: 'errors.fetch.blocked' };

export function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UrlFetchError('bad_url', { id: 'errors.fetch.pictureAddress' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UrlFetchError('bad_url', { id: 'errors.fetch.httpOnly' });
  }
  if (url.username || url.password) throw new UrlFetchError('blocked', BLOCKED);
  return url;
}

/**
 * The one address to connect to: the host resolved once, every answer checked (a host with
 * one private address among public ones is refused: a second lookup could pick it).
 */
export async function checkedAddress(
  url: URL,
  opts: Pick<UrlFetchOptions, 'resolve' | 'trust'>,
): Promise<ResolvedAddress> {
  const host = url.hostname.toLowerCase();
  const literal = literalAddress(host);
  let answers: ResolvedAddress[];
  if (literal) {
    answers = [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  } else {
    try {
      answers = await opts.resolve(host);
    } catch {
      throw new UrlFetchError('unreachable', { id: 'errors.fetch.noSuchSite' });
    }
  }
  if (answers.length === 0) {
    throw new UrlFetchError('unreachable', { id: 'errors.fetch.noSuchSite' });
  }
  const checked: ResolvedAddress[] = [];
  for (const a of answers) {
    const verdict = checkAddress(a.address);
    if (verdict.ok) checked.push({ address: verdict.address, family: verdict.family });
    else if (opts.trust?.(a.address, host)) checked.push(a);
    else throw new UrlFetchError('blocked', BLOCKED);
  }
  return checked[0] as ResolvedAddress;
}

/** Connects to the checked address whatever name the socket asks for: no second lookup. */
export function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) {
      callback(null, [{ address: target.address, family: target.family }]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

interface Hop {
  response: IncomingMessage;
  abort: () => void;
}

const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8';
const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9';

function request(
  url: URL,
  target: ResolvedAddress,
  signal: AbortSignal,
  accept: string,
  extra: Record<string, string> = {},
): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup: pinnedLookup(target),
      agent: false,
      signal,
      headers: {
        ...extra,
        'user-agent': 'TesseraImageFetcher/1.0',
        accept,
      },
    });
    req.on('response', (response) => resolve({ response, abort: () => req.destroy() }));
    req.on('error', reject);
    req.end();
  });
}

function readCapped(hop: Hop, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const { response } = hop;
  const declared = Number(response.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    hop.abort();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        hop.abort();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('aborted', () => reject(signal.aborted ? timedOut() : unreachable()));
  });
}

function tooLarge(): UrlFetchError {
  return new UrlFetchError('too_large', { id: 'errors.fetch.pictureTooBig' });
}

function timedOut(): UrlFetchError {
  return new UrlFetchError('timeout', { id: 'errors.fetch.pictureTimeout' });
}

function unreachable(): UrlFetchError {
  return new UrlFetchError('unreachable', { id: 'errors.fetch.noPicture' });
}

async function fetchFollowing(
  raw: string,
  opts: UrlFetchOptions,
  signal: AbortSignal,
  accept: string,
  headers: Record<string, string> = {},
): Promise<{ hop: Hop; url: URL }> {
  let url = parseTarget(raw);
  const origin = url.origin;
  for (let hops = 0; ; hops++) {
    const target = await checkedAddress(url, opts);
    // a token goes to the site it was given for, never to where that site redirects elsewhere
    const hop = await request(url, target, signal, accept, url.origin === origin ? headers : {});
    const status = hop.response.statusCode ?? 0;
    const location = hop.response.headers.location;
    if (status >= 300 && status < 400 && location) {
      hop.abort();
      if (hops >= opts.maxRedirects) {
        throw new UrlFetchError('too_many_redirects', { id: 'errors.fetch.tooManyRedirects' });
      }
      url = parseTarget(new URL(location, url).toString());
      continue;
    }
    if (status < 200 || status >= 300) {
      hop.abort();
      throw new UrlFetchError(
        'unreachable',
        { id: 'errors.fetch.noPictureStatus', values: { status } },
        status,
      );
    }
    return { hop, url };
  }
}

/**
 * decision 006: the bytes at an http(s) URL, fetched only from public addresses. The host is
 * resolved once and the connection goes to that checked address (SNI and Host keep the name);
 * each of at most 3 redirects is checked again; 10 s and 20 MB in all. The caller decodes the
 * bytes as an image.
 */
export async function fetchImageUrl(
  raw: string,
  given: Partial<UrlFetchOptions> = {},
): Promise<Buffer> {
  const opts: UrlFetchOptions = { ...DEFAULTS, ...given };
  return withDeadline(opts, async (signal) => {
    const { hop } = await fetchFollowing(raw, opts, signal, IMAGE_ACCEPT);
    return readCapped(hop, opts.maxBytes, signal);
  });
}

async function withDeadline<T>(
  opts: UrlFetchOptions,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // a slow DNS answer is not abortable: the race ends the wait anyway
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(timedOut());
    }, opts.timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } catch (e) {
    if (e instanceof UrlFetchError) throw e;
    if (controller.signal.aborted) throw timedOut();
    throw unreachable();
  } finally {
    clearTimeout(timer);
  }
}

/** A web page's HTML and the address it was finally read from (after redirects). */
export interface FetchedPage {
  html: string;
  url: string;
}

const PAGE_LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 };
const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;

function pageError(e: UrlFetchError): UrlFetchError {
  switch (e.code) {
    case 'too_large':
      return new UrlFetchError('too_large', { id: 'errors.fetch.pageTooBig' });
    case 'timeout':
      return new UrlFetchError('timeout', { id: 'errors.fetch.pageTimeout' });
    case 'unreachable':
      return new UrlFetchError(
        'unreachable',
        e.status === null
          ? { id: 'errors.fetch.pageUnreachable' }
          : { id: 'errors.fetch.pageStatus', values: { status: e.status } },
        e.status,
      );
    case 'bad_url':
      return new UrlFetchError('bad_url', { id: 'errors.fetch.pageAddress' });
    case 'blocked':
      return new UrlFetchError('blocked', { id: 'errors.fetch.pageBlocked' });
    default:
      return e;
  }
}

/**
 * Decision 051: a web page's HTML behind the same guard as pictures (public addresses only,
 * each redirect checked), text/html only, 2 MB and 10 s in all. Read as UTF-8 unless the answer
 * names another charset TextDecoder knows.
 */
export async function fetchPageHtml(
  raw: string,
  given: Partial<UrlFetchOptions> = {},
): Promise<FetchedPage> {
  const opts: UrlFetchOptions = { ...DEFAULTS, ...PAGE_LIMITS, ...given };
  try {
    return await withDeadline(opts, async (signal) => {
      const { hop, url } = await fetchFollowing(raw, opts, signal, PAGE_ACCEPT);
      const type = String(hop.response.headers['content-type'] ?? '');
      if (!HTML_TYPE.test(type)) {
        hop.abort();
        throw new UrlFetchError('not_html', { id: 'errors.fetch.notHtml' });
      }
      const bytes = await readCapped(hop, opts.maxBytes, signal);
      const charset = /charset=["']?([\w-]+)/i.exec(type)?.[1] ?? 'utf-8';
      let decoder: TextDecoder;
      try {
        decoder = new TextDecoder(charset);
      } catch {
        decoder = new TextDecoder('utf-8');
      }
      return { html: decoder.decode(bytes), url: url.href };
    });
  } catch (e) {
    if (e instanceof UrlFetchError) throw pageError(e);
    throw e;
  }
}

const JSON_TYPE = /^\s*application\/([\w.+-]*\+)?json\s*(;|$)/i;

/**
 * Decision 053 (Sources): a JSON answer of another service's API (Pinry's) behind the same guard
 * as pictures, with `headers` (its token) sent to that service's own address only. 10 MB and
 * 20 s unless given; an answer that is not JSON is `not_html`'s kin: refused as not the API.
 */
export async function fetchJsonUrl(
  raw: string,
  headers: Record<string, string>,
  given: Partial<UrlFetchOptions> = {},
): Promise<unknown> {
  const opts: UrlFetchOptions = {
    ...DEFAULTS,
    maxBytes: 10 * 1024 * 1024,
    timeoutMs: 20_000,
    ...given,
  };
  return withDeadline(opts, async (signal) => {
    const { hop } = await fetchFollowing(raw, opts, signal, 'application/json', headers);
    if (!JSON_TYPE.test(String(hop.response.headers['content-type'] ?? ''))) {
      hop.abort();
      throw new UrlFetchError('not_html', { id: 'errors.fetch.notJson' });
    }
    const bytes = await readCapped(hop, opts.maxBytes, signal);
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new UrlFetchError('not_html', { id: 'errors.fetch.badJson' });
    }
  });
}
