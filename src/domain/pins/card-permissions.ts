/**
 * Who sees which pin card control (spec 01 §5, §6; 02 §6).
 *
 * Inputs are small structural shapes so the server's Viewer and pin models fit them directly.
 */
import {
  type CardSurface,
  CLOSEUP_SURFACE,
  COLLAGE_SURFACES,
  CREATOR_PROFILE_SURFACES,
  type SaveSurface,
} from '../analytics/surfaces.ts';

export interface ViewerLike {
  isAuth: boolean;
  id: string | null;
  isPartner: boolean;
}

export interface BoardLike {
  ownerId: string;
  privacy: 'public' | 'protected' | 'secret';
  isCollaborative: boolean;
  /** the viewer collaborates on the board */
  collaboratedByMe: boolean;
  /** actions a collaborator may take on this board */
  collaboratorPermissions?: readonly string[];
}

export interface PinLike {
  pinnerId: string;
  board?: BoardLike | null;
  /** spec 01 §3 access: may contain 'write' */
  access?: readonly string[];
  link?: string | null;
  isPromoted: boolean;
  promotedIsRemovable?: boolean;
  promotedIsLeadAd?: boolean;
  isQuickPromotable?: boolean;
  isStoryPin?: boolean;
  /** storyPinData.isDeleted */
  isStoryDeleted?: boolean;
  /** creator analytics exist (aggregatedPinData) */
  hasAnalytics?: boolean;
}

export interface CardContext {
  surface: CardSurface;
  isDesktop: boolean;
  /** the board whose grid is shown, when on a board */
  board?: BoardLike | null;
  /** the profile whose grid is shown, when on a profile */
  profileUserId?: string | null;
  /** the card is a pin inside a conversation */
  isConversationPin?: boolean;
}

function isViewer(viewer: ViewerLike, userId: string | null | undefined): boolean {
  return viewer.isAuth && viewer.id !== null && userId !== null && userId === viewer.id;
}

/** spec 01 §6, 02 §6: a group board is a collaborative board the viewer owns or collaborates on. */
export function isGroupBoard(board: BoardLike, viewer: ViewerLike): boolean {
  return board.isCollaborative && (isViewer(viewer, board.ownerId) || board.collaboratedByMe);
}

/**
 * spec 01 §6, 02 §6: board actions are allowed to the owner, and to a collaborator
 * (collaboratedByMe) whose collaboratorPermissions list contains the action.
 */
export function canDoBoardAction(viewer: ViewerLike, board: BoardLike, action: string): boolean {
  if (!viewer.isAuth) return false;
  if (isViewer(viewer, board.ownerId)) return true;
  return board.collaboratedByMe && (board.collaboratorPermissions?.includes(action) ?? false);
}

/** spec 01 §6: pin owner, board owner or collaborator (who get the edit button and classic save). */
export function isPinOwnerOrBoardMember(viewer: ViewerLike, pin: PinLike): boolean {
  if (!viewer.isAuth) return false;
  if (isViewer(viewer, pin.pinnerId)) return true;
  const board = pin.board;
  return board ? isViewer(viewer, board.ownerId) || board.collaboratedByMe : false;
}

/** spec 01 §6: the own-profile grid (UserProfilePinGrid of the viewer's own profile). */
function onOwnProfileGrid(viewer: ViewerLike, ctx: CardContext): boolean {
  if (ctx.surface !== 'UserProfilePinGrid' || !viewer.isAuth) return false;
  return ctx.profileUserId == null || isViewer(viewer, ctx.profileUserId);
}

/**
 * spec 01 §6: edit appears when the viewer owns the pin or board, has write access, or is on
 * the own profile grid; signed-out visitors never edit.
 */
export function canEditPin(viewer: ViewerLike, pin: PinLike, ctx: CardContext): boolean {
  if (!viewer.isAuth) return false;
  if (isViewer(viewer, pin.pinnerId)) return true;
  if (pin.board && isViewer(viewer, pin.board.ownerId)) return true;
  if (pin.access?.includes('write')) return true;
  return onOwnProfileGrid(viewer, ctx);
}

/** spec 01 §6: pin owners, board owners and collaborators get the classic save button. */
export function usesClassicSave(viewer: ViewerLike, pin: PinLike): boolean {
  return isPinOwnerOrBoardMember(viewer, pin);
}

