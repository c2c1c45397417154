import type {
  PinKind,
  PromotionData,
  ReactionCounts,
  RichMetadata,
  ShoppingData,
  Sponsorship,
} from '#domain/pins/content';
import type { DemoInterest } from './interests.ts';
import type { DemoMedia } from './media.ts';

/** The demo catalogue's shapes: plain data the generators fill in and the seed writes. */

export interface DemoUser {
  key: string;
  username: string;
  firstName: string;
  lastName: string;
  about: string;
  websiteUrl: string | null;
  role: 'user' | 'partner' | 'employee';
  isVerifiedMerchant: boolean;
  isVerifiedIdentity: boolean;
  country: string;
  avatarSeed: number;
  avatarPalette: string[];
}

export interface DemoBoard {
  key: string;
  ownerKey: string;
  name: string;
  slug: string;
  description: string;
  privacy: 'public' | 'protected' | 'secret';
  isCollaborative: boolean;
  collaboratorKeys: string[];
  /** interest urlName */
  interest: string;
  sections: { title: string; slug: string }[];
}

export interface DemoImage {
  seed: number;
  width: number;
  height: number;
  motif: 'landscape' | 'food' | 'product' | 'abstract' | 'interior' | 'pattern';
  palette: string[];
}

export interface DemoPin {
  key: string;
  pinnerKey: string;
  boardKey: string;
  sectionSlug: string | null;
  kind: PinKind;
  title: string;
  description: string;
  altText: string | null;
  link: string | null;
  image: DemoImage;
  richMetadata: RichMetadata | null;
  carouselImages: (DemoImage & { title?: string; details?: string; link?: string })[] | null;
  storyPages: { image: DemoImage; text?: string }[] | null;
  collectionImages: (DemoImage & { title?: string; link?: string })[] | null;
  promotion: (PromotionData & { promoterKey?: string }) | null;
  sponsorship: (Sponsorship & { sponsorKey?: string }) | null;
  shopping: ShoppingData | null;
  reactionCounts: ReactionCounts;
  favoriteCount: number;
  saveCount: number;
  /** fractional, 0..365 */
  createdDaysAgo: number;
  repinOfKey: string | null;
  /** video and gif pins: the demo clip or animation (public/demo-video/) shown instead */
  media?: DemoMedia | null;
}

export interface DemoCatalogue {
  /** categories first, then sub-interests naming their category in `parent` (issue 16) */
  interests: DemoInterest[];
  users: DemoUser[];
  boards: DemoBoard[];
  pins: DemoPin[];
}

export interface DemoCatalogueOptions {
  users?: number;
  boards?: number;
  pins?: number;
  seed?: number;
}
