import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT, EVENTS_PATH, PIN_ELEMENT, SHARE_COMPONENT } from '#domain/analytics/analytics';
import { ROLLUP_BUMP_MS } from '#server/services/analytics/ingest';
import { pruneRawEvents } from '#server/services/analytics/retention';
import { tableSink } from '#server/services/analytics/sink';
import { dataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import {
  dayRows,
  event,
  impression,
  seenVisitor,
  sendEvents,
  storedEvents,
  today,
  type WireEvent,
} from './analytics-ingest-support.ts';
import { errorOf, freshIp, rowsOf, rr } from './auth-support.ts';
import { BOT_UA, member, visitor, visitorCookieOf } from './experiences-support.ts';

const DAY_MS = 24 * 60 * 60_000;

describe.each(dbKinds())('event ingestion (POST /v3/events/) on %s', (kind) => {
  let t: TestApp;
  let signature: string;
  let ownerId: number;
  let boardId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    signature = (await makeImage(ctx, 7)).signature;
    ownerId = (await makeUser(ctx)).id;
    boardId = (await makeBoard(ctx, ownerId)).id;
  });
  afterAll(async () => t?.close());

  async function newPin(): Promise<number> {
    return (await makePin(t.tessera.systemCtx(), ownerId, boardId, { imageSignature: signature }))
      .id;
  }

  async function rawCount(): Promise<number> {
    const res = await t.tessera.database.db.execute(
      sql`select count(*)::int as n from analytics_events`,
    );
    return Number(rowsOf<{ n: number }>(res)[0]?.n ?? -1);
  }

  it('refuses bad batches with a 400 in the envelope and stores nothing', async () => {
    const pin = await newPin();
    const b = await seenVisitor(t);
    const before = await rawCount();
    const fifty = Array.from({ length: 51 }, () => impression(pin));
    const bad: [string, unknown][] = [
      ['no events', { events: [] }],
      ['no events field', {}],
      ['51 events', { events: fifty }],
      ['an unknown type', { events: [impression(pin), event(99_999, { pin_id: String(pin) })] }],
      ['a bad id', { events: [impression(pin, { id: 'not-a-uuid' })] }],
      ['not JSON', '{"events": [ oops'],
      ['nested aux_data', { events: [impression(pin, { aux_data: { grid: { index: 1 } } })] }],
      ['a pin id past bigint', { events: [impression('9999999999999999999')] }],
      ['a control character', { events: [impression(pin, { aux_data: { q: 'a\u0000b' } })] }],
    ];
    for (const [why, body] of bad) {
      const res = await sendEvents(t, b, body);
      expect(res.statusCode, `${why}: ${res.body}`).toBe(400);
      expect(errorOf(res).message.length, why).toBeGreaterThan(0);
    }
    expect(await rawCount()).toBe(before);
    expect(await dayRows(t, pin)).toEqual([]);
  });

  it('counts a repeated event id once, within a batch and across batches', async () => {
    const pin = await newPin();
    const b = await seenVisitor(t);
    const a = impression(pin);
    const c = impression(pin);
    const first = await sendEvents(t, b, { events: [a, c, { ...a }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(rr(first).data).toEqual({ accepted: 2, duplicates: 1, dropped: 0 });
    // the page's retry of the same batch, and an upper-case spelling of an id
    const again = await sendEvents(t, b, { events: [a, { ...c, id: c.id.toUpperCase() }] });
    expect(rr(again).data).toEqual({ accepted: 0, duplicates: 2, dropped: 0 });
    expect(await storedEvents(t, [a.id, c.id])).toHaveLength(2);
    expect((await dayRows(t, pin))[0]?.impressions).toBe(2);
  });

  it('rolls 3 impressions, a pin click, a download, a closeup and a share into today', async () => {
    const pin = await newPin();
    const b = await seenVisitor(t);
    const events: WireEvent[] = [
      impression(pin),
      impression(pin),
      impression(pin),
      event(EVENT.CLICK, { pin_id: String(pin), element: PIN_ELEMENT }),
      event(EVENT.DOWNLOAD, { pin_id: String(pin) }),
      event(EVENT.CLOSEUP_NAVIGATION, { pin_id: String(pin) }),
      event(EVENT.CLICK, { pin_id: String(pin), component: SHARE_COMPONENT, element: 'copy_link' }),
      event(EVENT.CLICKTHROUGH, { pin_id: String(pin) }),
      // kept raw only: no metric
      event(EVENT.SWIPE, { pin_id: String(pin) }),
      event(EVENT.CLICK, { element: 'header_logo' }),
    ];
    const res = await sendEvents(t, b, { events });
    expect(rr(res).data).toEqual({ accepted: 10, duplicates: 0, dropped: 0 });
    expect(await dayRows(t, pin)).toEqual([
      {
        day: today(),
        impressions: 3,
        closeup_views: 1,
        pin_clicks: 1,
        outbound_clicks: 1,
        saves: 0,
        downloads: 1,
        shares: 1,
      },
    ]);
    const more = await sendEvents(t, b, { events: [impression(pin), impression(pin)] });
    expect(rr(more).data).toMatchObject({ accepted: 2 });
    expect((await dayRows(t, pin))[0]?.impressions).toBe(5);
  });

  it('keeps an event for an unknown pin raw and still rolls up the rest of the batch', async () => {
    const pin = await newPin();
    const ghost = impression('987654321987');
    const real = impression(pin);
    const res = await sendEvents(t, await seenVisitor(t), { events: [ghost, real] });
    expect(rr(res).data).toEqual({ accepted: 2, duplicates: 0, dropped: 0 });
    expect((await storedEvents(t, [ghost.id]))[0]?.pin_id).toBe('987654321987');
    expect(await dayRows(t, 987654321987)).toEqual([]);
    expect((await dayRows(t, pin))[0]?.impressions).toBe(1);
  });

  it('stores nothing from someone who rejected analytics cookies, or has not chosen', async () => {
    const pin = await newPin();
    for (const consent of ['a0.m0.p0', 'a0.m1.p1', null]) {
      const b = visitor(t);
      b.consent = consent;
      const events = [impression(pin), impression(pin)];
      const res = await sendEvents(t, b, { events });
      expect(res.statusCode, res.body).toBe(200);
      expect(rr(res).data).toEqual({ accepted: 0, duplicates: 0, dropped: 2 });
      // no visitor id is handed out on the way
      expect(visitorCookieOf(res)).toBeNull();
      expect(
        await storedEvents(
          t,
          events.map((e) => e.id),
        ),
      ).toEqual([]);
    }
    const signedIn = await member(t);
    signedIn.consent = 'a0.m0.p0';
    const res = await sendEvents(t, signedIn, { events: [impression(pin)] });
    expect(rr(res).data).toEqual({ accepted: 0, duplicates: 0, dropped: 1 });
    expect(await dayRows(t, pin)).toEqual([]);
  });

  it('stores nothing from a bot, whatever its cookies say', async () => {
    const pin = await newPin();
    const bot = visitor(t, { userAgent: BOT_UA });
    const events = [impression(pin)];
    const res = await sendEvents(t, bot, { events });
    expect(rr(res).data).toEqual({ accepted: 0, duplicates: 0, dropped: 1 });
    expect(await storedEvents(t, [events[0]?.id ?? ''])).toEqual([]);
  });

  it('names the sender: u:{id} signed in, v:{visitor id} for a visitor (given one if new)', async () => {
    const pin = await newPin();
    const m = await member(t);
    const mine = impression(pin);
    expect((await sendEvents(t, m, { events: [mine] })).statusCode).toBe(200);
    expect((await storedEvents(t, [mine.id]))[0]?.subject).toBe(`u:${m.id}`);

    const v = visitor(t);
    expect(v.vid).toBeNull();
    // decision 022: a browser with no visitor id is given one, signed; what it sent with no id
    // counts for nothing, what it sends with the id back does
    const first = impression(pin);
    const res = await sendEvents(t, v, { events: [first] });
    expect(visitorCookieOf(res)?.raw).toMatch(/HttpOnly/);
    expect(v.vid).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(rr(res).data).toMatchObject({ accepted: 0, dropped: 1 });
    expect(await storedEvents(t, [first.id])).toEqual([]);
    const theirs = impression(pin);
    await sendEvents(t, v, { events: [theirs] });
    expect((await storedEvents(t, [theirs.id]))[0]?.subject).toBe(`v:${v.vid?.split('.')[0]}`);
  });

  it("believes the client's clock from a day back to five minutes ahead, else the arrival", async () => {
    const pin = await newPin();
    const now = Date.now();
    const recent = impression(pin, { time: now - 2 * 60 * 60_000 });
    const old = impression(pin, { time: now - 3 * DAY_MS });
    const ahead = impression(pin, { time: now + 60 * 60_000 });
    await sendEvents(t, await seenVisitor(t), { events: [recent, old, ahead] });
    const at = new Map(
      (await storedEvents(t, [recent.id, old.id, ahead.id])).map((e) => [
        e.id,
        new Date(e.occurred_at).getTime(),
      ]),
    );
    expect(at.get(recent.id)).toBe(recent.time);
    for (const e of [old, ahead]) {
      expect(Math.abs((at.get(e.id) ?? 0) - now)).toBeLessThan(60_000);
    }
    const rows = await dayRows(t, pin);
    expect(rows.reduce((s, r) => s + r.impressions, 0)).toBe(3);
    expect(rows.every((r) => r.day >= new Date(now - DAY_MS).toISOString().slice(0, 10))).toBe(
      true,
    );
  });

  it('adds a save made through RepinResource to the saves of today', async () => {
    const pin = await newPin();
    const saver = await member(t);
    const res = await saver.post('RepinResource', 'create', { pin_id: pin });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dayRows(t, pin)).toEqual([
      expect.objectContaining({ day: today(), saves: 1, impressions: 0 }),
    ]);
    // a save of that save counts toward the original, as its save count does
    const repinId = (rr(res).data as { id: string }).id;
    const second = await member(t);
    await second.post('RepinResource', 'create', { pin_id: repinId });
    expect((await dayRows(t, pin))[0]?.saves).toBe(2);
  });

  it('answers 429 past the batches a browser, or an address, may send in a minute', async () => {
    const pin = await newPin();
    const limits = t.tessera.systemCtx().config.analyticsBatchesPerMinute;
    const saved = { ...limits };
    try {
      limits.subject = 2;
      const b = await seenVisitor(t);
      for (let i = 0; i < 2; i++) {
        expect((await sendEvents(t, b, { events: [impression(pin)] })).statusCode).toBe(200);
      }
      const over = await sendEvents(t, b, { events: [impression(pin)] });
      expect(over.statusCode).toBe(429);
      expect(errorOf(over).message).toMatch(/Too many events/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

      limits.subject = undefined;
      limits.address = 3;
      const ip = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        // a new browser each time: the address is what is counted
        codes.push(
          (await sendEvents(t, visitor(t, { ip }), { events: [impression(pin)] })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      Object.assign(limits, saved);
    }
  });

  it('takes JSON with the CSRF header from the page, refuses cross-site and non-JSON posts', async () => {
    const pin = await newPin();
    const m = await member(t);
    const ok = await sendEvents(t, m, { events: [impression(pin)] });
    expect(ok.statusCode, ok.body).toBe(200);
    const noToken = await sendEvents(t, m, { events: [impression(pin)] }, { 'x-csrf-token': '' });
    expect(noToken.statusCode).toBe(403);

    const body = JSON.stringify({ events: [impression(pin)] });
    for (const [contentType, payload] of [
      ['text/plain', body],
      ['application/x-www-form-urlencoded', `events=${encodeURIComponent(body)}`],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--`,
      ],
    ] as const) {
      const cross = await t.tessera.app.inject({
        method: 'POST',
        url: EVENTS_PATH,
        headers: visitor(t).headers({ origin: 'http://evil.example', 'content-type': contentType }),
        payload,
      });
      expect(cross.statusCode, `${contentType}: ${cross.body}`).toBeGreaterThanOrEqual(400);
      expect(cross.statusCode).toBeLessThan(500);
    }
    const sameOriginText = await sendEvents(t, visitor(t), body, { 'content-type': 'text/plain' });
    expect(sameOriginText.statusCode).toBe(415);
    expect(errorOf(sameOriginText).message).toMatch(/JSON/);
  });

  it('takes a batch of 50 events with every field at its longest; a larger body is a 413', async () => {
    // three pins: one visitor counts at most 20 events a pin a day (decision 022)
    const pins = [await newPin(), await newPin(), await newPin()];
    const pin = pins[0] ?? 0;
    const aux = Object.fromEntries(
      Array.from({ length: 24 }, (_, i) => [
        `field_${String(i).padStart(2, '0')}_${'x'.repeat(30)}`,
        'v'.repeat(512),
      ]),
    );
    const full = (_: unknown, i: number) =>
      impression(pins[i % 3] ?? pin, {
        object_id_str: 'o'.repeat(64),
        view_type: 1_000_000,
        view_parameter: 1_000_000,
        component: `c${'a'.repeat(39)}`,
        element: `e${'b'.repeat(39)}`,
        client_tracking_params: 't'.repeat(1024),
        aux_data: aux,
      });
    const events = Array.from({ length: 50 }, full);
    const res = await sendEvents(t, await seenVisitor(t), { events });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(rr(res).data).toMatchObject({ accepted: 50 });

    const huge = JSON.stringify({ events: [impression(pin, { pad: 'x'.repeat(1_200_000) })] });
    const tooBig = await sendEvents(t, visitor(t), huge);
    expect(tooBig.statusCode).toBe(413);
    expect(rr(tooBig).error?.http_status).toBe(413);
  });

  it('moves the data version for new roll-ups, a few times a second at most, not per batch', async () => {
    const pin = await newPin();
    const b = await seenVisitor(t);
    b.consent = 'a0.m0.p0';
    // past an earlier test's window and its trailing announcement
    await new Promise((r) => setTimeout(r, 2 * ROLLUP_BUMP_MS + 50));
    const quiet = dataVersion();
    await sendEvents(t, b, { events: [impression(pin)] });
    // a dropped batch wrote nothing: caches stay
    expect(dataVersion()).toBe(quiet);
    b.consent = 'a1.m0.p0';
    await sendEvents(t, b, { events: [impression(pin)] });
    // the first batch after a quiet moment, before its answer left
    expect(dataVersion()).toBe(quiet + 1);
    for (let i = 0; i < 5; i++) await sendEvents(t, b, { events: [impression(pin)] });
    const burst = dataVersion() - quiet;
    expect(burst).toBeLessThanOrEqual(3);
    // the burst's last roll-ups are announced a moment later
    await new Promise((r) => setTimeout(r, ROLLUP_BUMP_MS + 50));
    expect(dataVersion()).toBeGreaterThan(quiet + 1);
    expect((await dayRows(t, pin))[0]?.impressions).toBe(6);
  });

  it('drops raw events past the retention period in chunks and keeps the roll-ups', async () => {
    const pin = await newPin();
    const db = t.tessera.database.db;
    const now = new Date();
    const raw = (receivedAt: Date) => ({
      id: randomUUID(),
      eventType: EVENT.PIN_IMPRESSION,
      subject: 'v:retention-test',
      pinId: String(pin),
      objectId: null,
      viewType: null,
      viewParameter: null,
      component: null,
      element: null,
      clientTrackingParams: null,
      auxData: null,
      occurredAt: receivedAt,
      receivedAt,
    });
    const old = Array.from({ length: 5 }, () => raw(new Date(now.getTime() - 91 * DAY_MS)));
    const kept = [raw(new Date(now.getTime() - 89 * DAY_MS)), raw(now)];
    await db.transaction((tx) => tableSink.append(tx, [...old, ...kept]));
    const oldDay = new Date(now.getTime() - 91 * DAY_MS).toISOString().slice(0, 10);
    await db.execute(
      sql`insert into pin_daily_stats (pin_id, day, impressions) values (${pin}, ${oldDay}, 5)`,
    );

    const { deleted } = await pruneRawEvents({ db, now: () => now }, { chunk: 2 });
    expect(deleted).toBe(5);
    expect(
      await storedEvents(
        t,
        old.map((e) => e.id),
      ),
    ).toEqual([]);
    expect(
      await storedEvents(
        t,
        kept.map((e) => e.id),
      ),
    ).toHaveLength(2);
    expect(await dayRows(t, pin)).toEqual([
      expect.objectContaining({ day: oldDay, impressions: 5 }),
    ]);
  });
});
