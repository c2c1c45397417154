import { isNoindex } from '#domain/accounts/private-profile';
import { boardPath, seoSlug } from '#domain/catalogue/routes';
import { gridDescription, gridTitle } from '#domain/formatting/truncate';
import { imageSpec, type SpecSize } from '#domain/media/image-size';
import { closeupTags, richMetadataTagInput } from '#domain/pins/closeup-tags';
import type { CarouselSlot, CollectionItem, StoryPinData } from '#domain/pins/content';
import type {
  BoardModel,
  CarouselSlotModel,
  CollectionItemModel,
  ImageSet,
  PinModel,
  SavedInfo,
  SectionModel,
  StoryPageModel,
  UserModel,
} from '#domain/pins/models';
import { isShopTheLook } from '#domain/shopping/shopping';
import type { boardSections, boards, images, pins, users } from '../../db/schema/index.ts';
import type { PublicUserRow } from '../accounts/user-columns.ts';
import { type CardStats, NO_CARD_STATS } from '../analytics/card-stats.ts';
import type {
  boardCardColumns,
  imageCardColumns,
  pinCardColumns,
  sectionCardColumns,
} from './columns.ts';

export type UserRow = typeof users.$inferSelect;
export type BoardRow = typeof boards.$inferSelect;
/** a pin as the app reads it: every column but its full-text document (only search reads it) */
export type PinRow = Omit<typeof pins.$inferSelect, 'searchDoc'>;
export type SectionRow = typeof boardSections.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
/** the columns presentation reads (columns.ts); whole rows fit too */
export type BoardCardRow = Pick<BoardRow, keyof typeof boardCardColumns>;
export type ImageCardRow = Pick<ImageRow, keyof typeof imageCardColumns>;
export type SectionCardRow = Pick<SectionRow, keyof typeof sectionCardColumns>;
export type PinCardRow = Pick<PinRow, keyof typeof pinCardColumns>;

/** Sizes a client may ask for; 60x60, 136x136 and 600x315 are crops for avatars and og tags. */
const PIN_SIZES: readonly SpecSize[] = ['136x136', '170x', '236x', '474x', '564x', '736x', 'orig'];

export function imageSet(
  img: ImageCardRow | undefined,
  sizes: readonly SpecSize[] = PIN_SIZES,
): ImageSet {
  if (!img) return {};
  const all = imageSpec(img);
  const out: ImageSet = {};
  for (const s of sizes) out[s] = all[s];
  return out;
}

/** Reads only the public columns, so a row selected with `publicUserColumns` is enough. */
export function presentUser(
  u: PublicUserRow,
  opts: { followedByMe?: boolean; requestedByMe?: boolean } = {},
): UserModel {
  const fullName = `${u.firstName} ${u.lastName}`.trim() || u.username;
  const sig = u.avatarSignature;
  return {
    id: String(u.id),
    username: u.username,
    fullName,
    firstName: u.firstName,
    about: u.about,
    imageSmallUrl: sig ? `/img/60x60/${sig}.jpg` : null,
    imageMediumUrl: sig ? `/img/136x136/${sig}.jpg` : null,
    imageLargeUrl: sig ? `/img/236x/${sig}.jpg` : null,
    isDefaultImage: !sig,
    isVerifiedMerchant: u.isVerifiedMerchant,
    verifiedIdentity: { verified: u.isVerifiedIdentity },
    isPrimaryWebsiteVerified: u.isPrimaryWebsiteVerified,
    websiteUrl: u.websiteUrl,
    isAdsOnlyProfile: u.isAdsOnlyProfile,
    explicitlyFollowedByMe: opts.followedByMe ?? false,
    followerCount: u.followerCount,
    followingCount: u.followingCount,
    // issue 33: only a person who turned indexing off (or went private) carries the flag
    ...(isNoindex(u) ? { noindex: true as const } : {}),
    ...(u.isPrivate ? { isPrivate: true as const } : {}),
    ...(opts.requestedByMe ? { requestedByMe: true as const } : {}),
  };
}

