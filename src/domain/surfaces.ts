/**
 * Surfaces: the grids and modules that change card behaviour, the logging surface names and
 * the ideas categories (spec 01 §2), with the groups other rules read (spec 01 §4, §5, §6).
 */
import { isReservedUsername } from './routes.ts';

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

/** Type guard for a surface name arriving from outside (a query or a client). */
export function isCardSurface(s: string): s is CardSurface {
  return (CARD_SURFACES as readonly string[]).includes(s);
}

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

/** spec 01 §2: surface names used for interaction logging. */
export const LOGGING_SURFACES = [
  'pin',
  'board',
  'login',
  'home',
  'profile',
  'ideas',
  'ideas-root',
  'videos',
  'videos-category',
  'article',
  'shopping-spotlight',
  'today',
  'unauth-profile',
  'shopping-root',
  'shopping-category',
  'other',
] as const;
export type LoggingSurface = (typeof LOGGING_SURFACES)[number];

/**
 * spec 01 §2: the logging surface name of a page path. Reading of the names against the route
 * catalogue (02 §2): / and /homefeed/ home; /pin/ pin; /ideas/ ideas-root, /ideas/{..} ideas;
 * /videos/ videos, /videos/{..} videos-category; /shopping/ shopping-root, /shopping/spotlight
 * shopping-spotlight, other /shopping/{..} shopping-category; /today/article/ and
 * /discover/article/ article, other /today today; /login and /signup login; /unauth-profile
 * unauth-profile; /{username}/ profile, /{username}/{board}/ board; other reserved words and
 * anything else other.
 */
export function loggingSurfaceForPath(path: string): LoggingSurface {
  const parts =
    path
      .split(/[?#]/)[0]
      ?.split('/')
      .filter((p) => p !== '') ?? [];
  const [first, second] = parts;
  if (first === undefined || first === 'homefeed') return 'home';
  switch (first) {
    case 'pin':
      return 'pin';
    case 'ideas':
      return second === undefined ? 'ideas-root' : 'ideas';
    case 'videos':
      return second === undefined ? 'videos' : 'videos-category';
    case 'shopping':
      if (second === undefined) return 'shopping-root';
      return second === 'spotlight' ? 'shopping-spotlight' : 'shopping-category';
    case 'today':
      return second === 'article' ? 'article' : 'today';
    case 'discover':
      return second === 'article' ? 'article' : 'other';
    case 'login':
    case 'signup':
      return 'login';
    case 'unauth-profile':
      return 'unauth-profile';
  }
  if (isReservedUsername(first)) return 'other';
  if (parts.length === 1 || second?.startsWith('_')) return 'profile';
  return parts.length <= 3 ? 'board' : 'other';
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
