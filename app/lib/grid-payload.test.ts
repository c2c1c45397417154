import { describe, expect, it } from 'vitest';
import type { BoardModel, PinModel } from '#domain/pins/models';
import { images, pin, user } from '../../tests/fixtures/pins';
import { gridPayload, pinsForGrid } from './grid-payload';

const ada = user({ id: '1', about: 'Painter and sketchbook hoarder.' });

function board(over: Partial<BoardModel> = {}): BoardModel {
  return {
    id: '7',
    name: 'Living room',
    slug: 'living-room',
    url: '/AdaLovelace/living-room/',
    description: '',
    privacy: 'public',
    layout: 'default',
    owner: ada,
    isCollaborative: false,
    collaboratedByMe: false,
    collaboratorCount: 0,
    collaboratorPermissions: [],
    followedByMe: false,
    coverPinId: '100',
    pinCount: 3,
    followerCount: 0,
    sectionCount: 0,
    archived: false,
    coverImages: [images(), images(236, 300, 'def456')],
    createdAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

// each pin built on its own, as the feeds build them: equal people and boards, separate copies
function feed(n: number): PinModel[] {
  return Array.from({ length: n }, (_, i) =>
    pin({ id: String(100 + i), pinner: { ...ada }, board: board({ owner: { ...ada } }) }),
  );
}

describe('pinsForGrid', () => {
  it('points every equal person and board at one copy', () => {
    const out = pinsForGrid(feed(3));
    const [a, b, c] = out;
    expect(a?.pinner).toBe(b?.pinner);
    expect(a?.board).toBe(c?.board);
    expect(a?.board?.owner).toBe(a?.pinner);
  });

  it('keeps apart people who differ (a personal flag, another id)', () => {
    const pins = feed(2);
    const [first, second] = pins as [PinModel, PinModel];
    second.pinner = { ...ada, explicitlyFollowedByMe: true };
    const third = pin({ id: '300', pinner: user({ id: '2', username: 'grace' }) });
    const out = pinsForGrid([first, second, third]);
    expect(out[0]?.pinner).not.toBe(out[1]?.pinner);
    expect(out[1]?.pinner.explicitlyFollowedByMe).toBe(true);
    expect(out[2]?.pinner.username).toBe('grace');
  });

  it('leaves out only what no card or closeup draws: board covers and people’s about', () => {
    const [before] = feed(1);
    const [after] = pinsForGrid(feed(1));
    expect(after?.board?.coverImages).toEqual([]);
    expect(after?.pinner.about).toBe('');
    const { board: b1, pinner: p1, ...rest1 } = before as PinModel;
    const { board: b2, pinner: p2, ...rest2 } = after as PinModel;
    expect(rest2).toEqual(rest1);
    expect({ ...b2, coverImages: b1?.coverImages, owner: b1?.owner }).toEqual(b1);
    expect({ ...p2, about: p1.about }).toEqual(p1);
  });

  it('does not change the pins it was given', () => {
    const pins = feed(2);
    const copy = structuredClone(pins);
    pinsForGrid(pins);
    expect(pins).toEqual(copy);
  });
});

describe('pinsForGrid pictures', () => {
  it('keeps the sizes cards read (CARD_SIZES) and drops the others', () => {
    const all = images();
    const withMore = pin({
      images: {
        ...all,
        '136x136': { url: '/img/136x136/a.jpg', width: 136, height: 136, dominantColor: '#ddd' },
      },
    });
    const [out] = pinsForGrid([withMore]);
    expect(Object.keys(out?.images ?? {}).sort()).toEqual(Object.keys(all).sort());
  });
});

describe('gridPayload', () => {
  it('sends a pin that is in two lists of one page once, with one copy of its people', () => {
    // a closeup's related pins and related products, each built on its own by its feed
    const grid = gridPayload();
    const related = grid.page({ items: feed(3), bookmark: 'b' });
    const products = grid.pins(feed(2).reverse());
    expect(related.bookmark).toBe('b');
    expect(products[0]).toBe(related.items[1]);
    expect(products[1]).toBe(related.items[0]);
    expect(products[0]?.pinner).toBe(related.items[2]?.pinner);
  });

  it('keeps a pin apart when its copies differ', () => {
    const grid = gridPayload();
    const [first] = grid.pins(feed(1));
    const [other] = grid.pins([{ ...(feed(1)[0] as PinModel), favoritedByMe: true }]);
    expect(other).not.toBe(first);
    expect(other?.favoritedByMe).toBe(true);
    expect(first?.favoritedByMe).not.toBe(true);
    expect(other?.pinner).toBe(first?.pinner);
  });

  it('shares nothing between two pages', () => {
    const [a] = gridPayload().pins(feed(1));
    const [b] = gridPayload().pins(feed(1));
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
  });
});
