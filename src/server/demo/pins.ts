import type { PromotionData, ReactionCounts, RichMetadata } from '#domain/pins/content';
import { makeProduct, makeRecipe, RECIPE_DISHES } from './offers.ts';
import type { BoardDraft, UserDraft } from './people.ts';
import {
  capitalise,
  chance,
  clampWords,
  imageOnly,
  intBetween,
  makeImage,
  pick,
  type Rng,
  shuffle,
  slugify,
} from './random.ts';
import { TOPICS, type TopicBank } from './topics.ts';
import type { DemoImage, DemoPin } from './types.ts';
import {
  GENERIC_SENTENCES,
  PRODUCT_BLURBS,
  PRODUCTS,
  RECIPE_TITLE_TEMPLATES,
  SEASONS,
  TITLE_TAILS,
} from './words.ts';

/** One original demo pin of each kind: its text, its images and its engagement counts. */

export type Variant =
  | 'image'
  | 'product'
  | 'recipe'
  | 'carousel'
  | 'story'
  | 'collection'
  | 'promoted';
export type PinBody = Omit<DemoPin, 'key' | 'repinOfKey'>;

function fill(template: string, subject: string, rng: Rng, topic?: TopicBank): string {
  return template
    .replace(/\{([sqnw])\}/g, (_, key: string) => {
      if (key === 's') return subject;
      if (key === 'q') return topic ? pick(rng, topic.qualifiers) : '';
      if (key === 'n') return String(intBetween(rng, 3, 12));
      return pick(rng, SEASONS);
    })
    .replace(/\b([Aa]) (?=[aeiou])/g, '$1n ');
}

/**
 * A title not used before when the banks allow it; `used` holds lowercased titles. A few get a
 * long tail so the 2-line title clamp (spec 01 §9) has something to cut.
 */
export function makeTitle(
  rng: Rng,
  topic: TopicBank,
  used: Set<string>,
  subjects: readonly string[] = topic.subjects,
  templates: readonly string[] = topic.templates,
): { title: string; subject: string } {
  let title = '';
  let subject = '';
  for (let attempt = 0; attempt < 12; attempt++) {
    subject = pick(rng, subjects);
    title = capitalise(fill(pick(rng, templates), subject, rng, topic));
    if (chance(rng, 0.04)) title = `${title} ${pick(rng, TITLE_TAILS)}`;
    title = clampWords(title, 100);
    if (!used.has(title.toLowerCase())) break;
  }
  used.add(title.toLowerCase());
  return { title, subject };
}

/** Empty, short, or long (up to 500 characters) so the description clamp is exercised. */
export function makeDescription(rng: Rng, topic: TopicBank, subject: string): string {
  const roll = rng();
  if (roll < 0.14) return '';
  // the topic speaks first; the chatty generic lines only follow
  const own = shuffle(rng, topic.sentences);
  const chatter = shuffle(rng, GENERIC_SENTENCES);
  const sentences =
    roll < 0.26
      ? [...own, ...chatter.slice(0, 3)]
      : [...own.slice(0, 1), ...(chance(rng, 0.5) ? chatter.slice(0, 1) : [])];
  let text = '';
  for (const template of sentences) {
    const sentence = capitalise(fill(template, subject, rng, topic));
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length > 500) break;
    text = next;
  }
  return text;
}

function makeAltText(rng: Rng, topic: TopicBank, subject: string): string | null {
  return chance(rng, 0.5) ? capitalise(fill(pick(rng, topic.alt), subject, rng)) : null;
}

function siteLink(base: string, subject: string): string {
  return `${base}/${slugify(subject)}`;
}

type Slot = DemoImage & { title?: string; details?: string; link?: string };

