import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardModel, PinModel } from '#domain/pins/models';
import { resources } from '#server/api/index';
import { boardCollaborators, interests } from '#server/db/schema/index';
import { profileCounts } from '#server/services/boards/read';
import { createTestApp, dbKinds, type TestApp } from '../support/app.ts';
import { makeBoard, makeImage, makePin, makeSection } from '../support/factory.ts';
import { Client, rr, signedUp } from './auth-support.ts';

// decision 006 "Who may do what": a secret board, its sections and pins exist only for the
// owner and accepted collaborators (404 for everyone else, on every page and call); protected
// boards are readable by link but listed only to members; P-311 secret counts only for the
// owner; P-086 collaboratedByMe.

const ACTORS = ['owner', 'collaborator', 'invited', 'other', 'visitor', 'bot'] as const;
const PRIVACIES = ['public', 'protected', 'secret'] as const;
type Actor = (typeof ACTORS)[number];
type Privacy = (typeof PRIVACIES)[number];

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SERVER_BUILD = path.resolve('build/server/index.js');
const HAS_REPIN = resources.some((r) => r.name === 'RepinResource' && r.action === 'create');

const isMember = (a: Actor) => a === 'owner' || a === 'collaborator';
const canRead = (a: Actor, p: Privacy) => p !== 'secret' || isMember(a);
const isListed = (a: Actor, p: Privacy) => p === 'public' || isMember(a);

interface Fixture {
  board: { id: number; slug: string; name: string };
  section: string;
  pinId: number;
  marker: string;
}

