import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthTokens } from '#server/db/schema/index';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import {
  consentPage,
  decide,
  listenReal,
  pkcePair,
  type RegisteredApp,
  registerApp,
  tokenCall,
} from './api-oauth-support.ts';
import { rr, signedUp } from './auth-support.ts';

type Signed = Awaited<ReturnType<typeof signedUp>>;
const REDIRECT = 'https://client.example/callback';

// the consent page is a React Router page: these run against the build, as auth-pages does
const SERVER_BUILD = path.resolve('build/server/index.js');

describe.skipIf(!existsSync(SERVER_BUILD)).each(dbKinds())(
  'OAuth 2.0 with PKCE over HTTP on %s',
  (kind) => {
    let t: TestApp;
    let base: string;
    let owner: Signed;
    let person: Signed;
    let app: RegisteredApp;

    function authorizeQuery(challenge: string, over: Record<string, string> = {}) {
      return new URLSearchParams({
        client_id: app.clientId,
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'user_accounts:read boards:read',
        state: 'st-123',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...over,
      });
    }

    /** Consent as `person`, then the code from the redirect. */
    async function codeFor(challenge: string, over: Record<string, string> = {}) {
      const res = await decide(base, person.client, authorizeQuery(challenge, over), 'allow');
      expect(res.status).toBe(302);
      const to = new URL(res.headers.get('location') ?? '');
      expect(`${to.origin}${to.pathname}`).toBe(over.redirect_uri ?? REDIRECT);
      expect(to.searchParams.get('state')).toBe('st-123');
      return to.searchParams.get('code') ?? '';
    }

    async function me(token: string) {
      return fetch(`${base}/v5/user_account`, { headers: { authorization: `Bearer ${token}` } });
    }

    beforeAll(async () => {
      t = await createTestApp(kind);
      base = await listenReal(t);
      owner = await signedUp(t);
      person = await signedUp(t);
      await person.client.viewer();
      app = await registerApp(owner.client, [REDIRECT, 'http://127.0.0.1:41999/cb']);
    });
    afterAll(() => t.close());

    it('consent, code with PKCE, token on /v5 like a PAT, refresh, and revoke at once', async () => {
      const signedOut = await consentPage(base, null, authorizeQuery('x'.repeat(43)));
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get('location')).toMatch(/^\/login\/?\?next=%2Foauth%2F%3F/);
      const { verifier, challenge } = pkcePair();
      const page = await consentPage(base, person.client, authorizeQuery(challenge));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Test client');
      expect(html).toContain('boards:read');

      const code = await codeFor(challenge);
      expect(code).toMatch(/^tsr_oac_/);
      const got = await tokenCall(base, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        client_id: app.clientId,
      });
      expect(got.status, got.text).toBe(200);
      expect(got.json).toMatchObject({
        token_type: 'Bearer',
        expires_in: 30 * 24 * 3600,
        scope: 'user_accounts:read boards:read',
      });
      const access = String(got.json.access_token);
      const refresh = String(got.json.refresh_token);
      expect(access).toMatch(/^tsr_oat_[A-Za-z0-9_-]{43}$/);
      expect(refresh).toMatch(/^tsr_ort_[A-Za-z0-9_-]{43}$/);
      const rows = await t.tessera.database.db.select().from(oauthTokens);
      expect(JSON.stringify(rows)).not.toContain(access.slice(8));
      expect(JSON.stringify(rows)).not.toContain(refresh.slice(8));

      const mine = await me(access);
      expect(mine.status).toBe(200);
      expect(await mine.json()).toMatchObject({ username: person.username });
      expect(mine.headers.get('x-ratelimit-limit')).toBeTruthy();
      // scopes limit it: no pins:read
      const pins = await fetch(`${base}/v5/pins/1`, {
        headers: { authorization: `Bearer ${access}` },
      });
      expect(pins.status).toBe(403);

      // the code works once
      const again = await tokenCall(base, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        client_id: app.clientId,
      });
      expect(again.status).toBe(400);
      expect(again.json.error).toBe('invalid_grant');

      // refresh: a new pair, the old one ends
      const fresh = await tokenCall(base, {
        grant_type: 'refresh_token',
        refresh_token: refresh,
        client_id: app.clientId,
      });
      expect(fresh.status, fresh.text).toBe(200);
      const access2 = String(fresh.json.access_token);
      expect(access2).not.toBe(access);
      expect((await me(access)).status).toBe(401);
      expect((await me(access2)).status).toBe(200);
      const reused = await tokenCall(base, {
        grant_type: 'refresh_token',
        refresh_token: refresh,
        client_id: app.clientId,
      });
      expect(reused.json.error).toBe('invalid_grant');

      // the person sees the app in their list and revokes it: 401 at once
      const grants = rr(await person.client.get('OAuthGrantsResource')).data as { appId: string }[];
      expect(grants.map((g) => g.appId)).toContain(app.id);
      const revoked = await person.client.post('OAuthGrantResource', 'delete', { app_id: app.id });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const after = await me(access2);
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({ code: 2, message: 'Authentication failed.' });
      const refreshAfter = await tokenCall(base, {
        grant_type: 'refresh_token',
        refresh_token: String(fresh.json.refresh_token),
        client_id: app.clientId,
      });
      expect(refreshAfter.json.error).toBe('invalid_grant');
    });

    it('refuses a wrong verifier, a wrong redirect, a missing challenge, and says so per RFC 6749', async () => {
      const { challenge } = pkcePair();
      const code = await codeFor(challenge);
      const wrong = await tokenCall(base, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        code_verifier: pkcePair().verifier,
        client_id: app.clientId,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json).toMatchObject({ error: 'invalid_grant' });
      expect(wrong.text).not.toContain(code);

      const p2 = pkcePair();
      const code2 = await codeFor(p2.challenge);
      const otherRedirect = await tokenCall(base, {
        grant_type: 'authorization_code',
        code: code2,
        redirect_uri: 'http://127.0.0.1:41999/cb',
        code_verifier: p2.verifier,
        client_id: app.clientId,
      });
      expect(otherRedirect.status).toBe(400);
      expect(otherRedirect.json.error).toBe('invalid_request');

      // an unregistered redirect is explained on the page, never followed
      const bad = await consentPage(
        base,
        person.client,
        authorizeQuery(challenge, { redirect_uri: 'https://evil.example/callback' }),
      );
      expect(bad.status).toBe(400);
      expect(bad.headers.get('location')).toBeNull();
      const prefix = await consentPage(
        base,
        person.client,
        authorizeQuery(challenge, { redirect_uri: `${REDIRECT}/more` }),
      );
      expect(prefix.status).toBe(400);

      // a public app without PKCE, an unknown scope: back to the app with the error and state
      const noPkce = await consentPage(
        base,
        person.client,
        authorizeQuery('', { code_challenge: '', code_challenge_method: '' }),
      );
      expect(noPkce.status).toBe(302);
      const np = new URL(noPkce.headers.get('location') ?? '');
      expect(np.searchParams.get('error')).toBe('invalid_request');
      expect(np.searchParams.get('state')).toBe('st-123');
      const badScope = await consentPage(
        base,
        person.client,
        authorizeQuery(challenge, { scope: 'admin' }),
      );
      expect(new URL(badScope.headers.get('location') ?? '').searchParams.get('error')).toBe(
        'invalid_scope',
      );

      // Deny: error=access_denied and the state
      const denied = await decide(base, person.client, authorizeQuery(challenge), 'deny');
      expect(denied.status).toBe(302);
      const d = new URL(denied.headers.get('location') ?? '');
      expect(d.searchParams.get('error')).toBe('access_denied');
      expect(d.searchParams.get('state')).toBe('st-123');
      expect(d.searchParams.get('code')).toBeNull();

      // no CSRF token: refused
      const forged = await decide(base, person.client, authorizeQuery(challenge), 'allow', 'nope');
      expect(forged.status).toBe(403);

      // the token endpoint's bad input: 4xx with {error, error_description}, never a 500
      for (const form of [
        {},
        { grant_type: 'password', username: 'a', password: 'b' },
        { grant_type: 'authorization_code', client_id: app.clientId },
        { grant_type: 'authorization_code', client_id: 'nope', code: 'x', code_verifier: 'y' },
        { grant_type: 'refresh_token', client_id: app.clientId, refresh_token: 'tsr_ort_x' },
      ]) {
        const r = await tokenCall(base, form as Record<string, string>);
        expect(r.status, r.text).toBeGreaterThanOrEqual(400);
        expect(r.status, r.text).toBeLessThan(500);
        expect(Object.keys(r.json).sort()).toEqual(['error', 'error_description']);
      }
      const json = await fetch(`${base}/v5/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"grant_type":"authorization_code"}',
      });
      expect(json.status).toBe(400);
      expect(((await json.json()) as { error: string }).error).toBe('invalid_request');
    });

    it('a confidential app must send its secret; deleting the app ends its tokens at once', async () => {
      const conf = await registerApp(owner.client, [REDIRECT], true);
      expect(conf.clientSecret).toMatch(/^tsr_ocs_/);
      const apps = await owner.client.get('OAuthAppsResource');
      expect(apps.body).not.toContain(String(conf.clientSecret).slice(8));
      const saved = app;
      app = conf;
      try {
        const { verifier, challenge } = pkcePair();
        const code = await codeFor(challenge);
        const form = {
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT,
          code_verifier: verifier,
          client_id: conf.clientId,
        };
        const noSecret = await tokenCall(base, form);
        expect(noSecret.json.error).toBe('invalid_client');
        const code2 = await codeFor(challenge);
        const basic = `Basic ${Buffer.from(`${conf.clientId}:${conf.clientSecret}`).toString('base64')}`;
        const ok = await tokenCall(base, { ...form, code: code2 }, basic);
        expect(ok.status, ok.text).toBe(200);
        const access = String(ok.json.access_token);
        expect((await me(access)).status).toBe(200);
        // someone else cannot delete it; its owner can, and the token fails at once
        const theirs = await person.client.post('OAuthAppResource', 'delete', { id: conf.id });
        expect(theirs.statusCode).toBe(404);
        const del = await owner.client.post('OAuthAppResource', 'delete', { id: conf.id });
        expect(del.statusCode, del.body).toBe(200);
        expect((await me(access)).status).toBe(401);
        const rows = await t.tessera.database.db
          .select()
          .from(oauthTokens)
          .where(eq(oauthTokens.appId, Number(conf.id)));
        expect(rows).toEqual([]);
      } finally {
        app = saved;
      }
    });

    it('an OAuth token cannot manage apps or tokens', async () => {
      const { verifier, challenge } = pkcePair();
      const code = await codeFor(challenge);
      const got = await tokenCall(base, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        client_id: app.clientId,
      });
      const res = await fetch(`${base}/resource/OAuthAppsResource/get/?data=%7B%7D`, {
        headers: { authorization: `Bearer ${String(got.json.access_token)}` },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
    });
  },
);
