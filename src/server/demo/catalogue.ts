import { demoInterests } from './interests.ts';
import { DEMO_ANIMS, DEMO_CLIPS, type DemoMedia, mediaPinCounts, mediaPinText } from './media.ts';
import { makeAffiliateMetadata } from './offers.ts';
import { type BoardDraft, buildBoards, buildUsers, type UserDraft } from './people.ts';
import { buildOriginal, makeEngagement, type PinBody, type Variant } from './pins.ts';
import { intBetween, pick, type Rng, shuffle, weightedPick } from './random.ts';
import type { DemoCatalogue, DemoCatalogueOptions, DemoPin } from './types.ts';
import { INTERESTS, PARTNERS, USER_NOTES } from './words.ts';

/**
 * A deterministic demo catalogue as plain data (no database, images or network), for the seed
 * command and for tests that want a realistic spread of every pin kind of spec 01 §1 and §3.
 */

/** mulberry32: tiny, fast and identical on every platform, which Math.random is not. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PinDraft {
  pin: PinBody;
  variant: Variant;
  board: BoardDraft;
  repinOf: PinDraft | null;
}

// Shares of original pins by kind; image takes the rest. Promoted pins are image pins: there is
// no 'promoted' PinKind, promotion is a field (spec 01 §3).
const SHARES: readonly (readonly [Variant, number])[] = [
  ['product', 0.1],
  ['recipe', 0.1],
  ['carousel', 0.05],
  ['story', 0.05],
  ['collection', 0.03],
  ['promoted', 0.04],
];
const REPIN_SHARE = 0.08;

function variantPlan(rng: Rng, originals: number): Variant[] {
  const plan: Variant[] = [];
  for (const [variant, share] of SHARES) {
    // from 20 pins up every kind appears at least once
    const n = originals >= 20 ? Math.max(1, Math.round(originals * share)) : 0;
    for (let i = 0; i < n; i++) plan.push(variant);
  }
  while (plan.length < originals) plan.push('image');
  return shuffle(rng, plan.slice(0, originals));
}

/** Every board in `first` once, in order (so each gets pins), then weighted picks from `pool`. */
function boardPicker(rng: Rng, first: BoardDraft[], pool: BoardDraft[]): () => BoardDraft {
  const queue = [...first];
  const weighted = pool.map((d) => [d, d.weight] as const);
  return () => queue.shift() ?? weightedPick(rng, weighted);
}

/**
 * About 3% of creators' public image pins get a sponsorship from a partner, covering each label
 * case of spec 01 §5: status 2 (no label), null with an affiliate product ('Paid link'), 1 (a
 * status outside 0, 2, 3, with the sponsor's name), and 0 or 3 with a sponsor for the rest.
 */
function addSponsorships(rng: Rng, drafts: PinDraft[], partners: UserDraft[]): void {
  const candidates = drafts.filter(
    (d) =>
      d.variant === 'image' &&
      !d.board.owner.partner &&
      d.board.board.privacy === 'public' &&
      d.pin.link !== null,
  );
  const images = drafts.filter((d) => d.variant === 'image').length;
  const chosen = shuffle(rng, candidates).slice(0, Math.max(4, Math.round(images * 0.03)));
  chosen.forEach((draft, i) => {
    // brands sponsor creators who pin in their own categories
    const fitting = partners.filter((u) => u.tastes.includes(draft.board.board.interest));
    const sponsor = pick(rng, fitting.length > 0 ? fitting : partners);
    const status = i === 0 ? 2 : i === 1 ? null : i === 2 ? 1 : i % 2 === 0 ? 0 : 3;
    if (status === null && sponsor.partner) {
      draft.pin.sponsorship = { status: null };
      draft.pin.richMetadata = makeAffiliateMetadata(rng, sponsor.partner);
    } else {
      draft.pin.sponsorship = { status, sponsorKey: sponsor.user.key };
    }
  });
}

/**
 * A few public image pins become video pins (the three demo clips in turn) and two become gif
 * pins (spec 01 §1 P-007), recent enough to appear among the first cards of the home feed.
 * Deterministic without drawing from the generator, so the rest of the catalogue is unchanged.
 */
function addMediaPins(drafts: PinDraft[], originals: number): void {
  const { videos, gifs } = mediaPinCounts(originals);
  const total = videos + gifs;
  const candidates = drafts.filter(
    (d) =>
      d.variant === 'image' &&
      !d.pin.promotion &&
      !d.pin.sponsorship &&
      !d.board.owner.partner &&
      d.board.board.privacy === 'public',
  );
  if (total === 0 || candidates.length < total) return;
  const step = Math.floor(candidates.length / total);
  const plan: DemoMedia[] = [];
  for (let v = 0, g = 0; plan.length < total; ) {
    // a gif after every second video while both remain
    if (g < gifs && (plan.length % 3 === 2 || v >= videos)) {
      plan.push({
        type: 'gif',
        anim: (DEMO_ANIMS[g % DEMO_ANIMS.length] as { name: string }).name,
      });
      g++;
    } else {
      plan.push({
        type: 'video',
        clip: (DEMO_CLIPS[v % DEMO_CLIPS.length] as { name: string }).name,
      });
      v++;
    }
  }
  plan.forEach((media, i) => {
    const draft = candidates[i * step] as PinDraft;
    const text = mediaPinText(media, i);
    draft.pin = {
      ...draft.pin,
      kind: media.type,
      media,
      title: text.title,
      description: text.description,
      altText: text.altText,
      createdDaysAgo: Math.round((0.03 + i * 0.5) * 1e4) / 1e4,
    };
  });
}

