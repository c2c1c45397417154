import { describe, expect, it } from 'vitest';
import { CLOSEUP_SURFACE } from '../analytics/surfaces.ts';
import { visitorSaveLimit } from './limits.ts';
import {
  quickSaveApplies,
  SAVED_LABEL_MS,
  type SaveContext,
  type SavePin,
  type SaveViewer,
  saveButtonType,
  savedFeedback,
  savedInfoOf,
  savedOverlayText,
  visitorSaveStep,
} from './save.ts';

const user: SaveViewer = {
  isAuth: true,
  id: '7',
  isPartner: false,
  isBot: false,
  boardCount: 8,
  has_quicksave_board: false,
};
const visitor: SaveViewer = { ...user, isAuth: false, id: null, boardCount: 0 };
const bot: SaveViewer = { ...visitor, isBot: true };
const partner: SaveViewer = { ...user, isPartner: true };

const board = {
  ownerId: '99',
  privacy: 'public' as const,
  isCollaborative: false,
  collaboratedByMe: false,
};
const pin: SavePin = { pinnerId: '99', board, isPromoted: false };
const home: SaveContext = { surface: 'AuthHomefeed' };
const closeup: SaveContext = { surface: CLOSEUP_SURFACE };
const saved = { localPinId: '5', title: 'Kitchen', type: 'board' as const, url: '/a/kitchen/' };

describe('saveButtonType (spec 01 §4, §5, §6)', () => {
  it.each<[string, SavePin, SaveViewer, SaveContext, string]>([
    [
      'P-214 removable promoted pin: none',
      { ...pin, isPromoted: true, promotedIsRemovable: true },
      user,
      home,
      'none',
    ],
    ['P-214 collage surface: none', pin, user, { surface: 'CollageCreation' }, 'none'],
    ['P-214 published collages: none', pin, user, { surface: 'PublishedCollages' }, 'none'],
    ['bots get no save control', pin, bot, home, 'none'],
    ['P-137 visitor: inline (saves locally)', pin, visitor, home, 'inline'],
    [
      'partner on own quick-promotable pin: promote',
      { ...pin, pinnerId: '7', isQuickPromotable: true },
      partner,
      home,
      'promote',
    ],
    [
      'non-partner on own quick-promotable pin: classic',
      { ...pin, pinnerId: '7', isQuickPromotable: true },
      user,
      home,
      'classic',
    ],
    ['pin owner: classic', { ...pin, pinnerId: '7' }, user, home, 'classic'],
    ['board owner: classic', { ...pin, board: { ...board, ownerId: '7' } }, user, home, 'classic'],
    [
      'collaborator: classic',
      { ...pin, board: { ...board, collaboratedByMe: true } },
      user,
      home,
      'classic',
    ],
    ['P-018 already saved: savedOverlay', { ...pin, savedInfo: saved }, user, home, 'savedOverlay'],
    [
      'P-312 own profile with a quicksave board: persistentOneClickSave',
      pin,
      { ...user, boardCount: 2, has_quicksave_board: true },
      { surface: 'UserProfilePinGrid', profileUserId: '7' },
      'persistentOneClickSave',
    ],
    [
      'P-414 quick save needs boardCount below 5',
      pin,
      { ...user, boardCount: 5, has_quicksave_board: true },
      { surface: 'UserProfilePinGrid', profileUserId: '7' },
      'inline',
    ],
    [
      'P-313 profile_saves_for_all: persistentOneClickSave',
      pin,
      { ...user, boardCount: 0 },
      { ...home, profileSavesForAll: true },
      'persistentOneClickSave',
    ],
    ['P-275 signed-in user elsewhere: inline', pin, user, home, 'inline'],
    ['closeup: the save shows (no grid, no collage rule)', pin, user, closeup, 'inline'],
    [
      'P-214 closeup of a removable promoted pin: none',
      { ...pin, isPromoted: true, promotedIsRemovable: true },
      user,
      closeup,
      'none',
    ],
    [
      'P-312 closeup of a pin from the own profile: no quick save there (board picker)',
      pin,
      { ...user, boardCount: 2, has_quicksave_board: true },
      { ...closeup, profileUserId: '7' },
      'inline',
    ],
    [
      'P-018 closeup of a saved pin: savedOverlay',
      { ...pin, savedInfo: saved },
      user,
      closeup,
      'savedOverlay',
    ],
  ])('P-131 %s', (_name, p, v, ctx, expected) => {
    expect(saveButtonType(p, v, ctx)).toBe(expected);
  });

  it("P-312 someone else's profile does not give quick save", () => {
    const v = { ...user, boardCount: 1, has_quicksave_board: true };
    expect(quickSaveApplies(v, { surface: 'UserProfilePinGrid', profileUserId: '8' })).toBe(false);
    expect(quickSaveApplies(v, { surface: 'UserProfilePinGrid', profileUserId: '7' })).toBe(true);
  });
});

