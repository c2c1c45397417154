import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pins, searchHistory } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { backfillColorFamilies } from '#server/services/search/index';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin } from '../support/factory';
import {
  type Browser,
  freshIp,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  uniqueName,
  waitForHydration,
  waitForPage,
  watchErrors,
} from './support/browser';
import { commonestColour } from './support/colours';
import { signup } from './support/signup';

const SHOTS = path.resolve('tmp/screenshots/search');
const PASSWORD = 'violet-harbor-lantern-42';

describe.skipIf(!hasChromium())('search (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  /** the colour family most of the lantern pins' pictures fall in */
  let colour: string;

  async function person(first: string) {
    const username = uniqueName(first.toLowerCase());
    const ctx = { ...t.tessera.systemCtx(), ip: freshIp() };
    const grant = await signup(ctx, {
      email: `${username}@example.com`,
      password: PASSWORD,
      username,
      firstName: first,
    });
    return { username, userId: grant.userId, token: grant.token };
  }

  async function signInAs(token: string | null) {
    await browser.context.clearCookies();
    if (token) {
      await browser.context.addCookies([{ name: 'tessera_session', value: token, url: base }]);
    }
  }

  const box = (page: Page) => page.getByRole('combobox', { name: 'Search Tessera' });
  const cards = (page: Page) => page.locator('main article a[href^="/pin/"]');

  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
    const ctx = t.tessera.systemCtx();
    // the smallest demo that holds its recipe pin 'Easy roasted tomato soup' (for its tags)
    await seedDemo(ctx, { users: 6, boards: 10, pins: 38 });
    // a public board of lantern pins, enough to scroll
    const maker = await person('Lumi');
    const board = await makeBoard(ctx, maker.userId, {
      name: 'Lantern garden ideas',
      slug: 'lantern-garden-ideas',
    });
    for (let i = 0; i < 36; i++) {
      const img = await makeImage(ctx, 100 + i, 400, 500 + (i % 4) * 80);
      await makePin(ctx, maker.userId, board.id, {
        title: `Lantern garden path ${i + 1}`,
        imageSignature: img.signature,
      });
    }
    await backfillColorFamilies(ctx);
    colour = await commonestColour(ctx, board.id);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('P-035 M-180 type, pick a suggestion with the keyboard, filter by colour, open a pin and come back to the same place', async () => {
    await signInAs(null);
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);

    await box(page).click();
    await box(page).pressSequentially('lantern gar', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions for lantern gar' });
    await list.waitFor();
    await list.getByRole('option', { name: 'lantern garden path' }).waitFor();
    expect(await box(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() =>
      document.querySelector('[role="combobox"]')?.hasAttribute('aria-activedescendant'),
    );
    const active = await box(page).getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = page.locator(`[id="${active}"]`);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    const picked = (await option.getAttribute('aria-label')) ?? '';
    expect(picked.toLowerCase()).toContain('lantern garden');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '1-typeahead.png') });
    await page.keyboard.press('Enter');
    await waitForPage(
      page,
      (u) => u.pathname === '/search/pins/' && u.searchParams.get('rs') === 'typeahead',
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe(picked);
    // React commits the results page in a transition, a moment after the address changes
    await expect.poll(() => page.title()).toBe(`${picked} - Tessera search`);
    await cards(page).first().waitFor();
    expect(await box(page).inputValue()).toBe(picked);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // the colour filter: a toggle kept in the address
    const chip = page
      .getByRole('navigation', { name: 'Colour' })
      .getByRole('link')
      .filter({
        hasText: new RegExp(`^${colour}$`, 'i'),
      });
    await chip.click();
    await waitForPage(page, (u) => u.searchParams.get('color') === colour);
    const chosen = page
      .getByRole('navigation', { name: 'Colour' })
      .locator('[aria-current="true"]');
    expect((await chosen.textContent())?.toLowerCase()).toContain(colour);
    await cards(page).first().waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const filteredUrl = page.url();

    // scroll down, open a pin over the grid, come back
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    // a card wholly inside the window (a click on one outside would scroll to it)
    const href = await page.evaluate(() => {
      const inView = [
        ...document.querySelectorAll<HTMLAnchorElement>('main article a[href^="/pin/"]'),
      ].find((a) => {
        const r = a.getBoundingClientRect();
        return r.top > 120 && r.bottom < window.innerHeight && r.height > 40;
      });
      return inView?.getAttribute('href') ?? null;
    });
    if (!href) throw new Error('no card in view');
    const target = page.locator(`main article a[href="${href}"]`).first();
    await target.click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    await page.goBack();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(page.url()).toBe(filteredUrl);
    // the grid is the same one (the masonry draws the cards near the window): the pin is there
    expect(await page.locator(`main article a[href="${href}"]`).count()).toBeGreaterThan(0);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40);

    // the closeup as a page of its own (a reload, a new tab), then Back: a new document with the
    // results' first page, scrolled back as far as that page reaches (the grid's later pages
    // lived in the old document's memory)
    await page.goto(`${base}${href}`, { waitUntil: 'networkidle' });
    await page.goBack({ waitUntil: 'networkidle' });
    expect(page.url()).toBe(filteredUrl);
    await cards(page).first().waitFor();
    await page.waitForFunction(
      (y) => {
        const reach = document.documentElement.scrollHeight - window.innerHeight;
        return Math.abs(window.scrollY - Math.min(y, reach)) < 40 && window.scrollY > 0;
      },
      scrolled,
      { timeout: 5000 },
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-061 P-062 a closeup tag leads to a search that finds the pin carrying it', async () => {
    await signInAs(null);
    const ctx = t.tessera.systemCtx();
    const [soup] = await ctx.db
      .select({ id: pins.id })
      .from(pins)
      .where(and(eq(pins.title, 'Easy roasted tomato soup'), isNull(pins.originPinId)));
    if (!soup) throw new Error('the demo has no roasted tomato soup');
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    await page.goto(`${base}/pin/${soup.id}/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByTestId('tag-row').getByRole('link', { name: 'Pantry', exact: true }).click();
    await waitForPage(
      page,
      (u) => u.searchParams.get('q') === 'Pantry' && u.searchParams.get('rs') === 'closeup_tag',
    );
    await expect.poll(() => page.title()).toBe('Pantry - Tessera search');
    await page.locator(`main article a[href^="/pin/"][href$="--${soup.id}/"]`).first().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'tag-results-1280.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-242 a visitor’s recent searches stay in the browser, de-duplicated, each removable', async () => {
    await signInAs(null);
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.localStorage.clear());
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
    for (const q of ['lantern', 'garden path', 'Lantern ']) {
      await box(page).fill(q);
      await box(page).press('Enter');
      await waitForPage(
        page,
        (u) => u.pathname === '/search/pins/' && u.searchParams.get('q') === q.trim(),
      );
      await cards(page).first().waitFor();
    }
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    const openRecent = async () => {
      await box(page).click();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await recent.waitFor();
    };
    await openRecent();
    expect(
      await recent
        .getByRole('option')
        .evaluateAll((os) => os.map((o) => o.getAttribute('aria-label'))),
    ).toEqual(['Lantern', 'garden path']);
    // kept across page loads
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
    await openRecent();
    expect(await recent.getByRole('option').count()).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, '2-recent-searches.png') });
    // Delete removes the active one
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Delete');
    await page.waitForFunction(
      () => document.querySelectorAll('[role="listbox"] [role="option"]').length === 1,
    );
    expect(await recent.getByRole('option').getAttribute('aria-label')).toBe('garden path');
    // the next one is active now; Enter goes to its results
    expect(
      await page
        .locator(`[id="${await box(page).getAttribute('aria-activedescendant')}"]`)
        .getAttribute('aria-label'),
    ).toBe('garden path');
    await page.keyboard.press('Enter');
    await waitForPage(
      page,
      (u) => u.searchParams.get('q') === 'garden path' && u.searchParams.get('rs') === 'recent',
    );
    // clear all
    await openRecent();
    await page.getByRole('button', { name: 'Clear all recent searches' }).click();
    await recent.waitFor({ state: 'detached' });
    const kept = await page.evaluate(() => window.localStorage.getItem('tessera:visitor-state'));
    expect(JSON.parse(kept ?? '{}').completedSearches).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("P-242 a signed-in person's searches go into their history from the results page's script, not its load", async () => {
    const me = await person('Hedda');
    await signInAs(me.token);
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('SearchHistoryResource')) posts.push(r.url());
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    for (const q of ['lantern', 'garden path']) {
      await box(page).fill(q);
      await box(page).press('Enter');
      await waitForPage(page, (u) => u.searchParams.get('q') === q);
      await cards(page).first().waitFor();
    }
    await expect.poll(() => posts.length).toBe(2);
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await box(page).click();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await recent.waitFor();
    expect(
      await recent
        .getByRole('option')
        .evaluateAll((os) => os.map((o) => o.getAttribute('aria-label'))),
    ).toEqual(['garden path', 'lantern']);
    // the server keeps them: another page load lists them from the history
    const rows = await t.tessera.database.db
      .select({ query: searchHistory.query })
      .from(searchHistory)
      .where(eq(searchHistory.userId, me.userId));
    expect(rows.map((r) => r.query).sort()).toEqual(['garden path', 'lantern']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('secret boards and their pins are found by their owner only (Your Pins)', async () => {
    const ctx = t.tessera.systemCtx();
    const owner = await person('Sekret');
    const other = await person('Nosy');
    const word = `zephyr${Math.random().toString(36).slice(2, 7)}`;
    const secret = await makeBoard(ctx, owner.userId, {
      name: `${word} plans`,
      slug: `${word}-plans`,
      privacy: 'secret',
    });
    await makePin(ctx, owner.userId, secret.id, { title: `${word} amber lamp` });

    await signInAs(other.token);
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    await page.goto(`${base}/search/pins/?q=${word}`, { waitUntil: 'networkidle' });
    expect(await cards(page).count()).toBe(0);
    expect(
      await page.getByRole('heading', { name: new RegExp(`No pins found for “${word}”`) }).count(),
    ).toBe(1);
    // every suggestion of the empty state leads to a page that exists
    const tries = page.getByRole('region', { name: 'Try instead' }).getByRole('link');
    for (const href of await tries.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      const res = await page.request.get(`${base}${href}`);
      expect(res.status()).toBe(200);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(`${base}/search/boards/?q=${word}`, { waitUntil: 'networkidle' });
    expect(await page.getByText(`${word} plans`).count()).toBe(0);
    await waitForHydration(page);
    await box(page).click();
    await box(page).fill(word);
    await page.getByText(`No suggestions for ${word}`).waitFor();
    // the API answers the same
    const api = await page.request.get(
      `${base}/resource/BaseSearchResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { query: word, scope: 'pins' } }))}`,
    );
    expect((await api.json()).resource_response.data).toEqual([]);

    await signInAs(owner.token);
    await page.goto(`${base}/search/pins/?q=${word}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('navigation', { name: 'Search in' })
      .getByRole('link', { name: 'Your Pins' })
      .click();
    await waitForPage(page, (u) => u.pathname === '/search/my_pins/');
    await cards(page).first().waitFor();
    expect(await page.getByText(`${word} amber lamp`).count()).toBeGreaterThan(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('looks right at 1280 and 390 px, light and dark', async () => {
    await signInAs(null);
    const page = await browser.context.newPage();
    const { errors } = watchErrors(page);
    for (const width of [1280, 390]) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${base}/search/pins/?q=lantern`, { waitUntil: 'networkidle' });
        await waitForHydration(page);
        await cards(page).first().waitFor();
        await page.screenshot({ path: path.join(SHOTS, `results-${width}-${scheme}.png`) });
        if (width < 400) {
          // the header has only a search icon here: the results say what was searched, and the
          // tabs keep to one row
          const heading = page.getByRole('heading', { name: 'Search results for lantern' });
          expect((await heading.boundingBox())?.height ?? 0).toBeGreaterThan(10);
          const tops = await page
            .getByRole('navigation', { name: 'Search in' })
            .getByRole('link')
            .evaluateAll((links) => [...new Set(links.map((l) => l.getBoundingClientRect().top))]);
          expect(tops).toHaveLength(1);
        }
        await box(page).click();
        await box(page).fill('lantern gar');
        await page.getByRole('listbox', { name: 'Suggestions for lantern gar' }).waitFor();
        await page.screenshot({ path: path.join(SHOTS, `typeahead-${width}-${scheme}.png`) });
        await page.keyboard.press('Escape');
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
