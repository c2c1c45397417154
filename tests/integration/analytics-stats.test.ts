import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS, type Metric } from '#domain/analytics/analytics-events';
import { statDays } from '#domain/analytics/analytics-stats';
import type { PinModel } from '#domain/pins/models';
import type { Ctx } from '#server/context';
import { pinDailyStats } from '#server/db/schema/index';
import { resetDatabase, seedDemo } from '#server/demo/seed';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin } from '../support/factory.ts';
import { Client, errorOf, rowsOf, rr, signedUp } from './auth-support.ts';
import { SERVER_BUILD } from './page-support.ts';

// Issue 15, the read side: a pin's stats and a creator's overview come from pin_daily_stats.

type Counts = Partial<Record<Metric, number>>;

/** Roll-ups `ago` days before today (UTC), as the ingestion would have written them. */
async function rollUps(ctx: Ctx, pinId: number, days: Record<number, Counts>) {
  const today = statDays(new Date(), 1)[0] ?? '';
  const base = Date.parse(`${today}T00:00:00Z`);
  const rows = Object.entries(days).map(([ago, c]) => ({
    pinId,
    day: new Date(base - Number(ago) * 86_400_000).toISOString().slice(0, 10),
    ...c,
  }));
  await ctx.db.insert(pinDailyStats).values(rows);
  bumpDataVersion();
}

interface Stats {
  pin: { id: string; title: string; path: string };
  days: number;
  dates: string[];
  metrics: Metric[];
  totals: Record<Metric, number | null>;
  daily: Partial<Record<Metric, number[]>>;
  hasData: boolean;
}

