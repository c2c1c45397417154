import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isVideoPinUsable } from '#domain/media/video';
import { cardPinType } from '#domain/pins/pin-type';
import { buildDemoCatalogue } from './catalogue.ts';
import { DEMO_ANIMS, DEMO_CLIPS, demoEmbed, demoMediaStill, demoVideoData } from './media.ts';
import type { DemoPin } from './types.ts';

// The pin kinds' content (offers, recipes, frames, promotions, images, video and gif); the
// catalogue's structure and people are in catalogue.test.ts.
const catalogue = buildDemoCatalogue();
const { boards, pins } = catalogue;
const byKind = (kind: DemoPin['kind']) => pins.filter((p) => p.kind === kind && !p.repinOfKey);

describe('demo pin content', () => {
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
    const heights = new Set(
      pins.flatMap((p) =>
        [
          p.image,
          ...(p.carouselImages ?? []),
          ...(p.storyPages ?? []).map((page) => page.image),
          ...(p.collectionImages ?? []),
        ].map((i) => i.height),
      ),
    );
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