/** spec 01 §5: the save option is suppressed for removable promoted pins and on the collage surfaces. */
export function isSaveSuppressed(pin: PinLike, surface: SaveSurface): boolean {
  if (pin.isPromoted && pin.promotedIsRemovable === true) return true;
  return surface !== CLOSEUP_SURFACE && COLLAGE_SURFACES.has(surface);
}

/**
 * spec 01 §6: the favourite button shows (to signed-in users) on group boards the viewer owns
 * or collaborates on, and on RetrievalHub.
 */
export function showsFavoriteButton(viewer: ViewerLike, pin: PinLike, ctx: CardContext): boolean {
  if (!viewer.isAuth) return false;
  if (ctx.surface === 'RetrievalHub') return true;
  const board = ctx.board ?? pin.board;
  return ctx.surface === 'BaseBoardPinGrid' && board != null && isGroupBoard(board, viewer);
}

/**
 * spec 01 §6: signed-out visitors get no context menu; for signed-in users the context-menu
 * button is absent for a deleted story pin or a conversation pin.
 */
export function showsContextMenu(viewer: ViewerLike, pin: PinLike, ctx: CardContext): boolean {
  if (!viewer.isAuth) return false;
  if (pin.isStoryDeleted) return false;
  return !(ctx.isConversationPin || ctx.surface === 'ConversationView');
}

/** spec 01 §6: profile, board and created surfaces, where the stats button may show. */
const STATS_SURFACES: ReadonlySet<CardSurface> = new Set<CardSurface>([
  'UserProfilePinGrid',
  'OtherProfilePinGrid',
  'BoardlessPins',
  'BaseBoardPinGrid',
  ...CREATOR_PROFILE_SURFACES,
]);

/**
 * spec 01 §6: the stats button shows on the user's own or promotable pins, on profile, board
 * and created surfaces, for desktop signed-in viewers, except story pins for non-partners.
 */
export function showsStatsButton(viewer: ViewerLike, pin: PinLike, ctx: CardContext): boolean {
  if (!viewer.isAuth || !ctx.isDesktop) return false;
  if (!STATS_SURFACES.has(ctx.surface)) return false;
  if (!isViewer(viewer, pin.pinnerId) && !pin.isQuickPromotable) return false;
  return !(pin.isStoryPin && !viewer.isPartner);
}

/** Issue 15 (decision 024): /pin/{id}/analytics and 'See more stats' are the owner's alone. */
export function mayOpenPinAnalytics(viewer: ViewerLike, pin: Pick<PinLike, 'pinnerId'>): boolean {
  return isViewer(viewer, pin.pinnerId);
}

export type PinStat = 'impressions' | 'saves' | 'pinClicks';

/**
 * spec 01 §6: partners see pin stats (impressions, saves, pin clicks) if analytics exist, or
 * on their own pins on public or protected boards; promoted-removable ads show only
 * impressions and pin clicks. Everyone else sees none.
 */
export function partnerStats(viewer: ViewerLike, pin: PinLike): readonly PinStat[] {
  if (!viewer.isAuth || !viewer.isPartner) return [];
  const ownOnOpenBoard =
    isViewer(viewer, pin.pinnerId) &&
    (pin.board?.privacy === 'public' || pin.board?.privacy === 'protected');
  if (!pin.hasAnalytics && !ownOnOpenBoard) return [];
  if (pin.isPromoted && pin.promotedIsRemovable) return ['impressions', 'pinClicks'];
  return ['impressions', 'saves', 'pinClicks'];
}

/**
 * spec 01 §6: "Native reactions show on non-promoted pins, except promoted pins on
 * AuthHomefeed". Reading: reactions show on every non-promoted pin, and the exception adds
 * promoted pins on AuthHomefeed; promoted pins elsewhere show none.
 */
export function showsNativeReactions(
  pin: Pick<PinLike, 'isPromoted'>,
  surface: CardSurface,
): boolean {
  return !pin.isPromoted || surface === 'AuthHomefeed';
}

/**
 * spec 01 §5: the visit-site button shows only with a link, and not for lead ads. (The
 * logged-out cases the spec leaves unnamed are not modelled.)
 */
export function showsVisitSiteButton(pin: Pick<PinLike, 'link' | 'promotedIsLeadAd'>): boolean {
  return Boolean(pin.link?.trim()) && !pin.promotedIsLeadAd;
}

/** spec 01 §4, §6: the share flyout is for signed-in desktop users only. */
export function showsShareFlyout(viewer: ViewerLike, ctx: Pick<CardContext, 'isDesktop'>): boolean {
  return viewer.isAuth && ctx.isDesktop;
}

