import { describe, expect, it } from 'vitest';
import {
  type AudienceViewer,
  type CardAudience,
  cardAudience,
  downloadAction,
  downloadCtaExperimentApplies,
  downloadReplacesShare,
  getsImageOnlyGrid,
  hiddenOverlayActions,
  type InviteLandingContext,
  inviteLandingContext,
  showsFeaturedBoardShopping,
  type ViewerLike,
} from './card-permissions.ts';
import { CARD_SURFACES, type CardSurface } from './surfaces.ts';

const me: ViewerLike = { isAuth: true, id: 'u1', isPartner: false };
const partner: ViewerLike = { isAuth: true, id: 'u1', isPartner: true };
const visitor: ViewerLike = { isAuth: false, id: null, isPartner: false };
const bot: AudienceViewer = { ...visitor, isBot: true };

describe('download and share (spec 01 §5, §6, §9)', () => {
  it.each<[CardSurface, boolean]>([
    ['RelatedPinGrid', true],
    ['AuthHomefeed', false],
    ['BaseBoardPinGrid', false],
    ['CloseupRelatedProducts', false],
  ])('P-213 download replaces share on %s: %s', (surface, expected) => {
    expect(downloadReplacesShare(surface)).toBe(expected);
  });

  it('P-213 only the related-pin drawer surface swaps share for download', () => {
    expect(CARD_SURFACES.filter(downloadReplacesShare)).toEqual(['RelatedPinGrid']);
  });

  it.each<[string, ViewerLike, number, 'download' | 'loginOrSignup']>([
    ['P-219 visitor who has not downloaded', visitor, 0, 'download'],
    ['P-220 P-272 visitor with a stored count of 1', visitor, 1, 'loginOrSignup'],
    ['P-220 P-272 visitor with a stored count of 3', visitor, 3, 'loginOrSignup'],
    ['P-275 signed-in user whatever the count', me, 5, 'download'],
  ])('%s → %s', (_name, viewer, count, expected) => {
    expect(downloadAction(viewer, count)).toBe(expected);
  });

  it.each<[string, AudienceViewer, boolean]>([
    ['logged-out person', visitor, true],
    ['logged-out bot', bot, false],
    ['signed-in user', me, false],
  ])('P-274 download call-to-action experiments for a %s: %s', (_name, viewer, expected) => {
    expect(downloadCtaExperimentApplies(viewer)).toBe(expected);
  });
});

describe('cardAudience (spec 01 §6)', () => {
  const unauth = (carouselSave: boolean): CardAudience => ({
    variant: 'unauth',
    shoppingAffordances: true,
    hoverLegend: 'Open',
    carouselSaveOpensUpsell: carouselSave,
    menu: 'reduced',
    moreActionsOpensUpsell: true,
    canSend: false,
  });
  const auth: CardAudience = {
    variant: 'auth',
    shoppingAffordances: false,
    hoverLegend: null,
    carouselSaveOpensUpsell: false,
    menu: 'full',
    moreActionsOpensUpsell: false,
    canSend: true,
  };

  it.each<[string, ViewerLike, boolean, boolean, CardAudience]>([
    ['P-265 P-266 P-268 P-270 P-271 visitor, desktop grid', visitor, true, false, unauth(false)],
    [
      'P-269 visitor, desktop carousel: Save opens the sign-up upsell',
      visitor,
      true,
      true,
      unauth(true),
    ],
    [
      'P-269 visitor, mobile carousel: no carousel Save upsell',
      visitor,
      false,
      true,
      unauth(false),
    ],
    ['P-276 P-278 signed-in user: sends, full overflow menu', me, true, true, auth],
    ['P-276 P-278 partner on mobile', partner, false, false, auth],
  ])('%s', (_name, viewer, isDesktop, isCarousel, expected) => {
    expect(cardAudience(viewer, { isDesktop, isCarousel })).toEqual(expected);
  });
});

describe('image-only grid (spec 01 §6)', () => {
  const now = Date.parse('2025-06-30T00:00:00Z');
  it.each<[string, Parameters<typeof getsImageOnlyGrid>[0], boolean]>([
    ['P-309 account created 3 days ago', { ...me, createdAt: '2025-06-27T00:00:00Z' }, true],
    [
      'P-309 partner account created yesterday',
      { ...partner, createdAt: '2025-06-29T00:00:00Z' },
      true,
    ],
    [
      'P-309 account 28 days old is no longer new',
      { ...me, createdAt: '2025-06-02T00:00:00Z' },
      false,
    ],
    [
      'P-310 eligible non-partner',
      { ...me, createdAt: '2020-01-01T00:00:00Z', isEligibleForImageOnlyGrid: true },
      true,
    ],
    [
      'P-310 eligible partner',
      { ...partner, createdAt: '2020-01-01T00:00:00Z', isEligibleForImageOnlyGrid: true },
      false,
    ],
    ['P-310 old account, not eligible', { ...me, createdAt: '2020-01-01T00:00:00Z' }, false],
    ['P-309 unknown creation date', { ...me, createdAt: null }, false],
    ['P-309 signed-out visitor', { ...visitor, isEligibleForImageOnlyGrid: true }, false],
  ])('%s → %s', (_name, viewer, expected) => {
    expect(getsImageOnlyGrid(viewer, now)).toBe(expected);
  });
});

