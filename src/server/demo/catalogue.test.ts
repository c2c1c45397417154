import { describe, expect, it } from 'vitest';
import { IDEAS_CATEGORIES_LONG } from '#domain/analytics/surfaces';
import { isReservedUsername } from '#domain/catalogue/routes';
import { buildDemoCatalogue, prng } from './catalogue.ts';
import type { DemoCatalogue, DemoImage, DemoPin } from './types.ts';

const catalogue = buildDemoCatalogue();
const { users, boards, pins } = catalogue;
const byKind = (kind: DemoPin['kind']) => pins.filter((p) => p.kind === kind && !p.repinOfKey);
const share = (part: number) => part / pins.length;

const ROUTE_WORDS = [
  'search',
  'login',
  'pin',
  'settings',
  'ideas',
  'today',
  'shopping',
  'videos',
  'about',
  'help',
  'me',
  'edit',
];
const HEX = /^#[0-9a-f]{6}$/;

function expectImage(image: DemoImage): void {
  expect(image.width).toBe(736);
  expect(image.height / image.width).toBeGreaterThanOrEqual(0.56);
  expect(image.height / image.width).toBeLessThanOrEqual(2.2);
  expect(Number.isInteger(image.seed)).toBe(true);
  expect(image.palette.length).toBeGreaterThanOrEqual(4);
  expect(image.palette.length).toBeLessThanOrEqual(5);
  for (const colour of image.palette) expect(colour).toMatch(HEX);
}

function allImages(pin: DemoPin): DemoImage[] {
  return [
    pin.image,
    ...(pin.carouselImages ?? []),
    ...(pin.storyPages ?? []).map((page) => page.image),
    ...(pin.collectionImages ?? []),
  ];
}

/** Invariants that hold for every seed and size, not only the default catalogue. */
function expectConsistent(cat: DemoCatalogue): void {
  const userKeys = new Set(cat.users.map((u) => u.key));
  const boardByKey = new Map(cat.boards.map((b) => [b.key, b]));
  const pinIndex = new Map(cat.pins.map((p, i) => [p.key, i]));
  const partners = new Set(cat.users.filter((u) => u.role === 'partner').map((u) => u.key));
  expect(userKeys.size).toBe(cat.users.length);
  expect(boardByKey.size).toBe(cat.boards.length);
  expect(pinIndex.size).toBe(cat.pins.length);
  expect(new Set(cat.users.map((u) => u.username)).size).toBe(cat.users.length);
  for (const user of cat.users) {
    expect(user.username).toMatch(/^[a-z0-9_]{3,30}$/);
    expect(ROUTE_WORDS).not.toContain(user.username);
    expect(isReservedUsername(user.username)).toBe(false);
    expect(cat.boards.some((b) => b.ownerKey === user.key)).toBe(true);
  }
  const slugs = new Set<string>();
  for (const board of cat.boards) {
    expect(userKeys.has(board.ownerKey)).toBe(true);
    for (const key of board.collaboratorKeys) {
      expect(userKeys.has(key)).toBe(true);
      expect(key).not.toBe(board.ownerKey);
    }
    expect(slugs.has(`${board.ownerKey}/${board.slug}`)).toBe(false);
    slugs.add(`${board.ownerKey}/${board.slug}`);
    expect(board.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(board.sections.map((s) => s.slug)).size).toBe(board.sections.length);
    expect(board.name.length).toBeGreaterThan(0);
    expect(board.name.length).toBeLessThanOrEqual(50);
    expect(board.description.length).toBeLessThanOrEqual(500);
    expect(cat.interests.map((i) => i.urlName)).toContain(board.interest);
  }
  for (const [i, pin] of cat.pins.entries()) {
    const board = boardByKey.get(pin.boardKey);
    expect(board).toBeDefined();
    expect(userKeys.has(pin.pinnerKey)).toBe(true);
    expect([board?.ownerKey, ...(board?.collaboratorKeys ?? [])]).toContain(pin.pinnerKey);
    if (pin.sectionSlug) expect(board?.sections.map((s) => s.slug)).toContain(pin.sectionSlug);
    expect(pin.title.length).toBeLessThanOrEqual(100);
    expect(pin.description.length).toBeLessThanOrEqual(500);
    expect(pin.createdDaysAgo).toBeGreaterThanOrEqual(0);
    expect(pin.createdDaysAgo).toBeLessThanOrEqual(365);
    if (pin.link) expect(new URL(pin.link).protocol).toBe('https:');
    if (pin.promotion?.promoterKey) expect(partners.has(pin.promotion.promoterKey)).toBe(true);
    if (pin.sponsorship?.sponsorKey) expect(partners.has(pin.sponsorship.sponsorKey)).toBe(true);
    for (const image of allImages(pin)) expectImage(image);
    if (pin.repinOfKey) {
      const at = pinIndex.get(pin.repinOfKey) ?? Number.POSITIVE_INFINITY;
      const original = cat.pins[at];
      expect(at).toBeLessThan(i);
      expect(original?.repinOfKey).toBeNull();
      expect(original?.pinnerKey).not.toBe(pin.pinnerKey);
      expect(boardByKey.get(original?.boardKey ?? '')?.ownerKey).not.toBe(board?.ownerKey);
      expect(pin.image).toEqual(original?.image);
      expect(pin.kind).toBe(original?.kind);
      expect(pin.createdDaysAgo).toBeLessThanOrEqual(original?.createdDaysAgo ?? 0);
      expect(pin.promotion).toBeNull();
    }
  }
}

