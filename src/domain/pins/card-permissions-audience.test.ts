import { describe, expect, it } from 'vitest';
import { CARD_SURFACES, type CardSurface } from '../analytics/surfaces.ts';
import {
  type AudienceViewer,
  downloadReplacesShare,
  hiddenOverlayActions,
  type InviteLandingContext,
  inviteLandingContext,
  type ViewerLike,
} from './card-permissions.ts';

const me: ViewerLike = { isAuth: true, id: 'u1', isPartner: false };
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
});

describe('hidden-pin overlay actions (spec 01 §4)', () => {
  it.each<[string, Parameters<typeof hiddenOverlayActions>[0], [boolean, boolean, boolean]]>([
    ['P-149 a plain hide offers all three', { feedbackType: 'hidden' }, [true, true, true]],
    ['P-151 followed has no Tune your feed', { feedbackType: 'followed' }, [true, true, false]],
    ['P-151 related has no Tune your feed', { feedbackType: 'related' }, [true, true, false]],
    ['P-151 search has no Tune your feed', { feedbackType: 'search' }, [true, true, false]],
    [
      'P-151 hiddenForWeightLoss has no Tune your feed',
      { feedbackType: 'hiddenForWeightLoss' },
      [true, true, false],
    ],
    ['P-152 pfy hides Unfollow', { feedbackType: 'pfy' }, [true, false, true]],
    ['P-152 pfyBoard hides Unfollow', { feedbackType: 'pfyBoard' }, [true, false, true]],
    [
      'P-153 a Reported title hides Undo',
      { feedbackType: 'hidden', reported: true },
      [false, true, true],
    ],
    [
      'P-150 P-157 once unfollowed, Undo stays and Unfollow goes',
      { feedbackType: 'hidden', unfollowed: true },
      [true, false, true],
    ],
    [
      'P-149 nothing to unfollow',
      { feedbackType: 'hidden', hasUnfollowTarget: false },
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