function makeRepin(rng: Rng, original: PinDraft, board: BoardDraft): PinDraft {
  const copy = structuredClone(original.pin);
  const note = rng();
  const sections = board.board.sections;
  return {
    variant: original.variant,
    board,
    repinOf: original,
    pin: {
      ...copy,
      pinnerKey: board.owner.user.key,
      boardKey: board.board.key,
      sectionSlug: sections.length > 0 && rng() < 0.5 ? pick(rng, sections).slug : null,
      // people sometimes replace the description with a note of their own
      description: note < 0.15 ? pick(rng, USER_NOTES) : note < 0.25 ? '' : copy.description,
      promotion: null,
      sponsorship: null,
      ...makeEngagement(rng, 0.3),
      // later than the original, so a repin always points back in time
      createdDaysAgo: Math.round(original.pin.createdDaysAgo * (0.02 + rng() * 0.96) * 1e4) / 1e4,
    },
  };
}

function addRepins(rng: Rng, drafts: PinDraft[], open: BoardDraft[], count: number): void {
  const sources = drafts.filter(
    (d) => !d.pin.promotion && !d.pin.sponsorship && d.board.board.privacy === 'public',
  );
  for (let i = 0; i < count && sources.length > 0; i++) {
    const original = pick(rng, sources);
    // onto someone else's board: neither the original pinner nor the original board's owner
    const mine = [original.pin.pinnerKey, original.board.owner.user.key];
    const elsewhere = open.filter((d) => !mine.includes(d.owner.user.key));
    const alike = elsewhere.filter((d) => d.board.interest === original.board.board.interest);
    const pool = alike.length > 0 && rng() < 0.75 ? alike : elsewhere;
    if (pool.length === 0) continue;
    const board = weightedPick(
      rng,
      pool.map((d) => [d, d.weight] as const),
    );
    drafts.push(makeRepin(rng, original, board));
  }
}

/**
 * Deterministic for given options: the same options give a deep-equal catalogue. Throws a
 * RangeError for counts that cannot hold the two partners, an employee and a board per user.
 */
export function buildDemoCatalogue(opts: DemoCatalogueOptions = {}): DemoCatalogue {
  const userCount = opts.users ?? 24;
  const boardCount = opts.boards ?? 72;
  const pinCount = opts.pins ?? 640;
  const seed = opts.seed ?? 42;
  for (const [name, value] of Object.entries({ userCount, boardCount, pinCount, seed })) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer`);
  }
  if (userCount < PARTNERS.length + 2) {
    throw new RangeError(`users must be at least ${PARTNERS.length + 2}`);
  }
  if (boardCount < userCount) throw new RangeError('boards must be at least users');
  if (pinCount < 0) throw new RangeError('pins must not be negative');

  const rng = prng(seed);
  const users = buildUsers(rng, userCount);
  const boards = buildBoards(rng, users, boardCount);
  const shops = boards.filter((d) => d.owner.partner);
  const general = boards.filter((d) => !d.owner.partner);
  const open = general.filter((d) => d.board.privacy !== 'secret');
  const food = open.filter((d) => d.board.interest === 'food-and-drink');
  // secret boards are not in the weighted pool: they get their few pins up front and no more
  const secretFew = general
    .filter((d) => d.board.privacy === 'secret')
    .flatMap((d) => Array.from({ length: intBetween(rng, 2, 4) }, () => d));
  const pickers = {
    shop: boardPicker(rng, shuffle(rng, shops), shops),
    food: boardPicker(rng, shuffle(rng, food), food.length > 0 ? food : open),
    general: boardPicker(rng, shuffle(rng, [...open, ...secretFew]), open),
  };

  const repinCount = Math.min(Math.round(pinCount * REPIN_SHARE), Math.floor(pinCount / 2));
  const used = new Set<string>();
  const drafts: PinDraft[] = variantPlan(rng, pinCount - repinCount).map((variant) => {
    const board =
      variant === 'product' || variant === 'promoted'
        ? pickers.shop()
        : variant === 'recipe'
          ? pickers.food()
          : pickers.general();
    return { variant, board, repinOf: null, pin: buildOriginal(rng, variant, board, used, users) };
  });
  addSponsorships(
    rng,
    drafts,
    users.filter((u) => u.partner),
  );
  addMediaPins(drafts, pinCount - repinCount);
  addRepins(rng, drafts, open, repinCount);

  // oldest first, so keys run in time order and every repin follows its original (the sort is
  // stable and originals were drafted first, which settles equal timestamps)
  const ordered = [...drafts].sort((a, b) => b.pin.createdDaysAgo - a.pin.createdDaysAgo);
  const keys = new Map(ordered.map((d, i) => [d, `pin-${String(i + 1).padStart(4, '0')}`]));
  const pins: DemoPin[] = ordered.map((d) => ({
    key: keys.get(d) ?? '',
    ...d.pin,
    repinOfKey: d.repinOf ? (keys.get(d.repinOf) ?? null) : null,
  }));

  return {
    interests: demoInterests(
      INTERESTS,
      boards.map((d) => d.board),
    ),
    users: users.map((u) => u.user),
    boards: boards.map((d) => d.board),
    pins,
  };
}
