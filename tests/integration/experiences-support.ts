import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Targeting } from '#domain/experiences/experience-data';
import type { ExperienceWire } from '#domain/experiences/experiences';
import { experiences, placedExperiences } from '#server/db/schema/index';
import { users } from '#server/db/schema/users';
import { bumpDataVersion } from '#server/services/platform/data-version';
import type { TestApp } from '../support/app.ts';
import { Client, type ClientOptions, type Res, rr, signedUp } from './auth-support.ts';

/** Shared by the experiences-*.test.ts suites (issue 14): a browser with its visitor cookie. */

export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const SOCIAL_BOT_UA = 'facebookexternalhit/1.1';

/** The tessera_vid cookie a response sets, with its attributes. */
export function visitorCookieOf(res: Res): { value: string; raw: string } | null {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  for (const c of list) {
    const m = /^tessera_vid=([^;]*)/.exec(c);
    if (m?.[1] !== undefined) return { value: m[1], raw: c };
  }
  return null;
}

/** A Client that also keeps the visitor cookie, and can send the trigger PUT. */
export class Browser extends Client {
  vid: string | null = null;
  /** the cookie choice this browser made (spec 02 §4): analytics allowed unless a test says */
  consent: string | null = 'a1.m0.p0';

  override headers(extra: Record<string, string> = {}): Record<string, string> {
    const h = super.headers(extra);
    const cookies = [
      h.cookie,
      this.vid ? `tessera_vid=${this.vid}` : null,
      this.consent ? `tessera_consent=${this.consent}` : null,
    ];
    const cookie = cookies.filter(Boolean).join('; ');
    if (cookie) h.cookie = cookie;
    return h;
  }

  override remember(res: Res): Res {
    super.remember(res);
    const v = visitorCookieOf(res);
    if (v) this.vid = v.value;
    return res;
  }

  async trigger(key: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res> {
    const base: Record<string, string> = { origin: 'http://localhost' };
    if (this.csrf) base['x-csrf-token'] = this.csrf;
    const res = await this.t.tessera.app.inject({
      method: 'PUT',
      url: `/v3/experiences/${key}/trigger/`,
      headers: this.headers({
        ...base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      }),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return this.remember(res);
  }
}

export function visitor(t: TestApp, opts: ClientOptions = {}): Browser {
  return new Browser(t, opts);
}

/** A signed-up Browser; `role` partner or employee is set on the row. */
export async function member(
  t: TestApp,
  role: 'user' | 'partner' | 'employee' = 'user',
): Promise<Browser & { id: number }> {
  const b = new Browser(t);
  const s = await b.signup();
  expect(s.res.statusCode, s.res.body).toBe(200);
  if (role !== 'user') {
    await t.tessera.database.db.update(users).set({ role }).where(eq(users.id, s.id));
  }
  return Object.assign(b, { id: s.id });
}

export { signedUp };

let placementCounter = 0;
/** A placement id of this test alone, so tests of one file never see each other's experiences. */
export function freshPlacement(): number {
  placementCounter += 1;
  return 7_000_000 + (process.pid % 1000) * 1000 + placementCounter;
}

export interface ExperienceSpec {
  placements: number[];
  type?: number;
  displayData?: Record<string, unknown>;
  targeting?: Partial<Targeting>;
  priority?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  frequencyCap?: number | null;
  holdoutPercent?: number;
  state?: 'draft' | 'active' | 'paused';
  triggerable?: string[];
}

/** Inserts an experience (a toast unless told) and its placements straight into the database. */
export async function makeExperience(t: TestApp, spec: ExperienceSpec) {
  const db = t.tessera.database.db;
  const [row] = await db
    .insert(experiences)
    .values({
      name: 'test experience',
      type: spec.type ?? 10,
      displayData: spec.displayData ?? { text: 'Hello from a toast' },
      targeting: spec.targeting ?? {},
      priority: spec.priority ?? 0,
      startsAt: spec.startsAt ?? null,
      endsAt: spec.endsAt ?? null,
      frequencyCap: spec.frequencyCap ?? null,
      holdoutPercent: spec.holdoutPercent ?? 0,
      state: spec.state ?? 'active',
      triggerablePlacedExps: spec.triggerable ?? [],
    })
    .returning();
  if (!row) throw new Error('experience not created');
  const placed = await db
    .insert(placedExperiences)
    .values(spec.placements.map((placementId) => ({ experienceId: row.id, placementId })))
    .returning();
  bumpDataVersion();
  return { id: row.id, placed: placed.map((p) => ({ id: p.id, placementId: p.placementId })) };
}

export type Single = Record<string, ExperienceWire | null>;
export type Multi = Record<string, ExperienceWire[]>;

/** GET UserExperienceResource for `placements` (200 expected). */
export async function served(b: Client, placements: number[], route?: string): Promise<Single> {
  const res = await b.get('UserExperienceResource', {
    placement_ids: placements,
    extra_context: null,
    ...(route ? { targeting: { route } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return rr(res).data as Single;
}

/** The experience id served at one placement, or null. */
export async function servedId(b: Client, placement: number, route?: string) {
  return (await served(b, [placement], route))[String(placement)]?.experience_id ?? null;
}

export type Action = 'view' | 'complete' | 'dismiss';
const CALLS: Record<Action, [string, string]> = {
  view: ['UserExperienceViewedResource', 'update'],
  complete: ['UserExperienceCompletedResource', 'update'],
  dismiss: ['UserExperienceResource', 'delete'],
};

export function act(
  b: Client,
  action: Action,
  placedExperienceId: string | number,
  extra: Record<string, unknown> = {},
): Promise<Res> {
  const [name, verb] = CALLS[action];
  return b.post(name, verb, { placed_experience_id: placedExperienceId, ...extra });
}

export function key(placement: number, experience: number): string {
  return `${placement}%3A${experience}`;
}
