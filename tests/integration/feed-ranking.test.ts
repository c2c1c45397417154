import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendationReason } from '#domain/feedback/feed-reasons';
import type { PinModel } from '#domain/pins/models';
import { favorites, interestFollows, interests } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import { type Client, rr, signedUp } from './auth-support.ts';

// Issue 16: the signed-in home feed ranked from what the person follows, saves and favourites
// (followed people and boards first, then their topics, then the rest), every ranked pin with its
// true reason (P-080, M-399..M-403); hidden pins, secret boards and unfollowed sources left out;
// paging complete. The following feed: pins from followed people and boards, newest first.

describe.each(dbKinds())('ranked home and following feeds on %s', (kind) => {
  let t: TestApp;
  let me: Client;
  let myId: number;
  const id: Record<string, number> = {};
  let tier0: number[];
  let tier1: number[];

  async function pages(c: Client, name: string, pageSize: number) {
    const out: PinModel[] = [];
    let bookmark: string | null | undefined;
    for (let i = 0; i < 50; i++) {
      const res = await c.get(name, { page_size: pageSize, ...(bookmark ? { bookmark } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      out.push(...(rr(res).data as PinModel[]));
      bookmark = rr(res).bookmark;
      if (!bookmark) return out;
    }
    throw new Error('no last page');
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const s = await signedUp(t);
    me = s.client;
    myId = s.id;
    const [tea, lamps, knit] = await ctx.db
      .insert(interests)
      .values([
        { name: 'Tea', urlName: `tea-${kind}` },
        { name: 'Lamps', urlName: `lamps-${kind}` },
        { name: 'Knitting', urlName: `knit-${kind}` },
      ])
      .returning();
    if (!tea || !lamps || !knit) throw new Error('interests');
    const [greenTea] = await ctx.db
      .insert(interests)
      .values({ name: 'Green tea', urlName: `green-tea-${kind}`, parentId: tea.id })
      .returning();
    if (!greenTea) throw new Error('interests');
    id.tea = tea.id;
    const alice = await makeUser(ctx, { firstName: 'Alice', lastName: 'Moss' });
    const bob = await makeUser(ctx, { firstName: 'Bob', lastName: 'Reed' });
    const carol = await makeUser(ctx, { firstName: 'Carol', lastName: 'Vance' });
    const dave = await makeUser(ctx, { firstName: 'Dave', lastName: 'Orr' });
    const aliceBoard = await makeBoard(ctx, alice.id, { name: 'Alice things' });
    const aliceSecret = await makeBoard(ctx, alice.id, { name: 'Alice secret', privacy: 'secret' });
    const bobBoard = await makeBoard(ctx, bob.id, { name: 'Bob picks' });
    const carolBoard = await makeBoard(ctx, carol.id);
    const daveBoard = await makeBoard(ctx, dave.id);
    const myBoard = await makeBoard(ctx, myId, { name: 'My lamps' });
    // oldest first: the followed sources are the OLDEST pins, so only ranking puts them first
    id.d0 = (await makePin(ctx, dave.id, daveBoard.id)).id;
    id.a1 = (await makePin(ctx, alice.id, aliceBoard.id)).id;
    id.a2 = (await makePin(ctx, alice.id, aliceBoard.id, { interestId: tea.id })).id;
    id.aHidden = (await makePin(ctx, alice.id, aliceBoard.id)).id;
    id.aSecret = (await makePin(ctx, alice.id, aliceSecret.id)).id;
    id.b1 = (await makePin(ctx, bob.id, bobBoard.id)).id;
    id.bRepin = (await makePin(ctx, bob.id, bobBoard.id, { originPinId: id.d0 })).id;
    id.t1 = (await makePin(ctx, dave.id, daveBoard.id, { interestId: tea.id })).id;
    id.g1 = (await makePin(ctx, dave.id, daveBoard.id, { interestId: greenTea.id })).id;
    id.l1 = (await makePin(ctx, dave.id, daveBoard.id, { interestId: lamps.id })).id;
    id.mine = (await makePin(ctx, myId, myBoard.id, { interestId: lamps.id })).id;
    id.k0 = (await makePin(ctx, dave.id, daveBoard.id, { interestId: knit.id })).id;
    id.k1 = (await makePin(ctx, dave.id, daveBoard.id, { interestId: knit.id })).id;
    id.c1 = (await makePin(ctx, carol.id, carolBoard.id)).id;
    for (let i = 0; i < 6; i++) id[`r${i}`] = (await makePin(ctx, dave.id, daveBoard.id)).id;
    await ctx.db.insert(interestFollows).values({ userId: myId, interestId: tea.id });
    await ctx.db.insert(favorites).values({ userId: myId, pinId: id.k0 });
    bumpDataVersion();
    for (const [name, action, options] of [
      ['UserFollowResource', 'create', { user_id: alice.id }],
      ['UserFollowResource', 'create', { user_id: carol.id }],
      ['BoardFollowResource', 'create', { board_id: bobBoard.id }],
      ['PinFeedbackResource', 'create', { pin_id: id.aHidden }],
      ['UserFollowResource', 'delete', { user_id: carol.id }],
    ] as const) {
      const res = await me.post(name, action, options);
      expect(res.statusCode, res.body).toBe(200);
    }
    tier0 = [id.b1, id.a2, id.a1, id.d0] as number[];
    tier1 = [id.k1, id.k0, id.l1, id.g1, id.t1] as number[];
  });
  afterAll(() => t?.close());

  it('puts followed people and boards first, then their topics, then the newest rest', async () => {
    const all = await pages(me, 'HomefeedResource', 25);
    const ids = all.map((p) => Number(p.id));
    expect(ids.slice(0, 4)).toEqual(tier0);
    expect(ids.slice(4, 9)).toEqual(tier1);
    // the rest newest first (the repin is not an original; the visitor sees the same rest)
    expect(ids.slice(9)).toEqual([id.r5, id.r4, id.r3, id.r2, id.r1, id.r0, id.c1, id.mine]);
  });

  it('P-080 M-399..M-403 every ranked pin carries its true reason', async () => {
    const all = await pages(me, 'HomefeedResource', 25);
    const reason = (pin: number) =>
      all.find((p) => Number(p.id) === pin)?.recommendationReason as RecommendationReason | null;
    expect(reason(id.a1 as number)).toMatchObject({ reason: 'followed_user', name: 'Alice Moss' });
    // a followed person's pin of a followed topic: the follow is the reason given
    expect(reason(id.a2 as number)).toMatchObject({ reason: 'followed_user' });
    expect(reason(id.b1 as number)).toMatchObject({
      reason: 'followed_board',
      board: { name: 'Bob picks' },
    });
    // dave's pin is there because bob saved it on the followed board
    expect(reason(id.d0 as number)).toMatchObject({
      reason: 'followed_board',
      board: { name: 'Bob picks' },
    });
    expect(reason(id.t1 as number)).toMatchObject({ reason: 'followed_interest', name: 'Tea' });
    // following a topic follows its sub-topics; the reason names (and Unfollow undoes) the followed one
    expect(reason(id.g1 as number)).toEqual({
      reason: 'followed_interest',
      reasonId: String(id.tea),
      board: null,
      name: 'Tea',
    });
    expect(reason(id.l1 as number)).toMatchObject({
      reason: 'your_board',
      board: { name: 'My lamps' },
    });
    expect(reason(id.k1 as number)).toMatchObject({ reason: 'recent_activity' });
    for (const pin of [id.r0, id.c1, id.mine]) expect(reason(pin as number)).toBeNull();
  });

  it('leaves out hidden pins, secret boards, and unfollowed people are no longer a reason', async () => {
    const all = await pages(me, 'HomefeedResource', 25);
    const ids = all.map((p) => Number(p.id));
    expect(ids).not.toContain(id.aHidden);
    expect(ids).not.toContain(id.aSecret);
    expect(ids).not.toContain(id.bRepin);
    expect(all.find((p) => Number(p.id) === id.c1)?.recommendationReason).toBeNull();
  });

  it('a reason kept from an earlier page follows the sources: unfollowed, then followed again', async () => {
    const reasonOf = async (pin: number) =>
      (await pages(me, 'HomefeedResource', 25)).find((p) => Number(p.id) === pin)
        ?.recommendationReason as RecommendationReason | null | undefined;
    // the same page twice: the second is made from the cards and reasons the first kept
    expect(await reasonOf(id.a1 as number)).toMatchObject({ reason: 'followed_user' });
    expect(await reasonOf(id.a1 as number)).toMatchObject({ reason: 'followed_user' });
    const alice = (await pages(me, 'HomefeedResource', 25)).find((p) => Number(p.id) === id.a1)
      ?.pinner.id;
    const off = await me.post('UserFollowResource', 'delete', { user_id: alice });
    expect(off.statusCode, off.body).toBe(200);
    expect(await reasonOf(id.a1 as number)).toBeNull();
    // alice's pin of the followed topic is now there for the topic
    expect(await reasonOf(id.a2 as number)).toMatchObject({ reason: 'followed_interest' });
    const on = await me.post('UserFollowResource', 'create', { user_id: alice });
    expect(on.statusCode, on.body).toBe(200);
    expect(await reasonOf(id.a1 as number)).toMatchObject({ reason: 'followed_user' });
    expect(await reasonOf(id.a2 as number)).toMatchObject({ reason: 'followed_user' });
  });

  it('pages completely across the tiers: no repeats, no gaps, whatever the page size', async () => {
    const whole = (await pages(me, 'HomefeedResource', 100)).map((p) => p.id);
    for (const size of [1, 3, 4, 7]) {
      const ids = (await pages(me, 'HomefeedResource', size)).map((p) => p.id);
      expect(ids).toEqual(whole);
    }
  });

  it('visitors keep the newest-first home without reasons', async () => {
    const res = await t.tessera.app.inject({
      method: 'GET',
      url: `/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { page_size: 3 } }))}`,
    });
    const data = rr(res).data as PinModel[];
    expect(data.map((p) => Number(p.id))).toEqual([id.r5, id.r4, id.r3]);
    expect(data.every((p) => p.recommendationReason === undefined)).toBe(true);
  });

  it('a bad bookmark is a 400, not a 500', async () => {
    const res = await me.get('HomefeedResource', { bookmark: 'r7.nonsense' });
    expect(res.statusCode).toBe(400);
    const res2 = await me.get('HomefeedResource', { bookmark: 'r1.nonsense' });
    expect(res2.statusCode).toBe(400);
  });

  it('the following feed: followed people and boards, saves too, newest first, with reasons', async () => {
    const all = await pages(me, 'FollowingFeedResource', 2);
    expect(all.map((p) => Number(p.id))).toEqual([id.bRepin, id.b1, id.a2, id.a1]);
    expect(all[0]?.recommendationReason).toMatchObject({ reason: 'followed_board' });
    expect(all[3]?.recommendationReason).toMatchObject({ reason: 'followed_user' });
  });

  it('the following feed asks a visitor to log in', async () => {
    const res = await t.tessera.app.inject({
      method: 'GET',
      url: `/resource/FollowingFeedResource/get/?data=${encodeURIComponent('{"options":{}}')}`,
    });
    expect(res.statusCode).toBe(401);
  });
});
