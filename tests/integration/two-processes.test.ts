import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '#domain/accounts/viewer';
import type { PinModel, UserModel } from '#domain/pins/models';
import { interests } from '#server/db/schema/index';
import { makeBoard, makeImage, makePin } from '../support/factory.ts';
import {
  type Answer,
  Browser,
  Cluster,
  dataOf,
  expectOk,
  SERVER_ENTRY,
  Tally,
} from './two-processes-support.ts';

/**
 * Issue 32: several processes share one PostgreSQL database; each write records what it changed
 * in the change log before its answer leaves, and each request applies the other processes'
 * changes first. So once a write through process 1 has answered, no read through process 2 may
 * show what was true before it, however warm its caches. Each pair below warms process 2's
 * caches with the read (twice: the second may be a kept answer), writes through process 1,
 * and reads through process 2 at once, with no delay, many times over.
 */

const REPS = 30;

const skipReason = !process.env.DATABASE_URL
  ? 'DATABASE_URL is not set'
  : !existsSync(SERVER_ENTRY)
    ? `${SERVER_ENTRY} is missing: run \`npm run build\``
    : null;

describe.skipIf(skipReason !== null)(
  `two server processes on one PostgreSQL database${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const cluster = new Cluster();
    const visitor = new Browser();

    beforeAll(() => cluster.start());
    afterAll(() => cluster.close());

    function verdict(tally: Tally) {
      console.info(`${expect.getState().currentTestName}: ${tally.report()}`);
      expect(tally.stale, tally.report()).toEqual(tally.expectNone());
    }

    it('a write through one process is never read stale through the other: hide → home feed', async () => {
      const [owner, hider] = await cluster.people(2);
      if (!owner || !hider) throw new Error('no people');
      const ctx = cluster.ctx();
      const pin = await makePin(ctx, owner.id, (await makeBoard(ctx, owner.id)).id);
      await cluster.announce();
      const me = await cluster.signIn(hider.username);
      const pinId = String(pin.id);
      const feed = async () => {
        const answer = await me.get(cluster.two, 'HomefeedResource', { page_size: 50 });
        expectOk(answer, 'home feed');
        return { answer, has: dataOf<PinModel[]>(answer).some((p) => p.id === pinId) };
      };
      const tally = new Tally();
      for (let i = 0; i < REPS; i += 1) {
        // the first round reads what the setup announced, the others what the undo wrote
        const after = i === 0 ? 'setup → home feed' : 'unhide → home feed';
        await tally.warm(
          after,
          async () => {
            const r = await feed();
            return { answer: r.answer, fresh: r.has };
          },
          'feed',
        );
        const hide = await me.post(cluster.one, 'PinFeedbackResource', 'create', { pin_id: pinId });
        expectOk(hide, 'hide');
        tally.check('hide → home feed', !(await feed()).has);
        expectOk(
          await me.post(cluster.one, 'PinFeedbackResource', 'delete', { pin_id: pinId }),
          'unhide',
        );
      }
      verdict(tally);
    });

    it('a write through one process is never read stale through the other: follow / unfollow → profile', async () => {
      const [target, follower] = await cluster.people(2);
      if (!target || !follower) throw new Error('no people');
      await cluster.announce();
      const me = await cluster.signIn(follower.username);
      const profile = async (b: Browser) => {
        const answer = await b.get(cluster.two, 'UserResource', { username: target.username });
        expectOk(answer, 'profile');
        return { answer, user: dataOf<UserModel>(answer) };
      };
      const tally = new Tally();
      let after = 'setup';
      let following = false;
      const mine = async () => {
        const r = await profile(me);
        const count = following ? 1 : 0;
        return {
          answer: r.answer,
          fresh: r.user.explicitlyFollowedByMe === following && r.user.followerCount === count,
        };
      };
      const visitors = async () => {
        const r = await profile(visitor);
        return { answer: r.answer, fresh: r.user.followerCount === (following ? 1 : 0) };
      };
      for (let i = 0; i < REPS; i += 1) {
        for (const next of [true, false]) {
          await tally.warm(`${after} → follower's view`, mine, 'follower');
          await tally.warm(`${after} → visitor's view`, visitors, 'visitor');
          const action = next ? 'create' : 'delete';
          const res = await me.post(cluster.one, 'UserFollowResource', action, {
            user_id: String(target.id),
          });
          expectOk(res, action);
          following = next;
          after = next ? 'follow' : 'unfollow';
          tally.check(`${after} → follower's view`, (await mine()).fresh);
          tally.check(`${after} → visitor's view`, (await visitors()).fresh);
        }
      }
      verdict(tally);
    });

    it('a write through one process is never read stale through the other: rename → profile', async () => {
      const [person] = await cluster.people(1);
      if (!person) throw new Error('no person');
      await cluster.announce();
      const me = await cluster.signIn(person.username);
      let name = person.firstName;
      const read = async () => {
        const answer = await visitor.get(cluster.two, 'UserResource', {
          username: person.username,
        });
        expectOk(answer, 'profile');
        return { answer, fresh: dataOf<UserModel>(answer).firstName === name };
      };
      const tally = new Tally();
      for (let i = 0; i < REPS; i += 1) {
        await tally.warm(`${i === 0 ? 'setup' : 'rename'} → visitor's profile`, read, 'visitor');
        name = `Renamed${i}`;
        const res = await me.post(cluster.one, 'UserSettingsResource', 'update', {
          first_name: name,
          username: person.username,
        });
        expectOk(res, 'rename');
        tally.check("rename → visitor's profile", (await read()).fresh);
      }
      verdict(tally);
    });

    it('a write through one process is never read stale through the other: delete a pin → pin API and page', async () => {
      const [owner] = await cluster.people(1);
      if (!owner) throw new Error('no person');
      const ctx = cluster.ctx();
      const board = await makeBoard(ctx, owner.id);
      const pins = [];
      for (let i = 0; i < REPS; i += 1) pins.push(await makePin(ctx, owner.id, board.id));
      await cluster.announce();
      const me = await cluster.signIn(owner.username);
      const tally = new Tally();
      for (const pin of pins) {
        const id = String(pin.id);
        const api = () => visitor.get(cluster.two, 'PinResource', { id });
        const page = () => visitor.page(cluster.two, `/pin/${id}/`);
        const shown = (a: Answer) => ({ answer: a, fresh: a.status === 200 });
        await tally.warm('setup → PinResource get', async () => shown(await api()), 'api');
        await tally.warm('setup → pin page', async () => shown(await page()), 'page');
        expectOk(await me.post(cluster.one, 'PinResource', 'delete', { id }), 'delete');
        tally.check('delete → PinResource get', (await api()).status === 404);
        tally.check('delete → pin page', (await page()).status === 404);
      }
      verdict(tally);
    });

    it('a write through one process is never read stale through the other: save → related pins and board', async () => {
      const [owner, saver] = await cluster.people(2);
      if (!owner || !saver) throw new Error('no people');
      const ctx = cluster.ctx();
      const [topic] = await ctx.db
        .insert(interests)
        .values({ name: 'Two processes', urlName: 'two-processes' })
        .returning({ id: interests.id });
      const picture = (await makeImage(ctx, 91, 300, 400)).signature;
      const board = await makeBoard(ctx, saver.id);
      // Y: on the saver's board, so each pin saved there becomes one of its related pins
      const y = await makePin(ctx, saver.id, board.id, {
        interestId: topic?.id,
        imageSignature: picture,
      });
      const elsewhere = (await makeBoard(ctx, owner.id)).id;
      const xs = [];
      for (let i = 0; i < REPS; i += 1) {
        xs.push(await makePin(ctx, owner.id, elsewhere, { imageSignature: picture }));
      }
      await cluster.announce();
      const me = await cluster.signIn(saver.username);
      const id = String(y.id);
      const tally = new Tally();
      let pinsOnBoard = 1;
      let after = 'setup';
      for (const x of xs) {
        const saved = String(x.id);
        const related = async () => {
          const answer = await visitor.get(cluster.two, 'RelatedPinFeedResource', { pin_id: id });
          expectOk(answer, 'related pins');
          const has = dataOf<PinModel[]>(answer).some((p) => p.id === saved);
          return { answer, fresh: has === (after === 'save') };
        };
        const card = async () => {
          const answer = await visitor.get(cluster.two, 'PinResource', { id });
          expectOk(answer, 'pin');
          return { answer, fresh: dataOf<PinModel>(answer).board?.pinCount === pinsOnBoard };
        };
        after = 'setup';
        await tally.warm('setup → related pins', related, 'related');
        await tally.warm('setup → board count on a card', card, 'card');
        const res = await me.post(cluster.one, 'RepinResource', 'create', {
          pin_id: saved,
          board_id: String(board.id),
        });
        expectOk(res, 'save');
        after = 'save';
        pinsOnBoard += 1;
        tally.check('save → related pins', (await related()).fresh);
        tally.check('save → board count on a card', (await card()).fresh);
      }
      verdict(tally);
    });

    it('a write through one process is never read stale through the other: favourite / unfavourite → pin', async () => {
      const [owner, fan] = await cluster.people(2);
      if (!owner || !fan) throw new Error('no people');
      const ctx = cluster.ctx();
      const pin = await makePin(ctx, owner.id, (await makeBoard(ctx, owner.id)).id);
      await cluster.announce();
      const me = await cluster.signIn(fan.username);
      const id = String(pin.id);
      const read = async (b: Browser) => {
        const answer = await b.get(cluster.two, 'PinResource', { id });
        expectOk(answer, 'pin');
        return { answer, pin: dataOf<PinModel>(answer) };
      };
      const tally = new Tally();
      let after = 'setup';
      let on = false;
      const mine = async () => {
        const r = await read(me);
        return {
          answer: r.answer,
          fresh: r.pin.favoritedByMe === on && r.pin.favoriteUserCount === (on ? 1 : 0),
        };
      };
      const visitors = async () => {
        const r = await read(visitor);
        return { answer: r.answer, fresh: r.pin.favoriteUserCount === (on ? 1 : 0) };
      };
      for (let i = 0; i < REPS; i += 1) {
        for (const next of [true, false]) {
          await tally.warm(`${after} → favouriter's view`, mine, 'favouriter');
          await tally.warm(`${after} → visitor's view`, visitors, 'visitor');
          const res = await me.request(
            cluster.one,
            next ? 'POST' : 'DELETE',
            `/v3/pins/${id}/favorite/`,
          );
          expectOk(res, next ? 'favourite' : 'unfavourite');
          on = next;
          after = next ? 'favourite' : 'unfavourite';
          tally.check(`${after} → favouriter's view`, (await mine()).fresh);
          tally.check(`${after} → visitor's view`, (await visitors()).fresh);
        }
      }
      verdict(tally);
    });

    it('a write through one process is never read stale through the other: log out → viewer and page', async () => {
      const [person] = await cluster.people(1);
      if (!person) throw new Error('no person');
      await cluster.announce();
      const tally = new Tally();
      for (let i = 0; i < REPS; i += 1) {
        const me = await cluster.signIn(person.username);
        const token = me.csrf ?? '';
        const viewer = async () => {
          const answer = await me.get(cluster.two, 'ViewerResource');
          expectOk(answer, 'viewer');
          return { answer, signedIn: dataOf<Viewer>(answer).isAuth };
        };
        const home = async () => {
          const answer = await me.page(cluster.two, '/');
          expectOk(answer, 'home page');
          const signedIn = answer.body.includes('name="csrf-token"') || answer.body.includes(token);
          return { answer, signedIn };
        };
        await tally.warm('log in → viewer', async () => flip(await viewer(), true), 'viewer');
        await tally.warm('log in → page', async () => flip(await home(), true), 'page');
        const cookie = me.cookie;
        expectOk(await me.post(cluster.one, 'UserSessionResource', 'delete'), 'log out');
        // the old cookie, as a second tab that did not hear of the log-out still sends it
        me.cookie = cookie;
        tally.check('log out → viewer', !(await viewer()).signedIn);
        tally.check('log out → page', !(await home()).signedIn);
      }
      verdict(tally);
    });

    it('a token revoked through one process is refused at once through the other, though its reads were kept there (decision 063)', async () => {
      const [owner] = await cluster.people(1);
      if (!owner) throw new Error('no people');
      await cluster.announce();
      const me = await cluster.signIn(owner.username);
      const tally = new Tally();
      for (let i = 0; i < REPS; i += 1) {
        const made = await me.post(cluster.one, 'ApiTokenResource', 'create', {
          name: `kept ${i}`,
          scopes: ['user_accounts:read'],
        });
        expectOk(made, 'make a token');
        const { token, item } = dataOf<{ token: string; item: { id: string } }>(made);
        const call = async (): Promise<Answer> => {
          const res = await fetch(`${cluster.two}/v5/user_account`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const hit = res.headers.get('x-tessera-cache') === 'hit';
          return { status: res.status, hit, body: await res.text() };
        };
        await tally.warm(
          'make a token → /v5 call',
          async () => {
            const answer = await call();
            return { answer, fresh: answer.status === 200 };
          },
          'v5',
        );
        expectOk(
          await me.post(cluster.one, 'ApiTokenResource', 'delete', { id: item.id }),
          'revoke',
        );
        tally.check('revoke → /v5 call', (await call()).status === 401);
      }
      expect(tally.warmHits.v5, 'the warming calls were kept answers').toBe(REPS);
      verdict(tally);
    });
  },
);

function flip(r: { answer: Answer; signedIn: boolean }, expected: boolean) {
  return { answer: r.answer, fresh: r.signedIn === expected };
}
