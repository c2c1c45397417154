import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributionSourceUrl, REGISTER_SOURCE_HEADER } from '#domain/analytics/ad-attribution';
import { rightClickLogBody } from '#domain/analytics/right-click';
import { listDomain } from '#server/services/outbound/safety-list';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import { errorOf, type Res, rowsOf, rr } from './auth-support.ts';
import { type Browser, visitor } from './experiences-support.ts';

// Issue 15 (promoted pins) and issues 13/15 (outbound logging): the attribution source endpoint
// a promoted pin's click or view registers through, and the right-click log of /v3/offsite/.

const LANDING = 'https://www.shop.test/landing?utm=tessera';
const ORIGIN = 'https://www.shop.test';
const LINKS = { ok: 'https://recipes.test/soup', blocked: 'https://spam.test/prize' };
const SOURCE_ID = '18446744073709551615';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Registration {
  source_event_id: string;
  destination: string[];
  expiry: string;
  priority: string;
}

describe.each(dbKinds())('promoted-pin attribution and outbound logging on %s', (kind) => {
  let t: TestApp;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const owner = await makeUser(ctx);
    const board = await makeBoard(ctx, owner.id);
    const secret = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    const promotion = {
      isPromoted: true,
      adDestinationUrl: LANDING,
      campaignId: 'cmp-1',
      advertiserId: 'adv-1',
      pinPromotionId: 'promo-1',
    };
    id.ad = (await makePin(ctx, owner.id, board.id, { link: LANDING, promotion })).id;
    id.secretAd = (await makePin(ctx, owner.id, secret.id, { link: LANDING, promotion })).id;
    id.downstream = (
      await makePin(ctx, owner.id, board.id, {
        link: LANDING,
        promotion: { ...promotion, isDownstreamPromotion: true },
      })
    ).id;
    id.organic = (await makePin(ctx, owner.id, board.id, { link: LINKS.ok })).id;
    id.blocked = (await makePin(ctx, owner.id, board.id, { link: LINKS.blocked })).id;
    await listDomain(ctx, { host: 'spam.test', status: 'blocked' }, null);
  });

  afterAll(async () => {
    await t?.close();
  });

  function browser(consent: string | null, userAgent?: string): Browser {
    const b = visitor(t, userAgent ? { userAgent } : {});
    b.consent = consent;
    return b;
  }

  function sourceQuery(over: Record<string, string | null> = {}, type: 'click' | 'view' = 'click') {
    const url = new URL(
      attributionSourceUrl({
        pinId: String(id.ad),
        sourceEventId: SOURCE_ID,
        destination: [ORIGIN],
        type,
        hostname: 'localhost',
        advertiserId: 'adv-1',
        campaignId: 'cmp-1',
      }),
      'http://localhost',
    );
    for (const [k, v] of Object.entries(over)) {
      if (v === null) url.searchParams.delete(k);
      else url.searchParams.set(k, v);
    }
    return `${url.pathname}${url.search}`;
  }

  async function source(b: Browser, url: string): Promise<Res> {
    return b.remember(await t.tessera.app.inject({ method: 'GET', url, headers: b.headers() }));
  }

  function registration(res: Res): Registration | null {
    const h = res.headers[REGISTER_SOURCE_HEADER.toLowerCase()];
    return typeof h === 'string' ? (JSON.parse(h) as Registration) : null;
  }

  async function rawEvents(pinId: number, type: number) {
    const res = await t.tessera.database.db.execute(sql`
      select id::text as id, element, aux_data from analytics_events
      where pin_id = ${pinId} and event_type = ${type} order by received_at`);
    return rowsOf<{ id: string; element: string | null; aux_data: Record<string, unknown> }>(res);
  }

  async function outboundClicks(pinId: number): Promise<number> {
    const res = await t.tessera.database.db.execute(
      sql`select coalesce(sum(outbound_clicks), 0)::int as n from pin_daily_stats where pin_id = ${pinId}`,
    );
    return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
  }

  it('M-370 M-371 M-373 a click source of a promoted pin answers the registration header built from the pin', async () => {
    const res = await source(browser('a1.m1.p0'), sourceQuery());
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toEqual({ registered: true });
    expect(registration(res)).toEqual({
      source_event_id: SOURCE_ID,
      destination: [ORIGIN],
      expiry: '604800',
      priority: '2',
    });
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('M-372 M-374 a view source expires after 86400 s with priority 1', async () => {
    const res = await source(browser('a1.m1.p0'), sourceQuery({ source_event_id: '5' }, 'view'));
    expect(res.statusCode, res.body).toBe(200);
    expect(registration(res)).toMatchObject({ expiry: '86400', priority: '1' });
  });

  it('a registration is kept once in the raw stream with its campaign, however often the browser asks', async () => {
    const b = browser('a1.m1.p0');
    const url = sourceQuery({ source_event_id: '777' });
    expect((await source(b, url)).statusCode).toBe(200);
    expect((await source(b, url)).statusCode).toBe(200);
    const kept = (await rawEvents(id.ad ?? 0, 101)).filter(
      (e) => e.aux_data.source_event_id === '777',
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]?.element).toBe('attribution_source');
    expect(kept[0]?.aux_data).toMatchObject({
      source_event_type: 'click',
      destination: ORIGIN,
      campaign_id: 'cmp-1',
      advertiser_id: 'adv-1',
      pin_promotion_id: 'promo-1',
    });
  });

  it('without marketing consent, or for a bot, nothing is registered and nothing kept', async () => {
    for (const b of [browser('a1.m0.p0'), browser(null), browser('a1.m1.p1', GOOGLEBOT)]) {
      const res = await source(b, sourceQuery({ source_event_id: '888' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(rr(res).data).toEqual({ registered: false });
      expect(registration(res)).toBeNull();
    }
    const kept = (await rawEvents(id.ad ?? 0, 101)).filter(
      (e) => e.aux_data.source_event_id === '888',
    );
    expect(kept).toHaveLength(0);
  });

  it('marketing consent alone registers, but the raw record waits for analytic consent', async () => {
    const res = await source(browser('a0.m1.p0'), sourceQuery({ source_event_id: '999' }));
    expect(registration(res)).not.toBeNull();
    const kept = (await rawEvents(id.ad ?? 0, 101)).filter(
      (e) => e.aux_data.source_event_id === '999',
    );
    expect(kept).toHaveLength(0);
  });

  it.each<[string, Record<string, string | null>]>([
    ['no source_event_id', { source_event_id: null }],
    ['a negative source_event_id', { source_event_id: '-1' }],
    ['a source_event_id over 64 bits', { source_event_id: '18446744073709551616' }],
    ['a destination that is not JSON', { destination: 'https://www.shop.test' }],
    ['an empty destination', { destination: '[]' }],
    ['another site as destination', { destination: '["https://evil.test"]' }],
    ['two destinations', { destination: '["https://www.shop.test","https://evil.test"]' }],
    ['a click expiry of a day', { expiry: '86400' }],
    ['a click priority of 1', { priority: '1' }],
    ['an unknown source type', { source_event_type: 'hover' }],
    ['another campaign', { campaign_id: 'cmp-2' }],
    ['another advertiser', { advertiser_id: 'adv-2' }],
    ['an advertiser id with markup', { advertiser_id: '<b>' }],
    ['an unknown field', { redirect: 'https://evil.test' }],
    ['no pin', { pin_id: null }],
    ['a pin id that is not a number', { pin_id: 'x' }],
  ])('400 for %s', async (_, over) => {
    const res = await source(browser('a1.m1.p0'), sourceQuery(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toBeTruthy();
    expect(registration(res)).toBeNull();
  });

  it('400 when a field is given twice', async () => {
    const res = await source(browser('a1.m1.p0'), `${sourceQuery()}&source_event_id=2`);
    expect(res.statusCode).toBe(400);
  });

  it('400 for a pin that is not an ad being served (organic, or a downstream promotion)', async () => {
    for (const pin of [id.organic, id.downstream]) {
      const res = await source(browser('a1.m1.p0'), sourceQuery({ pin_id: String(pin) }));
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).message).toBe('That Pin is not an ad.');
    }
  });

  it('404 for an unknown pin, or one the viewer may not see', async () => {
    for (const pin of ['999999999', String(id.secretAd)]) {
      const res = await source(browser('a1.m1.p0'), sourceQuery({ pin_id: pin }));
      expect(res.statusCode, res.body).toBe(404);
      expect(registration(res)).toBeNull();
    }
  });

  async function offsite(
    b: Browser,
    method: 'GET' | 'POST',
    fields: Record<string, string>,
  ): Promise<Res> {
    const res =
      method === 'GET'
        ? await t.tessera.app.inject({
            method,
            url: `/v3/offsite/?${new URLSearchParams(fields)}`,
            headers: b.headers(),
          })
        : await t.tessera.app.inject({
            method,
            url: '/v3/offsite/',
            headers: b.headers({ origin: 'http://localhost', 'content-type': 'application/json' }),
            payload: JSON.stringify(fields),
          });
    return b.remember(res);
  }

  function rightClick(pin: number, url: string, eventId = randomUUID()) {
    return rightClickLogBody({ pinId: String(pin), url, clickType: 'visit_site', eventId });
  }

  it('M-236 M-347 M-348 a right-click log records a clickthrough once, counted in outbound clicks', async () => {
    const pin = id.organic ?? 0;
    const before = await outboundClicks(pin);
    const b = browser('a1.m0.p0');
    const body = rightClick(pin, LINKS.ok);
    const res = await offsite(b, 'POST', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toMatchObject({ redirect_status: 'ok' });
    // the same log again (a retry) is not a second click
    expect((await offsite(b, 'POST', body)).statusCode).toBe(200);
    const logged = (await rawEvents(pin, 12)).filter(
      (e) => e.aux_data.clickthrough_type === 'rightClick',
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.aux_data).toMatchObject({ click_type: 'visit_site', media_type: null });
    expect(await outboundClicks(pin)).toBe(before + 1);
  });

  it('a GET, a person without analytic consent, a bot, another pin’s objectId or a blocked link record nothing', async () => {
    const pin = id.organic ?? 0;
    const before = (await rawEvents(pin, 12)).length;
    const wrongObject = rightClick(pin, LINKS.ok);
    wrongObject.aux_data = (wrongObject.aux_data ?? '').replace(`"${pin}"`, `"${id.ad}"`);
    const tries: [Browser, 'GET' | 'POST', Record<string, string>][] = [
      [browser('a1.m0.p0'), 'GET', rightClick(pin, LINKS.ok)],
      [browser('a0.m1.p1'), 'POST', rightClick(pin, LINKS.ok)],
      [browser(null), 'POST', rightClick(pin, LINKS.ok)],
      [browser('a1.m1.p1', GOOGLEBOT), 'POST', rightClick(pin, LINKS.ok)],
      [browser('a1.m0.p0'), 'POST', wrongObject],
    ];
    for (const [b, method, body] of tries) {
      const res = await offsite(b, method, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await rawEvents(pin, 12)).toHaveLength(before);

    const blocked = await offsite(
      browser('a1.m0.p0'),
      'POST',
      rightClick(id.blocked ?? 0, LINKS.blocked),
    );
    expect(blocked.statusCode).toBe(200);
    expect(rr(blocked).data).toMatchObject({ redirect_status: 'blocked' });
    expect(await rawEvents(id.blocked ?? 0, 12)).toHaveLength(0);
  });

  it('a right-click log is still checked: another link is a 400 and records nothing', async () => {
    const pin = id.organic ?? 0;
    const before = (await rawEvents(pin, 12)).length;
    const res = await offsite(
      browser('a1.m0.p0'),
      'POST',
      rightClick(pin, 'https://elsewhere.test/'),
    );
    expect(res.statusCode).toBe(400);
    expect(await rawEvents(pin, 12)).toHaveLength(before);
  });
});
