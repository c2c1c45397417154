import type { RichMetadata, ShoppingData } from '#domain/pins/content';
import { domainOf } from '#domain/sharing/links';
import { pinInterestOf } from './interests.ts';
import { type BoardDraft, buildBoards, buildUsers, type UserDraft } from './people.ts';
import { buildOriginal, type Variant } from './pins.ts';
import { pick, type Rng } from './random.ts';
import type { DemoUser } from './types.ts';
import { PARTNERS, PRODUCTS } from './words.ts';

/**
 * The plain data of a bulk seed (bulk.ts): people and boards drafted by the demo's own
 * generators (people.ts), and a pool of pin texts per interest drafted by the demo's pin
 * generator (pins.ts), so a million pins read like the demo's 640 and search and related pins
 * find what they would find there. The database repeats the pool; nothing here is per pin.
 */

/** A bulk person: the demo's draft with a username no one has. */
export type BulkUser = Pick<
  DemoUser,
  'username' | 'firstName' | 'lastName' | 'about' | 'websiteUrl' | 'country'
>;

export interface BulkBoard {
  /** index into the bulk users */
  owner: number;
  name: string;
  slug: string;
  description: string;
  privacy: 'public' | 'protected' | 'secret';
  /** the urlName of the interest its pins get (a sub-interest its name starts with, or its own) */
  interest: string;
  /** its category's urlName (its pins go there when the sub-interest does not exist) */
  category: string;
  /** indexes into the bulk users */
  collaborators: number[];
}

/** One pin text of the pool: what a pin of the interest says and links to. */
export interface BulkContent {
  interest: string;
  /** the interest's category (its own urlName for a category) */
  category: string;
  kind: 'image' | 'product' | 'recipe';
  title: string;
  description: string;
  altText: string | null;
  link: string | null;
  domain: string | null;
  richMetadata: RichMetadata | null;
  shopping: ShoppingData | null;
  /** which of the demo's pictures suit it: product shots, dishes or the interest's own */
  look: 'product' | 'food' | 'topic';
}

/**
 * `users` creators and their `boards` boards (the demo's partners and employee left out: they
 * exist once), with usernames made unique against `taken` (lower-case names already used).
 */
export function buildBulkPeople(
  rng: Rng,
  users: number,
  boards: number,
  taken: Set<string>,
): { users: BulkUser[]; boards: BulkBoard[] } {
  const drafts = buildUsers(rng, users + PARTNERS.length + 1).filter(
    (d) => !d.partner && d.user.role === 'user',
  );
  const creators = drafts.slice(0, users);
  for (const d of creators) {
    const base = d.user.username.slice(0, 24);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    d.user.username = name;
  }
  const index = new Map<UserDraft, number>(creators.map((d, i) => [d, i]));
  const byKey = new Map(creators.map((d, i) => [d.user.key, i]));
  const boardDrafts: BoardDraft[] = buildBoards(rng, creators, Math.max(boards, creators.length));
  return {
    users: creators.map(({ user: u }) => ({
      username: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      about: u.about,
      websiteUrl: u.websiteUrl,
      country: u.country,
    })),
    boards: boardDrafts.map(({ board: b, owner }) => ({
      owner: index.get(owner) ?? 0,
      name: b.name,
      slug: b.slug,
      description: b.description,
      privacy: b.privacy,
      interest: pinInterestOf(b),
      category: b.interest,
      collaborators: b.collaboratorKeys.flatMap((k) => {
        const i = byKey.get(k);
        return i === undefined ? [] : [i];
      }),
    })),
  };
}

/** The category a pin interest's words come from: its own, or its parent's for a sub-interest. */
function categoryOf(interest: { urlName: string; parent?: string | null }): string {
  return interest.parent ?? interest.urlName;
}

const FOOD = 'food-and-drink';

/** A board draft good enough for buildOriginal: the interest's words, the partner who sells. */
function draftFor(category: string): BoardDraft {
  const partner = PARTNERS.find((p) => p.boards.some((b) => b.interest === category));
  const owner: UserDraft = {
    user: { key: 'bulk' } as DemoUser,
    tastes: [category],
    ...(partner ? { partner } : {}),
  };
  return {
    owner,
    weight: 1,
    board: {
      key: 'bulk',
      ownerKey: 'bulk',
      name: category,
      slug: category,
      description: '',
      privacy: 'public',
      isCollaborative: false,
      collaboratorKeys: [],
      interest: category,
      sections: [],
    },
  };
}

/**
 * `perInterest` pin texts for each pin interest: about one in ten a product where the category
 * sells things (PRODUCTS), one in eight a recipe in food, the rest image pins with the
 * interest's titles, descriptions, alt texts and links.
 */
export function buildBulkContent(
  rng: Rng,
  interests: readonly { urlName: string; parent?: string | null }[],
  perInterest: number,
): BulkContent[] {
  const used = new Set<string>();
  const out: BulkContent[] = [];
  for (const interest of interests) {
    const category = categoryOf(interest);
    const draft = draftFor(category);
    const sells = PRODUCTS[category] !== undefined && draft.owner.partner !== undefined;
    for (let i = 0; i < perInterest; i++) {
      const roll = rng();
      const variant: Variant =
        sells && roll < 0.1 ? 'product' : category === FOOD && roll < 0.125 ? 'recipe' : 'image';
      const pin = buildOriginal(rng, variant, draft, used, []);
      const kind = pin.kind === 'product' || pin.kind === 'recipe' ? pin.kind : 'image';
      out.push({
        interest: interest.urlName,
        category,
        kind,
        title: pin.title,
        description: pin.description,
        altText: pin.altText,
        link: pin.link,
        domain: pin.link ? domainOf(pin.link) : null,
        richMetadata: pin.richMetadata,
        shopping: pin.shopping,
        look: kind === 'product' ? 'product' : kind === 'recipe' ? 'food' : 'topic',
      });
    }
    // titles repeat across interests only when their banks are spent
    if (used.size > 200_000) used.clear();
  }
  return out;
}

/**
 * A picture for a pool entry: one of `pools` (signatures by `look:interest`, then by
 * `look:category`, `look`, and `any` when nothing closer has one).
 */
export function pictureFor(
  rng: Rng,
  content: BulkContent,
  pools: ReadonlyMap<string, readonly string[]>,
): string {
  const { look, interest, category } = content;
  for (const key of [`${look}:${interest}`, `${look}:${category}`, look, 'any']) {
    const list = pools.get(key);
    if (list?.length) return pick(rng, list);
  }
  throw new Error('the demo seed left no pictures to draw from');
}