describe('featured-board shopping affordance (spec 01 §6)', () => {
  const allow = ['US', 'GB'];
  it.each<[string, ViewerLike & { country?: string | null }, string, boolean]>([
    ['owner outside the list', { ...me, country: 'JP' }, 'u1', true],
    ['non-owner in the list', { ...me, country: 'us' }, 'u2', true],
    ['non-owner outside the list', { ...me, country: 'JP' }, 'u2', false],
    ['visitor in the list', { ...visitor, country: 'GB' }, 'u2', true],
    ['non-owner without a country', { ...me, country: null }, 'u2', false],
  ])('P-308 %s → %s', (_name, viewer, ownerId, expected) => {
    expect(showsFeaturedBoardShopping(viewer, ownerId, allow)).toBe(expected);
  });
});

describe('hidden-pin overlay actions (spec 01 §4)', () => {
  it.each<[string, Parameters<typeof hiddenOverlayActions>[0], [boolean, boolean, boolean]]>([
    [
      'P-149 a plain hide offers all three',
      { feedbackType: 'hidden', title: 'Pin hidden' },
      [true, true, true],
    ],
    [
      'P-151 followed has no Tune your feed',
      { feedbackType: 'followed', title: 'x' },
      [true, true, false],
    ],
    [
      'P-151 related has no Tune your feed',
      { feedbackType: 'related', title: 'x' },
      [true, true, false],
    ],
    [
      'P-151 search has no Tune your feed',
      { feedbackType: 'search', title: 'x' },
      [true, true, false],
    ],
    [
      'P-151 hiddenForWeightLoss has no Tune your feed',
      { feedbackType: 'hiddenForWeightLoss', title: 'x' },
      [true, true, false],
    ],
    ['P-152 pfy hides Unfollow', { feedbackType: 'pfy', title: 'x' }, [true, false, true]],
    [
      'P-152 pfyBoard hides Unfollow',
      { feedbackType: 'pfyBoard', title: 'x' },
      [true, false, true],
    ],
    [
      'P-153 a Reported title hides Undo',
      { feedbackType: 'hidden', title: 'Reported' },
      [false, true, true],
    ],
    [
      'P-150 P-157 once unfollowed, Undo stays and Unfollow goes',
      { feedbackType: 'hidden', title: 'Unfollowed', unfollowed: true },
      [true, false, true],
    ],
    [
      'P-149 nothing to unfollow',
      { feedbackType: 'hidden', title: 'x', hasUnfollowTarget: false },
      [true, false, true],
    ],
  ])('%s', (_name, input, [undo, unfollow, tuneYourFeed]) => {
    expect(hiddenOverlayActions(input)).toEqual({ undo, unfollow, tuneYourFeed });
  });
});

describe('invite landing context (spec 01 §4, §6)', () => {
  const sender = { id: 'u9', should_show_messaging: true };
  it.each<[string, Parameters<typeof inviteLandingContext>[0], InviteLandingContext | null]>([
    ['P-184 visitor on desktop: popover', { sender, viewer: visitor, isMobile: false }, 'popover'],
    ['P-185 visitor on mobile: upsell', { sender, viewer: visitor, isMobile: true }, 'upsell'],
    [
      'P-186 P-188 P-314 signed-in, both can message: toast',
      { sender, viewer: { ...me, canMessage: true }, isMobile: true },
      'toast',
    ],
    [
      'P-186 signed-in on desktop: toast',
      { sender, viewer: { ...me, canMessage: true }, isMobile: false },
      'toast',
    ],
    [
      'P-187 the inviter is the viewer',
      { sender: { ...sender, id: 'u1' }, viewer: { ...me, canMessage: true }, isMobile: false },
      null,
    ],
    [
      'P-188 P-314 the viewer cannot message',
      { sender, viewer: { ...me, canMessage: false }, isMobile: false },
      null,
    ],
    [
      'P-188 P-314 the sender cannot message',
      {
        sender: { id: 'u9', should_show_messaging: false },
        viewer: { ...me, canMessage: true },
        isMobile: false,
      },
      null,
    ],
    ['P-189 no sender data', { sender: null, viewer: visitor, isMobile: false }, null],
    ['P-305 bots are excluded', { sender, viewer: bot, isMobile: false }, null],
  ])('%s', (_name, input, expected) => {
    expect(inviteLandingContext(input)).toBe(expected);
  });
});