describe('savedFeedback (spec 01 §4, §9)', () => {
  it.each<[number, 'board' | 'section' | 'boardless', string, string]>([
    [0, 'board', 'Kitchen', 'Saved!'],
    [SAVED_LABEL_MS - 1, 'board', 'Kitchen', 'Saved!'],
    [SAVED_LABEL_MS, 'board', 'Kitchen', 'Kitchen'],
    [SAVED_LABEL_MS, 'section', 'Spoons', 'Spoons'],
    [SAVED_LABEL_MS, 'boardless', '', 'Saved to Profile'],
    [5000, 'board', 'A very long board name indeed', 'A very long board name…'],
  ])('P-132 P-133 P-134 after %i ms a %s save reads %s', (ms, type, title, expected) => {
    expect(savedFeedback(ms, { type, title })).toBe(expected);
  });
  it('P-132 the saved label lasts 950 ms', () => {
    expect(SAVED_LABEL_MS).toBe(950);
  });
});

describe('savedOverlayText (spec 01 §4, §5)', () => {
  it.each<['board' | 'section' | 'boardless', string, 'default' | 'compact' | 'other', string]>([
    ['board', 'Kitchen', 'default', 'Saved to Kitchen'],
    ['section', 'Spoons', 'default', 'Saved to Spoons'],
    ['board', 'Living room ideas', 'default', 'Saved to Living roo…'],
    ['board', 'Living room ideas', 'compact', 'Saved to Living room…'],
    ['board', 'Living room ideas', 'other', 'Saved to Living room ideas'],
    ['boardless', '', 'default', 'Saved to Profile'],
  ])('P-135 P-136 %s %s (%s) reads %s', (type, title, variant, expected) => {
    expect(savedOverlayText({ type, title }, variant)).toBe(expected);
  });
});

describe('savedInfoOf (spec 01 §2, §3)', () => {
  const b = { name: 'Kitchen', slug: 'kitchen', privacy: 'public' as const, ownerUsername: 'Ann' };
  it('P-038 P-079 a profile save is boardless and links to /me/', () => {
    expect(savedInfoOf({ localPinId: '1', board: null, section: null })).toEqual({
      localPinId: '1',
      title: '',
      type: 'boardless',
      url: '/me/',
    });
  });
  it('P-039 a board save links to the board url with a trailing slash', () => {
    expect(savedInfoOf({ localPinId: '1', board: b, section: null })).toEqual({
      localPinId: '1',
      title: 'Kitchen',
      type: 'board',
      url: '/ann/kitchen/',
    });
  });
  it('P-039 a section save links to the section url and is titled by the section', () => {
    const s = savedInfoOf({
      localPinId: '1',
      board: b,
      section: { title: 'Spoons', slug: 'spoons' },
    });
    expect(s).toEqual({
      localPinId: '1',
      title: 'Spoons',
      type: 'section',
      url: '/ann/kitchen/spoons/',
    });
  });
  it('P-040 a protected board is not linked', () => {
    const s = savedInfoOf({
      localPinId: '1',
      board: { ...b, privacy: 'protected' },
      section: null,
    });
    expect(s.url).toBeNull();
  });
});

describe('logged-out saving (spec 01 §4, §5)', () => {
  it.each<[string | null, number]>([
    [null, 2],
    ['', 2],
    ['control', 2],
    ['enabled_3', 3],
    ['enabled_0', 0],
    ['ENABLED_5', 5],
    ['push_to_app', 0],
    ['push_to_app_enabled_4', 0],
  ])('P-221 P-222 P-223 experiment group %s gives limit %i', (group, limit) => {
    expect(visitorSaveLimit(group)).toBe(limit);
  });

  it.each<[string[], string, number, string]>([
    [[], 'a', 2, 'saveLocally'],
    [['a'], 'b', 2, 'saveLocally'],
    [['a', 'b'], 'c', 2, 'upsell'],
    [['a', 'b'], 'a', 2, 'alreadySaved'],
    [[], 'a', 0, 'upsell'],
    [['a', 'b'], 'c', 3, 'saveLocally'],
  ])('P-137 P-138 saved %j, pressing %s with limit %i: %s', (list, id, limit, step) => {
    expect(visitorSaveStep(list, id, limit)).toBe(step);
  });
});
