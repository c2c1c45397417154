import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_MODES,
  type AttributionInput,
  type AttributionMode,
  attributionMode,
  attributionText,
  attributionVisible,
} from './attribution.ts';

const organic: AttributionInput = { surface: 'AuthHomefeed', isPromoted: false };

describe('attributionMode', () => {
  it('P-112 the four attribution modes', () => {
    expect([...ATTRIBUTION_MODES]).toEqual([
      'default',
      'none',
      'image-only-credit',
      'show-for-claimed-content',
    ]);
  });

  it.each<[string, Partial<AttributionInput>, AttributionMode]>([
    ['promoted pin', { isPromoted: true }, 'default'],
    [
      'promoted pin on UserProfilePinGrid',
      { isPromoted: true, surface: 'UserProfilePinGrid' },
      'default',
    ],
    ['sponsored pin on a group board', { isSponsored: true, isGroupBoard: true }, 'default'],
  ])('P-113 %s is default', (_name, patch, expected) => {
    expect(attributionMode({ ...organic, ...patch })).toBe(expected);
  });

  it.each<[string, Partial<AttributionInput>, AttributionMode]>([
    ['promoter, not downstream', { hasPromoter: true, surface: 'ProductPinsFeed' }, 'default'],
    [
      'promoter, downstream promotion',
      { hasPromoter: true, isDownstreamPromotion: true, surface: 'ProductPinsFeed' },
      'none',
    ],
  ])('P-114 %s', (_name, patch, expected) => {
    expect(attributionMode({ ...organic, ...patch })).toBe(expected);
  });

  it.each([
    'CloseupRelatedProducts',
    'CreatorProfileStoryPinGrid',
    'CreatorProfileActivityPinGrid',
    'ProductPinsFeed',
    'UserProfilePinGrid',
  ] as const)('P-115 none on %s', (surface) => {
    expect(attributionMode({ ...organic, surface })).toBe('none');
  });

  it('P-116 P-117 none on group boards and for PDP-eligible pins', () => {
    expect(attributionMode({ ...organic, isGroupBoard: true })).toBe('none');
    expect(attributionMode({ ...organic, isEligibleForPdp: true })).toBe('none');
  });

  it('P-112 image-only-credit and claimed content when the caller says so, else default', () => {
    expect(attributionMode({ ...organic, imageOnlyCredit: true })).toBe('image-only-credit');
    expect(attributionMode({ ...organic, claimedContent: true })).toBe('show-for-claimed-content');
    expect(
      attributionMode({ ...organic, surface: 'UserProfilePinGrid', imageOnlyCredit: true }),
    ).toBe('none');
    expect(attributionMode(organic)).toBe('default');
    expect(attributionMode({ ...organic, surface: null })).toBe('default');
  });
});

describe('attributionVisible', () => {
  it('P-118 image-only-credit fades in on hover only', () => {
    expect(attributionVisible('image-only-credit', { hovered: false })).toBe(false);
    expect(attributionVisible('image-only-credit', { hovered: true })).toBe(true);
    expect(attributionVisible('default', { hovered: false })).toBe(true);
    expect(attributionVisible('show-for-claimed-content', { hovered: false })).toBe(true);
    expect(attributionVisible('none', { hovered: true })).toBe(false);
  });
});

/** What the card says in English (decision 064: the source catalog holds the spec's words). */
function english(input: Parameters<typeof attributionText>[0]): string | null {
  const s = attributionText(input);
  return s && i18n._(s.id, { name: s.name });
}

describe('attributionText', () => {
  it('P-119 "From {topic}" first', () => {
    expect(english({ topic: 'Home decor', pinnerName: 'Jane' })).toBe('From Home decor');
  });

  it('P-120 "From {pinnerName}" without a topic', () => {
    expect(english({ topic: ' ', pinnerName: 'Jane Doe' })).toBe('From Jane Doe');
  });

  it('P-121 "Picked for you" for a recommendation without topic or pinner', () => {
    expect(english({ isRecommendation: true })).toBe('Picked for you');
    expect(english({})).toBeNull();
  });
});
