import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageHost, importAppOptions } from '../integration/import-support';
import { PASSWORD, SHOTS, useAccountsApp } from './support/accounts';
import { hasChromium, seriousA11yViolations, waitForHydration } from './support/browser';

// Issue 36 (decision 058): a third-party app, played from outside: registered in Settings by
// its owner, authorized by someone else on the consent page in Chromium, then only the base
// URL and the token over plain HTTP: boards to the last bookmark, a pin from an image URL, saved
// to a board and seen there; refresh, revoke, and the exchanges that must fail.

/** The app's redirect URI: a local server that answers and remembers what it was sent. */
function callbackServer() {
  const got: URL[] = [];
  const server = http.createServer((req, res) => {
    got.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    res.writeHead(200, { 'content-type': 'text/plain' }).end('You can close this window.');
  });
  return {
    got,
    listen: () =>
      new Promise<number>((r) =>
        server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const SCOPES = 'boards:read boards:write pins:read pins:write user_accounts:read';

describe.skipIf(!hasChromium())('an OAuth client app (Chromium + plain HTTP)', () => {
  const images = imageHost();
  const callback = callbackServer();
  let imagePort = 0;
  let redirectUri = '';
  beforeAll(async () => {
    imagePort = await images.listen();
    redirectUri = `http://127.0.0.1:${await callback.listen()}/callback`;
    return async () => {
      await images.close();
      await callback.close();
    };
  });
  const h = useAccountsApp({ app: () => importAppOptions(imagePort) });

  async function api(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${h.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      json: (text ? JSON.parse(text) : null) as Record<string, unknown>,
    };
  }

  async function token(form: Record<string, string>) {
    const res = await fetch(`${h.base}/v5/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    return { status: res.status, json: (await res.json()) as Record<string, string | number> };
  }

  it('register, consent, PKCE exchange, boards to the end, a pin from a URL saved to a board, refresh, revoke', async () => {
    // the app's owner registers it in Settings → Apps and tokens
    const owner = await h.makeAccount('Olga');
    await h.signInAs(owner.grant);
    const reg = await h.open('/settings/apps/');
    await reg.page.getByLabel('App name').fill('Pin Sync');
    await reg.page.getByLabel('Redirect URIs').fill(redirectUri);
    await reg.page.getByRole('button', { name: 'Register app' }).click();
    const idField = reg.page.getByRole('textbox', { name: 'Client ID' });
    await idField.waitFor({ timeout: 15_000 });
    const clientId = await idField.inputValue();
    await reg.page.getByRole('list', { name: 'Your apps' }).getByText('Pin Sync').waitFor();
    expect(await seriousA11yViolations(reg.page)).toEqual([]);
    await shots(reg.page, 'oauth-settings');
    expect(reg.errors).toEqual([]);
    await reg.page.close();

    // someone else, signed out, follows the app's link: log in, back to the consent page
    await h.browser.context.clearCookies();
    const person = await h.makeAccount('Pavel');
    const { verifier, challenge } = pkce();
    const authorize = (c: string, state: string) =>
      `/oauth/?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPES,
        state,
        code_challenge: c,
        code_challenge_method: 'S256',
      })}`;
    const consent = await h.open(authorize(challenge, 'xyz-1'));
    await h.logInOnPage(consent.page, person.username, PASSWORD);
    await consent.page
      .getByRole('heading', { name: 'Pin Sync wants to use your Tessera account' })
      .waitFor({ timeout: 15_000 });
    expect(await consent.page.getByText('pins:write').count()).toBe(1);
    expect(await seriousA11yViolations(consent.page)).toEqual([]);
    await shots(consent.page, 'oauth-consent');
    // Allow and Deny answer once the page has hydrated (decision 058)
    await waitForHydration(consent.page);
    await consent.page.getByRole('button', { name: 'Allow' }).click();
    await consent.page.waitForURL((u) => u.href.startsWith(redirectUri), { timeout: 15_000 });
    const back = new URL(consent.page.url());
    expect(back.searchParams.get('state')).toBe('xyz-1');
    const code = back.searchParams.get('code') ?? '';
    expect(consent.errors).toEqual([]);

    // from here on the app has only the base URL
    const got = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: clientId,
    });
    expect(got.status, JSON.stringify(got.json)).toBe(200);
    const access = String(got.json.access_token);
    expect(access).toMatch(/^tsr_oat_/);
    const reused = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: clientId,
    });
    expect(reused.json.error).toBe('invalid_grant');

    const me = await api(access, 'GET', '/v5/user_account');
    expect(me.json.username).toBe(person.username);
    const made: string[] = [];
    for (const name of ['Kitchen', 'Garden', 'Travel']) {
      const b = await api(access, 'POST', '/v5/boards', { name });
      expect(b.status).toBe(201);
      made.push(String(b.json.id));
    }
    const seen: string[] = [];
    let bookmark: string | null = null;
    for (let i = 0; i < 10; i += 1) {
      const q: string = bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : '';
      const page = await api(access, 'GET', `/v5/boards?page_size=1${q}`);
      expect(page.status).toBe(200);
      for (const b of page.json.items as { name: string }[]) seen.push(b.name);
      bookmark = (page.json.bookmark as string | null) ?? null;
      if (!bookmark) break;
    }
    expect(seen.sort()).toEqual(['Garden', 'Kitchen', 'Travel']);

    const hash = `${'ab'.repeat(15)}12`;
    const pin = await api(access, 'POST', '/v5/pins', {
      board_id: made[0],
      title: 'From the app',
      media_source: {
        source_type: 'image_url',
        url: `http://127.0.0.1:${imagePort}/originals/ab/ab/ab/${hash}.jpg`,
      },
    });
    expect(pin.status, JSON.stringify(pin.json)).toBe(201);
    const saved = await api(access, 'POST', `/v5/pins/${String(pin.json.id)}/save`, {
      board_id: made[1],
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
    const onBoard = await api(access, 'GET', `/v5/boards/${made[1]}/pins`);
    expect((onBoard.json.items as { title: string }[]).map((p) => p.title)).toContain(
      'From the app',
    );

    // refresh: a new pair; the old access token ends
    const fresh = await token({
      grant_type: 'refresh_token',
      refresh_token: String(got.json.refresh_token),
      client_id: clientId,
    });
    expect(fresh.status).toBe(200);
    const access2 = String(fresh.json.access_token);
    expect((await api(access, 'GET', '/v5/user_account')).status).toBe(401);
    expect((await api(access2, 'GET', '/v5/user_account')).status).toBe(200);

    // two more consents: a wrong verifier and a wrong redirect fail
    for (const bad of ['verifier', 'redirect'] as const) {
      const p = pkce();
      await consent.page.goto(`${h.base}${authorize(p.challenge, `xyz-${bad}`)}`);
      await waitForHydration(consent.page);
      await consent.page.getByRole('button', { name: 'Allow' }).click();
      await consent.page.waitForURL((u) => u.href.startsWith(redirectUri), { timeout: 15_000 });
      const c = new URL(consent.page.url()).searchParams.get('code') ?? '';
      const r = await token({
        grant_type: 'authorization_code',
        code: c,
        redirect_uri: bad === 'redirect' ? `${redirectUri}/other` : redirectUri,
        code_verifier: bad === 'verifier' ? pkce().verifier : p.verifier,
        client_id: clientId,
      });
      expect(r.status).toBe(400);
      expect(r.json.error).toBe(bad === 'verifier' ? 'invalid_grant' : 'invalid_request');
    }

    // Deny sends the person back with error=access_denied and the state
    await consent.page.goto(`${h.base}${authorize(pkce().challenge, 'xyz-deny')}`);
    await waitForHydration(consent.page);
    await consent.page.getByRole('button', { name: 'Deny' }).click();
    await consent.page.waitForURL((u) => u.href.startsWith(redirectUri), { timeout: 15_000 });
    const denied = new URL(consent.page.url());
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe('xyz-deny');

    // the person revokes the app in Settings: its token fails at once
    await consent.page.goto(`${h.base}/settings/apps/`);
    const list = consent.page.getByRole('list', { name: 'Authorized apps' });
    await list.getByText('Pin Sync').waitFor();
    await shots(consent.page, 'oauth-authorized');
    await consent.page.getByRole('button', { name: 'Revoke access of Pin Sync' }).click();
    await consent.page.getByText('No app can use your account.').waitFor({ timeout: 15_000 });
    expect((await api(access2, 'GET', '/v5/user_account')).status).toBe(401);
    const afterRevoke = await token({
      grant_type: 'refresh_token',
      refresh_token: String(fresh.json.refresh_token),
      client_id: clientId,
    });
    expect(afterRevoke.json.error).toBe('invalid_grant');
  });
});

async function shots(page: import('playwright-core').Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}
