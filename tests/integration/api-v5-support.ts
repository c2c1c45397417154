import { expect } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { type Client, rr } from './auth-support.ts';

/** Makes a token through Settings' own call and answers its value (shown this once). */
export async function makeToken(
  c: Client,
  scopes: string[],
  over: { name?: string; expiry_days?: number | null } = {},
): Promise<string> {
  const res = await c.post('ApiTokenResource', 'create', {
    name: over.name ?? 'test',
    scopes,
    ...(over.expiry_days !== undefined ? { expiry_days: over.expiry_days } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (rr(res).data as { token: string }).token;
}

const origins = new WeakMap<TestApp, Promise<string>>();

/** The test app's address once it listens (decision 063: kept /v5 reads are answered by the server itself). */
function originOf(t: TestApp): Promise<string> {
  let origin = origins.get(t);
  if (!origin) {
    origin = t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    origins.set(t, origin);
  }
  return origin;
}

/**
 * A /v5 call with a bearer token (and nothing else, unless `headers` says so), over real HTTP as
 * a client makes it, so reads may be answered from what the server keeps (decision 063).
 */
export async function v5(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS',
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${await originOf(t)}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  return {
    res: { statusCode: res.status, headers: Object.fromEntries(res.headers), body: text },
    status: res.status,
    json,
  };
}

/** The `items` of a page answer (empty when there are none). */
export function itemsOf(r: { json: Record<string, unknown> | null }): Record<string, unknown>[] {
  return (r.json?.items ?? []) as Record<string, unknown>[];
}
