/**
 * Shapes of a pin's rich content (spec 01 §3), stored as JSON beside the pin and sent to
 * clients as they are. Every field the spec names that later work reads has its place here.
 */

/** spec 01 §3 Product (inside a pin). Prices are decimal strings in the offer's currency. */
export interface Product {
  name: string;
  brand?: { name: string; signature?: string };
  itemId?: string;
  offerSummary?: {
    currency: string;
    price?: string;
    minPrice?: string;
    maxPrice?: string;
    /** the original price; struck through only when it differs (spec 01 §5) */
    standardPrice?: string;
  };
  shippingInfo?: { freeShippingPrice?: string; freeShippingValue?: string };
  variantSet?: { dimensionMetadata: { name: string; values: string[] }[] };
  labelInfo?: { labels: string[] };
  /** additional image signatures */
  additionalImages?: string[];
}

/** spec 01 §3 richSummary aggregateRating */
export interface AggregateRating {
  ratingValue: number;
  bestRating?: number;
  reviewCount?: number;
  ratingCount?: number;
}

export interface RecipeData {
  /** total cook time in minutes */
  cookTimeMinutes?: number;
  servings?: string;
  ingredients?: { category?: string; items: string[] }[];
}

/** spec 01 §3 richMetadata + richSummary, merged: one object per pin. */
export interface RichMetadata {
  typeName?: 'product' | 'recipe' | 'article' | 'mobile_application';
  displayName?: string;
  siteName?: string;
  url?: string;
  aggregateRating?: AggregateRating;
  recipe?: RecipeData;
  products?: Product[];
  article?: { author?: string; publishedAt?: string };
}

/** spec 01 §3 carouselData.carouselSlots */
export interface CarouselSlot {
  slotId: string;
  title?: string;
  details?: string;
  link?: string;
  imageSignature: string;
}

/** spec 01 §3 storyPinData.pages with blocks */
export type StoryBlock =
  | { type: 'image'; imageSignature: string }
  | { type: 'video'; video: VideoFormat; durationMs: number }
  | { type: 'text'; text: string; style?: 'heading' | 'body' };

export interface StoryPage {
  blocks: StoryBlock[];
}

export interface StoryPinData {
  isDeleted?: boolean;
  hasProductPins?: boolean;
  hasAffiliateProducts?: boolean;
  pages: StoryPage[];
  /** total video duration of all pages, milliseconds */
  totalVideoDuration?: number;
  metadata?: { pinTitle?: string };
}

/** spec 01 §3 videoList entry; spec 02 §5: usable only with thumbnail, url, width and height. */
export interface VideoFormat {
  url?: string;
  width?: number;
  height?: number;
  thumbnail?: string;
}

export interface VideoData {
  durationMs: number;
  videoList: { vHLSV4?: VideoFormat; vHLSV3MOBILE?: VideoFormat; v720P?: VideoFormat };
}

/** spec 01 §3 embed: a gif or video served from elsewhere */
export interface EmbedData {
  type: 'gif' | 'video';
  src: string;
}

/** spec 01 §3 collectionPin.itemData */
export interface CollectionItem {
  pinId?: string;
  link?: string;
  imageSignature: string;
  title?: string;
}

/** spec 01 §3 sponsorship (status values 0, 2, 3 known; others possible) */
export interface Sponsorship {
  status: number | null;
  sponsorUserId?: number;
  creatorUserId?: number;
}

/** spec 01 §3 promotion fields */
export interface PromotionData {
  isPromoted: boolean;
  isDownstreamPromotion?: boolean;
  promotedIsRemovable?: boolean;
  promotedIsLeadAd?: boolean;
  leadFormId?: string;
  promoterUserId?: number;
  campaignId?: string;
  advertiserId?: string;
  pinPromotionId?: string;
  adDestinationUrl?: string;
  trackedLink?: string;
  isThirdPartyAd?: boolean;
  /** spec 01 §3 adData.collectionGridClickType; spec 01 §5: 2 and 3 enable collection chips */
  collectionGridClickType?: number;
}

/** spec 01 §3 shoppingFlags etc. */
export interface ShoppingData {
  shoppingFlags?: number[];
  isOosProduct?: boolean;
  isStaleProduct?: boolean;
  isEligibleForPdp?: boolean;
  isEligibleForPreLovedGoodsLabel?: boolean;
}

/** spec 02 §3 reaction types: goodIdea 7, love 1, thanks 13, wow 11, haha 5 */
export type ReactionCounts = Partial<
  Record<'goodIdea' | 'love' | 'thanks' | 'wow' | 'haha', number>
>;

/** Stored pin kind hint; the card pin type is derived from content (spec 01 §4). */
export const PIN_KINDS = [
  'image',
  'video',
  'gif',
  'product',
  'recipe',
  'story',
  'carousel',
  'collection',
] as const;
export type PinKind = (typeof PIN_KINDS)[number];
