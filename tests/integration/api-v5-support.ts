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

/** A /v5 call with a bearer token (and nothing else, unless `headers` says so). */
export async function v5(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS',
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.tessera.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const json = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : null;
  return { res, status: res.statusCode, json };
}

/** The `items` of a page answer (empty when there are none). */
export function itemsOf(r: { json: Record<string, unknown> | null }): Record<string, unknown>[] {
  return (r.json?.items ?? []) as Record<string, unknown>[];
}