describe.each(dbKinds())('privacy matrix on %s', (kind) => {
  let t: TestApp;
  let ownerName: string;
  let ownerId: number;
  let anchorPin: number;
  const clients = {} as Record<Actor, Client>;
  const fx = {} as Record<Privacy, Fixture>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ctx = t.tessera.systemCtx();
    const owner = await signedUp(t);
    const collaborator = await signedUp(t);
    const invited = await signedUp(t);
    const other = await signedUp(t);
    ownerName = owner.username;
    ownerId = owner.id;
    clients.owner = owner.client;
    clients.collaborator = collaborator.client;
    clients.invited = invited.client;
    clients.other = other.client;
    clients.visitor = new Client(t);
    clients.bot = new Client(t, { userAgent: GOOGLEBOT });

    const [interest] = await ctx.db
      .insert(interests)
      .values({ name: 'Matrix', urlName: `matrix-${kind}` })
      .returning();
    const interestId = interest?.id ?? null;
    const sig = (await makeImage(ctx, 7)).signature;
    const tag = Math.random().toString(36).slice(2, 8);
    for (const privacy of PRIVACIES) {
      const board = await makeBoard(ctx, owner.id, {
        privacy,
        slug: `${privacy}-board-${tag}`,
        name: `Zq${privacy}Board${tag}`,
      });
      const section = await makeSection(ctx, board.id, `Zq${privacy}Section${tag}`);
      const marker = `Zq${privacy}Pin${tag}`;
      const pin = await makePin(ctx, owner.id, board.id, {
        imageSignature: sig,
        title: marker,
        sectionId: section.id,
        interestId,
      });
      await ctx.db.insert(boardCollaborators).values([
        {
          boardId: board.id,
          userId: collaborator.id,
          status: 'accepted',
          permissions: ['save_pin'],
        },
        { boardId: board.id, userId: invited.id, status: 'invited', invitedById: owner.id },
      ]);
      fx[privacy] = {
        board: { id: board.id, slug: board.slug, name: board.name },
        section: section.slug,
        pinId: pin.id,
        marker,
      };
    }
    // a public pin whose related feed would hold the others (same interest)
    const anchorBoard = await makeBoard(ctx, other.id, { slug: `anchor-${tag}` });
    anchorPin = (await makePin(ctx, other.id, anchorBoard.id, { imageSignature: sig, interestId }))
      .id;
  });
  afterAll(() => t.close());

  const cases = ACTORS.flatMap((a) => PRIVACIES.map((p) => [a, p] as const));

  async function status(c: Client, name: string, options: object) {
    const res = await c.get(name, options);
    return { status: res.statusCode, data: rr(res).data, body: res.body };
  }

  describe.each(cases)('%s × %s board', (actor, privacy) => {
    const readable = canRead(actor, privacy);
    const listed = isListed(actor, privacy);
    const code = readable ? 200 : 404;
    const f = () => fx[privacy];
    const c = () => clients[actor];

    it(`BoardResource get by username+slug and by board_id → ${code}`, async () => {
      const bySlug = await status(c(), 'BoardResource', {
        username: ownerName,
        slug: f().board.slug,
      });
      expect(bySlug.status, bySlug.body).toBe(code);
      const byId = await status(c(), 'BoardResource', {
        board_id: f().board.id,
        field_set_key: 'detailed',
      });
      expect(byId.status, byId.body).toBe(code);
      if (readable) {
        const board = (bySlug.data as { board: BoardModel }).board;
        // P-086: collaboratedByMe for the accepted collaborator only
        expect(board.collaboratedByMe).toBe(actor === 'collaborator');
      } else {
        expect(bySlug.body).not.toContain(f().board.name);
        expect(byId.body).not.toContain(f().board.name);
      }
    });

    it(`BoardFeedResource get (board and section) → ${code}`, async () => {
      const feed = await status(c(), 'BoardFeedResource', {
        username: ownerName,
        slug: f().board.slug,
      });
      expect(feed.status, feed.body).toBe(code);
      const section = await status(c(), 'BoardFeedResource', {
        username: ownerName,
        slug: f().board.slug,
        section_slug: f().section,
      });
      expect(section.status, section.body).toBe(code);
      if (readable) {
        expect((feed.data as PinModel[]).map((p) => p.id)).toContain(String(f().pinId));
        expect((section.data as PinModel[]).map((p) => p.id)).toContain(String(f().pinId));
      } else {
        expect(feed.body + section.body).not.toContain(f().marker);
      }
    });

    it(`PinResource get → ${code}`, async () => {
      const pin = await status(c(), 'PinResource', { id: f().pinId });
      expect(pin.status, pin.body).toBe(code);
      if (!readable) expect(pin.body).not.toContain(f().marker);
    });

    it(`BoardsResource get ${listed ? 'lists' : 'does not list'} the board (P-311)`, async () => {
      const list = await status(c(), 'BoardsResource', { username: ownerName });
      expect(list.status).toBe(200);
      const ids = (list.data as BoardModel[]).map((b) => b.id);
      expect(ids.includes(String(f().board.id))).toBe(listed);
      if (!listed) expect(list.body).not.toContain(f().board.name);
    });

    it('secret pins never show in related, home or created feeds of non-members', async () => {
      const related = await status(c(), 'RelatedPinFeedResource', {
        pin_id: anchorPin,
        page_size: 50,
      });
      const home = await status(c(), 'HomefeedResource', { page_size: 50 });
      const created = await status(c(), 'UserActivityPinsResource', {
        username: ownerName,
        page_size: 50,
      });
      for (const r of [related, home, created]) expect(r.status, r.body).toBe(200);
      const idsOf = (d: unknown) => (d as PinModel[]).map((p) => p.id);
      const id = String(f().pinId);
      if (!readable) {
        for (const r of [related, home, created]) {
          expect(idsOf(r.data)).not.toContain(id);
          expect(r.body).not.toContain(f().marker);
        }
      }
      if (privacy === 'public') {
        expect(idsOf(related.data)).toContain(id);
        expect(idsOf(created.data)).toContain(id);
      }
    });

    if (privacy === 'secret' && !isMember(actor)) {
      it.skipIf(!HAS_REPIN)(
        `RepinResource create of the secret pin → ${actor === 'visitor' || actor === 'bot' ? 401 : 404}`,
        async () => {
          const res = await c().post('RepinResource', 'create', { pin_id: f().pinId });
          expect(res.statusCode, res.body).toBe(actor === 'visitor' || actor === 'bot' ? 401 : 404);
          expect(res.body).not.toContain(f().marker);
        },
      );
    }
  });

  it.each(ACTORS)(
    'P-311 profile counts for %s count only the boards and pins it may see',
    async (actor) => {
      const viewer = await clients[actor].viewer();
      const ctx = { ...t.tessera.systemCtx(), viewer };
      const counts = await profileCounts(ctx, ownerId);
      expect(counts.boardCount).toBe(PRIVACIES.filter((p) => isListed(actor, p)).length);
      expect(counts.pinCount).toBe(PRIVACIES.filter((p) => canRead(actor, p)).length);
      if (actor === 'owner') expect(viewer.secretBoardCount).toBe(1);
      else if (viewer.isAuth) expect(viewer.secretBoardCount).toBe(0);
    },
  );

  describe.skipIf(!existsSync(SERVER_BUILD))('pages', () => {
    function page(url: string, c: Client) {
      return t.tessera.app.inject({
        method: 'GET',
        url,
        headers: { ...c.headers(), accept: 'text/html' },
      });
    }

    describe.each(cases)('%s × %s board', (actor, privacy) => {
      const readable = canRead(actor, privacy);
      const code = readable ? 200 : 404;

      it(`/{user}/{board}/, /{user}/{board}/{section}/ and /pin/{id}/ → ${code}`, async () => {
        const f = fx[privacy];
        const c = clients[actor];
        const urls = [
          `/${ownerName}/${f.board.slug}/`,
          `/${ownerName}/${f.board.slug}/${f.section}/`,
          `/pin/${f.pinId}/`,
        ];
        for (const url of urls) {
          const res = await page(url, c);
          expect(res.statusCode, url).toBe(code);
          if (!readable) {
            expect(res.body, url).not.toContain(f.marker);
            expect(res.body, url).not.toContain(f.board.name);
          }
        }
      });

      it(`/{user}/ ${isListed(actor, privacy) ? 'shows' : 'does not show'} the board; secret names never leak`, async () => {
        const f = fx[privacy];
        const res = await page(`/${ownerName}/`, clients[actor]);
        expect(res.statusCode).toBe(200);
        if (privacy === 'public') expect(res.body).toContain(f.board.name);
        if (!readable) {
          expect(res.body).not.toContain(f.board.name);
          expect(res.body).not.toContain(f.board.slug);
          expect(res.body).not.toContain(f.marker);
        }
        // the related grid of a public pin never carries a secret pin to a non-member
        const closeup = await page(`/pin/${anchorPin}/`, clients[actor]);
        expect(closeup.statusCode).toBe(200);
        if (!readable) expect(closeup.body).not.toContain(f.marker);
      });
    });
  });
});
