import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ApiGrant } from '../../services/accounts/api-tokens.ts';
import { changeStamp, noteChanges, userTag } from '../../services/platform/data-version.ts';
import { memoryStore } from '../../services/platform/rate-limit.ts';
import { V5Kept } from './kept.ts';

const TOKEN = 'tsr_pat_kept-test';
const BODY = Buffer.from(JSON.stringify({ items: Array(200).fill({ id: '1' }), bookmark: null }));

function request(url = '/v5/boards/1/pins', token = TOKEN): IncomingMessage {
  return {
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    socket: {},
  } as unknown as IncomingMessage;
}

function response() {
  const sent: { status?: number; headers?: string[]; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: string[]) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { res, sent };
}

function setUp(opts: { now?: () => number; perMinute?: number; expiresAt?: Date | null } = {}) {
  const store = memoryStore();
  const kept = new V5Kept({
    rateLimit: () => store,
    perMinute: opts.perMinute ?? 1000,
    closing: () => false,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const grant: ApiGrant = {
    rateKey: `apiToken:${Math.random()}`,
    tokenId: `pat-${Math.random()}`,
    userId: 7001,
    scopes: ['boards:read', 'pins:read'],
    expiresAt: opts.expiresAt ?? null,
  };
  const stamp = changeStamp();
  kept.rememberGrant(TOKEN, grant, stamp);
  const slot = kept.slotOf(request(), grant, stamp);
  if (!slot) throw new Error('a GET has a slot');
  kept.store(slot, [userTag(7001), 'board:1'], BODY, {
    'content-type': 'application/json; charset=utf-8',
    'x-ratelimit-remaining': '999',
  });
  return { kept, grant };
}

describe('V5Kept (decision 063)', () => {
  it('answers a kept read with its own headers, fresh rate-limit headers and the body compressed once', async () => {
    const { kept } = setUp();
    const { res, sent } = response();
    expect(await kept.serve(request(), res)).toBe(true);
    expect(sent.status).toBe(200);
    const headers = Object.fromEntries(
      (sent.headers ?? []).flatMap((v, i, all) => (i % 2 ? [] : [[v, all[i + 1]]])),
    );
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['x-ratelimit-remaining']).toBe('999');
    expect(headers['x-ratelimit-limit']).toBe('1000');
    expect(gunzipSync(sent.body as Buffer).equals(BODY)).toBe(true);
  });

  it('leaves a request to the framework when the token, the URL or the method is not kept', async () => {
    const { kept } = setUp();
    expect(await kept.serve(request('/v5/boards/2/pins'), response().res)).toBe(false);
    expect(await kept.serve(request(undefined, 'tsr_pat_other'), response().res)).toBe(false);
    expect(kept.wants({ ...request(), method: 'POST' } as IncomingMessage)).toBe(false);
    expect(kept.wants({ ...request(), url: '/resource/x/get/' } as IncomingMessage)).toBe(false);
  });

  it('a change of the owner (a revoked token, a suspension) or of everything ends the kept grant', async () => {
    const { kept } = setUp();
    await noteChanges([userTag(7001)]);
    expect(await kept.serve(request(), response().res)).toBe(false);
    const other = setUp();
    await noteChanges(['*']);
    expect(await other.kept.serve(request(), response().res)).toBe(false);
  });

  it('a change of what the answer was read from stales the answer, not the grant', async () => {
    const { kept, grant } = setUp();
    await noteChanges(['board:1']);
    const req = request();
    expect(await kept.serve(req, response().res)).toBe(false);
    expect(kept.earlyCheck(req)?.grant).toBe(grant);
  });

  it('an expired token is never answered from memory, nor is a grant older than a minute', async () => {
    let now = Date.now();
    const { kept } = setUp({ now: () => now, expiresAt: new Date(now + 5_000) });
    expect(await kept.serve(request(), response().res)).toBe(true);
    now += 5_000;
    expect(await kept.serve(request(), response().res)).toBe(false);
    let later = Date.now();
    const aged = setUp({ now: () => later });
    later += 61_000;
    expect(await aged.kept.serve(request(), response().res)).toBe(false);
  });

  it('counts every call against the limit; over it, the framework answers 429 with the same count', async () => {
    const { kept } = setUp({ perMinute: 2 });
    expect(await kept.serve(request(), response().res)).toBe(true);
    expect(await kept.serve(request(), response().res)).toBe(true);
    const third = request();
    expect(await kept.serve(third, response().res)).toBe(false);
    expect(kept.earlyCheck(third)?.count.count).toBe(3);
  });
});