export function presentBoard(
  b: BoardCardRow,
  owner: UserModel,
  extras: {
    collaboratedByMe?: boolean;
    collaboratorCount?: number;
    collaboratorPermissions?: string[];
    followedByMe?: boolean;
    sectionCount?: number;
    coverImages?: ImageSet[];
  } = {},
): BoardModel {
  return {
    id: String(b.id),
    name: b.name,
    slug: b.slug,
    url: boardPath(owner.username.toLowerCase(), b.slug),
    description: b.description,
    privacy: b.privacy as BoardModel['privacy'],
    layout: b.layout as BoardModel['layout'],
    owner,
    isCollaborative: b.isCollaborative,
    collaboratedByMe: extras.collaboratedByMe ?? false,
    collaboratorCount: extras.collaboratorCount ?? 0,
    collaboratorPermissions: extras.collaboratorPermissions ?? [],
    followedByMe: extras.followedByMe ?? false,
    coverPinId: b.coverPinId === null ? null : String(b.coverPinId),
    pinCount: b.pinCount,
    followerCount: b.followerCount,
    sectionCount: extras.sectionCount ?? 0,
    archived: b.archivedAt !== null,
    coverImages: extras.coverImages ?? [],
    createdAt: b.createdAt.toISOString(),
  };
}

export function presentSection(s: SectionCardRow): SectionModel {
  return { id: String(s.id), title: s.title, slug: s.slug, pinCount: s.pinCount };
}

/** Every image signature a pin refers to, so one query loads them all. */
export function signaturesOf(p: PinCardRow): string[] {
  const out = [p.imageSignature];
  for (const s of p.carousel ?? []) out.push(s.imageSignature);
  for (const c of p.collection ?? []) out.push(c.imageSignature);
  for (const page of p.story?.pages ?? []) {
    for (const b of page.blocks) if (b.type === 'image') out.push(b.imageSignature);
  }
  return out;
}

export interface PinDeps {
  /** spec 02 §6: bots and social bots never get original-size images */
  isBot: boolean;
  images: Map<string, ImageCardRow>;
  /** the pin sizes to send (default every pin size); bots never get orig either way */
  sizes?: readonly SpecSize[] | undefined;
  users: Map<number, UserModel>;
  boards: Map<number, BoardModel>;
  sections: Map<number, SectionModel>;
  interests: Map<number, { name: string; urlName: string }>;
  favoritedByMe: Set<number>;
  /** pinner of each origin pin, for repins */
  originPinners: Map<number, number>;
  /** pins the viewer may edit (spec 01 §3 access 'write'); filled by hydration */
  writable?: Set<number>;
  /** issue 15: 30-day roll-up sums of the writable pins (aggregatedPinData) */
  cardStats?: Map<number, CardStats>;
  /** where the viewer saved each root pin id; filled by hydration */
  savedInfo?: Map<number, SavedInfo>;
}

/** spec 02 §6: bots and social bots never get the original size, wherever an image appears. */
function pinSizes(deps: PinDeps): readonly SpecSize[] {
  const sizes = deps.sizes ?? PIN_SIZES;
  return deps.isBot ? sizes.filter((x) => x !== 'orig') : sizes;
}

function carouselOf(p: PinCardRow, deps: PinDeps): PinModel['carouselData'] {
  if (!p.carousel?.length) return null;
  const slots: CarouselSlotModel[] = p.carousel.map((s: CarouselSlot) => ({
    slotId: s.slotId,
    title: s.title ?? null,
    details: s.details ?? null,
    link: s.link ?? null,
    images: imageSet(deps.images.get(s.imageSignature), ['236x', '474x', '736x']),
  }));
  return { entityId: `c${p.id}`, index: 0, carouselSlots: slots };
}

function collectionOf(p: PinCardRow, deps: PinDeps): CollectionItemModel[] | null {
  if (!p.collection?.length) return null;
  return p.collection.map((c: CollectionItem) => ({
    pinId: c.pinId ?? null,
    link: c.link ?? null,
    title: c.title ?? null,
    images: imageSet(deps.images.get(c.imageSignature), ['236x', '474x', '736x']),
  }));
}

function storyOf(p: PinCardRow, deps: PinDeps): PinModel['storyPinData'] {
  const s: StoryPinData | null = p.story;
  if (!s) return null;
  const pages: StoryPageModel[] = s.pages.map((page) => ({
    blocks: page.blocks.map((b) => {
      if (b.type === 'image') {
        return {
          type: 'image' as const,
          images: imageSet(deps.images.get(b.imageSignature), pinSizes(deps)),
        };
      }
      if (b.type === 'video')
        return { type: 'video' as const, video: b.video, durationMs: b.durationMs };
      return { type: 'text' as const, text: b.text, style: b.style ?? 'body' };
    }),
  }));
  return {
    isDeleted: s.isDeleted ?? false,
    hasProductPins: s.hasProductPins ?? false,
    hasAffiliateProducts: s.hasAffiliateProducts ?? false,
    totalVideoDuration: s.totalVideoDuration ?? 0,
    metadata: s.metadata ?? {},
    pages,
    staticPageCount: pages.filter((pg) => pg.blocks.every((b) => b.type !== 'video')).length,
  };
}

