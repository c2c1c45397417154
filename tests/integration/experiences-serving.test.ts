import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdoutBucket } from '#server/services/experiences/rules';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard } from '../support/factory.ts';
import { rr } from './auth-support.ts';
import {
  act,
  BOT_UA,
  freshPlacement,
  key,
  type Multi,
  makeExperience,
  member,
  type Single,
  SOCIAL_BOT_UA,
  served,
  servedId,
  visitor,
  visitorCookieOf,
} from './experiences-support.ts';

// Issue 14: which experience each placement serves, to whom (spec 02 §3, §6, §7).

describe.each(dbKinds())('experience serving on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('M-132 M-327 M-328 a visitor gets the wire shape and a tessera_vid cookie (HttpOnly, SameSite=Lax, a year), reused after; a malformed one is ignored', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, {
      placements: [p],
      displayData: { text: 'Welcome to Tessera', icon: 2 },
      triggerable: [`${p}%3A42`],
    });
    const b = visitor(t);
    const res = await b.get('UserExperienceResource', { placement_ids: [p], extra_context: null });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = visitorCookieOf(res);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(cookie?.raw).toMatch(/; HttpOnly/);
    expect(cookie?.raw).toMatch(/; SameSite=Lax/);
    expect(cookie?.raw).toMatch(/; Max-Age=31536000/);
    expect(cookie?.raw).toMatch(/; Path=\//);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const data = rr(res).data as Single;
    expect(data).toEqual({
      [String(p)]: {
        experience_id: e.id,
        placement_id: p,
        id: e.placed[0]?.id,
        type: 10,
        status: 'not_viewed',
        display_data: { text: 'Welcome to Tessera', icon: 2 },
        triggerable_placed_exps: [`${p}:42`],
        extra_context: null,
      },
    });
    const first = b.vid;
    const again = await b.get('UserExperienceResource', { placement_ids: [p] });
    expect(visitorCookieOf(again)?.value).toBe(first);
    // a view recorded under the cookie is the same visitor's on the next call
    expect((await act(b, 'view', key(p, e.id))).statusCode).toBe(200);
    expect((await served(b, [p]))[String(p)]?.status).toBe('viewed');

    const forged = visitor(t);
    forged.vid = 'not a visitor id!';
    const res2 = await forged.get('UserExperienceResource', { placement_ids: [p] });
    expect(res2.statusCode).toBe(200);
    expect(forged.vid).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect((rr(res2).data as Single)[String(p)]?.status).toBe('not_viewed');
  });

  it('a placement with nothing for visitors answers null and sets no cookie (the answer may be shared)', async () => {
    const p = freshPlacement();
    await makeExperience(t, { placements: [p], targeting: { audience: 'signed_in' } });
    const b = visitor(t);
    const res = await b.get('UserExperienceResource', { placement_ids: [p] });
    expect(res.statusCode).toBe(200);
    expect(rr(res).data).toEqual({ [String(p)]: null });
    expect(visitorCookieOf(res)).toBeNull();
  });

  it('M-325 M-326 multi answers each eligible experience of a placement, best first; single only the highest priority', async () => {
    const p = freshPlacement();
    const low = await makeExperience(t, { placements: [p], priority: 1 });
    const high = await makeExperience(t, { placements: [p], priority: 5 });
    const mid = await makeExperience(t, { placements: [p], priority: 3 });
    const b = visitor(t);
    const multi = await b.get('UserExperiencePlatformResource', {
      placement_ids: [p],
      extra_context: {},
      multiExperiencePlatform: true,
    });
    expect(multi.statusCode, multi.body).toBe(200);
    const list = (rr(multi).data as Multi)[String(p)] ?? [];
    expect(list.map((e) => e.experience_id)).toEqual([high.id, mid.id, low.id]);
    const single = await b.get('UserExperiencePlatformResource', { placement_ids: [p] });
    expect((rr(single).data as Single)[String(p)]?.experience_id).toBe(high.id);
  });

  it('M-324 without placement_ids the platform call answers every placement targeted at the route', async () => {
    const [p1, p2, p3] = [freshPlacement(), freshPlacement(), freshPlacement()];
    const home = await makeExperience(t, { placements: [p1], targeting: { routes: ['home'] } });
    const closeup = await makeExperience(t, {
      placements: [p2],
      targeting: { routes: ['closeup'] },
    });
    await makeExperience(t, { placements: [p3], state: 'paused' });
    const b = visitor(t);
    const onHome = await b.get('UserExperiencePlatformResource', {
      extra_context: { source: 'test' },
      targeting: { route: '/' },
    });
    expect(onHome.statusCode, onHome.body).toBe(200);
    const data = rr(onHome).data as Single;
    expect(data[String(p1)]?.experience_id).toBe(home.id);
    expect(data[String(p1)]?.extra_context).toEqual({ source: 'test' });
    expect(data[String(p2)]).toBeUndefined();
    expect(data[String(p3)]).toBeUndefined();
    const onPin = await b.get('UserExperiencePlatformResource', {
      targeting: { route: '/pin/123/' },
      multiExperiencePlatform: true,
    });
    const pinData = rr(onPin).data as Multi;
    expect(pinData[String(p2)]?.map((e) => e.experience_id)).toEqual([closeup.id]);
    expect(pinData[String(p1)]).toBeUndefined();
  });

  it('M-305 M-306 M-307 targeting matrix: visitor, user, partner, bot and social bot', async () => {
    const p = freshPlacement();
    const forVisitors = await makeExperience(t, {
      placements: [p],
      targeting: { audience: 'visitor' },
    });
    const q = freshPlacement();
    const forMembers = await makeExperience(t, {
      placements: [q],
      targeting: { audience: 'signed_in' },
    });
    const r = freshPlacement();
    // the business upgrade banner's rule: people who are not partners yet
    const notPartners = await makeExperience(t, {
      placements: [r],
      targeting: { audience: 'signed_in', is_partner: false },
    });
    const s = freshPlacement();
    const partners = await makeExperience(t, { placements: [s], targeting: { is_partner: true } });
    const everyone = [p, q, r, s];

    const v = visitor(t);
    const u = await member(t);
    const partner = await member(t, 'partner');
    const bot = visitor(t, { userAgent: BOT_UA });
    const social = visitor(t, { userAgent: SOCIAL_BOT_UA });
    const ids = async (b: typeof v) =>
      Object.values(await served(b, everyone)).map((e) => e?.experience_id ?? null);
    expect(await ids(v)).toEqual([forVisitors.id, null, null, null]);
    expect(await ids(u)).toEqual([null, forMembers.id, notPartners.id, null]);
    expect(await ids(partner)).toEqual([null, forMembers.id, null, partners.id]);
    for (const b of [bot, social]) {
      const res = await b.get('UserExperienceResource', { placement_ids: everyone });
      expect(res.statusCode).toBe(200);
      // bots get nothing, ever: not even the placements' nulls, and no cookie
      expect(rr(res).data).toEqual({});
      expect(visitorCookieOf(res)).toBeNull();
      const platform = await b.get('UserExperiencePlatformResource', {
        targeting: { route: '/' },
        multiExperiencePlatform: true,
      });
      expect(rr(platform).data).toEqual({});
    }
  });

  it('targeting by boards, newness, country, locale and predicates is answered from the database', async () => {
    const [pb, pn, pr, pc, pl, ps] = [
      freshPlacement(),
      freshPlacement(),
      freshPlacement(),
      freshPlacement(),
      freshPlacement(),
      freshPlacement(),
    ];
    const withBoards = await makeExperience(t, {
      placements: [pb],
      targeting: { has_boards: true },
    });
    const fresh = await makeExperience(t, { placements: [pn], targeting: { newness: 'new' } });
    const returning = await makeExperience(t, {
      placements: [pr],
      targeting: { newness: 'returning' },
    });
    const inFrance = await makeExperience(t, {
      placements: [pc],
      targeting: { countries: ['FR'] },
    });
    const german = await makeExperience(t, { placements: [pl], targeting: { locales: ['de'] } });
    const noSaves = await makeExperience(t, {
      placements: [ps],
      targeting: { predicates: ['has_no_saved_pin', 'has_no_created_pin'] },
    });
    const all = [pb, pn, pr, pc, pl, ps];
    const u = await member(t);
    const ids = async (b: typeof u) =>
      Object.values(await served(b, all)).map((e) => e?.experience_id ?? null);
    expect(await ids(u)).toEqual([null, fresh.id, null, null, null, noSaves.id]);
    await makeBoard(t.tessera.systemCtx(), u.id);
    expect((await ids(u))[0]).toBe(withBoards.id);

    const de = visitor(t);
    const res = await de.t.tessera.app.inject({
      method: 'GET',
      url: `/resource/UserExperienceResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { placement_ids: all } }))}`,
      headers: de.headers({ 'accept-language': 'de-DE,de;q=0.9' }),
    });
    const data = rr(res).data as Single;
    expect(data[String(pl)]?.experience_id).toBe(german.id);
    expect(data[String(pn)]?.experience_id).toBe(fresh.id);
    expect(data[String(pr)]).toBeNull();
    expect(data[String(pc)]).toBeNull();
    expect(inFrance.id).toBeGreaterThan(0);
    expect(returning.id).toBeGreaterThan(0);
  });

  it('schedule: only active experiences between starts_at and ends_at are served', async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const [a, b, c, d, e] = [
      freshPlacement(),
      freshPlacement(),
      freshPlacement(),
      freshPlacement(),
      freshPlacement(),
    ];
    const running = await makeExperience(t, {
      placements: [a],
      startsAt: new Date(now - day),
      endsAt: new Date(now + day),
    });
    await makeExperience(t, { placements: [b], startsAt: new Date(now + day) });
    await makeExperience(t, { placements: [c], endsAt: new Date(now - 1000) });
    await makeExperience(t, { placements: [d], state: 'draft' });
    await makeExperience(t, { placements: [e], state: 'paused' });
    const v = visitor(t);
    expect(await served(v, [a, b, c, d, e])).toMatchObject({
      [String(a)]: { experience_id: running.id },
      [String(b)]: null,
      [String(c)]: null,
      [String(d)]: null,
      [String(e)]: null,
    });
  });

  it('schedule: a kept list of experiences starts and ends them on time, with no write between', async () => {
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    const [later, ending] = [freshPlacement(), freshPlacement()];
    const starting = await makeExperience(t, {
      placements: [later],
      startsAt: new Date(now + hour),
    });
    const ended = await makeExperience(t, { placements: [ending], endsAt: new Date(now + hour) });
    const v = visitor(t);
    // the first answer keeps the placements' active experiences (decision 085)
    expect(await served(v, [later, ending])).toMatchObject({
      [String(later)]: null,
      [String(ending)]: { experience_id: ended.id },
    });
    vi.useFakeTimers({ toFake: ['Date'], now: now + 2 * hour });
    try {
      expect(await served(v, [later, ending])).toMatchObject({
        [String(later)]: { experience_id: starting.id },
        [String(ending)]: null,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('M-260 M-196 an experience that cannot be drawn is not served (a modal without a body, type 0)', async () => {
    const p = freshPlacement();
    await makeExperience(t, {
      placements: [p],
      type: 26,
      priority: 9,
      displayData: { title: 'Hi', complete_button: { text: 'OK' } },
    });
    await makeExperience(t, { placements: [p], type: 0, priority: 8 });
    const drawable = await makeExperience(t, {
      placements: [p],
      type: 26,
      displayData: { title: 'Hi', body: 'There', complete_button: { text: 'OK' } },
    });
    expect(await servedId(visitor(t), p)).toBe(drawable.id);
  });

  it('holdout: the same person always lands on the same side; 100% holds everyone out', async () => {
    const p = freshPlacement();
    const half = await makeExperience(t, { placements: [p], holdoutPercent: 50 });
    const q = freshPlacement();
    await makeExperience(t, { placements: [q], holdoutPercent: 100 });
    for (let i = 0; i < 12; i += 1) {
      const v = visitor(t);
      const first = await served(v, [p, q]);
      expect(first[String(q)]).toBeNull();
      const inGroup = holdoutBucket(half.id, `v:${v.vid?.split('.')[0]}`) >= 50;
      expect(first[String(p)]?.experience_id ?? null).toBe(inGroup ? half.id : null);
      expect(await servedId(v, p)).toBe(inGroup ? half.id : null);
    }
    const u = await member(t);
    const inGroup = holdoutBucket(half.id, `u:${u.id}`) >= 50;
    expect(await servedId(u, p)).toBe(inGroup ? half.id : null);
  });

  it('two visitors never share an answer through the visitors’ cache', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p] });
    const [a, b] = [visitor(t), visitor(t)];
    expect(await servedId(a, p)).toBe(e.id);
    expect(await servedId(b, p)).toBe(e.id);
    expect((await act(a, 'dismiss', key(p, e.id))).statusCode).toBe(200);
    expect(await servedId(b, p)).toBe(e.id);
    expect(await servedId(a, p)).toBeNull();
    expect(await servedId(b, p)).toBe(e.id);
  });
});
