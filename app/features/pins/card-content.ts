import type { Viewer } from '#domain/accounts/viewer';
import { type CardSurface, footerStyle } from '#domain/analytics/surfaces';
import { liveHref } from '#domain/catalogue/built-pages';
import { profilePath, searchPinsPath } from '#domain/catalogue/routes';
import { reasonAttribution } from '#domain/feedback/feed-reasons';
import {
  type DisplayPrice,
  displayPrice,
  formatReactionCount,
} from '#domain/formatting/format-number';
import { cookTimeLabel } from '#domain/formatting/time';
import { cardTitle, collapseWhitespace, truncate } from '#domain/formatting/truncate';
import type { MessageId } from '#domain/i18n/catalogs/en';
import type { Said } from '#domain/i18n/said';
import { type DeviceClass, isDesktop } from '#domain/layout/device';
import { cardFooterHeight, titleLines, titleWrapWidth } from '#domain/layout/masonry';
import { attributionMode, attributionText } from '#domain/pins/attribution';
import {
  type CardContext,
  isGroupBoard,
  showsNativeReactions,
} from '#domain/pins/card-permissions';
import { hoverState } from '#domain/pins/hover-state';
import {
  CARD_LABELS,
  type ProductStatus,
  pinSponsorshipLabel,
  productStatusLabel,
  type SponsorLabel,
} from '#domain/pins/labels';
import { collectionChips, collectionClickTypeEnablesChips } from '#domain/pins/limits';
import type { CollectionItemModel, PinModel, UserModel } from '#domain/pins/models';
import { type CardPinType, cardPinType } from '#domain/pins/pin-type';
import { type RatingText, ratingStars, ratingText, type Star } from '#domain/pins/rating';
import { shoppingNotes } from '#domain/shopping/shopping-offer';
import { pinLikeOf } from '../save';

/** Experiments of spec 01 §9 the card reads, by name; a name in the set is on. */
export type CardExperiments = ReadonlySet<string>;
export const ONE_LINE_TITLE = 'web_pinrep_one_line_title';
/** spec 01 §5, §9: the experiment that adds the 'Ad • ' prefix (simpler ad attribution). */
export const AD_PREFIX_EXPERIMENT = 'simpler_ad_attribution';
export const TEXT_ONLY_ATTRIBUTION = 'web_text_only_attribution';
export const HIDE_PLAYABLE_TITLE = 'web_hide_playable_pin_grid_title';
const NO_EXPERIMENTS: CardExperiments = new Set();

