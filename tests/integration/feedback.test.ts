import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import { Client, errorOf, type Res, rr, signedUp } from './auth-support.ts';

// Issue 13: hiding and reporting pins through the resource API; hidden pins never come back in
// that viewer's feeds, and every bad input is a readable 4xx.

describe.each(dbKinds())('hide and report on %s', (kind) => {
  let t: TestApp;
  let me: Client;
  let other: Client;
  let visitor: Client;
  let myId = 0;
  const pin: Record<string, number> = {};
  let boardId = 0;
  let ownerId = 0;
  const boardPath = { username: '', slug: '' };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const s = await signedUp(t);
    me = s.client;
    myId = s.id;
    other = (await signedUp(t)).client;
    visitor = new Client(t);
    const owner = await makeUser(ctx);
    const board = await makeBoard(ctx, owner.id);
    boardId = board.id;
    ownerId = owner.id;
    boardPath.username = owner.username;
    boardPath.slug = board.slug;
    for (const k of ['a', 'b', 'c', 'd', 'e']) {
      pin[k] = (await makePin(ctx, owner.id, board.id, { title: `Pin ${k}` })).id;
    }
    const mine = await makeBoard(ctx, myId);
    pin.mine = (await makePin(ctx, myId, mine.id, { title: 'My own' })).id;
  });
  afterAll(() => t?.close());

  function ok(res: Res) {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return rr(res).data as Record<string, unknown>;
  }

  async function homeIds(c: Client): Promise<number[]> {
    const data = ok(await c.get('HomefeedResource', { page_size: 50 })) as unknown as {
      id: string;
    }[];
    return data.map((p) => Number(p.id));
  }

  async function boardIds(c: Client): Promise<number[]> {
    const data = ok(await c.get('BoardFeedResource', boardPath)) as unknown as {
      id: string;
    }[];
    return data.map((p) => Number(p.id));
  }

  it('a hidden pin leaves the hider’s feeds only, stays open as a closeup, and Undo brings it back', async () => {
    expect(await homeIds(me)).toContain(pin.a);
    const hidden = ok(await me.post('PinFeedbackResource', 'create', { pin_id: pin.a }));
    expect(hidden).toMatchObject({ hidden: true, status: 'hidden', feedbackType: 'pfy' });
    expect(await homeIds(me)).not.toContain(pin.a);
    expect(await boardIds(me)).not.toContain(pin.a);
    expect(await homeIds(other)).toContain(pin.a);
    expect(await homeIds(visitor)).toContain(pin.a);
    ok(await me.get('PinResource', { id: pin.a }));
    // hiding twice is one hide
    ok(await me.post('PinFeedbackResource', 'create', { pin_id: pin.a }));
    const undone = ok(await me.post('PinFeedbackResource', 'delete', { pin_id: pin.a }));
    expect(undone).toMatchObject({ hidden: false, status: null });
    expect(await homeIds(me)).toContain(pin.a);
  });

  it('a hidden pin stays out of another closeup’s related pins, and its own closeup still opens', async () => {
    const relatedTo = async (id: number) => {
      const data = ok(await me.get('CloseupResource', { id })) as unknown as {
        pin: { id: string };
        related: { items: { id: string }[] };
      };
      return { pin: Number(data.pin.id), related: data.related.items.map((p) => Number(p.id)) };
    };
    expect((await relatedTo(pin.e ?? 0)).related).toContain(pin.d);
    ok(await me.post('PinFeedbackResource', 'create', { pin_id: pin.d }));
    expect((await relatedTo(pin.e ?? 0)).related).not.toContain(pin.d);
    expect((await relatedTo(pin.d ?? 0)).pin).toBe(pin.d);
    // the next related page, read through the feed, leaves it out too
    const next = ok(await me.get('RelatedPinFeedResource', { pin_id: pin.e, page_size: 50 }));
    expect((next as unknown as { id: string }[]).map((p) => Number(p.id))).not.toContain(pin.d);
    ok(await me.post('PinFeedbackResource', 'delete', { pin_id: pin.d }));
  });

  it('the hidden list names each pin with its feedback type', async () => {
    ok(await me.post('PinFeedbackResource', 'create', { pin_id: pin.b, feedback_type: 'genAI' }));
    const list = ok(await me.get('HiddenPinsResource')) as unknown as {
      pinId: string;
      feedbackType: string;
      pin: { title: string } | null;
    }[];
    expect(list[0]).toMatchObject({ pinId: String(pin.b), feedbackType: 'genAI' });
    expect(list[0]?.pin?.title).toBe('Pin b');
    // P-154: a gen-AI hide can be undone (its status cleared)
    ok(await me.post('PinFeedbackResource', 'delete', { pin_id: pin.b }));
    const after = ok(await me.get('HiddenPinsResource')) as unknown as { pinId: string }[];
    expect(after.map((h) => h.pinId)).not.toContain(String(pin.b));
  });

  it('P-377 P-153 a report answers Reported, hides the pin from the reporter, and Undo does not bring it back', async () => {
    const reported = ok(
      await me.post('PinReportResource', 'create', { pin_id: pin.c, reason: 'spam' }),
    );
    expect(reported).toMatchObject({ hidden: true, status: 'reported' });
    expect(await homeIds(me)).not.toContain(pin.c);
    const undo = ok(await me.post('PinFeedbackResource', 'delete', { pin_id: pin.c }));
    expect(undo).toMatchObject({ hidden: true, status: 'reported' });
    expect(await homeIds(me)).not.toContain(pin.c);
    // hiding a reported pin keeps it reported; reporting again adds no second open report
    expect(ok(await me.post('PinFeedbackResource', 'create', { pin_id: pin.c }))).toMatchObject({
      status: 'reported',
    });
    const again = ok(
      await me.post('PinReportResource', 'create', { pin_id: pin.c, reason: 'hate' }),
    );
    expect(again.reportId).toBe(reported.reportId);
    expect(await homeIds(other)).toContain(pin.c);
  });

  it('P-157 a followed board can be unfollowed and followed again, counting once', async () => {
    const f = ok(await me.post('BoardFollowResource', 'create', { board_id: boardId }));
    expect(f).toMatchObject({ followedByMe: true, followerCount: 1 });
    ok(await me.post('BoardFollowResource', 'create', { board_id: boardId }));
    const u = ok(await me.post('BoardFollowResource', 'delete', { board_id: boardId }));
    expect(u).toMatchObject({ followedByMe: false, followerCount: 0 });
    const u2 = ok(await me.post('BoardFollowResource', 'delete', { board_id: boardId }));
    expect(u2).toMatchObject({ followedByMe: false, followerCount: 0 });
  });

  it('a pinner the viewer follows is marked on their pins, in the same viewer query', async () => {
    const mark = async () => {
      const data = ok(await me.get('HomefeedResource', { page_size: 50 })) as unknown as {
        id: string;
        pinner: { explicitlyFollowedByMe: boolean };
      }[];
      return data.find((p) => Number(p.id) === pin.e)?.pinner.explicitlyFollowedByMe;
    };
    expect(await mark()).toBe(false);
    ok(await me.post('UserFollowResource', 'create', { user_id: ownerId }));
    expect(await mark()).toBe(true);
    ok(await me.post('UserFollowResource', 'delete', { user_id: ownerId }));
    expect(await mark()).toBe(false);
  });

  it.each<[string, () => Promise<Res>, number, RegExp]>([
    [
      'an unknown feedback type',
      () => me.post('PinFeedbackResource', 'create', { pin_id: pin.d, feedback_type: 'x' }),
      400,
      /feedback_type/,
    ],
    [
      'a pin id that is not a number',
      () => me.post('PinFeedbackResource', 'create', { pin_id: 'abc' }),
      400,
      /pin_id/,
    ],
    [
      'an unknown pin',
      () => me.post('PinFeedbackResource', 'create', { pin_id: 999999 }),
      404,
      /Unavailable/,
    ],
    [
      'the viewer’s own pin',
      () => me.post('PinFeedbackResource', 'create', { pin_id: pin.mine }),
      400,
      /own Pin/,
    ],
    [
      'a visitor hiding',
      () => visitor.post('PinFeedbackResource', 'create', { pin_id: pin.d }),
      401,
      /Log in/,
    ],
    [
      'a visitor reporting',
      () => visitor.post('PinReportResource', 'create', { pin_id: pin.d, reason: 'spam' }),
      401,
      /Log in/,
    ],
    [
      'a reason that is not on the list',
      () => me.post('PinReportResource', 'create', { pin_id: pin.d, reason: 'boring' }),
      400,
      /reasons/,
    ],
    [
      'a report without a reason',
      () => me.post('PinReportResource', 'create', { pin_id: pin.d }),
      400,
      /reason/,
    ],
    [
      'an unknown board to unfollow',
      () => me.post('BoardFollowResource', 'delete', { board_id: 999999 }),
      404,
      /board/,
    ],
    ['the hidden list for a visitor', () => visitor.get('HiddenPinsResource'), 401, /Log in/],
  ])('%s is a readable %i', async (_, send, status, message) => {
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(errorOf(res).message).toMatch(message);
  });

  it('a hide without the CSRF token changes nothing', async () => {
    const res = await me.post(
      'PinFeedbackResource',
      'create',
      { pin_id: pin.e },
      { 'x-csrf-token': 'nope' },
    );
    expect(res.statusCode).toBe(403);
    expect(await homeIds(me)).toContain(pin.e);
  });
});