describe('buildDemoCatalogue', () => {
  it('is deterministic for the same options and changes with the seed', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
    expect(buildDemoCatalogue({ seed: 42, users: 24, boards: 72, pins: 640 })).toEqual(catalogue);
    const other = buildDemoCatalogue({ seed: 7 });
    expect(other.users.map((u) => u.username)).not.toEqual(users.map((u) => u.username));
    expect(other.pins.map((p) => p.title)).not.toEqual(pins.map((p) => p.title));
  });

  it('prng is a repeatable generator in [0, 1)', () => {
    const a = prng(1);
    const b = prng(1);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(prng(2)()).not.toBe(prng(1)());
  });

  it('has the default counts and the 13 ideas categories of spec 01 §2', () => {
    expect(users).toHaveLength(24);
    expect(boards).toHaveLength(72);
    expect(pins).toHaveLength(640);
    const categories = catalogue.interests.filter((i) => !i.parent);
    expect(categories.map((i) => i.urlName)).toEqual([...IDEAS_CATEGORIES_LONG]);
    // issue 16: every category has a description and sub-interests listed after it
    for (const c of categories) {
      expect(c.description).not.toBe('');
      expect(catalogue.interests.some((i) => i.parent === c.urlName)).toBe(true);
    }
    expect(catalogue.interests.find((i) => i.urlName === 'food-and-drink')?.name).toBe(
      'Food and drink',
    );
    expect(new Set(boards.map((b) => b.interest)).size).toBe(13);
  });

  it('keeps keys, usernames and slugs unique and every reference resolvable', () => {
    expectConsistent(catalogue);
  });

  it('holds together for other seeds and small sizes', () => {
    for (const seed of [1, 2, 3, 99, 2024]) expectConsistent(buildDemoCatalogue({ seed }));
    const small = buildDemoCatalogue({ users: 6, boards: 8, pins: 40, seed: 5 });
    expect(small.pins).toHaveLength(40);
    expectConsistent(small);
    expectConsistent(buildDemoCatalogue({ users: 4, boards: 4, pins: 0 }));
  });

  it('rejects sizes it cannot fill', () => {
    expect(() => buildDemoCatalogue({ users: 3 })).toThrow(RangeError);
    expect(() => buildDemoCatalogue({ users: 10, boards: 9 })).toThrow(RangeError);
    expect(() => buildDemoCatalogue({ pins: -1 })).toThrow(RangeError);
    expect(() => buildDemoCatalogue({ pins: 1.5 })).toThrow(RangeError);
  });

  it('has the roles, verification and countries asked for', () => {
    const partners = users.filter((u) => u.role === 'partner');
    expect(partners).toHaveLength(2);
    expect(partners.every((u) => u.isVerifiedMerchant)).toBe(true);
    expect(users.filter((u) => u.isVerifiedMerchant)).toHaveLength(2);
    expect(users.filter((u) => u.role === 'employee')).toHaveLength(1);
    expect(users.filter((u) => u.isVerifiedIdentity)).toHaveLength(3);
    const countries = ['US', 'GB', 'CA', 'FR', 'DE', 'AU', 'BR', 'NL', 'MX', 'ES', 'IT', 'JP'];
    for (const user of users) {
      expect(countries).toContain(user.country);
      expect(user.firstName.length).toBeLessThanOrEqual(30);
      if (user.websiteUrl) expect(new URL(user.websiteUrl).protocol).toBe('https:');
    }
    const productBoards = new Set(byKind('product').map((p) => p.boardKey));
    for (const key of productBoards) {
      const owner = boards.find((b) => b.key === key)?.ownerKey;
      expect(partners.map((u) => u.key)).toContain(owner);
    }
  });

  it('mixes board privacy, collaboration and sections', () => {
    const secret = boards.filter((b) => b.privacy === 'secret');
    const protectedBoards = boards.filter((b) => b.privacy === 'protected');
    expect(secret.length).toBeGreaterThanOrEqual(4);
    expect(secret.length).toBeLessThanOrEqual(8);
    expect(protectedBoards.length).toBeGreaterThanOrEqual(2);
    expect(protectedBoards.length).toBeLessThanOrEqual(6);
    const group = boards.filter((b) => b.isCollaborative);
    expect(group.length).toBeGreaterThanOrEqual(2);
    for (const board of group) expect([1, 2]).toContain(board.collaboratorKeys.length);
    const sectioned = boards.filter((b) => b.sections.length > 0);
    expect(sectioned.length / boards.length).toBeGreaterThan(0.15);
    expect(sectioned.length / boards.length).toBeLessThan(0.45);
    for (const board of sectioned) expect(board.sections.length).toBeLessThanOrEqual(3);
    const counts = new Map<string, number>();
    for (const pin of pins) counts.set(pin.boardKey, (counts.get(pin.boardKey) ?? 0) + 1);
    for (const board of boards) {
      if (board.privacy === 'secret') expect(counts.get(board.key)).toBeLessThanOrEqual(4);
      expect(counts.get(board.key) ?? 0).toBeGreaterThan(0);
    }
  });

  it('keeps text within limits and varied', () => {
    const titled = pins.filter((p) => !p.repinOfKey && p.title);
    const distinct = new Set(titled.map((p) => p.title.toLowerCase()));
    expect(titled.length - distinct.size).toBeLessThanOrEqual(5);
    expect(pins.some((p) => p.title === '')).toBe(true);
    expect(pins.some((p) => p.title.length > 70)).toBe(true);
    expect(pins.some((p) => p.description === '')).toBe(true);
    expect(pins.filter((p) => p.description.length > 300).length).toBeGreaterThan(20);
    const alt = share(pins.filter((p) => p.altText).length);
    expect(alt).toBeGreaterThan(0.4);
    expect(alt).toBeLessThan(0.6);
  });

  it('links about 90% of pins to https sites on reserved example hosts', () => {
    const unlinked = share(pins.filter((p) => p.link === null).length);
    expect(unlinked).toBeGreaterThan(0.05);
    expect(unlinked).toBeLessThan(0.15);
    for (const pin of pins) {
      if (pin.link) expect(new URL(pin.link).hostname).toMatch(/\.example$/);
    }
  });

  it('mixes pin kinds roughly as asked', () => {
    const count = (kind: DemoPin['kind']) => pins.filter((p) => p.kind === kind).length;
    expect(share(count('product'))).toBeCloseTo(0.1, 1);
    expect(share(count('recipe'))).toBeCloseTo(0.1, 1);
    expect(share(count('carousel'))).toBeCloseTo(0.05, 1);
    expect(share(count('story'))).toBeCloseTo(0.05, 1);
    expect(share(count('collection'))).toBeCloseTo(0.03, 1);
    expect(share(count('image'))).toBeGreaterThan(0.55);
    expect(share(pins.filter((p) => p.promotion).length)).toBeCloseTo(0.04, 1);
    expect(share(pins.filter((p) => p.repinOfKey).length)).toBeCloseTo(0.08, 1);
  });

  it('has engagement from zero to past a thousand', () => {
    expect(pins.some((p) => p.saveCount === 0)).toBe(true);
    expect(pins.some((p) => p.favoriteCount === 0)).toBe(true);
    expect(pins.some((p) => Object.keys(p.reactionCounts).length === 0)).toBe(true);
    expect(pins.some((p) => p.saveCount >= 1000)).toBe(true);
    expect(pins.some((p) => p.favoriteCount >= 1000)).toBe(true);
    expect(pins.some((p) => Object.values(p.reactionCounts).some((n) => n >= 1000))).toBe(true);
  });

  it('builds the default catalogue in well under 200 ms', () => {
    const started = performance.now();
    buildDemoCatalogue({ seed: 11 });
    expect(performance.now() - started).toBeLessThan(200);
  });
});
