import { describe, expect, it } from 'vitest';
import {
  type BoardLike,
  type CardContext,
  canDoBoardAction,
  canEditPin,
  isGroupBoard,
  isSaveSuppressed,
  type PinLike,
  partnerStats,
  showsContextMenu,
  showsFavoriteButton,
  showsNativeReactions,
  showsShareFlyout,
  showsStatsButton,
  showsVisitSiteButton,
  usesClassicSave,
  type ViewerLike,
} from './card-permissions.ts';

const me: ViewerLike = { isAuth: true, id: 'u1', isPartner: false };
const partner: ViewerLike = { isAuth: true, id: 'u1', isPartner: true };
const visitor: ViewerLike = { isAuth: false, id: null, isPartner: false };

const board = (patch: Partial<BoardLike> = {}): BoardLike => ({
  ownerId: 'u2',
  privacy: 'public',
  isCollaborative: false,
  collaboratedByMe: false,
  ...patch,
});
const pin = (patch: Partial<PinLike> = {}): PinLike => ({
  pinnerId: 'u2',
  board: board(),
  isPromoted: false,
  ...patch,
});
const ctx = (patch: Partial<CardContext> = {}): CardContext => ({
  surface: 'AuthHomefeed',
  isDesktop: true,
  ...patch,
});

describe('boards', () => {
  it.each<[string, BoardLike, boolean]>([
    ['collaborative, owned', board({ isCollaborative: true, ownerId: 'u1' }), true],
    ['collaborative, collaborator', board({ isCollaborative: true, collaboratedByMe: true }), true],
    ['collaborative, stranger', board({ isCollaborative: true }), false],
    ['owned, not collaborative', board({ ownerId: 'u1' }), false],
  ])('P-292 M-316 group board: %s → %s', (_n, b, expected) => {
    expect(isGroupBoard(b, me)).toBe(expected);
  });

  it('P-290 M-314 board actions are allowed to the owner', () => {
    expect(canDoBoardAction(me, board({ ownerId: 'u1' }), 'delete')).toBe(true);
    expect(canDoBoardAction(visitor, board({ ownerId: 'u1' }), 'delete')).toBe(false);
  });

  it('P-291 M-315 collaborators only for actions in their permission list', () => {
    const b = board({ collaboratedByMe: true, collaboratorPermissions: ['pin_save', 'update'] });
    expect(canDoBoardAction(me, b, 'pin_save')).toBe(true);
    expect(canDoBoardAction(me, b, 'delete')).toBe(false);
    expect(canDoBoardAction(me, board({ collaboratorPermissions: ['delete'] }), 'delete')).toBe(
      false,
    );
  });
});

describe('edit and classic save', () => {
  it.each<[string, ViewerLike, PinLike, CardContext, boolean]>([
    ['own pin', me, pin({ pinnerId: 'u1' }), ctx(), true],
    ['own board', me, pin({ board: board({ ownerId: 'u1' }) }), ctx(), true],
    ['write access', me, pin({ access: ['write'] }), ctx(), true],
    ['read access only', me, pin({ access: ['read'] }), ctx(), false],
    [
      'own profile grid',
      me,
      pin(),
      ctx({ surface: 'UserProfilePinGrid', profileUserId: 'u1' }),
      true,
    ],
    [
      'someone else profile grid',
      me,
      pin(),
      ctx({ surface: 'UserProfilePinGrid', profileUserId: 'u3' }),
      false,
    ],
    ['stranger pin', me, pin(), ctx(), false],
    ['visitor', visitor, pin({ pinnerId: 'u1', access: ['write'] }), ctx(), false],
  ])('P-277 P-284 P-286 P-287 P-288 P-289 edit: %s → %s', (_n, v, p, c, expected) => {
    expect(canEditPin(v, p, c)).toBe(expected);
  });

  it('P-285 owners and collaborators get classic save', () => {
    expect(usesClassicSave(me, pin({ pinnerId: 'u1' }))).toBe(true);
    expect(usesClassicSave(me, pin({ board: board({ ownerId: 'u1' }) }))).toBe(true);
    expect(usesClassicSave(me, pin({ board: board({ collaboratedByMe: true }) }))).toBe(true);
    expect(usesClassicSave(me, pin())).toBe(false);
    expect(usesClassicSave(visitor, pin({ pinnerId: 'u1' }))).toBe(false);
  });

  it('P-214 P-215 save is suppressed for removable promoted pins and collage surfaces', () => {
    expect(
      isSaveSuppressed(pin({ isPromoted: true, promotedIsRemovable: true }), 'AuthHomefeed'),
    ).toBe(true);
    expect(isSaveSuppressed(pin({ isPromoted: true }), 'AuthHomefeed')).toBe(false);
    expect(isSaveSuppressed(pin(), 'CollageCreation')).toBe(true);
    expect(isSaveSuppressed(pin(), 'PublishedCollages')).toBe(true);
    expect(isSaveSuppressed(pin(), 'RelatedPinGrid')).toBe(false);
  });
});

