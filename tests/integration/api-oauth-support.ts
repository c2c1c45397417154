import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { type Client, rr } from './auth-support.ts';

/** The app on a real port (41000–41999 unless OAUTH_TEST_PORT_BASE says otherwise). */
export async function listenReal(t: TestApp): Promise<string> {
  const app = t.tessera.app;
  const base = Number(process.env.OAUTH_TEST_PORT_BASE ?? 41000);
  for (let i = 0; !app.server.listening && i < 20; i += 1) {
    const port = base + Math.floor(Math.random() * 1000);
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (e) {
      if ((e as { code?: string }).code !== 'EADDRINUSE') throw e;
    }
  }
  const a = app.server.address();
  if (!a || typeof a === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${a.port}`;
}

/** A PKCE pair (RFC 7636, S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface RegisteredApp {
  id: string;
  clientId: string;
  clientSecret: string | null;
}

export async function registerApp(
  c: Client,
  redirectUris: string[],
  confidential = false,
): Promise<RegisteredApp> {
  const res = await c.post('OAuthAppResource', 'create', {
    name: 'Test client',
    redirect_uris: redirectUris,
    confidential,
  });
  expect(res.statusCode, res.body).toBe(200);
  const made = rr(res).data as {
    app: { id: string; clientId: string };
    clientSecret: string | null;
  };
  return { id: made.app.id, clientId: made.app.clientId, clientSecret: made.clientSecret };
}

/** The browser's own headers: its cookie, address and user agent (a session is bound to them). */
function browser(c: Client): Record<string, string> {
  return c.headers();
}

/** The consent page of an authorize URL as the signed-in `c` sees it, over real HTTP. */
export async function consentPage(base: string, c: Client | null, query: URLSearchParams) {
  return fetch(`${base}/oauth/?${query}`, {
    redirect: 'manual',
    headers: c ? browser(c) : {},
  });
}

/** Allow or Deny on the consent page: where it sends the browser. */
export async function decide(
  base: string,
  c: Client,
  query: URLSearchParams,
  decision: 'allow' | 'deny',
  csrf = c.csrf ?? '',
): Promise<Response> {
  const form = new URLSearchParams(query);
  form.set('_csrf', csrf);
  form.set('decision', decision);
  return fetch(`${base}/oauth/?${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...browser(c),
      origin: base,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
}

/** POST /v5/oauth/token with a form. */
export async function tokenCall(base: string, form: Record<string, string>, auth?: string) {
  const res = await fetch(`${base}/v5/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(auth ? { authorization: auth } : {}),
    },
    body: new URLSearchParams(form),
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as Record<string, unknown>, text };
}

/** decision 058: OAuth's secrets, codes and tokens are found by their hash, never listed. */
export const OAUTH_HASH_COLUMNS = [
  '"client_secret_hash"',
  '"access_hash"',
  '"refresh_hash"',
  '"code_hash"',
];

/** The secret of a new confidential app of `c`'s (shown this once). */
export async function secretOfNewApp(c: Client): Promise<string> {
  const made = await registerApp(c, ['https://c.example/cb'], true);
  expect(made.clientSecret).toMatch(/^tsr_ocs_/);
  return String(made.clientSecret);
}
