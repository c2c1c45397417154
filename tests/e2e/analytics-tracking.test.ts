import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT, EVENTS_PATH, PIN_ELEMENT } from '#domain/analytics/analytics';
import { pinDailyStats } from '#server/db/schema/index';
import { seedDemo } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../support/app';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  hasChromium,
  waitForHydration,
  watchErrors,
  watchReact,
} from './support/browser';

// Issue 15: what a person sees and clicks leaves the page in batches to /v3/events/ (spec 01 §7,
// 02 §3, §4) — only with their analytics consent, never from a bot.

const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/136.0.0.0 Safari/537.36';

/** A batch sent as the page goes away reaches the server a moment later, longer under load. */
const ARRIVES = { timeout: 10_000 };

interface SentEvent {
  type: number;
  pin_id?: string;
  element?: string;
  component?: string;
  aux_data?: Record<string, unknown>;
}

interface Counts {
  accepted: number;
  duplicates: number;
  dropped: number;
}

interface Watched {
  page: Page;
  errors: string[];
  events: SentEvent[];
  requests: number;
  statuses: number[];
  close(): Promise<void>;
}

/**
 * The browser's own user agent is set, not only the page's: a keepalive batch sent as the page
 * goes away leaves from the browser process, which ignores a context's override (it would go as
 * HeadlessChrome, a bot, and be dropped).
 */
