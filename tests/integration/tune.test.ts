import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '../../src/server/db/schema/index.ts';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makePin, makeUser } from '../support/factory.ts';
import { type Client, type Res, rr, signedUp } from './auth-support.ts';
import { decode, SERVER_BUILD } from './page-support.ts';

// Issue 13, P-037: /edit ('Tune your home feed') lists the boards, people and topics the viewer
// follows and the pins they hid, each with the control that undoes it.

describe.skipIf(!existsSync(SERVER_BUILD))('tune your home feed (needs the build)', () => {
  describe.each(dbKinds())('on %s', (kind) => {
    let t: TestApp;
    let me: Client;
    const id: Record<string, number> = {};

    beforeAll(async () => {
      t = await createTestApp(kind);
      const ctx = t.tessera.systemCtx();
      me = (await signedUp(t)).client;
      const owner = await makeUser(ctx, { firstName: 'Maya', lastName: 'Okafor' });
      const board = await makeBoard(ctx, owner.id, { name: 'Paper lanterns' });
      id.owner = owner.id;
      id.board = board.id;
      id.hidden = (await makePin(ctx, owner.id, board.id, { title: 'Folded stars' })).id;
      id.reported = (await makePin(ctx, owner.id, board.id, { title: 'Odd flyer' })).id;
      const [topic] = await ctx.db
        .insert(interests)
        .values({ name: 'Kite making', urlName: 'kite-making' })
        .returning({ id: interests.id });
      id.interest = topic?.id ?? 0;
      for (const [name, action, options] of [
        ['BoardFollowResource', 'create', { board_id: id.board }],
        ['UserFollowResource', 'create', { user_id: id.owner }],
        ['InterestFollowResource', 'create', { interest_id: id.interest }],
        ['PinFeedbackResource', 'create', { pin_id: id.hidden }],
        ['PinReportResource', 'create', { pin_id: id.reported, reason: 'spam' }],
      ] as const) {
        const res = await me.post(name, action, options);
        expect(res.statusCode, res.body).toBe(200);
      }
    });
    afterAll(() => t?.close());

    function page(c?: Client): Promise<Res> {
      return t.tessera.app.inject({
        method: 'GET',
        url: '/edit',
        headers: { ...(c ? c.headers() : {}), accept: 'text/html' },
      });
    }

    function post(fields: Record<string, string>, csrf = me.csrf ?? ''): Promise<Res> {
      return t.tessera.app.inject({
        method: 'POST',
        url: '/edit',
        headers: me.headers({
          origin: 'http://localhost',
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        }),
        payload: new URLSearchParams({ _csrf: csrf, ...fields }).toString(),
      });
    }

    async function homeIds(): Promise<number[]> {
      const res = await me.get('HomefeedResource', { page_size: 50 });
      return (rr(res).data as { id: string }[]).map((p) => Number(p.id));
    }

    it('a visitor is sent to log in and comes back', async () => {
      const res = await page();
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/login\/?\?next=%2Fedit/);
    });

    it('lists the followed board, person and topic and the hidden and reported pins', async () => {
      const res = await page(me);
      expect(res.statusCode).toBe(200);
      const html = decode(res.body);
      expect(html).toContain('<title>Tune your home feed | Tessera</title>');
      for (const text of [
        'Paper lanterns',
        'Maya Okafor',
        'Kite making',
        'Folded stars',
        'Odd flyer',
      ]) {
        expect(html).toContain(text);
      }
      expect(html).toContain('aria-label="Unfollow Paper lanterns"');
      expect(html).toContain('aria-label="Unfollow Maya Okafor"');
      expect(html).toContain('aria-label="Unfollow Kite making"');
      expect(html).toContain('href="/ideas/kite-making/"');
      expect(html).toContain('aria-label="Unhide Folded stars"');
      // P-153: a report is not undone here
      expect(html).not.toContain('aria-label="Unhide Odd flyer"');
    });

    it('a post without the CSRF token changes nothing', async () => {
      const res = await post({ intent: 'unhide', id: String(id.hidden) }, 'forged');
      expect(res.statusCode).toBe(403);
      expect(await homeIds()).not.toContain(id.hidden);
    });

    it('Unhide brings the pin back to the home feed; a reported pin stays hidden', async () => {
      const res = await post({ intent: 'unhide', id: String(id.hidden), name: 'Folded stars' });
      expect(res.statusCode).toBe(200);
      expect(decode(res.body)).toContain('Folded stars can show in your home feed again.');
      expect(await homeIds()).toContain(id.hidden);
      const reported = await post({ intent: 'unhide', id: String(id.reported) });
      expect(reported.statusCode).toBe(400);
      expect(decode(reported.body)).toContain('A reported Pin stays hidden.');
      expect(await homeIds()).not.toContain(id.reported);
    });

    it('Unfollow takes the board, the person and the topic off the list', async () => {
      const b = await post({
        intent: 'unfollow-board',
        id: String(id.board),
        name: 'Paper lanterns',
      });
      expect(b.statusCode).toBe(200);
      const u = await post({ intent: 'unfollow-user', id: String(id.owner), name: 'Maya Okafor' });
      expect(u.statusCode).toBe(200);
      const i = await post({ intent: 'unfollow-interest', id: String(id.interest), name: 'Kite' });
      expect(i.statusCode).toBe(200);
      expect(decode(i.body)).toContain('You unfollowed Kite.');
      const html = decode((await page(me)).body);
      expect(html).not.toContain('aria-label="Unfollow Kite making"');
      expect(html).toContain("You don't follow any topics.");
      expect(html).not.toContain('aria-label="Unfollow Paper lanterns"');
      expect(html).not.toContain('aria-label="Unfollow Maya Okafor"');
      expect(html).toContain("You don't follow any boards.");
    });

    it('an unknown intent or id is a readable 400, never a 500', async () => {
      expect((await post({ intent: 'explode', id: '1' })).statusCode).toBe(400);
      expect((await post({ intent: 'unhide', id: 'abc' })).statusCode).toBe(400);
      expect((await post({ intent: 'unfollow-board', id: '999999' })).statusCode).toBe(404);
    });
  });
});
