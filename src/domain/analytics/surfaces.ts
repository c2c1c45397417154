/** spec 01 §2: surfaces that change card behaviour. */
export const CARD_SURFACES = [
  'AuthHomefeed',
  'ConversationView',
  'BaseBoardPinGrid',
  'BoardlessPins',
  'UserProfilePinGrid',
  'OtherProfilePinGrid',
  'CreatorProfileStoryPinGrid',
  'CreatorProfileActivityPinGrid',
  'SearchAdsOnlyModule',
  'ShoppingGridSmall',
  'ShoppingGridSmallCarousel',
  'ShoppingCarousel',
  'ShoppingSquareGridCrop',
  'ShoppingDynamicHeightGrid',
  'ShoppingPackageItem',
  'VisualInspirationShoppingPin',
  'VisualInspirationPin',
  'TodayArticleFeed',
  'CollageCreation',
  'PublishedCollages',
  'RetrievalHub',
  'VideoCarouselModule',
  'CloseupRelatedProducts',
  'RelatedPinGrid',
  'RelatedProductsFeed',
  'FollowingFeedGrid',
  'ProductPinsFeed',
  'SearchItem',
  'EngagementDetails',
  'BulkEditMode',
  'SectionSuggestedPins',
  'CopyrightReportingPin',
  'HomefeedMoreIdeasTabs',
  'BoardMoreIdeasTabContent',
  'BoardShoppingModule',
  'ShoppingTool',
  'TopicBestPinWide',
  'TopicBestPinNarrow',
] as const;
export type CardSurface = (typeof CARD_SURFACES)[number];

/**
 * Where a save control sits (spec 01 §2, §4): a card on one of the surfaces above, or the pin
 * closeup, which is a page of its own rather than a card surface, so the grid-only rules (collage
 * suppression, quick save on the own profile grid) never apply there.
 */
export const CLOSEUP_SURFACE = 'PinCloseup';
export type SaveSurface = CardSurface | typeof CLOSEUP_SURFACE;

/** spec 01 §2: a profile's pin grid is UserProfilePinGrid to its owner, else OtherProfilePinGrid. */
export function profileGridSurface(viewerId: string | null, profileUserId: string): CardSurface {
  return viewerId !== null && viewerId === profileUserId
    ? 'UserProfilePinGrid'
    : 'OtherProfilePinGrid';
}

/** spec 01 §2: the Shopping* grids. */
export const SHOPPING_SURFACES: ReadonlySet<CardSurface> = new Set<CardSurface>([
  'ShoppingGridSmall',
  'ShoppingGridSmallCarousel',
  'ShoppingCarousel',
  'ShoppingSquareGridCrop',
  'ShoppingDynamicHeightGrid',
  'ShoppingPackageItem',
]);

/** spec 01 §2: true for the Shopping* grids. */
export function isShoppingSurface(surface: CardSurface): boolean {
  return SHOPPING_SURFACES.has(surface);
}

/** spec 01 §4: the CreatorProfile grids. */
export const CREATOR_PROFILE_SURFACES: ReadonlySet<CardSurface> = new Set<CardSurface>([
  'CreatorProfileStoryPinGrid',
  'CreatorProfileActivityPinGrid',
]);

/** spec 01 §5: the collage surfaces, where the save option is suppressed. */
export const COLLAGE_SURFACES: ReadonlySet<CardSurface> = new Set<CardSurface>([
  'CollageCreation',
  'PublishedCollages',
]);

/** spec 01 §4: footer style is shopping only for unpromoted pins on shopping surfaces, else standard. */
export function footerStyle(surface: CardSurface, isPromoted: boolean): 'shopping' | 'standard' {
  return !isPromoted && isShoppingSurface(surface) ? 'shopping' : 'standard';
}

/** spec 01 §2: side-nav ideas flyout categories (id plus slug); the long list has 13. */
export const IDEAS_CATEGORIES_LONG = [
  'art',
  'beauty',
  'food-and-drink',
  'design',
  'womens-fashion',
  'mens-fashion',
  'home-decor',
  'diy-and-crafts',
  'fitness-and-exercise',
  'animals-and-pets',
  'quotes',
  'travel',
  'weddings',
] as const;
export type IdeasCategory = (typeof IDEAS_CATEGORIES_LONG)[number];

/** spec 01 §2: the short ideas list has 6 entries. */
export const IDEAS_CATEGORIES_SHORT: readonly IdeasCategory[] = [
  'art',
  'beauty',
  'food-and-drink',
  'home-decor',
  'womens-fashion',
  'mens-fashion',
];