function makeCarousel(rng: Rng, topic: TopicBank, base: string, subject: string): Slot[] {
  // slots share one height so the carousel does not jump between frames
  const height = pick(rng, [736, 920, 1104]);
  const others = shuffle(
    rng,
    topic.subjects.filter((s) => s !== subject),
  );
  const subjects = [subject, ...others].slice(0, intBetween(rng, 3, 5));
  return subjects.map((about) => {
    const slot: Slot = makeImage(rng, pick(rng, topic.motifs), height);
    slot.title = capitalise(about);
    if (chance(rng, 0.6)) slot.details = capitalise(fill(pick(rng, topic.sentences), about, rng));
    if (chance(rng, 0.8)) slot.link = siteLink(base, about);
    return slot;
  });
}

function makeStoryPages(
  rng: Rng,
  topic: TopicBank,
  title: string,
  subject: string,
): { image: DemoImage; text?: string }[] {
  return Array.from({ length: intBetween(rng, 3, 6) }, (_, i) => {
    // story pages are mostly full-screen 9:16
    const image = makeImage(rng, pick(rng, topic.motifs), chance(rng, 0.8) ? 1308 : 1104);
    if (i === 0 && chance(rng, 0.7)) return { image, text: title || capitalise(subject) };
    if (i > 0 && chance(rng, 0.6)) {
      return { image, text: capitalise(fill(pick(rng, topic.sentences), subject, rng)) };
    }
    return { image };
  });
}

function makeCollection(
  rng: Rng,
  topic: TopicBank,
  interest: string,
  base: string,
): (DemoImage & { title?: string; link?: string })[] {
  const catalogue = PRODUCTS[interest];
  const names = catalogue
    ? catalogue.map((entry) => entry.split(':')[0] ?? entry)
    : topic.subjects.map(capitalise);
  return shuffle(rng, names)
    .slice(0, intBetween(rng, 4, 6))
    .map((name) => ({
      ...makeImage(rng, catalogue ? 'product' : pick(rng, topic.motifs), pick(rng, [736, 920])),
      title: name,
      link: `${base}/${catalogue ? 'shop/' : ''}${slugify(name)}`,
    }));
}

type Engagement = Pick<DemoPin, 'reactionCounts' | 'favoriteCount' | 'saveCount'>;

/**
 * Heavy-tailed counts: many zeros and small numbers, about a fifth past 1000 so the short
 * number formats (spec 01 §9: 1 fraction digit) show up. `scale` below 1 for repins.
 */
export function makeEngagement(rng: Rng, scale = 1): Engagement {
  const heat = rng() ** 1.6;
  const saveCount =
    heat < 0.05 ? 0 : Math.round(Math.exp(heat * Math.log(40000)) * (0.7 + rng() * 0.6) * scale);
  const favoriteCount = chance(rng, 0.25) ? 0 : Math.round(saveCount * (0.03 + rng() * 0.25));
  const total = chance(rng, 0.2) ? 0 : Math.round(saveCount * (0.05 + rng() * 0.4));
  const reactionCounts: ReactionCounts = {};
  const shares = [
    ['love', 0.5],
    ['goodIdea', 0.25],
    ['wow', 0.1],
    ['thanks', 0.1],
    ['haha', 0.05],
  ] as const;
  for (const [type, share] of shares) {
    const count = Math.round(total * share * (0.5 + rng()));
    if (count > 0) reactionCounts[type] = count;
  }
  return { reactionCounts, favoriteCount, saveCount };
}