/**
 * spec 01 §5: download replaces share on related-pin drawer surfaces. Reading: the related-pin
 * drawer is the related-pins grid under the closeup (RelatedPinGrid).
 */
export function downloadReplacesShare(surface: CardSurface): boolean {
  return surface === 'RelatedPinGrid';
}

/** A viewer with the audience flags the audience rules read (spec 01 §1, §6). */
export interface AudienceViewer extends ViewerLike {
  isBot?: boolean;
}

/** Reading of "new accounts" (spec 01 §6): created within the 28-day window of spec 02 §9. */
export const NEW_ACCOUNT_DAYS = 28;

/** spec 01 §4: the hidden-pin overlay feedback types without 'Tune your feed'. */
const NO_TUNE_FEED_TYPES: ReadonlySet<string> = new Set([
  'followed',
  'related',
  'search',
  'hiddenForWeightLoss',
]);
/** spec 01 §4: feedback types pfy and pfyBoard hide Unfollow. */
const NO_UNFOLLOW_TYPES: ReadonlySet<string> = new Set(['pfy', 'pfyBoard']);

/**
 * spec 01 §4: which of Undo, Unfollow and Tune your feed the hidden-pin overlay shows. Types
 * followed, related, search and hiddenForWeightLoss have no 'Tune your feed'; pfy and pfyBoard
 * hide Unfollow; a title of 'Reported' (a reported pin's) hides Undo. Unfollow also needs something to unfollow
 * and goes once unfollowed (its confirmation then offers Undo: an unfollow can be undone).
 */
export function hiddenOverlayActions(input: {
  feedbackType: string;
  /** the overlay's title is 'Reported' */
  reported?: boolean;
  hasUnfollowTarget?: boolean;
  unfollowed?: boolean;
}): { undo: boolean; unfollow: boolean; tuneYourFeed: boolean } {
  return {
    undo: !input.reported,
    unfollow:
      input.hasUnfollowTarget !== false &&
      !input.unfollowed &&
      !NO_UNFOLLOW_TYPES.has(input.feedbackType),
    tuneYourFeed: !NO_TUNE_FEED_TYPES.has(input.feedbackType),
  };
}

/** spec 01 §4: invite landing contexts. */
export type InviteLandingContext = 'popover' | 'upsell' | 'toast';

/**
 * spec 01 §4, §6: unauthenticated desktop visitors get the popover, unauthenticated mobile
 * visitors the upsell, signed-in users the toast — only when the inviter differs from the
 * viewer and both can message (should_show_messaging on both sides). Without sender data
 * nothing is shown, and bots and social bots are excluded from invite landing experiences.
 */
export function inviteLandingContext(input: {
  sender: { id: string; should_show_messaging?: boolean } | null | undefined;
  viewer: AudienceViewer & { canMessage?: boolean };
  isMobile: boolean;
}): InviteLandingContext | null {
  const { sender, viewer } = input;
  if (!sender || viewer.isBot) return null;
  if (!viewer.isAuth) return input.isMobile ? 'upsell' : 'popover';
  if (isViewer(viewer, sender.id)) return null;
  return sender.should_show_messaging === true && viewer.canMessage === true ? 'toast' : null;
}

/**
 * Who may hide or report a pin (spec 01 §6: signed-in users get the full menu; issue 13): a
 * signed-in viewer, on someone else's pin. One's own pins are edited or deleted instead.
 */
export function canHideOrReport(
  viewer: { isAuth: boolean; id: string | null },
  pin: { pinnerId: string },
): boolean {
  return viewer.isAuth && viewer.id !== null && viewer.id !== pin.pinnerId;
}

/**
 * spec 01 §4 (P-151 reading): the feedback type of a pin hidden from a grid. A pin from a board
 * or a person the viewer follows is 'followed' (Unfollow, no Tune link); the related grid is
 * 'related'; a weight-loss ad is 'hiddenForWeightLoss'; the home feed's picks are 'pfy'.
 */
export function feedbackTypeFor(input: {
  surface: string;
  followsBoard: boolean;
  followsPinner?: boolean;
  isWeightLossAd?: boolean;
}): 'pfy' | 'followed' | 'related' | 'search' | 'hiddenForWeightLoss' {
  if (input.isWeightLossAd) return 'hiddenForWeightLoss';
  if (input.surface === 'RelatedPinGrid') return 'related';
  if (input.surface === 'SearchItem') return 'search';
  return input.followsBoard || input.followsPinner ? 'followed' : 'pfy';
}
