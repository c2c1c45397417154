import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listDomain } from '#server/services/outbound/safety-list';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
  watchErrors,
} from './support/browser';

const SHOTS = path.resolve('tmp/screenshots/outbound');
const BLOCKED_LINK = 'https://www.spam.example/win-a-prize';

// Issue 13: outbound links through the offsite check, in a browser.
describe.skipIf(!hasChromium())('outbound links (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  const id = { ok: '', blocked: '' };
  // the outside site: a server of its own on another port, which records the referrers it gets
  let outside: Server;
  let OK_LINK = '';
  const outsideReferers: (string | undefined)[] = [];

  beforeAll(async () => {
    outside = createServer((req, res) => {
      if (req.url?.startsWith('/lamps/')) outsideReferers.push(req.headers.referer);
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<title>Shop</title><h1>Brass lamp</h1>');
    });
    await new Promise<void>((r) => outside.listen(0, '127.0.0.1', r));
    const address = outside.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    OK_LINK = `http://127.0.0.1:${address.port}/lamps/brass-lamp?ref=tessera`;
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    const owner = await makeUser(ctx, { username: 'lampmaker', firstName: 'Lena' });
    const board = await makeBoard(ctx, owner.id, { name: 'Lamps' });
    const sig = (await makeImage(ctx, 7, 400, 500)).signature;
    id.ok = String(
      (await makePin(ctx, owner.id, board.id, { link: OK_LINK, imageSignature: sig })).id,
    );
    id.blocked = String(
      (await makePin(ctx, owner.id, board.id, { link: BLOCKED_LINK, imageSignature: sig })).id,
    );
    await listDomain(
      ctx,
      { host: 'spam.example', status: 'blocked', message: 'Reported for fake prize pages.' },
      null,
    );
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    outside?.close();
  });

  beforeEach(async () => {
    await browser.context.setOffline(false);
  });

  async function open(p: string) {
    const page = await browser.context.newPage();
    const watch = watchErrors(page);
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    return { page, errors: watch.errors };
  }

  /** Pages the context opened while `run` ran (a new tab for an outbound link). */
  async function tabsOpenedBy(run: () => Promise<void>, settle = 1500): Promise<Page[]> {
    const opened: Page[] = [];
    const onPage = (p: Page) => opened.push(p);
    browser.context.on('page', onPage);
    try {
      await run();
      await new Promise((r) => setTimeout(r, settle));
    } finally {
      browser.context.off('page', onPage);
    }
    return opened.filter((p) => !p.isClosed());
  }

  it('P-052 P-053 P-054 P-055 P-056 P-318 P-319 M-277 M-278 a blocked link opens nothing and shows Heads up! with the server message', async () => {
    const { page, errors } = await open(`/pin/${id.blocked}/`);
    const visit = page.getByRole('link', { name: 'Visit site' });
    expect(await visit.getAttribute('href')).toBe(BLOCKED_LINK);
    const tabs = await tabsOpenedBy(() => visit.click());
    expect(tabs).toEqual([]);
    const dialog = page.getByRole('dialog', { name: 'Heads up!' });
    await expect.poll(() => dialog.count()).toBe(1);
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('We have blocked this link');
    // P-054: the blocked host on a line of its own, not only inside the url below
    expect(await dialog.getByText('spam.example', { exact: true }).count()).toBe(1);
    expect(text).toContain('Reported for fake prize pages.');
    // P-319: the sanitized url, without its query
    expect(text).toContain('https://www.spam.example/win-a-prize');
    const learn = dialog.getByRole('link', { name: 'Learn more' });
    expect(await learn.getAttribute('href')).toBe('/community-guidelines/#spam');
    await page.waitForTimeout(300);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'heads-up.png') });
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // the check ran once: a second press shows the warning again without asking the server
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/v3/offsite/')) asked += 1;
    });
    await visit.click();
    await expect.poll(() => dialog.count()).toBe(1);
    expect(asked).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-042 P-043 P-046 P-177 P-316 M-345 M-361 a visitor’s ok link opens the /pin_redirect interstitial in a new tab, whose Continue goes through the signed /offsite/ path, with no referrer', async () => {
    const { page, errors } = await open(`/pin/${id.ok}/`);
    const seen: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (new URL(r.url()).pathname === '/offsite/') seen.push(r.url());
    };
    outsideReferers.length = 0;
    browser.context.on('request', onRequest);
    const visit = page.getByRole('link', { name: 'Visit site' });
    await visit.hover();
    const tabs = await tabsOpenedBy(() => visit.click(), 3000);
    expect(tabs).toHaveLength(1);
    const tab = tabs[0];
    if (!tab) throw new Error('no tab');
    // spec 01 §2, §4: a visitor gets the interstitial first, with the spec's fields and the pin
    await expect.poll(() => new URL(tab.url()).pathname, { timeout: 10_000 }).toBe('/pin_redirect');
    const fields = new URL(tab.url()).searchParams;
    expect(fields.get('redirectUrl')).toBe(OK_LINK);
    expect(fields.get('pin')).toBe(id.ok);
    expect(fields.get('domain')).toBe('127.0.0.1');
    expect(fields.get('origin')).toBe(new URL(page.url()).pathname);
    for (const k of ['domainImageUrl', 'pinCategory', 'pinImageUrl'])
      expect(fields.has(k)).toBe(true);
    await tab.waitForLoadState();
    expect(await tab.title()).toBe(`Continue to ${new URL(OK_LINK).host} | Tessera`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.getByRole('link', { name: 'Continue to site' }).click();
    await expect.poll(() => tab.url(), { timeout: 10_000 }).toBe(OK_LINK);
    browser.context.off('request', onRequest);
    const q = new URL(seen[0] ?? 'http://x').searchParams;
    expect(q.get('url')).toBe(OK_LINK);
    expect(q.get('pin')).toBe(id.ok);
    expect(q.get('token')).toMatch(/^[0-9a-z]+-[A-Za-z0-9_-]{22}$/);
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.referrer)).toBe('');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // the outside site never learns where the person came from
    expect(outsideReferers).toEqual([undefined]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // spec 01 §3: a visitor's clickthrough is remembered in their visitor state
    const state = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('tessera:visitor-state'))) ?? '{}',
    );
    expect(state.clickthroughPins).toEqual([
      expect.objectContaining({ pinId: id.ok, link: OK_LINK, domain: '127.0.0.1' }),
    ]);
    await tab.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-320 P-321 with no answer from the check the link opens as it is', async () => {
    const { page } = await open(`/pin/${id.ok}/`);
    await page.route('**/v3/offsite/**', (r) => r.abort());
    const tabs = await tabsOpenedBy(() => page.getByRole('link', { name: 'Visit site' }).click());
    expect(tabs).toHaveLength(1);
    await expect.poll(() => tabs[0]?.url(), { timeout: 10_000 }).toBe(OK_LINK);
    await tabs[0]?.close();
    await page.close();
  });

  it('offline, a press on an outbound link does nothing', async () => {
    const { page, errors } = await open(`/pin/${id.blocked}/`);
    await browser.context.setOffline(true);
    const tabs = await tabsOpenedBy(() => page.getByRole('link', { name: 'Visit site' }).click());
    expect(tabs).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toMatch(new RegExp(`${id.blocked}/$`));
    await browser.context.setOffline(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a link that was not signed here asks before leaving, and a blocked one never leads on (390 px, dark)', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${base}/offsite/?url=${encodeURIComponent('https://evil.example/x')}&pin=1`);
    expect(await page.getByRole('heading', { name: 'You are leaving Tessera' }).count()).toBe(1);
    const go = page.getByRole('link', { name: 'Continue' });
    expect(await go.getAttribute('href')).toBe('https://evil.example/x');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'confirm-390-dark.png') });
    await page.goto(`${base}/offsite/?url=${encodeURIComponent(BLOCKED_LINK)}&pin=${id.blocked}`);
    expect(await page.getByRole('heading', { name: 'Heads up!' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'blocked-page-390-dark.png') });
    await page.close();
  });
});
