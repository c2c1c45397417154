/**
 * Saving and favouriting rules of the pin card and closeup (spec 01 §3, §4, §5, §6, §9;
 * decision 006). Pure: the server fills savedInfo with savedInfoOf, the client picks the save
 * button and runs the saved feedback with the rest. The favourite's rules are in favorite.ts,
 * the logged-out limit in limits.ts: every grid uses those, and this module comes with the
 * save button's code, after a page's first JS.
 */

import type { SaveSurface } from '../analytics/surfaces.ts';
import { savedToOverlayHref } from '../catalogue/routes.ts';
import { type OverlayVariant, overlayBoardName } from '../formatting/truncate.ts';
import {
  type CardContext,
  isSaveSuppressed,
  type PinLike,
  usesClassicSave,
  type ViewerLike,
} from './card-permissions.ts';
import { isQuickSaveEligible } from './limits.ts';
import type { BoardPrivacy, SavedInfo } from './models.ts';

/** spec 01 §4 (P-131): the save button types. */
export type SaveButtonType =
  | 'none'
  | 'inline'
  | 'classic'
  | 'promote'
  | 'savedOverlay'
  | 'persistentOneClickSave';

export interface SaveViewer extends ViewerLike {
  isBot: boolean;
  boardCount: number;
  has_quicksave_board: boolean;
}

export interface SavePin extends PinLike {
  savedInfo?: SavedInfo | null;
}

export interface SaveContext extends Pick<CardContext, 'profileUserId'> {
  /** the card's grid surface, or the closeup (CLOSEUP_SURFACE) */
  surface: SaveSurface;
  /** the viewer is in the profile_saves_for_all experiment (spec 01 §6, §9) */
  profileSavesForAll?: boolean;
}

/**
 * spec 01 §6 (P-312, P-313) and §9 (P-414): quick save applies to the profile owner on their
 * own profile grid when they have a quicksave board, or to any signed-in user in the
 * profile_saves_for_all experiment; either way only while boardCount is below 5.
 */
export function quickSaveApplies(viewer: SaveViewer, ctx: SaveContext): boolean {
  if (!viewer.isAuth || !isQuickSaveEligible(viewer.boardCount)) return false;
  const ownProfile =
    ctx.surface === 'UserProfilePinGrid' &&
    viewer.id !== null &&
    (ctx.profileUserId == null || ctx.profileUserId === viewer.id);
  return (ownProfile && viewer.has_quicksave_board) || ctx.profileSavesForAll === true;
}

/**
 * spec 01 §4 (P-131) save button type, first match wins:
 * - none: bots (no save control for crawlers, spec 01 §6), removable promoted pins and the
 *   collage surfaces (spec 01 §5, P-214);
 * - promote: a partner's own quick-promotable pin (spec 01 §3 isQuickPromotable, §6 Partner);
 * - classic: pin owner, board owner or collaborator (spec 01 §6);
 * - savedOverlay: the viewer already saved the pin (spec 01 §3 savedInfo, P-018);
 * - persistentOneClickSave: quick save applies (spec 01 §6 P-312, P-313; §9 P-414);
 * - inline: everyone else, visitors included (they save locally, spec 01 §4 P-137).
 */
export function saveButtonType(pin: SavePin, viewer: SaveViewer, ctx: SaveContext): SaveButtonType {
  if (viewer.isBot || isSaveSuppressed(pin, ctx.surface)) return 'none';
  if (!viewer.isAuth) return 'inline';
  const own = viewer.id !== null && pin.pinnerId === viewer.id;
  if (own && viewer.isPartner && pin.isQuickPromotable) return 'promote';
  if (usesClassicSave(viewer, pin)) return 'classic';
  if (pin.savedInfo) return 'savedOverlay';
  if (quickSaveApplies(viewer, ctx)) return 'persistentOneClickSave';
  return 'inline';
}

