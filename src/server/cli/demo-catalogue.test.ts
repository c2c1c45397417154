import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardPinType } from '#domain/pin-type';
import { isReservedUsername } from '#domain/routes';
import { IDEAS_CATEGORIES_LONG } from '#domain/surfaces';
import { isVideoPinUsable } from '#domain/video';
import {
  buildDemoCatalogue,
  type DemoCatalogue,
  type DemoImage,
  type DemoPin,
  prng,
} from './demo-catalogue.ts';
import {
  DEMO_ANIMS,
  DEMO_CLIPS,
  demoEmbed,
  demoMediaStill,
  demoVideoData,
} from './demo-catalogue-media.ts';

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
    expect(catalogue.interests.map((i) => i.urlName)).toEqual([...IDEAS_CATEGORIES_LONG]);
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

  it('gives product pins offers with every display case of spec 01 §5', () => {
    const products = byKind('product');
    const offers = products.map((p) => p.richMetadata?.products?.[0]?.offerSummary);
    for (const pin of products) {
      expect(pin.richMetadata?.typeName).toBe('product');
      expect(pin.richMetadata?.products?.[0]?.brand?.name).toBeTruthy();
      expect([[1], [5]]).toContainEqual(pin.shopping?.shoppingFlags);
      expect(pin.image.motif).toBe('product');
    }
    for (const offer of offers) {
      expect(['USD', 'EUR', 'GBP', 'JPY']).toContain(offer?.currency);
      expect(offer?.price ?? offer?.minPrice).toMatch(/^\d+(\.\d{2})?$/);
    }
    expect(new Set(offers.map((o) => o?.currency)).size).toBe(4);
    expect(offers.some((o) => Number(o?.standardPrice) > Number(o?.price))).toBe(true);
    expect(offers.some((o) => o?.minPrice && o.maxPrice && !o.price)).toBe(true);
    expect(products.some((p) => p.shopping?.isOosProduct)).toBe(true);
    expect(products.some((p) => p.shopping?.isStaleProduct)).toBe(true);
    expect(products.some((p) => p.richMetadata?.aggregateRating)).toBe(true);
  });

  it('gives recipe pins cook times, ratings and ingredients', () => {
    const recipes = byKind('recipe');
    const minutes = recipes.map((p) => p.richMetadata?.recipe?.cookTimeMinutes ?? 0);
    for (const pin of recipes) {
      expect(pin.richMetadata?.typeName).toBe('recipe');
      expect(pin.richMetadata?.recipe?.ingredients?.[0]?.items.length).toBeGreaterThan(0);
      expect(pin.image.motif).toBe('food');
      const rating = pin.richMetadata?.aggregateRating;
      if (rating) {
        expect(rating.ratingValue).toBeGreaterThanOrEqual(3.5);
        expect(rating.ratingValue).toBeLessThanOrEqual(5);
      }
    }
    expect(Math.min(...minutes)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...minutes)).toBeLessThanOrEqual(240);
    expect(minutes.some((m) => m < 60)).toBe(true);
    expect(minutes.some((m) => m > 60 && m % 60 !== 0)).toBe(true);
    const counts = recipes.map((p) => p.richMetadata?.aggregateRating?.ratingCount ?? 0);
    expect(counts.some((n) => n > 999)).toBe(true);
  });

  it('gives carousel, story and collection pins their frames', () => {
    for (const pin of byKind('carousel')) {
      const slots = pin.carouselImages ?? [];
      expect(slots.length).toBeGreaterThanOrEqual(3);
      expect(slots.length).toBeLessThanOrEqual(5);
      expect(pin.image.seed).toBe(slots[0]?.seed);
    }
    const stories = byKind('story');
    for (const pin of stories) {
      const pages = pin.storyPages ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.length).toBeLessThanOrEqual(6);
    }
    expect(stories.some((p) => p.storyPages?.some((page) => page.text))).toBe(true);
    for (const pin of byKind('collection')) {
      const items = pin.collectionImages ?? [];
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(items.length).toBeLessThanOrEqual(6);
      for (const item of items) expect(item.title).toBeTruthy();
    }
  });

  it('promotes partner pins and sponsors creators with every sponsorship case', () => {
    const promoted = pins.filter((p) => p.promotion);
    for (const pin of promoted) {
      expect(pin.promotion?.isPromoted).toBe(true);
      expect(pin.promotion?.promoterKey).toBe(pin.pinnerKey);
      expect(pin.promotion?.adDestinationUrl).toMatch(/^https:\/\//);
    }
    const sponsored = pins.filter((p) => p.sponsorship);
    const statuses = sponsored.map((p) => p.sponsorship?.status);
    expect(statuses).toEqual(expect.arrayContaining([0, 2, 3, null]));
    for (const pin of sponsored) {
      expect(pin.kind).toBe('image');
      expect(pin.promotion).toBeNull();
      if (pin.sponsorship?.status === null) {
        expect(pin.sponsorship.sponsorKey).toBeUndefined();
        expect(pin.richMetadata?.products?.length).toBeGreaterThan(0);
      } else {
        expect(pin.sponsorship?.sponsorKey).toBeTruthy();
      }
    }
    const images = pins.filter((p) => p.kind === 'image').length;
    expect(sponsored.length / images).toBeGreaterThan(0.015);
    expect(sponsored.length / images).toBeLessThan(0.05);
  });

  it('spreads image sizes and picks motifs that fit the topic', () => {
    const heights = new Set(pins.flatMap((p) => allImages(p).map((i) => i.height)));
    expect(heights.size).toBeGreaterThanOrEqual(6);
    const ratios = [...heights].map((h) => h / 736);
    expect(Math.min(...ratios)).toBeLessThan(0.6);
    expect(Math.max(...ratios)).toBeGreaterThan(2);
    const interestOf = new Map(boards.map((b) => [b.key, b.interest]));
    // repins keep their original's image, whatever board they land on
    for (const pin of pins.filter((p) => p.kind === 'image' && !p.repinOfKey)) {
      const interest = interestOf.get(pin.boardKey);
      if (interest === 'food-and-drink') expect(pin.image.motif).toBe('food');
      if (interest === 'travel') expect(pin.image.motif).toBe('landscape');
      if (interest === 'home-decor') expect(pin.image.motif).toBe('interior');
      if (interest === 'art' || interest === 'design') {
        expect(['abstract', 'pattern']).toContain(pin.image.motif);
      }
    }
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

describe('demo video and gif pins (spec 01 §1, §3; spec 02 §5)', () => {
  const media = pins.filter((p) => p.media && !p.repinOfKey);
  const publicFile = (url: string) => path.resolve('public', url.replace(/^\//, ''));

  it('P-007 has six video pins over the three clips and two gif pins, all recent', () => {
    expect(media.filter((p) => p.kind === 'video')).toHaveLength(6);
    expect(media.filter((p) => p.kind === 'gif')).toHaveLength(2);
    expect(new Set(media.map((p) => (p.media?.type === 'video' ? p.media.clip : '')))).toEqual(
      new Set(['', ...DEMO_CLIPS.map((c) => c.name)]),
    );
    for (const pin of media) expect(pin.createdDaysAgo).toBeLessThan(4);
  });

  it('small catalogues still get video and gif pins from 20 originals up', () => {
    const small = buildDemoCatalogue({ users: 4, boards: 6, pins: 24 }).pins;
    expect(small.filter((p) => p.kind === 'video').length).toBeGreaterThanOrEqual(3);
    expect(small.filter((p) => p.kind === 'gif').length).toBeGreaterThanOrEqual(2);
  });

  it.each(DEMO_CLIPS.map((c) => [c.name]))(
    'M-298 P-071 P-111 clip %s is a usable video pin whose files exist',
    (name) => {
      const videos = demoVideoData(name);
      expect(isVideoPinUsable({ videos })).toBe(true);
      expect(cardPinType({ videos })).toBe('video');
      for (const format of Object.values(videos.videoList)) {
        expect(existsSync(publicFile(format.url as string))).toBe(true);
        expect(existsSync(publicFile(format.thumbnail as string))).toBe(true);
      }
      for (const file of ['clip.mp4', 'seg-0.ts', 'poster.jpg']) {
        expect(statSync(publicFile(`demo-video/${name}/${file}`)).size).toBeLessThanOrEqual(
          150_000,
        );
      }
    },
  );

  it.each(DEMO_ANIMS.map((a) => [a.name]))('P-111 animation %s makes a gif pin', (name) => {
    const embed = demoEmbed(name);
    expect(cardPinType({ embed })).toBe('gif');
    expect(existsSync(publicFile(embed.src))).toBe(true);
    expect(existsSync(publicFile(demoMediaStill({ type: 'gif', anim: name })))).toBe(true);
  });
});