/** spec 02 §3 reaction types in the order the card shows them. */
export const REACTION_TYPES = ['goodIdea', 'love', 'thanks', 'wow', 'haha'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export interface CardInput {
  pin: PinModel;
  viewer: Viewer;
  surface: CardSurface;
  experiments?: CardExperiments;
  /** the grid allows the pinner attribution (false on a board or a created-pins grid) */
  showAttribution?: boolean;
}

export interface CardAttribution {
  mode: ReturnType<typeof attributionMode>;
  user: UserModel;
  href: string;
  /** 'From {topic}', 'From {pinnerName}' or 'Picked for you' (spec 01 §4) */
  reason: Said | null;
  /** the search link of a 'From {topic}' reason */
  reasonHref: string | null;
  withAvatar: boolean;
}

export interface CardPrice {
  price: DisplayPrice | null;
  /** 'Sold out' / 'See price on site' replace the price; 'Pre-owned' goes beside it */
  status: ProductStatus | null;
  preOwned: boolean;
}

/** Everything the card shows below its image; measured and rendered from the same object. */
export interface CardContent {
  pinType: CardPinType;
  footerStyle: 'shopping' | 'standard';
  text: string;
  /** the text is the description (a pin without a title) */
  textIsDescription: boolean;
  lines: number;
  /** px the text is set in so it fills its lines (titleWrapWidth), or null for the whole box */
  textWidth: number | null;
  sponsorLabel: SponsorLabel | null;
  price: CardPrice | null;
  /** issue 16: 'Free shipping', 'More options' under the price, on the Shopping* grids only */
  shoppingNotes: MessageId[];
  rating: { stars: Star[]; text: RatingText } | null;
  cookTime: Said | null;
  reactions: { type: ReactionType; count: string }[];
  /** spec 01 §3: the abbreviated total of the reactions (1 fraction digit) */
  reactionTotal: string;
  chips: CollectionItemModel[];
  attribution: CardAttribution | null;
  /** px below the image: the layout reserves exactly this */
  footer: number;
}

/** The card's board context (group boards change attribution and favourite, spec 01 §4, §6). */
export function cardContext(input: CardInput, device: DeviceClass): CardContext {
  return {
    surface: input.surface,
    isDesktop: isDesktop(device),
    board: pinLikeOf(input.pin).board ?? null,
  };
}

function priceOf(pin: PinModel, viewer: Viewer): CardPrice | null {
  const offer = pin.richSummary?.products.find((p) => p.offerSummary)?.offerSummary;
  const statusLabel = productStatusLabel(pin.shopping);
  const preOwned = statusLabel === CARD_LABELS.preOwned;
  const status = preOwned ? null : statusLabel;
  const price = status === null && offer ? displayPrice(offer, localeOf(viewer)) : null;
  if (!price && !status && !preOwned) return null;
  return { price, status, preOwned };
}

function localeOf(viewer: Viewer): string {
  return viewer.language || 'en';
}

function attributionOf(input: CardInput): CardAttribution | null {
  const { pin, viewer, surface } = input;
  const experiments = input.experiments ?? NO_EXPERIMENTS;
  const board = pinLikeOf(pin).board;
  const mode = attributionMode({
    surface,
    isPromoted: pin.isPromoted,
    isSponsored: pin.sponsorship?.status != null,
    hasPromoter: pin.promoter !== null,
    isDownstreamPromotion: pin.isDownstreamPromotion,
    isGroupBoard: surface === 'BaseBoardPinGrid' && board != null && isGroupBoard(board, viewer),
    isEligibleForPdp: pin.shopping?.isEligibleForPdp ?? false,
    imageOnlyCredit: viewer.isEligibleForImageOnlyGrid,
  });
  if (mode === 'none' || input.showAttribution === false) return null;
  const user = pin.isPromoted && pin.promoter ? pin.promoter : pin.pinner;
  let reason: Said | null = null;
  let reasonHref: string | null = null;
  // the reason a pin is in the signed-in home feed (spec 01 §4 text variants); ads name their
  // sponsor in the label row instead
  const ranked = pin.recommendationReason;
  if (surface === 'AuthHomefeed' && viewer.isAuth && !pin.isPromoted && ranked !== undefined) {
    // issue 16: the ranked home feed says why the pin is there; a pin it did not pick says nothing
    const said = ranked ? reasonAttribution(ranked) : null;
    reason = said?.text ?? null;
    if (said?.topic) reasonHref = liveHref(searchPinsPath(said.topic, 'homefeed'));
  } else if (surface === 'AuthHomefeed' && viewer.isAuth && !pin.isPromoted) {
    const followed = pin.pinner.explicitlyFollowedByMe;
    const topic = followed ? null : (pin.interest?.name ?? null);
    reason = attributionText({
      topic,
      pinnerName: followed ? pin.pinner.fullName : null,
      isRecommendation: true,
    });
    // the search page comes with a later issue: 'From {topic}' is text until then
    if (topic) reasonHref = liveHref(searchPinsPath(topic, 'homefeed'));
  }
  return {
    mode,
    user,
    href: profilePath(user.username, { loggedOut: !viewer.isAuth }),
    reason,
    reasonHref,
    withAvatar: !experiments.has(TEXT_ONLY_ATTRIBUTION),
  };
}

function textOf(input: CardInput, pinType: CardPinType): { text: string; isDescription: boolean } {
  const experiments = input.experiments ?? NO_EXPERIMENTS;
  if (experiments.has(HIDE_PLAYABLE_TITLE) && (pinType === 'video' || pinType === 'gif')) {
    return { text: '', isDescription: false };
  }
  const title = cardTitle(input.pin.gridTitle);
  if (title) return { text: title, isDescription: false };
  return { text: truncate(collapseWhitespace(input.pin.description)), isDescription: true };
}

function emptyContent(pin: PinModel, surface: CardSurface): CardContent {
  return {
    pinType: cardPinType(pin),
    footerStyle: footerStyle(surface, pin.isPromoted),
    text: '',
    textIsDescription: false,
    lines: 0,
    textWidth: null,
    sponsorLabel: null,
    price: null,
    shoppingNotes: [],
    rating: null,
    cookTime: null,
    reactions: [],
    reactionTotal: '0',
    chips: [],
    attribution: null,
    footer: cardFooterHeight({ titleLines: 0, hasAttribution: false, hasPriceRow: false }),
  };
}

/** spec 01 §5: 'Paid link' needs affiliate products (story data, or a sponsorship without status). */
interface Remembered {
  viewer: Viewer;
  surface: CardSurface;
  experiments: CardExperiments | undefined;
  showAttribution: boolean | undefined;
  content: CardContent;
}

// The grid measures a card (card-measure) and then renders it from the same pin object: the
// content is worked out once (issue 12). Keyed by the pin object and checked against every other
// input, so another viewer, surface or experiment set never reads it; gone with the pin.
const remembered = new WeakMap<PinModel, Remembered>();

/**
 * cardContent, computed once per pin object for the same viewer, surface, experiments and
 * attribution (the grid's measurement and the card's render share it).
 */
export function cardContentOnce(input: CardInput): CardContent {
  const r = remembered.get(input.pin);
  if (
    r &&
    r.viewer === input.viewer &&
    r.surface === input.surface &&
    r.experiments === input.experiments &&
    r.showAttribution === input.showAttribution
  ) {
    return r.content;
  }
  const content = cardContent(input);
  remembered.set(input.pin, {
    viewer: input.viewer,
    surface: input.surface,
    experiments: input.experiments,
    showAttribution: input.showAttribution,
    content,
  });
  return content;
}

/**
 * What a card shows below its image, for a pin, viewer, surface and experiments (spec 01 §4,
 * §5, §6, §9; 02 §5), and the exact height it takes.
 */
export function cardContent(input: CardInput): CardContent {
  const { pin, viewer, surface } = input;
  // spec 01 §4 (P-128, P-129): a deleted story pin and the surfaces without controls hide the
  // content too
  if (
    hoverState({ hovered: false, surface, isStoryDeleted: pin.storyPinData?.isDeleted }) ===
    'hidden'
  ) {
    return emptyContent(pin, surface);
  }
  const experiments = input.experiments ?? NO_EXPERIMENTS;
  const pinType = cardPinType(pin);
  const { text, isDescription } = textOf(input, pinType);
  const maxLines = !isDescription && experiments.has(ONE_LINE_TITLE) ? 1 : 2;
  const lines = titleLines(text, maxLines);
  const label = pinSponsorshipLabel(pin, {
    adPrefixExperiment: experiments.has(AD_PREFIX_EXPERIMENT),
  });
  const sponsorLabel = label;
  const price = pinType === 'product' || pin.shopping ? priceOf(pin, viewer) : null;
  const agg = pin.richSummary?.aggregateRating;
  const rText =
    agg && (pinType === 'product' || pinType === 'recipe')
      ? ratingText(agg, localeOf(viewer))
      : null;
  const rating =
    agg && rText
      ? { stars: ratingStars(agg.ratingValue, agg.bestRating ?? undefined), text: rText }
      : null;
  const cookTime = pinType === 'recipe' ? cookTimeLabel(pin.richSummary?.displayCookTime) : null;
  const reactions = showsNativeReactions(pin, surface)
    ? REACTION_TYPES.filter((t) => (pin.reactionCounts[t] ?? 0) > 0).map((t) => ({
        type: t,
        count: formatReactionCount(pin.reactionCounts[t] ?? 0, localeOf(viewer)),
      }))
    : [];
  const clickType = pin.collectionGridClickType;
  // organic collection pins have no ad click type and show their items; ads need type 2 or 3
  const chipsEnabled = clickType === null || collectionClickTypeEnablesChips(clickType);
  const chips = chipsEnabled ? collectionChips(pin.collectionItems ?? []) : [];
  const attribution = attributionOf(input);
  const style = footerStyle(surface, pin.isPromoted);
  const notes = style === 'shopping' && pinType === 'product' ? shoppingNotes(pin.richSummary) : [];
  const rows =
    (sponsorLabel ? 1 : 0) +
    (rating ? 1 : 0) +
    (cookTime ? 1 : 0) +
    (reactions.length > 0 ? 1 : 0) +
    (notes.length > 0 ? 1 : 0);
  return {
    pinType,
    footerStyle: style,
    text,
    textIsDescription: isDescription,
    lines,
    textWidth: titleWrapWidth(text, lines),
    sponsorLabel,
    price,
    shoppingNotes: notes,
    rating,
    cookTime,
    reactions,
    reactionTotal: formatReactionCount(
      REACTION_TYPES.reduce((n, t) => n + (pin.reactionCounts[t] ?? 0), 0),
      localeOf(viewer),
    ),
    chips,
    attribution,
    footer: cardFooterHeight({
      titleLines: lines,
      hasAttribution: attribution !== null,
      hasPriceRow: price !== null,
      rows,
      hasChips: chips.length > 0,
    }),
  };
}
