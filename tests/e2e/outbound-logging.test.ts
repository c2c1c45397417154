import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDomain } from '#server/services/outbound/safety-list';
import { createTestApp, type TestApp } from '../support/app';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory';
import {
  type Browser,
  hasChromium,
  launchBrowser,
  PERSON_UA,
  waitForHydration,
  watchErrors,
} from './support/browser';

const BLOCKED_LINK = 'https://www.spam.example/win-a-prize';

interface SentEvent {
  type: number;
  pin_id?: string;
  component?: string;
  element?: string;
  aux_data?: Record<string, unknown>;
}

// Issues 13 and 15: what following, blocking and right-clicking outbound links logs, and a
// promoted pin's ad click, in a browser — with analytics allowed, and after Reject all.
describe.skipIf(!hasChromium())('outbound logging (Chromium)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let outside: Server;
  let OK_LINK = '';
  let LANDING = '';
  const id = { ok: '', blocked: '', ad: '' };

  beforeAll(async () => {
    outside = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Shop</title><h1>Lamp</h1>');
    });
    await new Promise<void>((r) => outside.listen(0, '127.0.0.1', r));
    const address = outside.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    OK_LINK = `http://127.0.0.1:${address.port}/lamps/brass`;
    LANDING = `http://127.0.0.1:${address.port}/sale?utm=tessera`;
    t = await createTestApp('pglite');
    const ctx = t.tessera.systemCtx();
    const owner = await makeUser(ctx, { username: 'lampshop', firstName: 'Lars' });
    const board = await makeBoard(ctx, owner.id, { name: 'Lamps', slug: 'lamps' });
    const sig = (await makeImage(ctx, 9, 400, 500)).signature;
    const pin = async (over: Parameters<typeof makePin>[3]) =>
      String((await makePin(ctx, owner.id, board.id, { imageSignature: sig, ...over })).id);
    id.ok = await pin({ link: OK_LINK });
    id.blocked = await pin({ link: BLOCKED_LINK });
    id.ad = await pin({
      link: LANDING,
      promotion: {
        isPromoted: true,
        promoterUserId: owner.id,
        adDestinationUrl: LANDING,
        campaignId: 'cmp-7',
        advertiserId: 'adv-lampshop',
        pinPromotionId: 'promo-7',
      },
    });
    await listDomain(
      ctx,
      { host: 'spam.example', status: 'blocked', message: 'Fake prizes.' },
      null,
    );
    base = await t.tessera.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    await browser.context.setExtraHTTPHeaders({ 'user-agent': PERSON_UA });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    outside?.close();
  });

  async function consent(value: string) {
    await browser.context.addCookies([
      { name: 'tessera_consent', value, domain: '127.0.0.1', path: '/' },
    ]);
  }

  /** A page, with every event batch and every POST to /v3/offsite/ it sends. */
  async function open(p: string) {
    const page = await browser.context.newPage();
    const watch = watchErrors(page);
    const events: SentEvent[] = [];
    const offsitePosts: Record<string, string>[] = [];
    page.on('request', (r: Request) => {
      const path = new URL(r.url()).pathname;
      if (r.method() !== 'POST') return;
      if (path === '/v3/events/') {
        events.push(...((r.postDataJSON() as { events: SentEvent[] }).events ?? []));
      }
      if (path === '/v3/offsite/') offsitePosts.push(r.postDataJSON() as Record<string, string>);
    });
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    return { page, errors: watch.errors, events, offsitePosts };
  }

  /** The tabs the context opened while `run` ran, closed again. */
  async function tabsOpenedBy(run: () => Promise<void>): Promise<string[]> {
    const opened: Page[] = [];
    const onPage = (p: Page) => opened.push(p);
    browser.context.on('page', onPage);
    try {
      await run();
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      browser.context.off('page', onPage);
    }
    const live = opened.filter((p) => !p.isClosed());
    const urls = live.map((p) => p.url());
    for (const p of live) await p.close();
    return urls;
  }

  /**
   * The person switches to the tab the context menu opened: headless Chromium keeps every tab
   * visible, so the page is told it was hidden the way a browser tells it.
   */
  async function switchAway(page: Page) {
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  async function outboundClicks(pinId: string): Promise<number> {
    const res = await t.tessera.database.db.execute(
      sql`select coalesce(sum(outbound_clicks), 0)::int as n from pin_daily_stats where pin_id = ${Number(pinId)}`,
    );
    const rows = (res as unknown as { rows: { n: number }[] }).rows;
    return Number(rows[0]?.n ?? 0);
  }

  const clickthroughs = (events: SentEvent[], pinId: string) =>
    events.filter((e) => e.type === 12 && e.pin_id === pinId);

  it('P-360 P-368 M-211 with analytics allowed, Visit site logs the clickthrough (12), which the pin’s outbound clicks count', async () => {
    await consent('a1.m0.p0');
    const before = await outboundClicks(id.ok);
    const { page, events, errors } = await open(`/pin/${id.ok}/`);
    const visit = page.getByRole('link', { name: 'Visit site' });
    // pointing at the link checks it; the person presses once the check is back, so the time to
    // return is the press's own, not a loaded machine's answer time (M-211 logs under 500 ms)
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/v3/offsite/');
    await visit.hover();
    await checked;
    expect(await tabsOpenedBy(() => visit.click())).toHaveLength(1);
    // the batch leaves within its 5 s wait
    await expect.poll(() => clickthroughs(events, id.ok).length, { timeout: 15_000 }).toBe(1);
    expect(clickthroughs(events, id.ok)[0]?.aux_data).toMatchObject({
      click_type: 'visit_site',
      clickthrough_type: 'leftClick',
      is_promoted: false,
    });
    await expect.poll(() => outboundClicks(id.ok), { timeout: 15_000 }).toBe(before + 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('P-318 a blocked link shows Heads up! and logs no clickthrough', async () => {
    await consent('a1.m0.p0');
    const { page, events, errors } = await open(`/pin/${id.blocked}/`);
    expect(
      await tabsOpenedBy(() => page.getByRole('link', { name: 'Visit site' }).click()),
    ).toEqual([]);
    const dialog = page.getByRole('dialog', { name: 'Heads up!' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Okay' }).click();
    // whatever the page queued leaves when it is hidden
    await switchAway(page);
    await page.waitForTimeout(1000);
    expect(clickthroughs(events, id.blocked)).toEqual([]);
    expect(await outboundClicks(id.blocked)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('M-236 M-237 M-347 M-348 a right-click logs only once the page is hidden afterwards', async () => {
    await consent('a1.m0.p0');
    const before = await outboundClicks(id.ok);
    const { page, offsitePosts, errors } = await open(`/pin/${id.ok}/`);
    await page.getByRole('link', { name: 'Visit site' }).click({ button: 'right' });
    await page.waitForTimeout(500);
    expect(offsitePosts).toEqual([]);
    await switchAway(page);
    await expect.poll(() => offsitePosts.length).toBe(1);
    const post = offsitePosts[0] ?? {};
    expect(post).toMatchObject({ check_only: 'false', pin_id: id.ok, url: OK_LINK });
    expect(JSON.parse(post.aux_data ?? '')).toMatchObject({
      clickthrough_type: 'rightClick',
      objectId: id.ok,
      extras: { click_type: 'visit_site' },
    });
    await expect.poll(() => outboundClicks(id.ok), { timeout: 15_000 }).toBe(before + 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('M-381 a promoted pin’s Visit site is its ad click (101 with the click measurement fields) and opens the landing page', async () => {
    await consent('a1.m1.p0');
    const sources: string[] = [];
    const onRequest = (r: Request) => {
      if (new URL(r.url()).pathname === '/v3/ads/attribution/source/') sources.push(r.url());
    };
    browser.context.on('request', onRequest);
    const { page, events, errors } = await open(`/pin/${id.ad}/`);
    const tabs = await tabsOpenedBy(() => page.getByRole('link', { name: 'Visit site' }).click());
    expect(tabs).toEqual([LANDING]);
    const adClicks = () => events.filter((e) => e.type === 101 && e.component === 'promoted_pin');
    await expect.poll(() => adClicks().length, { timeout: 15_000 }).toBe(1);
    const aux = adClicks()[0]?.aux_data ?? {};
    expect(adClicks()[0]?.element).toBe('clickthrough');
    expect(aux).toMatchObject({
      pin_id: id.ad,
      click_measurement_ppid: 'promo-7',
      click_measurement_campaign_id: 'cmp-7',
      page_url: `${base}${new URL(page.url()).pathname}`,
    });
    // Debian's Chromium has no Attribution Reporting: then no source is registered, and says so
    if (aux.is_arapi) {
      expect(sources).toHaveLength(1);
      expect(new URL(sources[0] ?? '').searchParams.get('source_event_id')).toBe(
        aux.attribution_source_id,
      );
    } else {
      expect(aux).toMatchObject({ is_arapi: false, is_pcm: false, attribution_source_id: '' });
      expect(sources).toEqual([]);
    }
    expect(clickthroughs(events, id.ad)[0]?.aux_data).toMatchObject({ is_promoted: true });
    browser.context.off('request', onRequest);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('M-381 opening a promoted pin from a grid logs its ad click with where it led (closeup)', async () => {
    await consent('a1.m1.p0');
    const { page, events, errors } = await open('/lampshop/lamps/');
    const card = page.locator(`article[data-pin-id="${id.ad}"]`);
    await card.locator('a').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/pin\//);
    await switchAway(page);
    const adClick = () =>
      events.find((e) => e.type === 101 && e.component === 'promoted_pin' && e.pin_id === id.ad);
    await expect.poll(() => adClick()?.element, { timeout: 15_000 }).toBe('closeup');
    expect(adClick()?.aux_data).toMatchObject({
      click_measurement_ppid: 'promo-7',
      click_measurement_campaign_id: 'cmp-7',
      is_arapi: false,
      is_pcm: false,
    });
    // the card's own pin click (101, element pin) is logged beside it, once
    expect(
      events.filter((e) => e.type === 101 && e.element === 'pin' && e.pin_id === id.ad),
    ).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('after Reject all nothing is logged: no batch, no right-click log, no outbound click', async () => {
    await browser.context.clearCookies({ name: 'tessera_consent' });
    const before = await outboundClicks(id.ok);
    const { page, events, offsitePosts, errors } = await open(`/pin/${id.ok}/`);
    const banner = page.getByRole('region', { name: 'Cookies on Tessera' });
    await page.locator('[data-cookie-banner][data-ready]').waitFor({ timeout: 15_000 });
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    const visit = page.getByRole('link', { name: 'Visit site' });
    await visit.hover();
    expect(await tabsOpenedBy(() => visit.click())).toHaveLength(1);
    await visit.click({ button: 'right' });
    await switchAway(page);
    await page.waitForTimeout(6000);
    expect(events).toEqual([]);
    expect(offsitePosts).toEqual([]);
    expect(await outboundClicks(id.ok)).toBe(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