/** spec 01 §4, §9 (P-132): 'Saved!' stays 950 ms before the board name shows. */
export const SAVED_LABEL_MS = 950;
export const SAVED_LABEL = 'Saved!';
/** spec 01 §4 (P-134): the label after a save to the profile. */
export const SAVED_TO_PROFILE = 'Saved to Profile';

/** The words of the save labels, in the page's language (decision 064); English by default. */
export interface SavedWords {
  saved: string;
  profile: string;
  savedTo(name: string): string;
}

const ENGLISH: SavedWords = {
  saved: SAVED_LABEL,
  profile: SAVED_TO_PROFILE,
  savedTo: (name) => `Saved to ${name}`,
};

/**
 * spec 01 §4 (P-132 … P-134): what the save control says `elapsedMs` after a save: 'Saved!'
 * for 950 ms, then the board (or section) name, or 'Saved to Profile' for a boardless save.
 */
export function savedFeedback(
  elapsedMs: number,
  saved: Pick<SavedInfo, 'type' | 'title'>,
  variant: OverlayVariant = 'other',
  words: SavedWords = ENGLISH,
): string {
  if (elapsedMs < SAVED_LABEL_MS) return words.saved;
  if (saved.type === 'boardless' || !saved.title) return words.profile;
  return overlayBoardName(saved.title, variant);
}

/**
 * spec 01 §4 (P-135, P-136) overlay text 'Saved to {boardName}' / 'Saved to {sectionName}',
 * the name cut by spec 01 §5 (10 characters, 12 compact, 22 other); a profile save reads
 * 'Saved to Profile'.
 */
export function savedOverlayText(
  saved: Pick<SavedInfo, 'type' | 'title'>,
  variant: OverlayVariant = 'default',
  words: SavedWords = ENGLISH,
): string {
  if (saved.type === 'boardless' || !saved.title) return words.profile;
  return words.savedTo(overlayBoardName(saved.title, variant));
}

/** Where a save landed, as the server knows it. */
export interface SaveTarget {
  localPinId: string;
  board: { name: string; slug: string; privacy: BoardPrivacy; ownerUsername: string } | null;
  section: { title: string; slug: string } | null;
}

/**
 * spec 01 §3 savedInfo (P-078, P-079) of a save: type 'section' / 'board' / 'boardless', title
 * the section or board name, url from the saved-to overlay rule (spec 01 §2: /me/ for the
 * profile, the board or section url, null for a protected board, P-038 … P-040).
 */
export function savedInfoOf(t: SaveTarget): SavedInfo {
  if (!t.board) {
    return {
      localPinId: t.localPinId,
      title: '',
      type: 'boardless',
      url: savedToOverlayHref({ type: 'boardless' }),
    };
  }
  const url = savedToOverlayHref({
    type: 'board',
    username: t.board.ownerUsername.toLowerCase(),
    boardSlug: t.board.slug,
    boardPrivacy: t.board.privacy,
    ...(t.section ? { sectionSlug: t.section.slug } : {}),
  });
  return t.section
    ? { localPinId: t.localPinId, title: t.section.title, type: 'section', url }
    : { localPinId: t.localPinId, title: t.board.name, type: 'board', url };
}

/** What pressing Save does for a signed-out visitor (spec 01 §4, §5). */
export type VisitorSaveStep = 'saveLocally' | 'alreadySaved' | 'upsell';

/**
 * spec 01 §4 (P-137, P-138), §5 (P-221 … P-223): a visitor saves locally up to the limit; the
 * press after that (the third, with the default limit of 2) shows the sign-up upsell. A pin
 * already saved locally stays saved.
 */
export function visitorSaveStep(
  savedPins: readonly string[],
  pinId: string,
  limit: number,
): VisitorSaveStep {
  if (savedPins.includes(pinId)) return 'alreadySaved';
  return savedPins.length < limit ? 'saveLocally' : 'upsell';
}
