import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EVENT, EVENTS_PATH } from '#domain/analytics/analytics';
import type { TestApp } from '../support/app.ts';
import type { ClientOptions, Res } from './auth-support.ts';
import { rowsOf } from './auth-support.ts';
import { Browser } from './experiences-support.ts';

/** Shared by analytics-ingest.test.ts (issue 15): batches as the page's tracker sends them. */

export interface WireEvent {
  id: string;
  type: number;
  time: number;
  pin_id?: string;
  component?: string;
  element?: string;
  aux_data?: Record<string, unknown>;
  [k: string]: unknown;
}

export function event(type: number, over: Partial<WireEvent> = {}): WireEvent {
  return { id: randomUUID(), type, time: Date.now(), ...over };
}

export function impression(pinId: number | string, over: Partial<WireEvent> = {}): WireEvent {
  return event(EVENT.PIN_IMPRESSION, { pin_id: String(pinId), ...over });
}

/**
 * POST /v3/events/ the way fetch(keepalive) sends it: same origin, JSON, the CSRF header when
 * signed in. `body` may be a string (sent as is) for malformed bodies.
 */
export async function sendEvents(
  t: TestApp,
  b: Browser,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Res> {
  const base: Record<string, string> = {
    origin: 'http://localhost',
    'content-type': 'application/json',
  };
  if (b.csrf) base['x-csrf-token'] = b.csrf;
  const res = await t.tessera.app.inject({
    method: 'POST',
    url: EVENTS_PATH,
    headers: b.headers({ ...base, ...headers }),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return b.remember(res);
}

export interface StoredEvent {
  id: string;
  event_type: number;
  subject: string;
  pin_id: string | null;
  occurred_at: string;
}

/** The raw events with any of `ids`. */
export async function storedEvents(t: TestApp, ids: string[]): Promise<StoredEvent[]> {
  if (ids.length === 0) return [];
  const res = await t.tessera.database.db.execute(sql`
    select id::text as id, event_type, subject, pin_id::text as pin_id,
      occurred_at::text as occurred_at
    from analytics_events where id in (${sql.join(
      ids.map((id) => sql`${id.toLowerCase()}::uuid`),
      sql`, `,
    )})`);
  return rowsOf<StoredEvent>(res);
}

export interface DayRow {
  day: string;
  impressions: number;
  closeup_views: number;
  pin_clicks: number;
  outbound_clicks: number;
  saves: number;
  downloads: number;
  shares: number;
}

/** A pin's roll-up rows, oldest first. */
export async function dayRows(t: TestApp, pinId: number): Promise<DayRow[]> {
  const res = await t.tessera.database.db.execute(sql`
    select day::text as day, impressions, closeup_views, pin_clicks, outbound_clicks, saves,
      downloads, shares
    from pin_daily_stats where pin_id = ${pinId} order by day`);
  return rowsOf<DayRow>(res).map((r) => ({
    ...r,
    impressions: Number(r.impressions),
    closeup_views: Number(r.closeup_views),
    pin_clicks: Number(r.pin_clicks),
    outbound_clicks: Number(r.outbound_clicks),
    saves: Number(r.saves),
    downloads: Number(r.downloads),
    shares: Number(r.shares),
  }));
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A visitor whose browser has been given its visitor id on a page (the cookie choice made there
 * gives it): the events it sends next count (decision 022).
 */
export async function seenVisitor(t: TestApp, opts: ClientOptions = {}): Promise<Browser> {
  const b = new Browser(t, opts);
  const res = await b.post('UserSettingsResource', 'update', {
    allow_analytic_cookies: true,
    allow_marketing_cookies: false,
    allow_personalization_cookies: false,
    surface_tag: 'banner',
  });
  if (res.statusCode !== 200 || !b.vid) throw new Error(`no visitor id: ${res.body}`);
  return b;
}
