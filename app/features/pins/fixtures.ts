/**
 * PinModel fixtures for component tests, shaped like presentPin's output
 * (src/server/services/present.ts).
 */
import type { ImageSet, PinModel, UserModel } from '#domain/models';
import { anonymousViewer, type Viewer } from '#domain/viewer';

export function images(width = 236, height = 354, sig = 'abc123'): ImageSet {
  const spec = (w: number) => ({
    url: `/img/${w}x/${sig}.jpg`,
    width: w,
    height: Math.round((height / width) * w),
    dominantColor: '#ddd',
  });
  return { '236x': spec(236), '474x': spec(474), '736x': spec(736) };
}

export function user(over: Partial<UserModel> = {}): UserModel {
  return {
    id: '1',
    username: 'AdaLovelace',
    fullName: 'Ada Lovelace',
    firstName: 'Ada',
    about: '',
    imageSmallUrl: null,
    imageMediumUrl: null,
    imageLargeUrl: null,
    isDefaultImage: true,
    isVerifiedMerchant: false,
    verifiedIdentity: { verified: false },
    isPrimaryWebsiteVerified: false,
    websiteUrl: null,
    isAdsOnlyProfile: false,
    explicitlyFollowedByMe: false,
    followerCount: 0,
    followingCount: 0,
    ...over,
  };
}

export const BRAND = user({
  id: '9',
  username: 'northwind',
  fullName: 'Northwind Goods',
  isVerifiedMerchant: true,
});

export function pin(over: Partial<PinModel> = {}): PinModel {
  return {
    id: '100',
    kind: 'image',
    title: 'Linen curtains in a sunny room',
    gridTitle: 'Linen curtains in a sunny room',
    description: 'Light and airy.',
    altText: null,
    autoAltText: null,
    seoUrl: 'linen-curtains-in-a-sunny-room',
    link: 'https://example.com/curtains',
    domain: 'example.com',
    imageSignature: 'abc123',
    dominantColor: '#ddd',
    images: images(),
    pinner: user(),
    board: null,
    section: null,
    isRepin: false,
    originPinner: null,
    viaPinner: null,
    richSummary: null,
    carouselData: null,
    storyPinData: null,
    videos: null,
    embed: null,
    collectionItems: null,
    collectionGridClickType: null,
    pinJoin: null,
    aggregatedPinData: null,
    isPromoted: false,
    isDownstreamPromotion: false,
    promotedIsRemovable: false,
    promotedIsLeadAd: false,
    promoter: null,
    adDestinationUrl: null,
    sponsorship: null,
    shopping: null,
    reactionCounts: {},
    favoriteUserCount: 0,
    favoritedByMe: false,
    saveCount: 3,
    interest: { name: 'Home decor', urlName: 'home-decor' },
    originPinId: null,
    access: [],
    savedInfo: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

function rich(over: Partial<NonNullable<PinModel['richSummary']>>): PinModel['richSummary'] {
  return {
    typeName: null,
    displayName: null,
    siteName: null,
    displayCookTime: null,
    aggregateRating: null,
    products: [],
    recipe: null,
    ...over,
  };
}

/** Every pin kind the card tests cover. */
export const KINDS = {
  image: pin(),
  product: pin({
    id: '101',
    kind: 'product',
    title: 'Stoneware mug',
    gridTitle: 'Stoneware mug',
    richSummary: rich({
      typeName: 'product',
      products: [
        {
          name: 'Mug',
          offerSummary: { currency: 'USD', price: '18.00', standardPrice: '24.00' },
        },
      ],
      aggregateRating: { ratingValue: 4.5, reviewCount: 1234 },
    }),
    shopping: { shoppingFlags: [5] },
  }),
  outOfStock: pin({
    id: '102',
    kind: 'product',
    richSummary: rich({
      typeName: 'product',
      products: [{ name: 'Lamp', offerSummary: { currency: 'USD', price: '40' } }],
    }),
    shopping: { shoppingFlags: [5], isOosProduct: true },
  }),
  stalePrice: pin({
    id: '103',
    kind: 'product',
    richSummary: rich({
      typeName: 'product',
      products: [{ name: 'Rug', offerSummary: { currency: 'USD', price: '90' } }],
    }),
    shopping: { shoppingFlags: [5], isStaleProduct: true },
  }),
  recipe: pin({
    id: '104',
    kind: 'recipe',
    title: 'Chickpea curry',
    gridTitle: 'Chickpea curry',
    richSummary: rich({
      typeName: 'recipe',
      displayCookTime: 75,
      aggregateRating: { ratingValue: 4.25, ratingCount: 87 },
      recipe: { cookTimeMinutes: 75 },
    }),
  }),
  promoted: pin({
    id: '105',
    isPromoted: true,
    promoter: BRAND,
    adDestinationUrl: 'https://northwind.example/sale',
    reactionCounts: { love: 12 },
  }),
  story: pin({
    id: '106',
    kind: 'story',
    storyPinData: {
      isDeleted: false,
      hasProductPins: false,
      hasAffiliateProducts: false,
      totalVideoDuration: 0,
      metadata: {},
      pages: [{ blocks: [{ type: 'text', text: 'Hello', style: 'heading' }] }],
      staticPageCount: 1,
    },
  }),
  video: pin({
    id: '107',
    kind: 'video',
    videos: {
      durationMs: 12_000,
      videoList: { v720P: { url: '/v.mp4', width: 720, height: 1280, thumbnail: '/t.jpg' } },
    },
  }),
  carousel: pin({
    id: '108',
    kind: 'carousel',
    carouselData: {
      entityId: 'c108',
      index: 0,
      carouselSlots: [
        { slotId: 'a', title: null, details: null, link: null, images: images() },
        { slotId: 'b', title: null, details: null, link: null, images: images() },
      ],
    },
  }),
} satisfies Record<string, PinModel>;

export function collection(count: number, clickType: number | null = null): PinModel {
  return pin({
    id: `20${count}`,
    kind: 'collection',
    collectionGridClickType: clickType,
    collectionItems: Array.from({ length: count }, (_, i) => ({
      pinId: String(300 + i),
      link: null,
      title: `Item ${i + 1}`,
      images: images(236, 236, `item${i}`),
    })),
  });
}

export function sponsored(status: number | null, withProducts = false): PinModel {
  return pin({
    id: `40${status ?? 'n'}`,
    sponsorship: { status, sponsor: BRAND },
    richSummary: withProducts ? rich({ products: [{ name: 'Tote' }] }) : null,
  });
}

export type AudienceName = 'visitor' | 'user' | 'partner' | 'bot';

export function viewerFor(audience: AudienceName, id = '2'): Viewer {
  if (audience === 'visitor') return anonymousViewer('visitor');
  if (audience === 'bot') return anonymousViewer('bot');
  return {
    ...anonymousViewer('visitor'),
    isAuth: true,
    id,
    username: 'viewer',
    createdAt: '2024-01-01T00:00:00.000Z',
    isPartner: audience === 'partner',
    audience,
    save_behavior: 1,
  };
}
