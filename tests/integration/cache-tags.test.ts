import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeUser } from '../support/factory.ts';
import { captureSql } from '../support/sql-capture.ts';
import { Client, GOOD_PASSWORD, rr, signedUp } from './auth-support.ts';
import { getPage, SERVER_BUILD, seedPages } from './page-support.ts';

/**
 * Issue 32, decision 039: a write stales what it changed and nothing else (a favourite, a log-in
 * or an experience view no longer empties every page), and ten misses of one answer make it once.
 */

const hit = (res: { headers: Record<string, unknown> }) => res.headers['x-tessera-cache'] === 'hit';

describe.skipIf(!existsSync(SERVER_BUILD))(
  `cache tags (skipped when ${SERVER_BUILD} is missing: run \`npm run build\`)`,
  () => {
    describe.each(dbKinds())('on %s', (kind) => {
      let t: TestApp;
      let app: FastifyInstance;
      let id: Record<string, string>;
      const pinUrl = (pinId: string | undefined) =>
        `/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: pinId } }))}`;
      const visitorGet = (url: string) =>
        app.inject({ method: 'GET', url, headers: new Client(t).headers() });
      const favourite = (c: Client, pinId: string | undefined, on: boolean) =>
        app.inject({
          method: on ? 'POST' : 'DELETE',
          url: `/v3/pins/${pinId}/favorite/`,
          headers: c.headers({ origin: 'http://localhost', 'x-csrf-token': c.csrf ?? '' }),
        });
      const countOf = (res: { body: string }) =>
        (JSON.parse(res.body) as { resource_response: { data: { favoriteUserCount: number } } })
          .resource_response.data.favoriteUserCount;

      beforeAll(async () => {
        t = await createTestApp(kind);
        app = t.tessera.app;
        ({ id } = await seedPages(t));
        await bumpDataVersion(); // the rows above were written outside a request
      });
      afterAll(() => t.close());

      it('ten concurrent misses of one page render it once; the other nine wait for it', async () => {
        await bumpDataVersion();
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => getPage(app, `/pin/${id.external}/`)),
        );
        expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
        expect(answers.filter((a) => !hit(a))).toHaveLength(1);
      });

      it('ten concurrent misses of one API answer make it once', async () => {
        await bumpDataVersion();
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => visitorGet(pinUrl(id.external))),
        );
        expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
        expect(answers.filter((a) => !hit(a))).toHaveLength(1);
        expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      });

      it('a favourite stales the answers that show its pin and the favouriter’s own, and no other', async () => {
        const { client } = await signedUp(t);
        await bumpDataVersion();
        const before = await visitorGet(pinUrl(id.external));
        const other = await visitorGet(pinUrl(id.noLink));
        const mine = await client.get('PinResource', { id: id.external });
        expect(hit(await visitorGet(pinUrl(id.external)))).toBe(true);
        expect(hit(await client.get('PinResource', { id: id.external }))).toBe(true);

        const fav = await favourite(client, id.external, true);
        expect(fav.statusCode, fav.body).toBe(200);

        const after = await visitorGet(pinUrl(id.external));
        expect(hit(after)).toBe(false);
        expect(countOf(after)).toBe(countOf(before) + 1);
        const mineAfter = await client.get('PinResource', { id: id.external });
        expect(hit(mineAfter)).toBe(false);
        expect((rr(mineAfter).data as { favoritedByMe: boolean }).favoritedByMe).toBe(true);
        expect((rr(mine).data as { favoritedByMe: boolean }).favoritedByMe).toBe(false);
        // a pin the favourite did not touch is still the kept answer
        const otherAfter = await visitorGet(pinUrl(id.noLink));
        expect(hit(otherAfter)).toBe(true);
        expect(otherAfter.body).toBe(other.body);

        const unfav = await favourite(client, id.external, false);
        expect(unfav.statusCode, unfav.body).toBe(200);
        expect(countOf(await visitorGet(pinUrl(id.external)))).toBe(countOf(before));
      });

      it('a save stales the lists and the closeups whose related pins it changes, and leaves other closeups kept', async () => {
        const ctx = t.tessera.systemCtx();
        const made = await ctx.db
          .insert(interests)
          .values([
            { name: 'Tag alpha', urlName: 'tag-alpha' },
            { name: 'Tag beta', urlName: 'tag-beta' },
            { name: 'Tag gamma', urlName: 'tag-gamma' },
          ])
          .returning({ id: interests.id });
        const [alpha, beta, gamma] = made.map((i) => i.id);
        const owner = await makeUser(ctx);
        const pinOn = async (interestId: number | undefined, seed: number) => {
          const board = await makeBoard(ctx, owner.id);
          const image = await makeImage(ctx, seed, 300, 400);
          const pin = await makePin(ctx, owner.id, board.id, {
            interestId,
            imageSignature: image.signature,
          });
          return String(pin.id);
        };
        const q = await pinOn(alpha, 71);
        const r = await pinOn(beta, 72);
        const p = await pinOn(gamma, 73);
        const { client, id: saverId } = await signedUp(t);
        const board = await makeBoard(ctx, Number(saverId));
        const save = async (pinId: string) => {
          const res = await client.post('RepinResource', 'create', {
            pin_id: pinId,
            board_id: String(board.id),
          });
          expect(res.statusCode, res.body).toBe(200);
        };
        const relatedIds = async (pinId: string) => {
          const res = await visitorGet(
            `/resource/RelatedPinFeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { pin_id: pinId } }))}`,
          );
          expect(res.statusCode, res.body).toBe(200);
          const ids = (
            JSON.parse(res.body) as { resource_response: { data: { id: string }[] } }
          ).resource_response.data.map((x) => x.id);
          return { ids, kept: hit(res) };
        };
        await bumpDataVersion();
        // Q saved to the saver's board: the board is now one Q's related pins are read from
        await save(q);
        for (const pinId of [q, r]) await getPage(app, `/pin/${pinId}/`);
        expect(hit(await getPage(app, `/pin/${q}/`))).toBe(true);
        expect(hit(await getPage(app, `/pin/${r}/`))).toBe(true);
        expect((await relatedIds(q)).ids).not.toContain(p);
        expect((await relatedIds(q)).kept).toBe(true);
        await getPage(app, '/');
        expect(hit(await getPage(app, '/'))).toBe(true);

        // P saved to the same board: P is now saved together with Q
        await save(p);
        const closeupQ = await getPage(app, `/pin/${q}/`);
        expect(hit(closeupQ)).toBe(false);
        const after = await relatedIds(q);
        expect(after.kept).toBe(false);
        expect(after.ids).toContain(p);
        // a closeup whose pins and boards the save did not touch is still the kept page
        expect(hit(await getPage(app, `/pin/${r}/`))).toBe(true);
      });

      it('a save leaves the home pages kept (a repin is never an original), but not the home of who follows its board, nor other lists', async () => {
        const ctx = t.tessera.systemCtx();
        const owner = await makeUser(ctx);
        const ownersBoard = await makeBoard(ctx, owner.id);
        const root = String((await makePin(ctx, owner.id, ownersBoard.id)).id);
        const other = String((await makePin(ctx, owner.id, ownersBoard.id)).id);
        // newer pins fill the home's first pages: the saved pins' cards (their counts) are not
        // on them, as most pins are not
        for (let i = 0; i < 26; i += 1) await makePin(ctx, owner.id, ownersBoard.id);
        const { client: saver, id: saverId } = await signedUp(t);
        const elsewhere = await makeBoard(ctx, Number(saverId));
        const followed = await makeBoard(ctx, Number(saverId));
        const { client: follower } = await signedUp(t);
        const followRes = await follower.post('BoardFollowResource', 'create', {
          board_id: String(followed.id),
        });
        expect(followRes.statusCode, followRes.body).toBe(200);
        const save = async (pinId: string, boardId: number) => {
          const res = await saver.post('RepinResource', 'create', {
            pin_id: pinId,
            board_id: String(boardId),
          });
          expect(res.statusCode, res.body).toBe(200);
        };
        const feedUrl = `/resource/HomefeedResource/get/?data=${encodeURIComponent(JSON.stringify({ options: {} }))}`;
        const followersHome = () => follower.get('HomefeedResource', {});
        const firstIds = (res: { body: string }) =>
          (
            JSON.parse(res.body) as { resource_response: { data: { id: string }[] } }
          ).resource_response.data.map((x) => x.id);
        // another list, tagged by any save: the owner's profile of created pins
        const listPage = `/${owner.username}/_created/`;
        await bumpDataVersion();
        for (const warm of [
          () => getPage(app, '/'),
          () => visitorGet(feedUrl),
          followersHome,
          () => getPage(app, listPage),
        ]) {
          await warm();
          expect(hit(await warm())).toBe(true);
        }

        await save(root, elsewhere.id);
        expect(hit(await getPage(app, '/'))).toBe(true);
        expect(hit(await visitorGet(feedUrl))).toBe(true);
        expect(hit(await followersHome())).toBe(true);
        // a list not tagged more narrowly is made again
        expect(hit(await getPage(app, listPage))).toBe(false);

        // a save on the board the follower follows puts its root first in their home (tier 0)
        await save(other, followed.id);
        const home = await followersHome();
        expect(hit(home)).toBe(false);
        expect(firstIds(home)[0]).toBe(other);
        expect(hit(await getPage(app, '/'))).toBe(true);
        expect(hit(await visitorGet(feedUrl))).toBe(true);
      });

      it('a person’s own favourite leaves their session and board counts kept; their log-out ends the session at once', async () => {
        const { client } = await signedUp(t);
        const viewer = () => client.get('ViewerResource');
        expect((await viewer()).statusCode).toBe(200);
        const sql = captureSql(t.tessera.database);
        try {
          const fav = await favourite(client, id.external, true);
          expect(fav.statusCode, fav.body).toBe(200);
          sql.on = true;
          const after = await viewer();
          sql.on = false;
          expect((rr(after).data as { isAuth: boolean }).isAuth).toBe(true);
          // the viewer's answer was made again (their own state changed), from no session or
          // board query: neither hangs on the person's favourites
          expect(hit(after)).toBe(false);
          expect(sql.texts.filter((q) => /from "sessions"|from "boards"/.test(q))).toEqual([]);
        } finally {
          sql.restore();
        }
        const out = await client.post('UserSessionResource', 'delete');
        expect(out.statusCode, out.body).toBe(200);
        const cookie = `${client.cookie?.name}=${client.cookie?.value}`;
        const stale = await app.inject({
          method: 'GET',
          url: '/resource/ViewerResource/get/',
          headers: { ...new Client(t).headers(), cookie },
        });
        expect((rr(stale).data as { isAuth: boolean }).isAuth).toBe(false);
        expect(await favourite(client, id.external, false)).toMatchObject({ statusCode: 401 });
      });

      it("a log-in, a log-out and a failed log-in leave visitors' kept pages alone", async () => {
        const { username } = await signedUp(t);
        await bumpDataVersion();
        await getPage(app, '/');
        expect(hit(await getPage(app, '/'))).toBe(true);
        const c = new Client(t);
        const failed = await c.login(username, 'not the password at all');
        expect(failed.statusCode).toBe(401);
        expect(hit(await getPage(app, '/'))).toBe(true);
        const ok = await c.login(username, GOOD_PASSWORD);
        expect(ok.statusCode, ok.body).toBe(200);
        expect(hit(await getPage(app, '/'))).toBe(true);
        const out = await c.post('UserSessionResource', 'delete');
        expect(out.statusCode, out.body).toBe(200);
        expect(hit(await getPage(app, '/'))).toBe(true);
      });

      it('a write that does not say what it changed still stales everything', async () => {
        const { client, username } = await signedUp(t);
        await bumpDataVersion();
        await getPage(app, '/');
        expect(hit(await getPage(app, '/'))).toBe(true);
        const renamed = await client.post('UserSettingsResource', 'update', {
          first_name: 'Renamed',
          username,
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect(hit(await getPage(app, '/'))).toBe(false);
      });
    });
  },
);
