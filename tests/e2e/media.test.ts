import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, pins } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../support/app';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  seriousA11yViolations,
  watchErrors,
} from './support/browser';

const SHOTS = path.resolve('tmp/screenshots/media');

// Pin media of spec 01 §4, §9 with the demo clips (public/demo-video/) in Debian's Chromium.
describe.skipIf(!hasChromium())('media (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let carouselId = 0;
  const firstOf = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    await seedDemo(ctx, { users: 4, boards: 6, pins: 24 });
    const [carousel] = await ctx.db
      .select({ id: pins.id })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(eq(pins.kind, 'carousel'), eq(boards.privacy, 'public'), isNull(pins.originPinId)))
      .limit(1);
    carouselId = carousel?.id ?? 0;
    const rows = await ctx.db
      .select({ id: pins.id, kind: pins.kind })
      .from(pins)
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(eq(boards.privacy, 'public'), isNull(pins.originPinId)));
    for (const r of rows) if (!firstOf.has(r.kind)) firstOf.set(r.kind, r.id);
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
    await mkdir(SHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function open(p: string) {
    const page = await browser.context.newPage();
    const watch = watchErrors(page);
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    return { page, errors: watch.errors };
  }

  const statusOf = (page: Page, pinId: string) =>
    page.$eval(
      `[data-pin-video="${pinId}"]`,
      (v) => (v.parentElement as HTMLElement).dataset.playerStatus,
    );

  it('P-158 P-161 P-163 M-298 a video card plays muted when visible; starting a second pauses the first', async () => {
    const { page, errors } = await open('/');
    expect(await page.locator('[data-media-kind="video"]').count()).toBeGreaterThanOrEqual(2);
    // spec 01 §4 status 4 'playing' on exactly one video
    await page.waitForSelector('[data-player-status="4"] video', { timeout: 15_000 });
    const first = await page.$eval(
      '[data-player-status="4"] video',
      (v) => (v as HTMLElement).dataset.pinVideo as string,
    );
    const t0 = await page.$eval(
      `[data-pin-video="${first}"]`,
      (v) => (v as HTMLVideoElement).currentTime,
    );
    await page.waitForTimeout(800);
    const t1 = await page.$eval(
      `[data-pin-video="${first}"]`,
      (v) => (v as HTMLVideoElement).currentTime,
    );
    expect(t1).toBeGreaterThan(t0);
    expect(await page.locator('[data-player-status="4"]').count()).toBe(1);
    // hls.js plays the V_HLSV4 playlist
    expect(
      await page.$eval(`[data-pin-video="${first}"]`, (v) => (v as HTMLElement).dataset.source),
    ).toBe('vHLSV4');
    expect(
      await page.locator('[data-media-kind="video"] span', { hasText: '0:05' }).count(),
    ).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SHOTS, 'home-video.png') });

    const second = await page.$$eval(
      '[data-pin-video]',
      (vs, id) =>
        (vs as HTMLVideoElement[]).find((v) => v.dataset.pinVideo !== id && v.dataset.source)
          ?.dataset.pinVideo ?? null,
      first,
    );
    expect(second).toBeTruthy();
    await page.$eval(`[data-pin-video="${second}"]`, (v) => (v as HTMLVideoElement).play());
    await page.waitForSelector(`[data-player-status="4"] [data-pin-video="${second}"]`);
    await page.waitForSelector(`[data-player-status="5"] [data-pin-video="${first}"]`);
    expect(await statusOf(page, first)).toBe('5');
    expect(await page.locator('[data-player-status="4"]').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('P-007 a gif card animates on hover', async () => {
    const { page, errors } = await open('/');
    const gif = page.locator('[data-media-kind="gif"]').first();
    await gif.scrollIntoViewIfNeeded();
    expect(await gif.locator('[data-gif-playing]').getAttribute('data-gif-playing')).toBe('false');
    await gif.hover();
    const anim = gif.locator('[data-gif-playing="true"] img[src*="/demo-video/"]');
    await anim.waitFor();
    await page.waitForFunction(
      (el) =>
        (el as HTMLImageElement | null)?.complete && (el as HTMLImageElement).naturalWidth > 0,
      await anim.elementHandle(),
    );
    await page.screenshot({ path: path.join(SHOTS, 'home-gif-hover.png') });
    await page.mouse.move(1, 1);
    await gif.locator('[data-gif-playing="false"]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-058 P-059 P-060 P-165 P-166 P-167 the closeup carousel: arrows only where a slot exists, dots jump', async () => {
    expect(carouselId).toBeGreaterThan(0);
    const { page, errors } = await open(`/pin/${carouselId}/`);
    const root = page.locator('[data-slot-index]').first();
    await root.hover();
    expect(await root.getAttribute('data-slot-index')).toBe('0');
    expect(await page.getByRole('button', { name: 'View Previous' }).count()).toBe(0);
    await page.getByRole('button', { name: 'View Next' }).click();
    expect(await root.getAttribute('data-slot-index')).toBe('1');
    expect(await page.getByRole('button', { name: 'View Previous' }).count()).toBe(1);
    const dots = page.getByRole('button', { name: /^Go to slide \d+$/ });
    const n = await dots.count();
    expect(n).toBeGreaterThanOrEqual(3);
    await dots.nth(n - 1).click();
    expect(await root.getAttribute('data-slot-index')).toBe(String(n - 1));
    expect(await dots.nth(n - 1).getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('button', { name: 'View Next' }).count()).toBe(0);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, 'closeup-carousel.png') });
    // keyboard: the dots and the arrow are reachable and show a focus ring
    await page.getByRole('button', { name: 'View Previous' }).focus();
    await page.keyboard.press('Enter');
    expect(await root.getAttribute('data-slot-index')).toBe(String(n - 2));
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-072 P-163 the closeup plays a video with controls and pages through a story, at 1280 and 390', async () => {
    for (const width of [1280, 390]) {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 900 });
      const watch = watchErrors(page);
      await page.goto(`${base}/pin/${firstOf.get('video')}/`, { waitUntil: 'networkidle' });
      await page.waitForSelector('[data-player-status="4"] video[controls]', { timeout: 15_000 });
      await page.screenshot({ path: path.join(SHOTS, `closeup-video-${width}.png`) });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto(`${base}/pin/${firstOf.get('story')}/`, { waitUntil: 'networkidle' });
      const story = page.locator('[data-page-index]').first();
      expect(await story.getAttribute('data-page-index')).toBe('0');
      expect(await page.getByRole('button', { name: 'Previous page' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Next page' }).click();
      expect(await story.getAttribute('data-page-index')).toBe('1');
      await page.getByRole('button', { name: 'Go to page 1' }).click();
      expect(await story.getAttribute('data-page-index')).toBe('0');
      await page.screenshot({ path: path.join(SHOTS, `closeup-story-${width}.png`) });
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(watch.errors).toEqual([]);
      await page.close();
    }
  });
});