export function presentPin(p: PinCardRow, deps: PinDeps): PinModel | null {
  const pinner = deps.users.get(p.pinnerId);
  if (!pinner) return null;
  const img = deps.images.get(p.imageSignature);
  const rm = p.richMetadata;
  const promo = p.promotion;
  const originPinnerId = p.originPinId ? deps.originPinners.get(p.originPinId) : undefined;
  return {
    id: String(p.id),
    kind: p.kind as PinModel['kind'],
    title: p.title,
    gridTitle: gridTitle(p.title),
    description: gridDescription(p.description),
    altText: p.altText,
    autoAltText: p.autoAltText,
    seoUrl: seoSlug(p.title),
    link: p.link,
    domain: p.domain,
    imageSignature: p.imageSignature,
    dominantColor: img?.dominantColor ?? '#e9e9e9',
    images: imageSet(img, pinSizes(deps)),
    pinner,
    board: p.boardId ? (deps.boards.get(p.boardId) ?? null) : null,
    section: p.sectionId ? (deps.sections.get(p.sectionId) ?? null) : null,
    isRepin: p.originPinId !== null,
    originPinner: originPinnerId ? (deps.users.get(originPinnerId) ?? null) : null,
    viaPinner: p.viaPinnerId ? (deps.users.get(p.viaPinnerId) ?? null) : null,
    richSummary: rm
      ? {
          typeName: rm.typeName ?? null,
          displayName: rm.displayName ?? null,
          siteName: rm.siteName ?? null,
          displayCookTime: rm.recipe?.cookTimeMinutes ?? null,
          aggregateRating: rm.aggregateRating ?? null,
          products: rm.products ?? [],
          recipe: rm.recipe ?? null,
        }
      : null,
    carouselData: carouselOf(p, deps),
    storyPinData: storyOf(p, deps),
    videos: p.video,
    embed: p.embed,
    collectionItems: collectionOf(p, deps),
    collectionGridClickType: promo?.collectionGridClickType ?? null,
    aggregatedPinData: deps.writable?.has(p.id)
      ? (deps.cardStats?.get(p.id) ?? NO_CARD_STATS)
      : null,
    isPromoted: promo?.isPromoted ?? false,
    isDownstreamPromotion: promo?.isDownstreamPromotion ?? false,
    promotedIsRemovable: promo?.promotedIsRemovable ?? false,
    promotedIsLeadAd: promo?.promotedIsLeadAd ?? false,
    promoter: promo?.promoterUserId ? (deps.users.get(promo.promoterUserId) ?? null) : null,
    adDestinationUrl: promo?.adDestinationUrl ?? null,
    campaignId: promo?.campaignId ?? null,
    advertiserId: promo?.advertiserId ?? null,
    pinPromotionId: promo?.pinPromotionId ?? null,
    sponsorship: p.sponsorship
      ? {
          status: p.sponsorship.status,
          sponsor: p.sponsorship.sponsorUserId
            ? (deps.users.get(p.sponsorship.sponsorUserId) ?? null)
            : null,
        }
      : null,
    shopping: p.shopping,
    reactionCounts: p.reactionCounts,
    favoriteUserCount: p.favoriteCount,
    favoritedByMe: deps.favoritedByMe.has(p.id),
    saveCount: p.saveCount,
    interest: p.interestId ? (deps.interests.get(p.interestId) ?? null) : null,
    pinJoin: pinJoinOf(p, deps),
    originPinId: p.originPinId === null ? null : String(p.originPinId),
    access: deps.writable?.has(p.id) ? ['write'] : [],
    savedInfo: deps.savedInfo?.get(p.originPinId ?? p.id) ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * spec 01 §3 pinJoin.annotationsWithLinksArray (the closeup tag row, P-061, P-062): nothing is
 * stored for it, so it is derived from the interest, product brands, recipe and any keywords the
 * rich metadata carries (see src/domain/pins/closeup-tags.ts). null when there is no tag.
 */
function pinJoinOf(p: PinCardRow, deps: PinDeps): PinModel['pinJoin'] {
  const interest = p.interestId ? deps.interests.get(p.interestId) : null;
  const tags = closeupTags({
    interest: interest && p.interestId ? { ...interest, id: p.interestId } : null,
    shopTheLook: isShopTheLook(p.shopping),
    ...richMetadataTagInput(p.richMetadata),
  });
  return tags.length ? { annotationsWithLinksArray: tags } : null;
}
