import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationModel } from '#domain/messages/notifications';
import type { BoardModel, PinModel, UserModel } from '#domain/pins/models';
import { interests } from '#server/db/schema/index';
import { savePrivacy } from '#server/services/accounts/privacy';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeSection } from '../support/factory.ts';
import { Client, errorOf, rr, signedUp } from './auth-support.ts';

// Decision 045: a private profile. Only its owner and approved followers see its boards and
// pins; following it is a request the owner approves or declines.

type Person = Awaited<ReturnType<typeof signedUp>>;
const SERVER_BUILD = path.resolve('build/server/index.js');

describe.each(dbKinds())('private profiles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function setPrivate(p: Person, isPrivate: boolean) {
    const ctx = {
      ...t.tessera.systemCtx(),
      viewer: await p.client.viewer(),
      session: { id: `s${p.id}`, userId: p.id },
    };
    await savePrivacy(ctx, { searchIndexing: true, isPrivate });
  }
  async function follow(who: Person, whom: Person): Promise<UserModel> {
    const res = await who.client.post('UserFollowResource', 'create', { user_id: whom.id });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as UserModel;
  }
  async function notes(p: Person) {
    const res = await p.client.get('NotificationsResource');
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as NotificationModel[];
  }
  const answer = (owner: Person, requester: Person, how: 'approve' | 'decline') =>
    how === 'approve'
      ? owner.client.post('FollowRequestResource', 'update', {
          user_id: requester.id,
          action: 'approve',
        })
      : owner.client.post('FollowRequestResource', 'delete', { user_id: requester.id });
  async function profileOf(viewer: Client, username: string): Promise<UserModel> {
    const res = await viewer.get('UserResource', { username });
    expect(res.statusCode, res.body).toBe(200);
    return rr(res).data as UserModel;
  }

  it('following a private profile is a request: withdrawn, declined, then approved', async () => {
    const [owner, fan] = [await signedUp(t), await signedUp(t)];
    await setPrivate(owner, true);

    const asked = await follow(fan, owner);
    expect(asked).toMatchObject({ explicitlyFollowedByMe: false, requestedByMe: true });
    expect(asked.followerCount).toBe(0);
    expect((await profileOf(fan.client, owner.username)).requestedByMe).toBe(true);
    expect((await notes(owner)).map((n) => [n.kind, n.actor.username])).toEqual([
      ['follow_request', fan.username],
    ]);

    // withdrawn: the owner's row goes with it
    const withdrawn = await fan.client.post('UserFollowResource', 'delete', { user_id: owner.id });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((rr(withdrawn).data as UserModel).requestedByMe).toBeUndefined();
    expect(await notes(owner)).toEqual([]);

    // declined: not a follower, and the request is gone (answering again is a 404)
    await follow(fan, owner);
    const declined = await answer(owner, fan, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await notes(owner)).toEqual([]);
    expect((await profileOf(fan.client, owner.username)).explicitlyFollowedByMe).toBe(false);
    const again = await answer(owner, fan, 'approve');
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toMatch(/withdrawn or already answered/);

    // approved: a follow, counted, and the requester is told
    await follow(fan, owner);
    const approved = await answer(owner, fan, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const seen = await profileOf(fan.client, owner.username);
    expect(seen).toMatchObject({ explicitlyFollowedByMe: true, followerCount: 1 });
    expect(seen.requestedByMe).toBeUndefined();
    expect((await notes(fan)).map((n) => [n.kind, n.actor.username])).toEqual([
      ['follow_accepted', owner.username],
    ]);
    // the request's row is now the owner's 'followed you' row
    expect((await notes(owner)).map((n) => [n.kind, n.actor.username])).toEqual([
      ['follow', fan.username],
    ]);
    // someone else's request can't be answered by a bystander
    const other = await signedUp(t);
    expect((await answer(other, fan, 'approve')).statusCode).toBe(404);
  });

  it('existing followers stay when the profile goes private; going public turns requests into follows', async () => {
    const [owner, old, waiting] = [await signedUp(t), await signedUp(t), await signedUp(t)];
    await follow(old, owner);
    await setPrivate(owner, true);
    expect((await profileOf(old.client, owner.username)).explicitlyFollowedByMe).toBe(true);
    expect((await follow(waiting, owner)).requestedByMe).toBe(true);
    await setPrivate(owner, false);
    const now = await profileOf(waiting.client, owner.username);
    expect(now).toMatchObject({ explicitlyFollowedByMe: true, followerCount: 2 });
    expect(now.isPrivate).toBeUndefined();
    expect((await notes(waiting)).map((n) => n.kind)).toEqual(['follow_accepted']);
  });

  describe('what others see', () => {
    let owner: Person;
    let follower: Person;
    let stranger: Person;
    const visitor = () => new Client(t);
    const fx = { boardSlug: '', boardName: '', section: '', pinId: 0, savedId: 0, marker: '' };
    let anchorPin = 0;

    beforeAll(async () => {
      const ctx = t.tessera.systemCtx();
      [owner, follower, stranger] = [await signedUp(t), await signedUp(t), await signedUp(t)];
      const tag = Math.random().toString(36).slice(2, 8);
      const [interest] = await ctx.db
        .insert(interests)
        .values({ name: `Hush ${tag}`, urlName: `hush-${kind}-${tag}` })
        .returning();
      const sig = (await makeImage(ctx, 11)).signature;
      fx.marker = `Zqhush${tag}`;
      const board = await makeBoard(ctx, owner.id, {
        name: `Zqhushboard${tag}`,
        slug: `hush-${tag}`,
      });
      const section = await makeSection(ctx, board.id, `Zqhushsection${tag}`);
      const pin = await makePin(ctx, owner.id, board.id, {
        imageSignature: sig,
        title: `${fx.marker} lantern`,
        sectionId: section.id,
        interestId: interest?.id ?? null,
      });
      const saved = await makePin(ctx, owner.id, null, {
        imageSignature: sig,
        title: `${fx.marker} saved`,
      });
      Object.assign(fx, {
        boardSlug: board.slug,
        boardName: board.name,
        section: section.slug,
        pinId: pin.id,
        savedId: saved.id,
      });
      const anchorBoard = await makeBoard(ctx, stranger.id, { slug: `anchor-${tag}` });
      anchorPin = (
        await makePin(ctx, stranger.id, anchorBoard.id, {
          imageSignature: sig,
          interestId: interest?.id ?? null,
        })
      ).id;
      await follow(follower, owner);
      await setPrivate(owner, true);
    });

    const readers = () =>
      [
        ['owner', owner.client, true],
        ['approved follower', follower.client, true],
        ['stranger', stranger.client, false],
        ['visitor', visitor(), false],
      ] as const;

    it('boards, sections, pins and their feeds are a 404 to anyone not approved', async () => {
      for (const [who, c, ok] of readers()) {
        const code = ok ? 200 : 404;
        const calls = [
          await c.get('BoardResource', { username: owner.username, slug: fx.boardSlug }),
          await c.get('BoardFeedResource', { username: owner.username, slug: fx.boardSlug }),
          await c.get('BoardFeedResource', {
            username: owner.username,
            slug: fx.boardSlug,
            section_slug: fx.section,
          }),
          await c.get('PinResource', { id: fx.pinId }),
          await c.get('PinResource', { id: fx.savedId }),
          await c.get('RelatedPinFeedResource', { pin_id: fx.pinId }),
        ];
        for (const res of calls) {
          expect(res.statusCode, `${who}: ${res.body}`).toBe(code);
          if (!ok) expect(res.body).not.toContain(fx.marker);
        }
      }
    });

    it('a stranger cannot save the pins (a 404, as for a missing pin); a follower can', async () => {
      for (const id of [fx.pinId, fx.savedId]) {
        const refused = await stranger.client.post('RepinResource', 'create', { pin_id: id });
        expect(refused.statusCode, refused.body).toBe(404);
        expect(refused.body).not.toContain(fx.marker);
      }
      const saved = await follower.client.post('RepinResource', 'create', { pin_id: fx.savedId });
      expect(saved.statusCode, saved.body).toBe(200);
    });

    it('the profile lists no boards, created pins or saves to anyone not approved', async () => {
      for (const [who, c, ok] of readers()) {
        const boards = await c.get('BoardsResource', { username: owner.username });
        const created = await c.get('UserActivityPinsResource', { username: owner.username });
        const saves = await c.get('BoardlessPinsResource', { username: owner.username });
        for (const res of [boards, created, saves]) expect(res.statusCode, res.body).toBe(200);
        const slugs = (rr(boards).data as BoardModel[]).map((b) => b.slug);
        if (ok) expect(slugs, who).toContain(fx.boardSlug);
        else expect(slugs, who).toEqual([]);
        expect((rr(created).data as PinModel[]).length, who).toBe(ok ? 2 : 0);
        expect((rr(saves).data as PinModel[]).length, who).toBe(ok ? 1 : 0);
        const user = await profileOf(c, owner.username);
        expect(user).toMatchObject({ isPrivate: true, noindex: true, followerCount: 1 });
      }
    });

    it('the pins stay out of search, typeahead, related pins and the home feed of anyone not approved', async () => {
      for (const [who, c, ok] of readers()) {
        const search = await c.get('BaseSearchResource', { query: fx.marker, scope: 'pins' });
        expect(search.statusCode, search.body).toBe(200);
        const found = (rr(search).data as PinModel[]).map((p) => Number(p.id));
        // search leaves a private profile's pins out for everyone but its owner
        expect(found.includes(fx.pinId), who).toBe(who === 'owner');
        const typeahead = await c.get('AdvancedTypeaheadResource', { term: fx.marker });
        expect(typeahead.statusCode).toBe(200);
        expect(typeahead.body.toLowerCase()).not.toContain(`${fx.marker.toLowerCase()} lantern`);
        const related = await c.get('RelatedPinFeedResource', { pin_id: anchorPin, page_size: 50 });
        expect(related.statusCode, related.body).toBe(200);
        const relatedIds = (rr(related).data as PinModel[]).map((p) => Number(p.id));
        expect(relatedIds.includes(fx.pinId), who).toBe(ok);
        const home = await c.get('HomefeedResource', { page_size: 50 });
        expect(home.statusCode, home.body).toBe(200);
        const homeIds = (rr(home).data as PinModel[]).map((p) => Number(p.id));
        if (!ok) expect(homeIds, who).not.toContain(fx.pinId);
        if (who === 'approved follower') expect(homeIds).toContain(fx.pinId);
      }
    });

    describe.skipIf(!existsSync(SERVER_BUILD))('pages', () => {
      const page = (url: string, c: Client) =>
        t.tessera.app.inject({
          method: 'GET',
          url,
          headers: { ...c.headers(), accept: 'text/html' },
        });

      it('the profile says "This account is private" and shows nothing it holds; boards and closeups are a 404', async () => {
        for (const [who, c, ok] of readers()) {
          const profile = await page(`/${owner.username}/`, c);
          expect(profile.statusCode, who).toBe(200);
          expect(profile.body).toContain('name="robots" content="noindex"');
          const created = await page(`/${owner.username}/_created/`, c);
          expect(created.statusCode, who).toBe(200);
          for (const body of [profile.body, created.body]) {
            expect(body.includes('This account is private'), who).toBe(!ok);
            if (!ok) {
              expect(body).not.toContain(fx.boardName);
              expect(body).not.toContain(fx.marker);
            }
          }
          if (!ok) expect(profile.body).toMatch(/>(Request|Follow)</);
          for (const url of [
            `/${owner.username}/${fx.boardSlug}/`,
            `/${owner.username}/${fx.boardSlug}/${fx.section}/`,
            `/pin/${fx.pinId}/`,
          ]) {
            const res = await page(url, c);
            expect(res.statusCode, `${who} ${url}`).toBe(ok ? 200 : 404);
            if (!ok) expect(res.body).not.toContain(fx.marker);
          }
        }
      });
    });
  });
});