describe.each(dbKinds())('pin analytics from the roll-ups on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedUp>>;
  let pinId: number;
  let sig: string;
  let boardId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    owner = await signedUp(t);
    boardId = (await makeBoard(t.tessera.systemCtx(), owner.id)).id;
    sig = (await makeImage(ctx, 11)).signature;
    pinId = (await makePin(ctx, owner.id, boardId, { imageSignature: sig, title: 'Stats pin' })).id;
    await rollUps(ctx, pinId, {
      0: { impressions: 10, pinClicks: 2, saves: 1, outboundClicks: 1 },
      3: { impressions: 5, closeupViews: 4, shares: 1 },
      20: { impressions: 100, saves: 7, downloads: 2 },
      60: { impressions: 1000, pinClicks: 30 },
      // outside every range: never counted
      95: { impressions: 9999 },
    });
  });
  afterAll(async () => t?.close());

  async function stats(c: Client, options: unknown) {
    return c.get('PinAnalyticsResource', options);
  }

  it.each([
    [7, { impressions: 15, pinClicks: 2, saves: 1, closeupViews: 4, shares: 1, downloads: 0 }],
    [30, { impressions: 115, pinClicks: 2, saves: 8, closeupViews: 4, shares: 1, downloads: 2 }],
    [90, { impressions: 1115, pinClicks: 32, saves: 8, outboundClicks: 1, downloads: 2 }],
  ] as const)(
    'the owner sees the totals and the zero-filled days of the last %i days',
    async (days, want) => {
      const res = await stats(owner.client, { pin_id: String(pinId), days });
      expect(res.statusCode, res.body).toBe(200);
      const s = rr(res).data as Stats;
      expect(s.days).toBe(days);
      expect(s.metrics).toEqual([...METRICS]);
      expect(s.totals).toMatchObject(want);
      expect(s.dates).toEqual(statDays(new Date(), days));
      for (const m of METRICS) {
        expect(s.daily[m]).toHaveLength(days);
        expect(s.daily[m]?.reduce((a, b) => a + b, 0)).toBe(s.totals[m]);
      }
      // today is the last day; three days ago is the fourth from the end
      expect(s.daily.impressions?.at(-1)).toBe(10);
      expect(s.daily.impressions?.at(-4)).toBe(5);
      expect(s.daily.impressions?.at(-2)).toBe(0);
      expect(s.pin).toMatchObject({ id: String(pinId), title: 'Stats pin' });
      expect(s.hasData).toBe(true);
    },
  );

  it('the range defaults to 30 days', async () => {
    const res = await stats(owner.client, { pin_id: String(pinId) });
    expect((rr(res).data as Stats).days).toBe(30);
  });

  it('a pin without roll-ups has zero totals and no data (the empty state)', async () => {
    const ctx = t.tessera.systemCtx();
    const fresh = await makePin(ctx, owner.id, boardId, { imageSignature: sig });
    const s = rr(await stats(owner.client, { pin_id: String(fresh.id), days: 7 })).data as Stats;
    expect(s.hasData).toBe(false);
    expect(s.totals.impressions).toBe(0);
    expect(s.daily.saves).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("another user is refused with a 404, as if the pin's stats did not exist", async () => {
    const other = await signedUp(t);
    const res = await stats(other.client, { pin_id: String(pinId), days: 30 });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('not_found');
    const missing = await stats(other.client, { pin_id: '999999999', days: 30 });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(errorOf(res).message);
  });

  it('a visitor is asked to log in (401)', async () => {
    const res = await stats(new Client(t), { pin_id: String(pinId), days: 30 });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it.each([
    [{ pin_id: 'abc', days: 30 }],
    [{ pin_id: '1', days: 14 }],
    [{ pin_id: '1', days: '30' }],
    [{ days: 30 }],
    [{ pin_id: '1', days: 30, extra: true }],
  ])('bad options %o → 400', async (options) => {
    const res = await stats(owner.client, options);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('bad_request');
  });

  it('P-295 a promoted-removable ad shows only impressions and pin clicks', async () => {
    const ctx = t.tessera.systemCtx();
    const ad = await makePin(ctx, owner.id, boardId, {
      imageSignature: sig,
      promotion: { isPromoted: true, promotedIsRemovable: true },
    });
    await rollUps(ctx, ad.id, { 1: { impressions: 40, pinClicks: 4, saves: 3, shares: 2 } });
    const s = rr(await stats(owner.client, { pin_id: String(ad.id), days: 7 })).data as Stats;
    expect(s.metrics).toEqual(['impressions', 'pinClicks']);
    expect(s.totals).toEqual({
      impressions: 40,
      closeupViews: null,
      pinClicks: 4,
      outboundClicks: null,
      saves: null,
      downloads: null,
      shares: null,
    });
    expect(Object.keys(s.daily).sort()).toEqual(['impressions', 'pinClicks']);
  });

  it("P-081 the card's aggregatedPinData is the pin's 30-day roll-up sums, for its owner only", async () => {
    const model = async (c: Client) =>
      (rr(await c.get('PinResource', { id: String(pinId) })).data as PinModel).aggregatedPinData;
    expect(await model(owner.client)).toEqual({ impression: 115, pinClick: 2, save: 8 });
    expect(await model((await signedUp(t)).client)).toBeNull();
    expect(await model(new Client(t))).toBeNull();
  });

  it("the creator overview lists the top pins by each metric, other people's pins never", async () => {
    const ctx = t.tessera.systemCtx();
    const creator = await signedUp(t);
    const board = await makeBoard(ctx, creator.id);
    const a = await makePin(ctx, creator.id, board.id, { imageSignature: sig, title: 'A' });
    const b = await makePin(ctx, creator.id, board.id, { imageSignature: sig, title: 'B' });
    const ad = await makePin(ctx, creator.id, board.id, {
      imageSignature: sig,
      title: 'Ad',
      promotion: { isPromoted: true, promotedIsRemovable: true },
    });
    await rollUps(ctx, a.id, { 0: { impressions: 5, saves: 9 }, 40: { impressions: 500 } });
    await rollUps(ctx, b.id, { 2: { impressions: 50, saves: 1 } });
    await rollUps(ctx, ad.id, { 1: { impressions: 20, saves: 100, pinClicks: 3 } });
    const top = async (days: number) => {
      const res = await creator.client.get('CreatorAnalyticsResource', { days });
      expect(res.statusCode, res.body).toBe(200);
      return (rr(res).data as { top: Record<Metric, { id: string; value: number }[]> }).top;
    };
    const week = await top(7);
    expect(week.impressions.map((p) => [p.id, p.value])).toEqual([
      [String(b.id), 50],
      [String(ad.id), 20],
      [String(a.id), 5],
    ]);
    // the ad's saves are not shown (P-295); pins with none are not listed
    expect(week.saves.map((p) => p.id)).toEqual([String(a.id), String(b.id)]);
    expect(week.pinClicks.map((p) => p.id)).toEqual([String(ad.id)]);
    expect(week.downloads).toEqual([]);
    expect((await top(90)).impressions[0]).toMatchObject({ id: String(a.id), value: 505 });
    const one = await creator.client.get('CreatorAnalyticsResource', { days: 7, metric: 'saves' });
    expect(Object.keys((rr(one).data as { top: object }).top)).toEqual(['saves']);
    const visitor = await new Client(t).get('CreatorAnalyticsResource', { days: 7 });
    expect(visitor.statusCode).toBe(401);
    const bad = await creator.client.get('CreatorAnalyticsResource', { days: 7, metric: 'likes' });
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(dbKinds())('the demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('seeds 90 days of plausible roll-ups, none before a pin existed, the same every time', async () => {
    const ctx = t.tessera.systemCtx();
    await seedDemo(ctx, { users: 4, boards: 6, pins: 30 });
    const today = statDays(new Date(), 1)[0];
    const [agg] = rowsOf<Record<string, string>>(
      await ctx.db.execute(sql`select count(*)::int as n, count(distinct s.pin_id)::int as pins,
        min(s.day)::text as first, max(s.day)::text as last,
        sum(s.impressions)::int as imp, sum(s.pin_clicks)::int as clicks, sum(s.saves)::int as saves,
        count(*) filter (where s.day < p.created_at::date)::int as early
        from pin_daily_stats s join pins p on p.id = s.pin_id`),
    );
    expect(Number(agg?.n)).toBeGreaterThan(300);
    expect(Number(agg?.pins)).toBeGreaterThan(10);
    expect(agg?.last).toBe(today);
    expect(agg?.first).toBe(statDays(new Date(), 90)[0]);
    expect(Number(agg?.early)).toBe(0);
    expect(Number(agg?.imp)).toBeGreaterThan(Number(agg?.clicks) * 5);
    expect(Number(agg?.clicks)).toBeGreaterThan(0);
    expect(Number(agg?.saves)).toBeGreaterThan(0);
    const sums = async () =>
      rowsOf<{ s: string }>(
        await ctx.db.execute(sql`select sum(impressions * 7 + saves * 3 + pin_id)::text as s
          from pin_daily_stats`),
      )[0]?.s;
    const before = await sums();
    await resetDatabase(ctx.db);
    await seedDemo(ctx, { users: 4, boards: 6, pins: 30 });
    expect(await sums()).toBe(before);
  });
});

describe.skipIf(!existsSync(SERVER_BUILD))(
  'analytics pages and the CSV export (needs the build)',
  () => {
    describe.each(dbKinds())('on %s', (kind) => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(kind);
      });
      afterAll(async () => t?.close());

      function page(c: Client, url: string) {
        return t.tessera.app.inject({
          method: 'GET',
          url,
          headers: c.headers({ accept: 'text/html' }),
        });
      }

      it('the owner opens the pin analytics page; another user gets the 404 page; a visitor logs in', async () => {
        const ctx = t.tessera.systemCtx();
        const owner = await signedUp(t);
        const board = await makeBoard(ctx, owner.id);
        const p = await makePin(ctx, owner.id, board.id, { title: 'Paged pin' });
        await rollUps(ctx, p.id, { 1: { impressions: 1234, saves: 5 } });
        const mine = await page(owner.client, `/pin/${p.id}/analytics?days=7`);
        expect(mine.statusCode).toBe(200);
        expect(mine.body).toContain('Paged pin');
        expect(mine.body).toContain('1.23k');
        expect(mine.body).toContain('noindex');
        const theirs = await page((await signedUp(t)).client, `/pin/${p.id}/analytics`);
        expect(theirs.statusCode).toBe(404);
        const visitor = await page(new Client(t), `/pin/${p.id}/analytics`);
        expect(visitor.statusCode).toBe(302);
        expect(String(visitor.headers.location)).toContain('/login');
        // the closeup's slug--id form of the address works too; a malformed id is a 404
        expect((await page(owner.client, `/pin/paged-pin--${p.id}/analytics`)).statusCode).toBe(
          200,
        );
        expect((await page(owner.client, '/pin/0x12/analytics')).statusCode).toBe(404);
        // an unknown range falls back to the default instead of failing
        expect((await page(owner.client, `/pin/${p.id}/analytics?days=5`)).statusCode).toBe(200);
      });

      it('the overview is for signed-in creators; the CSV export is an attachment with escaped fields', async () => {
        const ctx = t.tessera.systemCtx();
        const creator = await signedUp(t);
        const board = await makeBoard(ctx, creator.id);
        const p = await makePin(ctx, creator.id, board.id, { title: '=1+2, "quoted"' });
        await rollUps(ctx, p.id, { 0: { impressions: 7, saves: 2 } });
        const overview = await page(creator.client, '/analytics/overview/');
        expect(overview.statusCode).toBe(200);
        expect(overview.body).toContain('Export CSV');
        const visitor = await page(new Client(t), '/analytics/overview/');
        expect(visitor.statusCode).toBe(302);
        const csv = await page(creator.client, '/analytics/overview/export.csv?days=7');
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toMatch(/^text\/csv/);
        expect(csv.headers['content-disposition']).toMatch(
          /^attachment; filename="tessera-pin-stats-7d-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        expect(csv.headers['cache-control']).toContain('private');
        const lines = csv.body.split('\r\n');
        expect(lines[0]).toBe(
          '"Pin id","Title","Pin URL","From","To","Impressions","Closeup views","Pin clicks","Outbound clicks","Saves","Downloads","Shares"',
        );
        expect(lines[1]).toMatch(new RegExp(`^"${p.id}","'=1\\+2, ""quoted""","http`));
        expect(lines[1]).toMatch(/,7,0,0,0,2,0,0$/);
        const stranger = await page(new Client(t), '/analytics/overview/export.csv?days=7');
        expect(stranger.statusCode).toBe(401);
        const bad = await page(creator.client, '/analytics/overview/export.csv?days=8');
        expect(bad.statusCode).toBe(400);
      });
    });
  },
);
