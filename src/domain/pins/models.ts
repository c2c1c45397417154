/**
 * The objects Tessera's API and pages exchange (spec 01 §3, in the spec's field names).
 * Types only: the server builds them, the client renders them.
 */

import type { RecommendationReason } from '../feedback/feed-reasons.ts';
import type { ImageSize, ImageSpec } from '../media/image-size.ts';
import type {
  AggregateRating,
  EmbedData,
  PinKind,
  Product,
  ReactionCounts,
  RecipeData,
  ShoppingData,
  StoryPinData,
  VideoData,
} from './content.ts';

export type ImageSet = Partial<Record<ImageSize, ImageSpec>>;

export interface UserModel {
  id: string;
  username: string;
  fullName: string;
  firstName: string;
  about: string;
  imageSmallUrl: string | null;
  imageMediumUrl: string | null;
  imageLargeUrl: string | null;
  isDefaultImage: boolean;
  isVerifiedMerchant: boolean;
  verifiedIdentity: { verified: boolean };
  isPrimaryWebsiteVerified: boolean;
  websiteUrl: string | null;
  isAdsOnlyProfile: boolean;
  explicitlyFollowedByMe: boolean;
  followerCount: number;
  followingCount: number;
  /** issue 33: the person asked search engines not to index their profile and pins */
  noindex?: true;
  /** decision 045: only approved followers see the person's boards and pins */
  isPrivate?: true;
  /** decision 045: the viewer's request to follow this private profile is waiting */
  requestedByMe?: true;
}

export type BoardPrivacy = 'public' | 'protected' | 'secret';

export interface BoardModel {
  id: string;
  name: string;
  slug: string;
  url: string;
  description: string;
  privacy: BoardPrivacy;
  layout: 'default' | 'quick_saves';
  owner: UserModel;
  isCollaborative: boolean;
  collaboratedByMe: boolean;
  collaboratorCount: number;
  /** spec 01 §3, §6: the actions the viewer may take as a collaborator ([] otherwise) */
  collaboratorPermissions: string[];
  followedByMe: boolean;
  coverPinId: string | null;
  pinCount: number;
  followerCount: number;
  sectionCount: number;
  archived: boolean;
  coverImages: ImageSet[];
  createdAt: string;
}

export interface SectionModel {
  id: string;
  title: string;
  slug: string;
  pinCount: number;
}

export interface CarouselSlotModel {
  slotId: string;
  title: string | null;
  details: string | null;
  link: string | null;
  images: ImageSet;
}

export interface CollectionItemModel {
  pinId: string | null;
  link: string | null;
  title: string | null;
  images: ImageSet;
}

export interface StoryPageModel {
  blocks: (
    | { type: 'image'; images: ImageSet }
    | { type: 'video'; video: VideoData['videoList']['v720P']; durationMs: number }
    | { type: 'text'; text: string; style: 'heading' | 'body' }
  )[];
}

export interface PinModel {
  id: string;
  kind: PinKind;
  title: string;
  gridTitle: string;
  description: string;
  altText: string | null;
  autoAltText: string | null;
  seoUrl: string;
  link: string | null;
  domain: string | null;
  imageSignature: string;
  dominantColor: string;
  images: ImageSet;
  pinner: UserModel;
  board: BoardModel | null;
  section: SectionModel | null;
  isRepin: boolean;
  originPinner: UserModel | null;
  viaPinner: UserModel | null;
  richSummary: {
    typeName: 'product' | 'recipe' | 'article' | 'mobile_application' | null;
    displayName: string | null;
    siteName: string | null;
    displayCookTime: number | null;
    aggregateRating: AggregateRating | null;
    products: Product[];
    recipe: RecipeData | null;
  } | null;
  carouselData: { entityId: string; index: number; carouselSlots: CarouselSlotModel[] } | null;
  storyPinData:
    | (Omit<StoryPinData, 'pages'> & { pages: StoryPageModel[]; staticPageCount: number })
    | null;
  videos: VideoData | null;
  embed: EmbedData | null;
  collectionItems: CollectionItemModel[] | null;
  /** spec 01 §3 adData.collectionGridClickType (ads only; null for organic pins) */
  collectionGridClickType: number | null;
  /**
   * spec 01 §3 aggregatedPinData creator analytics (30 days): only for a pin the viewer may
   * write; sums of the pin's daily roll-ups (issue 15); null marks a stat not available
   */
  aggregatedPinData: {
    impression: number | null;
    pinClick: number | null;
    save: number | null;
  } | null;
  isPromoted: boolean;
  isDownstreamPromotion: boolean;
  promotedIsRemovable: boolean;
  promotedIsLeadAd: boolean;
  promoter: UserModel | null;
  adDestinationUrl: string | null;
  /** spec 01 §3 P-075 (issue 15, promoted-pin measurement): null for organic pins */
  campaignId: string | null;
  advertiserId: string | null;
  pinPromotionId: string | null;
  sponsorship: { status: number | null; sponsor: UserModel | null } | null;
  shopping: ShoppingData | null;
  reactionCounts: ReactionCounts;
  favoriteUserCount: number;
  favoritedByMe: boolean;
  saveCount: number;
  interest: { name: string; urlName: string } | null;
  /** spec 01 §3 P-080: why the pin is in the viewer's ranked home feed (issue 16); absent elsewhere */
  recommendationReason?: RecommendationReason | null;
  /** spec 01 §3 pinJoin: the closeup tag row (P-061, P-062); derived in present.ts */
  pinJoin: { annotationsWithLinksArray: { name: string; url: string }[] } | null;
  /** the pin a save was made from (the root of its repin chain), null for an original */
  originPinId: string | null;
  /** spec 01 §3 access: 'write' when the viewer may edit or delete this pin */
  access: string[];
  /** spec 01 §3 savedInfo: where the viewer already saved this pin (its root), if anywhere */
  savedInfo: SavedInfo | null;
  createdAt: string;
}

/** spec 01 §3 savedInfo; type 'boardless' means saved to the profile (P-079). */
export interface SavedInfo {
  localPinId: string;
  /** board or section name; '' for boardless */
  title: string;
  type: 'board' | 'section' | 'boardless';
  /** board or section url, '/me/' for boardless; null when the board is protected (P-040) */
  url: string | null;
}

/** A page of a feed; bookmark is null at the end (keyset pagination). */
export interface Page<T> {
  items: T[];
  bookmark: string | null;
}
