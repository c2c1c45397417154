import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterestFollowState, InterestModel } from '#domain/discovery/ideas';
import type { PinModel } from '#domain/pins/models';
import type { Ctx } from '#server/context';
import { interestFollows, interests } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';
import { walk } from './feed-support.ts';

/** The interest ids a person follows, as stored. */
async function followedInterestIds(ctx: Pick<Ctx, 'db'>, userId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: interestFollows.interestId })
    .from(interestFollows)
    .where(eq(interestFollows.userId, userId))
    .orderBy(asc(interestFollows.interestId));
  return rows.map((r) => r.id);
}

// Issue 16: interests, their ideas pages' data and following them (spec 01 §2 P-044, P-048 …
// P-050; P-352's unfollow sends interest_id).

describe.each(dbKinds())('interests on %s', (kind) => {
  let t: TestApp;
  let art: number;
  let painting: number;
  let travel: number;
  let secretPin: number;
  let hiddenVideo: number;
  const publicPins: number[] = [];
  const videoPins: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const made = await ctx.db
      .insert(interests)
      .values([
        { name: 'Art', urlName: 'art', description: 'Paintings, prints and drawings.' },
        { name: 'Travel', urlName: 'travel' },
        { name: 'Beauty', urlName: 'beauty' },
      ])
      .returning({ id: interests.id });
    [art, travel] = made.map((r) => r.id) as [number, number];
    const [child] = await ctx.db
      .insert(interests)
      .values({ name: 'Watercolour', urlName: 'watercolour', parentId: art })
      .returning({ id: interests.id });
    painting = (child as { id: number }).id;
    bumpDataVersion();
    const owner = await makeUser(ctx);
    const open = await makeBoard(ctx, owner.id);
    const secret = await makeBoard(ctx, owner.id, { privacy: 'secret' });
    for (let i = 0; i < 6; i++) {
      const p = await makePin(ctx, owner.id, open.id, { interestId: i % 2 ? painting : art });
      publicPins.push(p.id);
    }
    const video = { id: 'v1', duration: 3000, videoList: {} } as never;
    videoPins.push((await makePin(ctx, owner.id, open.id, { interestId: art, video })).id);
    hiddenVideo = (await makePin(ctx, owner.id, secret.id, { interestId: art, video })).id;
    secretPin = (await makePin(ctx, owner.id, secret.id, { interestId: art })).id;
    await makePin(ctx, owner.id, open.id, { interestId: travel });
  });
  afterAll(() => t.close());

  it('P-049 InterestsResource lists the categories the database has, in the spec order', async () => {
    const res = await new Client(t).get('InterestsResource', { list: 'long' });
    expect(res.statusCode).toBe(200);
    const list = rr(res).data as InterestModel[];
    expect(list.map((i) => i.urlName)).toEqual(['art', 'beauty', 'travel']);
    expect(list[0]?.coverImages).toHaveLength(1);
    expect(list[1]?.coverImages).toEqual([]);
    expect(list[0]?.url).toBe('/ideas/art/');
  });

  it("an interest's feed pages through it and its sub-interests, never a secret board's pin", async () => {
    const { ids, pages } = await walk(
      t.tessera.app,
      'InterestFeedResource',
      { interest_id: art },
      4,
    );
    expect(pages).toEqual([4, 3]);
    expect(new Set(ids)).toEqual(new Set([...publicPins, ...videoPins].map(String)));
    expect(ids).not.toContain(String(secretPin));
    expect(ids).not.toContain(String(hiddenVideo));
    const child = await walk(t.tessera.app, 'InterestFeedResource', { interest_id: painting }, 10);
    expect(child.ids).toHaveLength(3);
  });

  it('video feeds hold video pins only, and a secret board keeps its own', async () => {
    const one = await walk(
      t.tessera.app,
      'InterestFeedResource',
      { interest_id: art, video: true },
      10,
    );
    expect(one.ids).toEqual(videoPins.map(String));
    const all = await walk(t.tessera.app, 'InterestFeedResource', { video: true }, 10);
    expect(all.ids).toEqual(videoPins.map(String));
  });

  it('InterestResource gives the interest, its sub-interests and covers; unknown is a 404', async () => {
    const c = new Client(t);
    const res = await c.get('InterestResource', { slug: 'art' });
    expect(res.statusCode).toBe(200);
    const data = rr(res).data as InterestModel & { subInterests: InterestModel[] };
    expect(data.description).toBe('Paintings, prints and drawings.');
    expect(data.subInterests.map((s) => s.urlName)).toEqual(['watercolour']);
    expect(data.coverImages.length).toBeGreaterThan(0);
    expect((await c.get('InterestResource', { slug: 'no-such-thing' })).statusCode).toBe(404);
    expect((await c.get('InterestResource', { interest_id: 999999 })).statusCode).toBe(404);
    const bad = await c.get('InterestResource', { slug: 'Not A Slug!' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/slug/);
  });

  it('visitors may not follow: the login prompt text comes back as a 401', async () => {
    const res = await new Client(t).post('InterestFollowResource', 'create', { interest_id: art });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Log in to follow');
  });

  it('P-352 follow and unfollow by interest_id are idempotent and counted', async () => {
    const a = await signedUp(t);
    const b = await signedUp(t);
    const follow = async (c: Client, action: 'create' | 'delete') => {
      const res = await c.post('InterestFollowResource', action, { interest_id: travel });
      expect(res.statusCode, res.body).toBe(200);
      return rr(res).data as InterestFollowState;
    };
    expect(await follow(a.client, 'create')).toEqual({
      interestId: String(travel),
      followedByMe: true,
      followerCount: 1,
    });
    expect((await follow(a.client, 'create')).followerCount).toBe(1);
    expect((await follow(b.client, 'create')).followerCount).toBe(2);
    const seen = rr(await a.client.get('InterestResource', { interest_id: travel }))
      .data as InterestModel;
    expect(seen.followedByMe).toBe(true);
    expect(seen.followerCount).toBe(2);
    const ctx = t.tessera.systemCtx();
    expect(await followedInterestIds(ctx, a.id)).toEqual([travel]);
    expect((await follow(a.client, 'delete')).followerCount).toBe(1);
    const again = await follow(a.client, 'delete');
    expect(again).toEqual({ interestId: String(travel), followedByMe: false, followerCount: 1 });
    expect(await followedInterestIds(ctx, a.id)).toEqual([]);
  });

  it('following an unknown interest is a 404 and a bad id a 400', async () => {
    const { client } = await signedUp(t);
    const gone = await client.post('InterestFollowResource', 'create', { interest_id: 999999 });
    expect(gone.statusCode).toBe(404);
    const bad = await client.post('InterestFollowResource', 'create', { interest_id: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('the home feed helper lists followed interest ids in order', async () => {
    const { client, id } = await signedUp(t);
    for (const interestId of [travel, art]) {
      await client.post('InterestFollowResource', 'create', { interest_id: interestId });
    }
    const ids = await followedInterestIds(t.tessera.systemCtx(), id);
    expect(ids).toEqual([art, travel].sort((x, y) => x - y));
    const feed = await client.get('InterestFeedResource', { interest_id: travel });
    expect((rr(feed).data as PinModel[]).length).toBe(1);
  });
});
