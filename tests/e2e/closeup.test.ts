import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_KINDS } from '#domain/pins/content';
import { boards, pins } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  waitForHydration,
  watchErrors,
} from './support/browser';

const SHOTS = path.resolve('tmp/screenshots/closeup');
// every stored pin kind (spec 01 §1), each seeded by the demo catalogue
const KINDS = PIN_KINDS;

// The closeup of spec 01 §1–§6, §8, §9 as a visitor (a person, not a bot) sees it.
describe.skipIf(!hasChromium())('closeup (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  const byKind = new Map<string, { id: number; title: string }>();
  let tagged = 0;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    await seedDemo(ctx, { users: 6, boards: 10, pins: 80 });
    const rows = await ctx.db
      .select({ id: pins.id, kind: pins.kind, title: pins.title, pin: pins })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(eq(boards.privacy, 'public'), isNull(pins.deletedAt), isNull(pins.originPinId)));
    for (const r of rows) if (!byKind.has(r.kind)) byKind.set(r.kind, r);
    // a pin whose tag row is sure to overflow: many keywords in its rich metadata
    const product = rows.find((r) => r.kind === 'product');
    if (!product) throw new Error('no product pin seeded');
    const { id: _id, ...rest } = product.pin;
    const [copy] = await ctx.db
      .insert(pins)
      .values({
        ...rest,
        title: 'Tagged lamp',
        richMetadata: {
          ...(rest.richMetadata ?? {}),
          keywords: ['Reading corner', 'Warm light', 'Brass', 'Mid-century', 'Desk lamp', 'Gift'],
        } as typeof rest.richMetadata,
      } as typeof pins.$inferInsert)
      .returning();
    tagged = copy?.id ?? 0;
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(p: string, width = 1280) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const watch = watchErrors(page);
    const res = await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    return { page, errors: watch.errors, status: res?.status() ?? 0 };
  }

  const overflowX = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it('P-007 P-025 P-027 P-066 every kind renders directly at 1280 and 390 without errors; visitors get the seo url and the upsell', async () => {
    for (const kind of KINDS) {
      const pin = byKind.get(kind);
      expect(pin, `a ${kind} pin is seeded`).toBeTruthy();
      if (!pin) continue;
      const { page, errors, status } = await open(`/pin/${pin.id}/`);
      expect(status).toBe(200);
      // the closeup puts its seo url in the address bar once it has hydrated
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toMatch(new RegExp(`^/pin/[a-z0-9-]+--${pin.id}/$`));
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
      const signUp = page.getByRole('link', { name: 'Sign up' }).last();
      expect(await signUp.getAttribute('href')).toContain(encodeURIComponent(`--${pin.id}/`));
      if (kind === 'collection') {
        // spec 01 §3 collectionPin.itemData: the collection's items are on its closeup
        const items = page.getByRole('region', { name: 'In this collection' });
        expect(await items.getByRole('listitem').count()).toBeGreaterThan(0);
      }
      expect(await seriousA11yViolations(page), kind).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `${kind}-1280.png`), fullPage: false });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(150);
      expect(await overflowX(page), `${kind} overflows at 390`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(SHOTS, `${kind}-390.png`), fullPage: true });
      expect(errors, kind).toEqual([]);
      await page.close();
    }
  }, 300_000);

  it('P-061 P-239 P-240 the tag row labelled Scroll shows its arrows only past 4 px and scrolls by half', async () => {
    const { page, errors } = await open(`/pin/${tagged}/`, 390);
    const row = page.getByRole('region', { name: 'Scroll' });
    await expect(row.isVisible()).resolves.toBe(true);
    const left = page.getByRole('button', { name: 'Scroll tags left' });
    const right = page.getByRole('button', { name: 'Scroll tags right' });
    expect(await left.count()).toBe(0);
    await right.click();
    await page.waitForFunction(
      () => {
        const el = document.querySelector('[aria-label="Scroll"]') as HTMLElement;
        return Math.abs(el.scrollLeft - el.clientWidth / 2) < 2;
      },
      undefined,
      { timeout: 3000 },
    );
    await expect(left.isVisible()).resolves.toBe(true);
    expect(await row.getByRole('listitem').count()).toBeGreaterThan(2);
    // P-062: the tags link to shopping or other pages, every one a page that exists (issue 16)
    const hrefs = await row
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/(search|shopping|ideas)\//);
      expect((await page.request.get(new URL(href, page.url()).href)).status(), href).toBe(200);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('M-021 P-022 the media viewer opens with #imgViewer and Escape closes it; See more opens the drawer; axe clean', async () => {
    const pin = byKind.get('product');
    if (!pin) throw new Error('no product pin');
    const { page, errors } = await open(`/pin/${pin.id}/`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'See more' }).click();
    await expect(page.getByRole('region', { name: 'More information' }).isVisible()).resolves.toBe(
      true,
    );
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    expect(new URL(page.url()).hash).toBe('#imgViewer');
    expect(await viewer.locator('img').getAttribute('src')).toMatch(/\/img\/(736x|orig)\//);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'viewer-1280.png') });
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await page.waitForFunction(() => window.location.hash === '');
    expect(new URL(page.url()).pathname).toContain(`--${pin.id}/`);
    // backdrop click closes too, and Back is not needed afterwards
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await viewer.waitFor();
    await page.mouse.click(20, 450);
    await viewer.waitFor({ state: 'detached' });
    await page.waitForFunction(() => window.location.hash === '');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('M-021 over a grid: the viewer closes back to the closeup overlay, whose Back still returns to the grid', async () => {
    const { page, errors } = await open('/');
    const card = page
      .locator('article[data-pin-type="image"], article[data-pin-type="product"]')
      .locator('a[href^="/pin/"]')
      .first();
    await card.click();
    const overlay = page.getByRole('dialog');
    await overlay.waitFor();
    const pinUrl = page.url();
    expect(new URL(pinUrl).pathname).toMatch(/^\/pin\/[a-z0-9-]+--\d+\/$/);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.waitForFunction(() => window.location.hash === '#imgViewer');
    expect(await page.getByRole('dialog').count()).toBe(2);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.location.hash === '');
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(page.url()).toBe(pinUrl);
    await page.goBack();
    await overlay.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('issue 12: a closeup and home fetch their scripts after the first paint, and hydrating keeps every element the server sent', async () => {
    const pin = byKind.get('product') ?? byKind.get('image');
    for (const [p, width] of [
      [`/pin/${pin?.id}/`, 390],
      ['/', 390],
      [`/pin/${pin?.id}/`, 1280],
    ] as const) {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 844 });
      // the elements as parsed, before any script of the page runs
      await page.addInitScript(() => {
        document.addEventListener(
          'readystatechange',
          () => {
            const w = window as unknown as { parsed?: Element[] };
            w.parsed ??= [
              ...document.querySelectorAll('html, body, header, main, main img, main a'),
            ];
          },
          { once: true },
        );
      });
      await page.goto(`${base}${p}`);
      await waitForHydration(page);
      const kept = await page.evaluate(() => {
        const parsed = (window as unknown as { parsed?: Element[] }).parsed ?? [];
        // the grid takes cards far off screen out of the page (it is bounded): their elements
        // leave with their list item; every other element is the one the server sent
        const lost = parsed.filter((e) => !e.isConnected && !e.closest('li[style]'));
        return {
          parsed: parsed.length,
          sameHtml: parsed[0] === document.documentElement,
          lost: lost.map((e) => e.outerHTML.slice(0, 80)),
        };
      });
      // decision 034: no script is fetched before the first contentful paint
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
          .map((r) => r.startTime),
      }));
      expect(timing.scripts.length, `${p} at ${width}: scripts`).toBeGreaterThan(2);
      expect(Math.min(...timing.scripts), `${p} at ${width}: first script`).toBeGreaterThan(
        timing.fcp,
      );
      expect(kept.parsed, `${p} at ${width}`).toBeGreaterThan(10);
      expect(kept.sameHtml, `${p} at ${width}: the same <html>`).toBe(true);
      expect(kept.lost, `${p} at ${width}`).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it("issue 30: a closeup looks the same before its scripts run as after: the stylesheets of the parts whose code comes later are the server's", async () => {
    const pin = byKind.get('product') ?? byKind.get('image');
    // what each element of the pin's own card looks like, by its name (the grid below it lays
    // its cards out again for the width the browser reports)
    const looks = (page: Page) =>
      page.evaluate(() => {
        const props = [
          'display',
          'color',
          'background-color',
          'font-size',
          'font-weight',
          'border-radius',
          'padding-top',
          'padding-left',
        ];
        const out: Record<string, string> = {};
        const seen = new Map<string, number>();
        // the pin's own card is the page's first article (the related grid's cards follow)
        const card = document.querySelector('main article');
        for (const el of card?.querySelectorAll(':is(button, a, h1, h2, p, span)') ?? []) {
          const name = `${el.tagName} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
          const n = (seen.get(name) ?? 0) + 1;
          seen.set(name, n);
          const style = getComputedStyle(el);
          out[`${name} #${n}`] = props.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';');
        }
        return out;
      });
    for (const [p, width] of [
      [`/pin/${pin?.id}/`, 1280],
      [`/pin/${pin?.id}/`, 390],
    ] as const) {
      const before = await browser.context.newPage();
      await before.setViewportSize({ width, height: 900 });
      // the page as the server sent it: no script runs
      await before.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await before.goto(`${base}${p}`, { waitUntil: 'load' });
      const served = await looks(before);
      await before.close();
      const after = await browser.context.newPage();
      await after.setViewportSize({ width, height: 900 });
      await after.goto(`${base}${p}`);
      await waitForHydration(after);
      const hydrated = await looks(after);
      await after.close();
      const changed = Object.keys(served).filter((k) => k in hydrated && served[k] !== hydrated[k]);
      expect(Object.keys(served).length, `${p} at ${width}`).toBeGreaterThan(5);
      expect(
        changed.map((k) => `${k}: ${served[k]} → ${hydrated[k]}`),
        `${p} at ${width}`,
      ).toEqual([]);
    }
  }, 120_000);
});
