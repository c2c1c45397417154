import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardModel, PinModel, UserModel } from '#domain/pins/models';
import type { TypeaheadItem } from '#domain/search/search';
import { boardCollaborators, pinHides, userBlocks } from '#server/db/schema/index';
import { bumpDataVersion } from '#server/services/platform/data-version';
import { createTestApp, dbKinds, type TestApp } from '../support/app';
import { makeBoard } from '../support/factory';
import { Client, errorOf, rr, signedUp } from './auth-support';
import { buildSearchWorld, type SearchWorld } from './search-support';

// Issue 16 search (decision 025): ranking, stemming, prefixes, scopes, filters, paging, and the
// visibility rules every result obeys, through real HTTP on both databases.
describe.each(dbKinds())('search on %s', (kind) => {
  let t: TestApp;
  let w: SearchWorld;
  let visitor: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildSearchWorld(t);
    visitor = new Client(t);
  }, 120_000);
  afterAll(() => t?.close());

  async function find<T = PinModel>(c: Client, options: Record<string, unknown>) {
    const res = await c.get('BaseSearchResource', options);
    expect(res.statusCode, res.body).toBe(200);
    const r = rr(res);
    return {
      items: r.data as T[],
      ids: (r.data as { id: string }[]).map((x) => x.id),
      bookmark: r.bookmark,
    };
  }

  it('a title match ranks above a description match', async () => {
    const { ids } = await find(visitor, { query: 'chocolate', scope: 'pins' });
    expect(ids).toContain(w.pin.sauceDescription);
    expect(ids.indexOf(w.pin.cakeTitle)).toBeLessThan(ids.indexOf(w.pin.sauceDescription));
  });

  it('english stemming: "recipes" finds "recipe" and "recipe" finds "recipes"', async () => {
    expect((await find(visitor, { query: 'recipes' })).ids).toEqual(
      expect.arrayContaining([w.pin.cakeTitle, w.pin.tartRecipes]),
    );
    expect((await find(visitor, { query: 'Recipe' })).ids).toEqual(
      expect.arrayContaining([w.pin.cakeTitle, w.pin.tartRecipes]),
    );
  });

  it('the last word matches as a prefix while typing', async () => {
    expect((await find(visitor, { query: 'lemo' })).ids).toEqual([w.pin.tartRecipes]);
    expect((await find(visitor, { query: 'chocolate ca' })).ids).toContain(w.pin.cakeTitle);
    // a finished word (trailing space) is not a prefix any more
    expect((await find(visitor, { query: 'lemo ' })).ids).toEqual([]);
  });

  it('exclusions and phrases', async () => {
    const { ids } = await find(visitor, { query: 'chocolate -cake' });
    expect(ids).not.toContain(w.pin.cakeTitle);
    expect(ids).toContain(w.pin.cosmos);
    expect((await find(visitor, { query: '"cake chocolate"' })).ids).toEqual([]);
    expect((await find(visitor, { query: '"chocolate cake"' })).ids).toEqual([w.pin.cakeTitle]);
  });

  it('an empty query, or one of exclusions only, is an empty page', async () => {
    for (const query of ['', '   ', '-chocolate', '!!!']) {
      const r = await find(visitor, { query });
      expect(r.ids).toEqual([]);
      expect(r.bookmark ?? null).toBeNull();
    }
  });

  it('pins: originals only, and never a secret board pin, not even to its owner', async () => {
    for (const c of [visitor, w.bob.client, w.alice.client]) {
      const { ids } = await find(c, { query: 'chocolate', scope: 'pins' });
      expect(ids).not.toContain(w.pin.secret);
      expect(ids).not.toContain(w.pin.aliceRepin);
      expect(ids).toContain(w.pin.cosmos);
    }
  });

  it('buyable_pins are product pins, videos are video pins', async () => {
    expect((await find(visitor, { query: 'chocolate', scope: 'buyable_pins' })).ids).toEqual([
      w.pin.product,
    ]);
    expect((await find(visitor, { query: 'chocolate', scope: 'videos' })).ids).toEqual([
      w.pin.video,
    ]);
  });

  it("my_pins: the owner's saves on their secret board too; no one else sees them", async () => {
    const mine = await find(w.alice.client, { query: 'chocolate', scope: 'my_pins' });
    expect(mine.ids).toEqual(
      expect.arrayContaining([w.pin.secret, w.pin.cakeTitle, w.pin.aliceRepin]),
    );
    expect(mine.ids).not.toContain(w.pin.cosmos);
    const bobs = await find(w.bob.client, { query: 'chocolate', scope: 'my_pins' });
    expect(bobs.ids).not.toContain(w.pin.secret);
    expect(bobs.ids).toContain(w.pin.cosmos);
    const created = await find(w.alice.client, { query: 'chocolate', scope: 'my_content' });
    expect(created.ids).toContain(w.pin.secret);
    expect(created.ids).not.toContain(w.pin.aliceRepin);
  });

  it('my_* scopes answer a visitor with 401', async () => {
    for (const scope of ['my_pins', 'my_boards', 'my_content']) {
      const res = await visitor.get('BaseSearchResource', { query: 'chocolate', scope });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('unauthorized');
    }
  });

  it('boards: a secret board only in its owner’s my_boards', async () => {
    for (const c of [visitor, w.bob.client, w.alice.client]) {
      const { ids } = await find<BoardModel>(c, { query: 'chocolate', scope: 'boards' });
      expect(ids).toContain(w.board.bobChocolate);
      expect(ids).not.toContain(w.board.secret);
    }
    const mine = await find<BoardModel>(w.alice.client, { query: 'chocolate', scope: 'my_boards' });
    expect(mine.ids).toEqual([w.board.secret]);
    expect(mine.items[0]?.privacy).toBe('secret');
    const bobs = await find<BoardModel>(w.bob.client, { query: 'chocolate', scope: 'my_boards' });
    expect(bobs.ids).toEqual([w.board.bobChocolate]);
  });

  it('an accepted collaborator finds the secret board in my_boards, an invitee does not', async () => {
    const ctx = t.tessera.systemCtx();
    const carol = await signedUp(t);
    const dave = await signedUp(t);
    await ctx.db.insert(boardCollaborators).values([
      { boardId: Number(w.board.secret), userId: carol.id, status: 'accepted' },
      { boardId: Number(w.board.secret), userId: dave.id, status: 'invited' },
    ]);
    bumpDataVersion();
    const carols = await find<BoardModel>(carol.client, { query: 'chocolate', scope: 'my_boards' });
    expect(carols.ids).toEqual([w.board.secret]);
    const daves = await find<BoardModel>(dave.client, { query: 'chocolate', scope: 'my_boards' });
    expect(daves.ids).toEqual([]);
    const open = await find<BoardModel>(carol.client, { query: 'chocolate', scope: 'boards' });
    expect(open.ids).not.toContain(w.board.secret);
  });

  it('users: by username and by name prefix', async () => {
    const { items } = await find<UserModel>(visitor, { query: w.alice.username, scope: 'users' });
    expect(items.map((u) => u.username)).toContain(w.alice.username);
    const prefix = w.bob.username.slice(0, 7);
    const byPrefix = await find<UserModel>(visitor, { query: prefix, scope: 'users' });
    expect(byPrefix.items.map((u) => u.username)).toContain(w.bob.username);
  });

  it('the colour filter keeps pictures of that family', async () => {
    expect((await find(visitor, { query: 'chocolate', color: 'red' })).ids).toEqual([
      w.pin.cakeTitle,
    ]);
    expect((await find(visitor, { query: 'recipes', color: 'green' })).ids).toEqual([
      w.pin.tartRecipes,
    ]);
    expect((await find(visitor, { query: 'chocolate', color: 'yellow' })).ids).toEqual([]);
  });

  it('the kind filter follows the card type', async () => {
    expect((await find(visitor, { query: 'chocolate', kind: 'video' })).ids).toEqual([w.pin.video]);
    expect((await find(visitor, { query: 'chocolate', kind: 'product' })).ids).toEqual([
      w.pin.product,
    ]);
    expect((await find(visitor, { query: 'recipe', kind: 'recipe' })).ids).toEqual([
      w.pin.tartRecipes,
    ]);
    const images = (await find(visitor, { query: 'chocolate', kind: 'image' })).ids;
    expect(images).toContain(w.pin.cakeTitle);
    expect(images).not.toContain(w.pin.video);
    expect(images).not.toContain(w.pin.product);
  });

  it.each([1, 4, 7, 25])('paging by %i: every result once, and the walk ends', async (size) => {
    const seen: string[] = [];
    let bookmark: string | null | undefined;
    for (let i = 0; i < 50; i++) {
      const r = await find(visitor, {
        query: 'zucchini',
        page_size: size,
        ...(bookmark ? { bookmarks: [bookmark] } : {}),
      });
      expect(r.ids.length).toBeLessThanOrEqual(size);
      seen.push(...r.ids);
      bookmark = r.bookmark;
      if (!bookmark) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...w.paging].sort());
  });

  it('pins the viewer hid and people with a block never show', async () => {
    const ctx = t.tessera.systemCtx();
    await ctx.db.insert(pinHides).values({
      userId: w.alice.id,
      pinId: Number(w.pin.sauceDescription),
      feedbackType: 'not_relevant',
    });
    bumpDataVersion();
    expect((await find(w.alice.client, { query: 'chocolate' })).ids).not.toContain(
      w.pin.sauceDescription,
    );
    expect((await find(visitor, { query: 'chocolate' })).ids).toContain(w.pin.sauceDescription);

    await ctx.db.insert(userBlocks).values({ blockerId: w.bob.id, blockedId: w.alice.id });
    bumpDataVersion();
    try {
      const bobSees = await find(w.bob.client, { query: 'chocolate' });
      expect(bobSees.ids).not.toContain(w.pin.cakeTitle);
      expect(bobSees.ids).toContain(w.pin.cosmos);
      // the blocked side does not find the blocker either
      const aliceSees = await find(w.alice.client, { query: 'chocolate' });
      expect(aliceSees.ids).not.toContain(w.pin.cosmos);
      const people = await find<UserModel>(w.bob.client, {
        query: w.alice.username,
        scope: 'users',
      });
      expect(people.ids).not.toContain(String(w.alice.id));
    } finally {
      await ctx.db.delete(userBlocks);
      bumpDataVersion();
    }
  });

  it.each([
    [{ query: 'x', scope: 'everything' }, 'scope'],
    [{ query: 'x'.repeat(201) }, 'query'],
    [{ query: 'x', color: 'mauve' }, 'color'],
    [{ query: 'x', kind: 'gif' }, 'kind'],
    [{ query: 'x', page_size: 0 }, 'page_size'],
    [{ query: 'chocolate', bookmarks: ['not-a-bookmark'] }, 'bookmark'],
    [{ query: 'chocolate', bookmarks: ['s1.WzEsMl0x'] }, 'bookmark'],
    [{ query: 'chocolate', bookmarks: ['s1.WyJ4IiwxXQ'] }, 'bookmark'],
    [{ query: 'x\u0000' }, 'query'],
    [{}, 'query'],
  ])('bad input %j → 400 naming %s', async (options, field) => {
    const res = await visitor.get('BaseSearchResource', options);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message.toLowerCase()).toContain(field);
  });

  it('text that looks like tsquery syntax is only words', async () => {
    for (const query of ["cake:* | !x & 'y'", "'; drop table pins; --", '(((', '\\', ':*']) {
      const res = await visitor.get('BaseSearchResource', { query });
      expect(res.statusCode, query).toBe(200);
    }
  });

  describe('typeahead', () => {
    async function suggest(c: Client, term: string) {
      const res = await c.get('AdvancedTypeaheadResource', { term });
      expect(res.statusCode, res.body).toBe(200);
      return rr(res).data as TypeaheadItem[];
    }

    it('suggests queries from pin titles, public boards and people', async () => {
      const items = await suggest(visitor, 'choc');
      expect(items.length).toBeLessThanOrEqual(10);
      const queries = items.flatMap((i) => (i.type === 'query' ? [i.query] : []));
      expect(queries).toContain('chocolate');
      // topics (interests) first, then phrases from pin titles
      expect(items[0]).toEqual({ type: 'query', query: 'Chocolate desserts', source: 'topic' });
      expect(items.filter((i) => i.type === 'query').length).toBeLessThanOrEqual(5);
      const boards = items.flatMap((i) => (i.type === 'board' ? [i.board.id] : []));
      expect(boards).toContain(w.board.bobChocolate);
      const people = await suggest(visitor, w.bob.username.slice(0, 8));
      expect(people.some((i) => i.type === 'user' && i.user.username === w.bob.username)).toBe(
        true,
      );
    });

    it('a secret board and its pins never reach anyone’s suggestions', async () => {
      for (const c of [visitor, w.bob.client, w.alice.client]) {
        for (const term of ['secr', 'chocolate', 'chocolate secret', 'surpr']) {
          const items = await suggest(c, term);
          expect(items.some((i) => i.type === 'board' && i.board.id === w.board.secret)).toBe(
            false,
          );
          expect(JSON.stringify(items).toLowerCase()).not.toContain('surprise');
          expect(JSON.stringify(items).toLowerCase()).not.toContain('secret');
        }
      }
    });

    it('a protected board is in no one’s board results or suggestions, not even its owner’s; my_boards lists it', async () => {
      const ctx = t.tessera.systemCtx();
      const hidden = await makeBoard(ctx, w.bob.id, {
        name: 'Porcelain hushwords',
        privacy: 'protected',
      });
      bumpDataVersion();
      for (const c of [visitor, w.alice.client, w.bob.client]) {
        const found = await find<BoardModel>(c, { query: 'porcelain', scope: 'boards' });
        expect(found.ids).not.toContain(String(hidden.id));
        const items = await suggest(c, 'porcel');
        expect(items.some((i) => i.type === 'board' && i.board.id === String(hidden.id))).toBe(
          false,
        );
      }
      const mine = await find<BoardModel>(w.bob.client, { query: 'porcelain', scope: 'my_boards' });
      expect(mine.ids).toEqual([String(hidden.id)]);
    });

    it('an empty term has no suggestions; a long one is a 400', async () => {
      expect(await suggest(visitor, '  ')).toEqual([]);
      const res = await visitor.get('AdvancedTypeaheadResource', { term: 'x'.repeat(201) });
      expect(res.statusCode).toBe(400);
    });
  });
});
