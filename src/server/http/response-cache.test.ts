import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { anonymousViewer } from '#domain/accounts/viewer';
import type { Ctx } from '../context.ts';
import { bumpDataVersion } from '../services/platform/data-version.ts';
import { queueCookie } from './cookies.ts';
import { splitOn } from './gzip-splice.ts';
import { ResponseCache } from './response-cache.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36';

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return {
    method,
    url,
    protocol: 'http',
    host: 'tessera.test',
    headers: { 'user-agent': BROWSER, ...headers },
  } as unknown as FastifyRequest;
}

function visitor(): Ctx {
  return { session: null, viewer: anonymousViewer('visitor', 'en') } as unknown as Ctx;
}

const answer = (body: string, headers: [string, string][] = []) => ({
  body: Buffer.from(body),
  nonce: null,
  headers,
});

describe('response cache', () => {
  it('keeps a visitor GET until the data version moves', () => {
    const cache = new ResponseCache();
    const ctx = visitor();
    const slot = cache.slotOf(request('/'), ctx);
    expect(slot).not.toBeNull();
    if (!slot) return;
    cache.store(slot, ctx, answer('home'));
    expect(cache.lookup(slot)?.parts[0]?.toString()).toBe('home');
    bumpDataVersion();
    expect(cache.lookup(slot)).toBeUndefined();
    expect(cache.lookup(cache.slotOf(request('/'), ctx) ?? slot)).toBeUndefined();
    cache.close();
  });

  it('does not keep what was made while data changed', () => {
    const cache = new ResponseCache();
    const ctx = visitor();
    const slot = cache.slotOf(request('/'), ctx);
    if (!slot) throw new Error('no slot');
    bumpDataVersion();
    cache.store(slot, ctx, answer('stale'));
    expect(cache.size).toBe(0);
    cache.close();
  });

  it.each([
    ['a session', () => ({ ...visitor(), session: { id: 's', userId: 1 } }) as unknown as Ctx, []],
    [
      'a signed-in viewer',
      () => ({ ...visitor(), viewer: { ...anonymousViewer(), isAuth: true } }) as unknown as Ctx,
      [],
    ],
  ])('never slots %s', (_name, make) => {
    const cache = new ResponseCache();
    expect(cache.slotOf(request('/'), make())).toBeNull();
    cache.close();
  });

  it.each([
    ['POST', request('/', {}, 'POST')],
    ['DELETE', request('/', {}, 'DELETE')],
  ])('never slots a %s', (_name, req) => {
    const cache = new ResponseCache();
    expect(cache.slotOf(req, visitor())).toBeNull();
    cache.close();
  });

  it.each([
    ['Set-Cookie', [['set-cookie', 'a=b']]],
    ['Cache-Control: no-store', [['cache-control', 'no-store']]],
    ['Cache-Control: private', [['cache-control', 'private, max-age=0']]],
  ] as [string, [string, string][]][])('does not keep an answer with %s', (_name, headers) => {
    const cache = new ResponseCache();
    const ctx = visitor();
    const slot = cache.slotOf(request('/'), ctx);
    if (!slot) throw new Error('no slot');
    cache.store(slot, ctx, answer('x', headers));
    expect(cache.size).toBe(0);
    cache.close();
  });

  it('does not keep an answer whose request queued a cookie', () => {
    const cache = new ResponseCache();
    const ctx = visitor();
    const slot = cache.slotOf(request('/'), ctx);
    if (!slot) throw new Error('no slot');
    queueCookie(ctx, 'tessera_session=x');
    cache.store(slot, ctx, answer('x'));
    expect(cache.size).toBe(0);
    cache.close();
  });

  it.each([
    ['user agent', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
    ['mobile hint', { 'sec-ch-ua-mobile': '?1' }],
    ['tablet', { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' }],
  ])('tells variants apart by %s', (_name, headers) => {
    const cache = new ResponseCache();
    const a = cache.slotOf(request('/'), visitor());
    const b = cache.slotOf(request('/', headers), visitor());
    expect(a?.key).not.toBe(b?.key);
    cache.close();
  });

  it('tells languages apart (the viewer carries it)', () => {
    const cache = new ResponseCache();
    const fr = { ...visitor(), viewer: anonymousViewer('visitor', 'fr') } as unknown as Ctx;
    expect(cache.slotOf(request('/'), visitor())?.key).not.toBe(
      cache.slotOf(request('/'), fr)?.key,
    );
    cache.close();
  });

  it('is bounded by entries and by bytes, least recently used out first', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1000 });
    const ctx = visitor();
    const slot = (u: string) =>
      cache.slotOf(request(u), ctx) as NonNullable<ReturnType<ResponseCache['slotOf']>>;
    cache.store(slot('/a'), ctx, answer('a'));
    cache.store(slot('/b'), ctx, answer('b'));
    cache.lookup(slot('/a'));
    cache.store(slot('/c'), ctx, answer('c'));
    expect(cache.lookup(slot('/b'))).toBeUndefined();
    expect(cache.lookup(slot('/a'))).toBeDefined();
    cache.store(slot('/big'), ctx, answer('x'.repeat(1000)));
    expect(cache.size).toBe(1);
    cache.close();
  });

  it('forgets an entry older than maxAgeMs', () => {
    let now = 0;
    const cache = new ResponseCache({ maxAgeMs: 100, now: () => now });
    const ctx = visitor();
    const slot = cache.slotOf(request('/'), ctx);
    if (!slot) throw new Error('no slot');
    cache.store(slot, ctx, answer('x'));
    now = 100;
    expect(cache.lookup(slot)).toBeDefined();
    now = 101;
    expect(cache.lookup(slot)).toBeUndefined();
    cache.close();
  });
});

describe('splitOn', () => {
  it.each([
    ['abc', null, ['abc']],
    ['aTb', 'T', ['a', 'b']],
    ['TaT', 'T', ['', 'a', '']],
    ['ab', 'T', ['ab']],
  ])('%j on %j', (body, token, parts) => {
    expect(splitOn(Buffer.from(body), token).map(String)).toEqual(parts);
  });
});