describe('favourite and context menu', () => {
  it('P-282 favourite shows on group boards the viewer owns or collaborates on', () => {
    const group = board({ isCollaborative: true, collaboratedByMe: true });
    expect(
      showsFavoriteButton(me, pin({ board: group }), ctx({ surface: 'BaseBoardPinGrid' })),
    ).toBe(true);
    expect(
      showsFavoriteButton(
        me,
        pin(),
        ctx({
          surface: 'BaseBoardPinGrid',
          board: board({ isCollaborative: true, ownerId: 'u1' }),
        }),
      ),
    ).toBe(true);
    expect(showsFavoriteButton(me, pin(), ctx({ surface: 'BaseBoardPinGrid' }))).toBe(false);
    expect(showsFavoriteButton(me, pin({ board: group }), ctx({ surface: 'AuthHomefeed' }))).toBe(
      false,
    );
  });

  it('P-283 favourite shows on RetrievalHub for signed-in users', () => {
    expect(showsFavoriteButton(me, pin(), ctx({ surface: 'RetrievalHub' }))).toBe(true);
    expect(showsFavoriteButton(visitor, pin(), ctx({ surface: 'RetrievalHub' }))).toBe(false);
  });

  it('P-267 signed-out visitors get no context menu', () => {
    expect(showsContextMenu(visitor, pin(), ctx())).toBe(false);
    expect(showsContextMenu(me, pin(), ctx())).toBe(true);
  });

  it('P-280 no context menu for a deleted story pin', () => {
    expect(showsContextMenu(me, pin({ isStoryPin: true, isStoryDeleted: true }), ctx())).toBe(
      false,
    );
    expect(showsContextMenu(me, pin({ isStoryPin: true }), ctx())).toBe(true);
  });

  it('P-281 no context menu for a conversation pin', () => {
    expect(showsContextMenu(me, pin(), ctx({ surface: 'ConversationView' }))).toBe(false);
    expect(showsContextMenu(me, pin(), ctx({ isConversationPin: true }))).toBe(false);
  });
});

describe('stats', () => {
  const board_ = ctx({ surface: 'BaseBoardPinGrid' });
  it.each<[string, ViewerLike, PinLike, CardContext, boolean]>([
    ['own pin on a board', me, pin({ pinnerId: 'u1' }), board_, true],
    [
      'promotable pin on a profile',
      me,
      pin({ isQuickPromotable: true }),
      ctx({ surface: 'UserProfilePinGrid' }),
      true,
    ],
    [
      'own pin on created grid',
      me,
      pin({ pinnerId: 'u1' }),
      ctx({ surface: 'CreatorProfileActivityPinGrid' }),
      true,
    ],
    ['stranger pin on a board', me, pin(), board_, false],
    ['own pin on home feed', me, pin({ pinnerId: 'u1' }), ctx(), false],
    [
      'own pin on mobile',
      me,
      pin({ pinnerId: 'u1' }),
      ctx({ surface: 'BaseBoardPinGrid', isDesktop: false }),
      false,
    ],
    ['visitor', visitor, pin({ pinnerId: 'u1' }), board_, false],
    ['own story pin, non-partner', me, pin({ pinnerId: 'u1', isStoryPin: true }), board_, false],
    ['own story pin, partner', partner, pin({ pinnerId: 'u1', isStoryPin: true }), board_, true],
  ])('P-279 P-296 P-297 P-298 P-299 P-300 stats button: %s → %s', (_n, v, p, c, expected) => {
    expect(showsStatsButton(v, p, c)).toBe(expected);
  });

  it('P-293 partners see impressions, saves and pin clicks when analytics exist', () => {
    expect(partnerStats(partner, pin({ hasAnalytics: true }))).toEqual([
      'impressions',
      'saves',
      'pinClicks',
    ]);
    expect(partnerStats(me, pin({ hasAnalytics: true }))).toEqual([]);
    expect(partnerStats(partner, pin())).toEqual([]);
  });

  it('P-294 partners see stats on own pins on public or protected boards', () => {
    const own = (privacy: BoardLike['privacy']) =>
      pin({ pinnerId: 'u1', board: board({ privacy }) });
    expect(partnerStats(partner, own('public'))).toHaveLength(3);
    expect(partnerStats(partner, own('protected'))).toHaveLength(3);
    expect(partnerStats(partner, own('secret'))).toEqual([]);
  });

  it('P-295 promoted-removable ads show only impressions and pin clicks', () => {
    expect(
      partnerStats(
        partner,
        pin({ hasAnalytics: true, isPromoted: true, promotedIsRemovable: true }),
      ),
    ).toEqual(['impressions', 'pinClicks']);
  });
});

describe('other card controls', () => {
  it.each<[boolean, 'AuthHomefeed' | 'RelatedPinGrid', boolean]>([
    [false, 'RelatedPinGrid', true],
    [false, 'AuthHomefeed', true],
    [true, 'AuthHomefeed', true],
    [true, 'RelatedPinGrid', false],
  ])('P-307 P-014 reactions on a pin promoted=%s on %s → %s', (isPromoted, surface, expected) => {
    expect(showsNativeReactions({ isPromoted }, surface)).toBe(expected);
  });

  it('P-210 P-211 visit site shows only with a link and not for lead ads', () => {
    expect(showsVisitSiteButton({ link: 'https://example.com' })).toBe(true);
    expect(showsVisitSiteButton({ link: null })).toBe(false);
    expect(showsVisitSiteButton({ link: '  ' })).toBe(false);
    expect(showsVisitSiteButton({ link: 'https://example.com', promotedIsLeadAd: true })).toBe(
      false,
    );
  });

  it('P-182 P-315 the share flyout is for signed-in desktop users only', () => {
    expect(showsShareFlyout(me, { isDesktop: true })).toBe(true);
    expect(showsShareFlyout(me, { isDesktop: false })).toBe(false);
    expect(showsShareFlyout(visitor, { isDesktop: true })).toBe(false);
  });
});