/** An original (not repinned) pin of the given variant on the given board. */
export function buildOriginal(
  rng: Rng,
  variant: Variant,
  draft: BoardDraft,
  used: Set<string>,
  users: UserDraft[],
): PinBody {
  const { board, owner } = draft;
  const topic = TOPICS[board.interest] as TopicBank;
  const site = pick(rng, topic.sites);
  // on group boards the collaborators pin too
  const mates = users.filter((u) => board.collaboratorKeys.includes(u.user.key));
  const pinner = mates.length > 0 && chance(rng, 0.4) ? pick(rng, mates) : owner;
  const section = board.sections.length > 0 && chance(rng, 0.6) ? pick(rng, board.sections) : null;
  const body: PinBody = {
    pinnerKey: pinner.user.key,
    boardKey: board.key,
    sectionSlug: section?.slug ?? null,
    kind: 'image',
    title: '',
    description: '',
    altText: null,
    link: null,
    image: makeImage(rng, pick(rng, topic.motifs)),
    richMetadata: null,
    carouselImages: null,
    storyPages: null,
    collectionImages: null,
    promotion: null,
    sponsorship: null,
    shopping: null,
    ...makeEngagement(rng),
    createdDaysAgo: Math.round(rng() ** 1.2 * 365 * 10000) / 10000,
  };
  if (variant === 'product' && owner.partner) {
    const product = makeProduct(rng, board.interest, owner.partner, used);
    const blurbs = shuffle(rng, PRODUCT_BLURBS).slice(0, intBetween(rng, 0, 3));
    return {
      ...body,
      kind: 'product',
      title: product.title,
      description: blurbs.join(' '),
      altText: chance(rng, 0.5) ? `${product.title}, photographed on a plain background` : null,
      link: product.link,
      image: makeImage(rng, 'product', pick(rng, [736, 920, 1104])),
      richMetadata: product.richMetadata,
      shopping: product.shopping,
    };
  }
  if (variant === 'recipe') {
    const food = TOPICS['food-and-drink'] as TopicBank;
    const { title, subject } = makeTitle(rng, food, used, RECIPE_DISHES, RECIPE_TITLE_TEMPLATES);
    const recipe = makeRecipe(rng, subject, pick(rng, food.sites));
    return {
      ...body,
      kind: 'recipe',
      title,
      description: makeDescription(rng, food, subject),
      altText: makeAltText(rng, food, subject),
      link: recipe.link,
      image: makeImage(rng, 'food'),
      richMetadata: recipe.richMetadata,
    };
  }
  const { title, subject } = makeTitle(rng, topic, used);
  const text = {
    title,
    description: makeDescription(rng, topic, subject),
    altText: makeAltText(rng, topic, subject),
  };
  if (variant === 'promoted' && owner.partner) {
    const link = siteLink(`https://${owner.partner.host}/inspiration`, subject);
    const n = intBetween(rng, 10000, 99999);
    const promotion: PromotionData & { promoterKey?: string } = {
      isPromoted: true,
      promoterKey: owner.user.key,
      adDestinationUrl: link,
      campaignId: `cmp-${n}`,
      advertiserId: `adv-${slugify(owner.partner.name)}`,
      pinPromotionId: `promo-${n}-${intBetween(rng, 100, 999)}`,
      promotedIsRemovable: chance(rng, 0.7),
    };
    return { ...body, ...text, link, promotion };
  }
  if (variant === 'carousel') {
    const slots = makeCarousel(rng, topic, site.base, subject);
    const cover = slots[0] ? imageOnly(slots[0]) : body.image;
    const link = slots[0]?.link ?? siteLink(site.base, subject);
    return { ...body, ...text, kind: 'carousel', link, image: cover, carouselImages: slots };
  }
  if (variant === 'story') {
    // story pins open in place, so they carry no outbound link
    const pages = makeStoryPages(rng, topic, title, subject);
    const cover = pages[0] ? imageOnly(pages[0].image) : body.image;
    return { ...body, ...text, kind: 'story', image: cover, storyPages: pages };
  }
  if (variant === 'collection') {
    const items = makeCollection(rng, topic, board.interest, site.base);
    return { ...body, ...text, kind: 'collection', link: site.base, collectionImages: items };
  }
  // plain image pins: a few untitled, a few unlinked, some with article metadata
  const link = chance(rng, 0.07) ? null : siteLink(site.base, subject);
  const richMetadata: RichMetadata | null =
    link && chance(rng, 0.08)
      ? { typeName: 'article', displayName: title, siteName: site.name, url: link }
      : null;
  return { ...body, ...text, title: chance(rng, 0.04) ? '' : title, link, richMetadata };
}