async function launchWithUserAgent(userAgent: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--user-agent=${userAgent}`],
    viewport: { width: 1280, height: 900 },
    userAgent,
  });
  watchReact(context);
  return {
    context,
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!hasChromium())('impression and click tracking (Chromium)', () => {
  let t: TestApp;
  let base: string;
  /**
   * What reached the endpoint, as the server saw it: a batch sent with keepalive as the page
   * goes away is never reported to Playwright's page or context, so the server is the witness.
   */
  let received: { status: number; events: SentEvent[] }[] = [];
  let answers: Counts[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemo(t.tessera.systemCtx(), { users: 6, boards: 10, pins: 80 });
    t.tessera.app.addHook('onResponse', async (req, reply) => {
      if (req.method !== 'POST' || !req.url.startsWith(EVENTS_PATH)) return;
      const body = req.body as { events?: SentEvent[] } | undefined;
      received.push({ status: reply.statusCode, events: body?.events ?? [] });
    });
    // the answer's counts: a batch the server took but did not store would pass unseen
    t.tessera.app.addHook('onSend', async (req, _reply, payload) => {
      if (req.method === 'POST' && req.url.startsWith(EVENTS_PATH) && typeof payload === 'string') {
        const data = (JSON.parse(payload) as { resource_response?: { data?: Counts } })
          .resource_response?.data;
        if (data) answers.push(data);
      }
      return payload;
    });
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
  }, 240_000);

  afterAll(async () => {
    await t?.close();
  });

  /** A fresh browser with a user agent and a consent cookie (null: not chosen), watching batches. */
  async function visit(path: string, opts: { userAgent: string; consent: string | null }) {
    received = [];
    answers = [];
    const browser = await launchWithUserAgent(opts.userAgent);
    if (opts.consent) {
      await browser.context.addCookies([
        { name: 'tessera_consent', value: opts.consent, domain: '127.0.0.1', path: '/' },
      ]);
    }
    const page = await browser.context.newPage();
    const w: Watched = {
      page,
      errors: watchErrors(page).errors,
      events: [],
      requests: 0,
      statuses: [],
      close: () => browser.close(),
    };
    page.on('request', (r) => {
      if (new URL(r.url()).pathname !== EVENTS_PATH) return;
      w.requests++;
      const body = r.postDataJSON() as { events: SentEvent[] } | null;
      w.events.push(...(body?.events ?? []));
    });
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === EVENTS_PATH) w.statuses.push(r.status());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // the tracker's runtime loads after hydration
    await page.waitForTimeout(800);
    return w;
  }

  /** Scrolls the grid down in steps, so the first cards are seen and then leave the screen. */
  async function scrollGrid(page: Page) {
    await page.waitForTimeout(600);
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(350);
    }
  }

  /** Opens the first card fully on screen, over the grid; returns its pin id. */
  async function openPin(page: Page): Promise<string> {
    const card = page.locator('article[data-pin-id]').filter({ has: page.locator('a') });
    const n = await card.count();
    for (let i = 0; i < n; i++) {
      const c = card.nth(i);
      const box = await c.boundingBox();
      if (!box || box.y < 160 || box.y + 200 > 900) continue;
      const id = (await c.getAttribute('data-pin-id')) ?? '';
      await c.locator('a').first().click();
      await page.getByRole('dialog').waitFor({ timeout: 15_000 });
      return id;
    }
    throw new Error('no card on screen to open');
  }

  /** Leaves the page (pagehide: the last batch goes out with keepalive). */
  async function leave(w: Watched) {
    await w.page.goto('about:blank');
    await w.page.waitForTimeout(800);
  }

  /** Every event the server received in this journey. */
  const serverEvents = () => received.flatMap((r) => r.events);

  /** Every pin's counts today (the demo may have seeded some): the journey adds to them. */
  async function totals() {
    const rows = await t.tessera
      .systemCtx()
      .db.select({
        pinId: pinDailyStats.pinId,
        impressions: sql<number>`sum(${pinDailyStats.impressions})::int`,
        clicks: sql<number>`sum(${pinDailyStats.pinClicks})::int`,
        views: sql<number>`sum(${pinDailyStats.closeupViews})::int`,
      })
      .from(pinDailyStats)
      .groupBy(pinDailyStats.pinId);
    return new Map(rows.map((r) => [String(r.pinId), r]));
  }

  it('M-179 P-362 P-363 with analytics allowed, scrolling and opening a pin sends batches with 18, 101 (pin) and 8948 that the server counts', async () => {
    const before = await totals();
    const w = await visit('/', { userAgent: PERSON, consent: 'a1.m0.p0' });
    await scrollGrid(w.page);
    const opened = await openPin(w.page);
    expect(opened).toMatch(/^\d+$/);
    // the last batch leaves a page the service worker controls (decision 062): the case where
    // a keepalive request that waited on the worker was lost with the page
    await w.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await w.page.waitForTimeout(600);
    await leave(w);
    await expect
      .poll(() => serverEvents().some((e) => e.type === EVENT.CLOSEUP_NAVIGATION), ARRIVES)
      .toBe(true);
    // what the page was seen sending (while it lived) is part of what the server received
    const all = serverEvents();
    for (const e of w.events) expect(all).toContainEqual(e);

    const impressions = all.filter((e) => e.type === EVENT.PIN_IMPRESSION);
    expect(impressions.length).toBeGreaterThan(0);
    for (const e of impressions) {
      expect(e.pin_id).toMatch(/^\d+$/);
      expect(e.aux_data).toMatchObject({ pin_id: e.pin_id, is_promoted: expect.any(Boolean) });
      expect(e.aux_data?.grid_index).toEqual(expect.any(Number));
      expect(e.aux_data?.max_visibility).toBeGreaterThanOrEqual(50);
      expect(e.aux_data?.visible_ms).toEqual(expect.any(Number));
    }
    const click = all.find((e) => e.type === EVENT.CLICK && e.element === PIN_ELEMENT);
    expect(click).toMatchObject({ pin_id: opened, aux_data: { click_type: 'closeup' } });
    const closeup = all.find((e) => e.type === EVENT.CLOSEUP_NAVIGATION);
    expect(closeup).toMatchObject({
      pin_id: opened,
      aux_data: { closeup_navigation_type: 'grid_click' },
    });
    // the endpoint took every batch; no batch over 50; each event has its own id
    expect(new Set(received.map((r) => r.status))).toEqual(new Set([200]));
    const counted = answers.reduce((n, a) => n + a.accepted, 0);
    expect({ counted, dropped: answers.reduce((n, a) => n + a.dropped, 0) }).toEqual({
      counted: all.length,
      dropped: 0,
    });
    expect(new Set(w.statuses.filter((s) => s !== 200))).toEqual(new Set());
    expect(Math.max(...received.map((r) => r.events.length))).toBeLessThanOrEqual(50);
    expect(new Set(all.map((e) => (e as { id?: string }).id)).size).toBe(all.length);
    expect(w.errors).toEqual([]);

    // the server rolled them up: the opened pin gained a pin click and a closeup view, and
    // every pin seen gained its impressions
    let after = await totals();
    const gained = (id: string, k: 'impressions' | 'clicks' | 'views') =>
      (after.get(id)?.[k] ?? 0) - (before.get(id)?.[k] ?? 0);
    await expect
      .poll(async () => {
        after = await totals();
        return gained(opened, 'views');
      })
      .toBe(1);
    expect(gained(opened, 'clicks')).toBe(1);
    expect(gained(opened, 'views')).toBe(1);
    for (const id of new Set(impressions.map((e) => e.pin_id ?? ''))) {
      expect(gained(id, 'impressions')).toBe(impressions.filter((e) => e.pin_id === id).length);
    }
    await w.close();
  }, 90_000);

  it('Reject all: nothing is sent, not while scrolling, opening a pin nor leaving the page', async () => {
    const w = await visit('/', { userAgent: PERSON, consent: 'a0.m0.p0' });
    await scrollGrid(w.page);
    await openPin(w.page);
    await w.page.waitForTimeout(5_500);
    await leave(w);
    expect(w.requests).toBe(0);
    expect(received).toEqual([]);
    expect(w.errors).toEqual([]);
    await w.close();
  }, 60_000);

  it('before the choice nothing is sent; Accept all in the banner starts tracking without a reload', async () => {
    const w = await visit('/', { userAgent: PERSON, consent: null });
    const banner = w.page.getByRole('region', { name: 'Cookies on Tessera' });
    await w.page.locator('[data-cookie-banner][data-ready]').waitFor({ timeout: 15_000 });
    await scrollGrid(w.page);
    await w.page.waitForTimeout(5_500);
    expect(w.requests).toBe(0);
    expect(received).toEqual([]);
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    await w.page.waitForTimeout(1_000);
    const opened = await openPin(w.page);
    await leave(w);
    await expect
      .poll(() => serverEvents().find((e) => e.type === EVENT.CLOSEUP_NAVIGATION)?.pin_id, ARRIVES)
      .toBe(opened);
    expect(serverEvents().some((e) => e.type === EVENT.CLICK && e.pin_id === opened)).toBe(true);
    expect(new Set(received.map((r) => r.status))).toEqual(new Set([200]));
    expect(w.errors).toEqual([]);
    await w.close();
  }, 90_000);

  it('a bot (Googlebot) sends nothing, whatever cookie it replays', async () => {
    const w = await visit('/', { userAgent: GOOGLEBOT, consent: 'a1.m1.p1' });
    await scrollGrid(w.page);
    await w.page.locator('article[data-pin-id] a').first().click();
    await w.page.waitForTimeout(5_500);
    await leave(w);
    expect(w.requests).toBe(0);
    expect(received).toEqual([]);
    await w.close();
  }, 60_000);
});
