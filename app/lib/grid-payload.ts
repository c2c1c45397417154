import { CARD_SIZES } from '#domain/media/image-size';
import type { BoardModel, ImageSet, PinModel, UserModel } from '#domain/pins/models';

/**
 * How many pins a server-rendered grid page starts with (issue 12): enough to fill the first
 * screen of the widest grid (eight columns, two rows and more) and a phone's first three screens;
 * the grid fetches the next page (the API's pages stay 25) as soon as its end comes near, which
 * on a tall screen is at once. Each card costs ~6 KB of HTML (markup and hydration data) and most
 * of a page's render time, so 25 made every grid page 150 KB and slow to build.
 */
export const FIRST_PAGE_PINS = 15;

/**
 * The closeup page's related grid starts below the pin, a screen down on every device: two rows
 * of the widest grid are there before anyone scrolls to them, and the next page follows as the
 * end comes near.
 */
export const FIRST_RELATED_PINS = 10;

/**
 * The pins a page's loader sends for its grids, lighter for the hydration payload in the HTML
 * (issue 12: 64–72 KB of every grid page was this payload). Nothing a card or a closeup shows is
 * dropped:
 * - each person and each board is sent once: React Router's stream encodes a repeated object as
 *   a reference, so every pin whose pinner, board owner, promoter or sponsor is the same person
 *   points at one copy (only when the copies are equal; anything personal stays apart);
 * - what only profile pages and board pages draw (a board's cover pictures, a person's "about")
 *   is left out: those pages load their own board and person;
 * - a pin's pictures in the sizes a card, the overlay and the media viewer read (CARD_SIZES), as
 *   feed pages already send them; a closeup's related pins came with every size.
 * The API's answers keep every field; a grid page fetched later is whole.
 */
export function pinsForGrid(pins: readonly PinModel[]): PinModel[] {
  return gridPayload().pins(pins);
}

/** A page of pins as a grid page's loader sends it: its pins made light (pinsForGrid). */
export function pageForGrid<P extends { items: PinModel[] }>(page: P): P {
  return gridPayload().page(page);
}

/** What one loader sends for all its grids, each pin, person and board once (gridPayload). */
export interface GridPayload {
  pins(pins: readonly PinModel[]): PinModel[];
  page<P extends { items: PinModel[] }>(page: P): P;
}

/**
 * pinsForGrid for every list of one page's data: a pin in two of them (a closeup's related pins
 * and its related products) and the people and boards of all of them are sent once, as one
 * object the stream encodes once and then refers to (issue 32: a closeup sent each pin of both
 * rows twice, ~9 KB of its HTML).
 */
export function gridPayload(): GridPayload {
  const users = new Interner<UserModel>((u) => u.id, slimUser);
  const boards = new Interner<BoardModel>(
    (b) => b.id,
    (b) => ({ ...b, owner: users.get(b.owner), coverImages: NO_COVERS }),
  );
  const pins = new Interner<PinModel>(
    (pin) => pin.id,
    (pin) => ({
      ...pin,
      images: cardSizes(pin.images),
      pinner: users.get(pin.pinner),
      originPinner: pin.originPinner && users.get(pin.originPinner),
      viaPinner: pin.viaPinner && users.get(pin.viaPinner),
      promoter: pin.promoter && users.get(pin.promoter),
      sponsorship: pin.sponsorship && {
        ...pin.sponsorship,
        sponsor: pin.sponsorship.sponsor && users.get(pin.sponsorship.sponsor),
      },
      board: pin.board && boards.get(pin.board),
    }),
  );
  const list = (items: readonly PinModel[]) => items.map((pin) => pins.get(pin));
  return { pins: list, page: (page) => ({ ...page, items: list(page.items) }) };
}

function cardSizes(images: ImageSet): ImageSet {
  const out: ImageSet = {};
  for (const size of CARD_SIZES) {
    const spec = images[size];
    if (spec) out[size] = spec;
  }
  return out;
}

const NO_COVERS: BoardModel['coverImages'] = [];

function slimUser(u: UserModel): UserModel {
  return u.about ? { ...u, about: '' } : u;
}

/**
 * One shared copy per id, as long as the copies agree; a different one stays its own. The copies
 * are compared (as JSON) only when a second object with a known id comes.
 */
class Interner<T extends object> {
  private readonly byId = new Map<string, { source: T; json: string | null; value: T }>();
  constructor(
    private readonly idOf: (v: T) => string,
    private readonly slim: (v: T) => T,
  ) {}

  get(v: T): T {
    const id = this.idOf(v);
    const known = this.byId.get(id);
    // the services hand the same object for each card of one person or board: no need to
    // compare what it holds (issue 32: JSON of every card's people was 1% of a closeup)
    if (known?.source === v) return known.value;
    if (known) {
      known.json ??= JSON.stringify(known.source);
      if (JSON.stringify(v) === known.json) return known.value;
      return this.slim(v);
    }
    const value = this.slim(v);
    this.byId.set(id, { source: v, json: null, value });
    return value;
  }
}
