import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pins } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard } from '../support/factory';
import { type SavePagesServer, startSavePages } from '../support/save-pages';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  watchErrors,
} from './support/browser';
import { signup } from './support/signup';

const SHOTS = path.resolve('tmp/screenshots/save-from-website');
const HOST_ID = 'tessera-save-bookmarklet';

/** What the bookmarklet offered on a page: its pictures' addresses, or its empty message. */
async function offered(page: Page): Promise<{ urls: string[]; message: string }> {
  return page.evaluate((id) => {
    const root = document.getElementById(id)?.shadowRoot;
    return {
      urls: [...(root?.querySelectorAll<HTMLElement>('[data-url]') ?? [])].map(
        (b) => b.dataset.url ?? '',
      ),
      message: root?.querySelector('[role="status"]')?.textContent ?? '',
    };
  }, HOST_ID);
}

/** A fixture's expectation, from its `<meta name="fixture-…">` (space-separated). */
async function meta(page: Page, name: string): Promise<string[]> {
  const content = await page.evaluate(
    (n) => document.querySelector(`meta[name="${n}"]`)?.getAttribute('content') ?? '',
    name,
  );
  return content.split(/\s+/).filter(Boolean);
}

describe.skipIf(!hasChromium())('saving from any website (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let token: string;
  let boardId: number;
  let fixtures: SavePagesServer;
  let script = '';

  beforeAll(async () => {
    // decision 051: the app may fetch the local fixture server, as if it were a public site
    t = await createTestApp('pglite', {
      urlFetch: { trust: (address) => address === '127.0.0.1' },
    });
    const ctx = { ...t.tessera.systemCtx(), ip: '10.9.9.10' };
    const username = `saver${Math.random().toString(36).slice(2, 8)}`;
    const grant = await signup(ctx, {
      email: `${username}@example.com`,
      password: 'violet-harbor-lantern-42',
      username,
      firstName: 'Sam',
    });
    token = grant.token;
    boardId = (await makeBoard(ctx, grant.userId, { name: 'Found on the web', slug: 'web' })).id;
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    fixtures = await startSavePages();
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await fixtures?.close();
    await t?.close();
  });

  async function shootBoth(page: Page, name: string, full = true) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({
          path: path.join(SHOTS, `${name}-${width}-${scheme}.png`),
          fullPage: full,
        });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it('the bookmarklet page carries the whole script, ready to drag', async () => {
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    const res = await page.goto(`${base}/about/bookmarklet`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Save from any website' }).waitFor();
    const link = page.getByRole('link', { name: 'Save to Tessera' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith('javascript:')).toBe(true);
    script = decodeURIComponent(href.slice('javascript:'.length));
    // all its code: no script fetched (a page's CSP would block it), save links to this instance
    expect(script).not.toMatch(/createElement\(["']script/);
    expect(script).toContain(JSON.stringify(base));
    expect(script).toContain('/pin/create/button/');
    expect(await link.getAttribute('draggable')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shootBoth(page, 'bookmarklet-page');
    expect(errors).toEqual([]);
    await page.close();
  });

  it(`offers each fixture page's intended picture at its largest (≥ 95% of the pages)`, async () => {
    expect(script).not.toBe('');
    expect(fixtures.pages.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const name of fixtures.pages) {
      const page = await browser.context.newPage();
      await page.goto(`${fixtures.origin}/${name}`, { waitUntil: 'load' });
      const intended = (await meta(page, 'fixture-intended')).map((p) => fixtures.origin + p);
      const absent = (await meta(page, 'fixture-absent')).map((p) => fixtures.origin + p);
      const expectNopin = (await meta(page, 'fixture-expect')).includes('nopin');
      const first = (await meta(page, 'fixture-first')).includes('yes');
      // the bookmarklet's own code, as a click on the bookmark runs it
      await page.evaluate(script);
      const { urls, message } = await offered(page);
      const problems: string[] = [];
      if (expectNopin) {
        if (urls.length > 0) problems.push(`nopin page offered ${urls.length}`);
        if (!/asks that its pages not be saved/.test(message)) problems.push('no nopin message');
      } else {
        for (const url of intended) {
          if (!urls.includes(url)) problems.push(`missing ${url}`);
          if (urls.filter((u) => u === url).length > 1) problems.push(`twice ${url}`);
        }
        if (first && urls[0] !== intended[0]) problems.push(`first is ${urls[0]}`);
        for (const url of absent) if (urls.includes(url)) problems.push(`offered ${url}`);
        if (new Set(urls).size !== urls.length) problems.push('duplicates');
      }
      if (problems.length) failures.push(`${name}: ${problems.join(', ')} (got ${urls.join(' ')})`);
      await page.close();
    }
    const score = (fixtures.pages.length - failures.length) / fixtures.pages.length;
    console.log(
      `bookmarklet fixture score: ${fixtures.pages.length - failures.length}/${fixtures.pages.length} (${Math.round(score * 100)}%)${failures.length ? `\n  ${failures.join('\n  ')}` : ''}`,
    );
    expect(score).toBeGreaterThanOrEqual(0.95);
  });

  it('the grid is keyboard reachable, closes with Escape or Close, and a picture opens the save link', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${fixtures.origin}/12-csp-strict.html`, { waitUntil: 'load' });
    await page.evaluate(script);
    const host = page.locator(`#${HOST_ID}`);
    const dialog = host.getByRole('dialog', { name: 'Save to Tessera' });
    await dialog.waitFor();
    // the first picture has the focus: Enter saves it
    const focused = await page.evaluate(
      (id) => document.getElementById(id)?.shadowRoot?.activeElement?.getAttribute('data-url'),
      HOST_ID,
    );
    expect(focused).toBe(`${fixtures.origin}/img/strict-1200x900.jpg`);
    await shootBoth(page, 'bookmarklet-grid-strict-csp', false);
    await page.keyboard.press('Escape');
    expect(await host.count()).toBe(0);

    await page.evaluate(script);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await host.count()).toBe(0);

    await page.evaluate(script);
    const opened = browser.context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await opened;
    await tab.waitForLoadState();
    const saveUrl = new URL(tab.url());
    expect(saveUrl.origin + saveUrl.pathname).toBe(`${base}/pin/create/button/`);
    expect(saveUrl.searchParams.get('url')).toBe(`${fixtures.origin}/12-csp-strict.html`);
    expect(saveUrl.searchParams.get('media')).toBe(`${fixtures.origin}/img/strict-1200x900.jpg`);
    expect(saveUrl.searchParams.get('description')).toBe('Strict policy');
    expect(await host.count()).toBe(0);
    await tab.close();

    // a page marked nopin: the grid says so and lists nothing
    await page.goto(`${fixtures.origin}/13-nopin-meta.html`, { waitUntil: 'load' });
    await page.evaluate(script);
    await dialog.getByText(/asks that its pages not be saved/).waitFor();
    await shootBoth(page, 'bookmarklet-grid-nopin', false);

    await page.goto(`${fixtures.origin}/24-sidebar-ads.html`, { waitUntil: 'load' });
    await page.evaluate(script);
    await dialog.waitFor();
    await shootBoth(page, 'bookmarklet-grid', false);
    await page.close();
  });

  it('Save from a website: a pasted page, its pictures, one chosen, published as a pin', async () => {
    await browser.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    await page.goto(`${base}/pin-builder`, { waitUntil: 'networkidle' });
    const address = page.getByLabel('Page address');
    // not a page: a readable error, never a 500
    await address.fill(`${fixtures.origin}/img/tart-400x300.jpg`);
    await page.getByRole('button', { name: 'Find pictures' }).click();
    await page.getByText('That address is not a web page').waitFor();
    // a nopin page says so
    await address.fill(`${fixtures.origin}/13-nopin-meta.html`);
    await page.getByRole('button', { name: 'Find pictures' }).click();
    await page.getByText('asks that its pages not be saved').waitFor();

    const pageUrl = `${fixtures.origin}/11-og-first.html`;
    await address.fill(pageUrl);
    await page.getByRole('button', { name: 'Find pictures' }).click();
    const picks = page.getByRole('button', { name: /^Save picture \d+ of \d+/ });
    await picks.first().waitFor();
    // og:image first; every picture the page draws offered once, at its real size
    expect(await picks.first().getAttribute('aria-label')).toMatch(/\(1200 × 900\)$/);
    expect(await picks.count()).toBe(4);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shootBoth(page, 'builder-picker');

    await picks.first().click();
    await page.getByText('Uploaded', { exact: true }).waitFor();
    expect(await page.getByLabel(/Destination link/i).inputValue()).toBe(pageUrl);
    expect(await page.getByLabel('Title').inputValue()).toBe('Spring salad');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Your Pin is published.').waitFor();
    const [row] = await t.tessera.database.db.select().from(pins).where(eq(pins.boardId, boardId));
    expect(row?.title).toBe('Spring salad');
    expect(row?.link).toBe(pageUrl);
    expect(errors.filter((e) => !/40[03]|415/.test(e))).toEqual([]);
    await page.close();
  });
});
