import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experienceEvents } from '#server/db/schema/index';
import { getExperience, SYSTEM_AUTHOR } from '#server/services/experiences/authoring';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { errorOf, rr } from './auth-support.ts';
import {
  act,
  BOT_UA,
  type Browser,
  freshPlacement,
  key,
  makeExperience,
  member,
  servedId,
  visitor,
} from './experiences-support.ts';

// Issue 14: the lifecycle calls (spec 02 §4, §7): view, complete, dismiss, trigger.

type Status = { status: string; view_count: number; changed: boolean; extra_context: unknown };

describe.each(dbKinds())('experience lifecycle on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function ok(
    b: Browser,
    ...args: Parameters<typeof act> extends [unknown, ...infer R] ? R : never
  ) {
    const res = await act(b, ...args);
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as Status;
  }
  /** What the employees' authoring page shows of an experience. */
  async function counts(experienceId: number) {
    return (await getExperience(t.tessera.systemCtx(), SYSTEM_AUTHOR, experienceId)).counts;
  }
  async function events(experienceId: number, type: number): Promise<number> {
    const rows = await t.tessera.database.db
      .select()
      .from(experienceEvents)
      .where(
        and(eq(experienceEvents.experienceId, experienceId), eq(experienceEvents.eventType, type)),
      );
    return rows.length;
  }

  it.each([
    ['rejected', 'a0.m1.p1'],
    ['not chosen', null],
  ])('consent %s: the lifecycle is kept, no analytics event is logged', async (_name, consent) => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p] });
    const v = visitor(t);
    v.consent = consent;
    expect(await servedId(v, p)).toBe(e.id);
    expect(await ok(v, 'view', key(p, e.id))).toMatchObject({ status: 'viewed', changed: true });
    expect(await ok(v, 'dismiss', key(p, e.id))).toMatchObject({ status: 'dismissed' });
    expect(await events(e.id, 4503)).toBe(0);
    expect(await events(e.id, 6568)).toBe(0);
    expect(await servedId(v, p)).toBeNull();
  });

  it('a client that drops its visitor cookie is limited per address (no table filled with rows)', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p] });
    const v = visitor(t);
    let last = 0;
    for (let i = 0; i < 301; i++) {
      v.vid = null;
      last = (await act(v, 'view', key(p, e.id))).statusCode;
      if (last !== 200) break;
    }
    expect(last).toBe(429);
    // made-up visitor ids do not get round it: only a signed one is a visitor's cookie
    let accepted = 0;
    for (let i = 0; i < 150; i++) {
      v.vid = randomBytes(16).toString('base64url');
      const action = (['view', 'complete', 'dismiss'] as const)[i % 3] ?? 'view';
      if ((await act(v, action, key(p, e.id))).statusCode === 200) accepted++;
    }
    expect(accepted).toBe(0);
    // one that keeps the cookie this server gave it is not counted as new
    const kept = visitor(t, { ip: v.ip });
    expect(await servedId(kept, p)).toBe(e.id);
    expect(kept.vid).toBeTruthy();
    expect((await act(kept, 'view', key(p, e.id))).statusCode).toBe(200);
  });

  it('visitor experience writes are limited per address even with signed cookies', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p] });
    const kept = visitor(t);
    expect(await servedId(kept, p)).toBe(e.id);
    const codes = new Map<number, number>();
    for (let i = 0; i < 601; i++) {
      const code = (await act(kept, 'view', key(p, e.id))).statusCode;
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    expect(codes.get(200)).toBe(600);
    expect(codes.get(429)).toBe(1);
  });

  it('M-184 M-187 M-377 a second view is a no-op on status but counts toward the frequency cap', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p], frequencyCap: 2 });
    const v = visitor(t);
    expect(await servedId(v, p)).toBe(e.id);
    const first = await ok(v, 'view', key(p, e.id));
    expect(first).toMatchObject({ status: 'viewed', view_count: 1, changed: true });
    expect(await servedId(v, p)).toBe(e.id);
    const second = await ok(v, 'view', key(p, e.id));
    expect(second).toMatchObject({ status: 'viewed', view_count: 2 });
    // the cap is reached: not served again, to this visitor only
    expect(await servedId(v, p)).toBeNull();
    expect(await servedId(visitor(t), p)).toBe(e.id);
    expect(await events(e.id, 4503)).toBe(2);
  });

  it('M-184 M-377 views at once each count, in turn (decision 070: a write only on the row it read)', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p], frequencyCap: 100 });
    const v = visitor(t);
    expect(await servedId(v, p)).toBe(e.id);
    const all = await Promise.all(Array.from({ length: 12 }, () => ok(v, 'view', key(p, e.id))));
    expect(all.map((s) => s.view_count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(await events(e.id, 4503)).toBe(12);
    const last = await ok(v, 'view', key(p, e.id));
    expect(last).toMatchObject({ status: 'viewed', view_count: 13, changed: true });
    // a dismissal racing views: it lands once, and no view after it changes anything
    const race = await Promise.all([
      ok(v, 'view', key(p, e.id)),
      ok(v, 'dismiss', key(p, e.id)),
      ok(v, 'view', key(p, e.id)),
    ]);
    expect(race.filter((s) => s.status === 'dismissed' && s.changed)).toHaveLength(1);
    expect(await ok(v, 'view', key(p, e.id))).toMatchObject({
      status: 'dismissed',
      changed: false,
    });
    expect(await events(e.id, 6568)).toBe(1);
  });

  it('M-190 M-192 M-378 completed stays completed: a repeat, a view or a dismissal after it change nothing', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p] });
    const u = await member(t);
    await ok(u, 'view', key(p, e.id));
    expect(await ok(u, 'complete', key(p, e.id))).toMatchObject({
      status: 'completed',
      changed: true,
    });
    expect(await servedId(u, p)).toBeNull();
    for (const action of ['complete', 'view', 'dismiss'] as const) {
      expect(await ok(u, action, key(p, e.id))).toMatchObject({
        status: 'completed',
        view_count: 1,
        changed: false,
      });
    }
    expect(await events(e.id, 6567)).toBe(1);
    expect(await events(e.id, 6568)).toBe(0);
    expect(await events(e.id, 4503)).toBe(1);
  });

  it('M-194 M-195 M-379 a dismissed experience is not served again at any placement; a repeat dismissal is a 200 no-op', async () => {
    const [p, q] = [freshPlacement(), freshPlacement()];
    const e = await makeExperience(t, { placements: [p, q] });
    const v = visitor(t);
    expect(await servedId(v, q)).toBe(e.id);
    // the object variant: the placed experience's own id
    const placedId = e.placed.find((x) => x.placementId === p)?.id ?? 0;
    expect(await ok(v, 'dismiss', placedId)).toMatchObject({ status: 'dismissed', changed: true });
    expect(await ok(v, 'dismiss', key(p, e.id))).toMatchObject({ changed: false });
    expect(await ok(v, 'complete', `${p}:${e.id}`)).toMatchObject({
      status: 'dismissed',
      changed: false,
    });
    expect(await servedId(v, p)).toBeNull();
    expect(await servedId(v, q)).toBeNull();
    expect(await events(e.id, 6568)).toBe(1);
    expect(await counts(e.id)).toEqual({ viewed: 0, completed: 0, dismissed: 1 });
  });

  it('M-330 M-331 M-332 M-333 a bad placed_experience_id is a 400, an unknown or draft one a 404', async () => {
    const p = freshPlacement();
    const draft = await makeExperience(t, { placements: [p], state: 'draft' });
    const v = visitor(t);
    for (const action of ['view', 'complete', 'dismiss'] as const) {
      for (const bad of ['abc', '12%3A', '%3A5', '', '1:2:3', 'x'.repeat(65)]) {
        const res = await act(v, action, bad);
        expect(res.statusCode, `${action} ${bad}`).toBe(400);
        expect(errorOf(res).code).toBe('bad_request');
      }
      expect((await act(v, action, key(p, 999_999_999))).statusCode).toBe(404);
      expect((await act(v, action, 999_999_999_999)).statusCode).toBe(404);
      expect((await act(v, action, key(p, draft.id))).statusCode).toBe(404);
    }
    expect((await v.post('UserExperienceViewedResource', 'update', {})).statusCode).toBe(400);
  });

  it('M-334 M-335 triggered_only is served only after the trigger PUT; its extra_context (a JSON string) is merged into what is stored', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p], targeting: { triggered_only: true } });
    const v = visitor(t);
    expect(await servedId(v, p)).toBeNull();
    const res = await v.trigger(key(p, e.id), { extra_context: JSON.stringify({ board: 'a' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(rr(res).data).toMatchObject({
      placed_experience_id: key(p, e.id),
      status: 'triggered',
      changed: true,
      extra_context: { board: 'a' },
    });
    const again = await v.trigger(key(p, e.id), { extra_context: { step: 2 } });
    expect(rr(again).data).toMatchObject({
      changed: false,
      extra_context: { board: 'a', step: 2 },
    });
    // a plain colon and no body are understood too
    expect((await v.trigger(`${p}:${e.id}`)).statusCode).toBe(200);
    expect(await servedId(v, p)).toBe(e.id);
    // the view keeps what the trigger stored, and the experience stays served until the cap
    expect(await ok(v, 'view', key(p, e.id), { extra_context: { seen: true } })).toMatchObject({
      status: 'viewed',
      extra_context: { board: 'a', step: 2, seen: true },
    });
    expect(await servedId(v, p)).toBe(e.id);
    // another visitor was never triggered
    expect(await servedId(visitor(t), p)).toBeNull();
    expect(await counts(e.id)).toEqual({ viewed: 1, completed: 0, dismissed: 0 });
    expect((await v.trigger('nope')).statusCode).toBe(400);
    expect((await v.trigger(key(p, 999_999_999))).statusCode).toBe(404);
    const badJson = await v.trigger(key(p, e.id), { extra_context: '{not json' });
    expect(badJson.statusCode).toBe(400);
  });

  it('writes need the CSRF token like other writes (the PUT too); a bot is refused and gets no cookie', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p] });
    const u = await member(t);
    const withToken = await act(u, 'view', key(p, e.id), {});
    expect(withToken.statusCode).toBe(200);
    const forged = await u.post(
      'UserExperienceViewedResource',
      'update',
      { placed_experience_id: key(p, e.id) },
      { 'x-csrf-token': 'forged' },
    );
    expect(forged.statusCode).toBe(403);
    expect((await u.trigger(key(p, e.id), {}, { 'x-csrf-token': 'forged' })).statusCode).toBe(403);
    const v = visitor(t);
    const crossSite = await v.trigger(key(p, e.id), {}, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    const crossPost = await v.post(
      'UserExperienceCompletedResource',
      'update',
      { placed_experience_id: key(p, e.id) },
      { origin: 'https://evil.example' },
    );
    expect(crossPost.statusCode).toBe(403);
    expect(v.vid).toBeNull();

    const bot = visitor(t, { userAgent: BOT_UA });
    for (const action of ['view', 'complete', 'dismiss'] as const) {
      const res = await act(bot, action, key(p, e.id));
      expect(res.statusCode).toBe(403);
    }
    expect((await bot.trigger(key(p, e.id))).statusCode).toBe(403);
    expect(bot.vid).toBeNull();
    expect(await counts(e.id)).toMatchObject({ viewed: 1 });
  });

  it('never a 500: bad options are 400s with a message', async () => {
    const p = freshPlacement();
    const e = await makeExperience(t, { placements: [p] });
    const v = visitor(t);
    const bad: unknown[] = [
      { placement_ids: [] },
      { placement_ids: ['abc'] },
      { placement_ids: [1.5] },
      { placement_ids: 'p' },
      { placement_ids: [p], extra_context: '{oops' },
      { placement_ids: [p], extra_context: { nested: { a: 1 } } },
      {
        placement_ids: [p],
        extra_context: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
      },
      { placement_ids: [p], extra_context: { a: 'nul\u0000' } },
      { placement_ids: [p], targeting: { route: 5 } },
      { placement_ids: Array.from({ length: 51 }, (_, i) => i + 1) },
    ];
    for (const options of bad) {
      const res = await v.get('UserExperienceResource', options);
      expect(res.statusCode, JSON.stringify(options)).toBe(400);
      expect(errorOf(res).message.length).toBeGreaterThan(0);
    }
    const platform = await v.get('UserExperiencePlatformResource', {
      multiExperiencePlatform: 'yes',
    });
    expect(platform.statusCode).toBe(400);
    const over = await act(v, 'view', key(p, e.id), {
      extra_context: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])),
    });
    expect(over.statusCode).toBe(200);
    // merged with what is stored, 21 keys would be too many
    const merged = await act(v, 'view', key(p, e.id), { extra_context: { another: 1 } });
    expect(merged.statusCode).toBe(400);
    const nul = await v.trigger(key(p, e.id), { extra_context: { a: 'x\u0000' } });
    expect(nul.statusCode).toBe(400);
    const text = await t.tessera.app.inject({
      method: 'PUT',
      url: `/v3/experiences/${key(p, e.id)}/trigger/`,
      headers: v.headers({ origin: 'http://localhost', 'content-type': 'application/json' }),
      payload: '{bad',
    });
    expect(text.statusCode).toBe(400);
  });
});
