import type { FeedbackSource, FeedbackType, ReportReason } from '#domain/feedback/feedback';
import { REPORTED_THANKS } from '#domain/feedback/feedback-texts';
import type { MessageId } from '#domain/i18n/catalogs/en';
import { feedbackTypeFor } from '#domain/pins/card-permissions';
import type { PinModel } from '#domain/pins/models';
import {
  hidePin,
  reportPin,
  setBoardFollow,
  setInterestFollow,
  setUserFollow,
  undoHide,
} from './feedback-api';
import type { PinFeedbackState } from './use-pin-feedback';

/**
 * What Hide, Undo, Unfollow and Report do (issue 13), loaded the first time a person uses one:
 * each calls the resource API and answers the card's next feedback state (null: shown as
 * usual), and a notice for a toast when there is one.
 */
export interface Outcome {
  next: PinFeedbackState | null;
  /** the toast's words, said in the page's language */
  notice?: MessageId;
}

/** The topic the viewer follows that put this pin in their home feed, if that is why it is there. */
function followedTopic(pin: PinModel): FeedbackSource | null {
  const r = pin.recommendationReason;
  if (r?.reason !== 'followed_interest' || !r.reasonId || !r.name) return null;
  return { kind: 'interest', id: r.reasonId, name: r.name };
}

function typeOf(pin: PinModel, surface: string): FeedbackType {
  const type = feedbackTypeFor({
    surface,
    followsBoard: pin.board?.followedByMe === true,
    followsPinner: pin.pinner.explicitlyFollowedByMe,
  });
  // M-401: a pin inspired by a followed topic is hidden as an 'interest' pin, with that topic
  return type === 'pfy' && followedTopic(pin) ? 'interest' : type;
}

/**
 * What a 'followed' pin came from: the followed board first, else the followed pinner; an
 * 'interest' pin came from the followed topic.
 */
function sourceOf(pin: PinModel, type: FeedbackType): FeedbackSource | null {
  if (type === 'interest') return followedTopic(pin);
  if (type !== 'followed') return null;
  if (pin.board?.followedByMe) return { kind: 'board', id: pin.board.id, name: pin.board.name };
  if (pin.pinner.explicitlyFollowedByMe) {
    return { kind: 'user', id: pin.pinner.id, name: pin.pinner.fullName };
  }
  return null;
}

/** P-157: unfollow, or follow again to undo it, the board, person or topic the pin came from. */
function setFollow(source: FeedbackSource, follow: boolean): Promise<unknown> {
  if (source.kind === 'user') return setUserFollow(source.id, follow);
  if (source.kind === 'interest') return setInterestFollow(source.id, follow);
  return setBoardFollow(source.id, follow);
}

export async function hide(pin: PinModel, surface: string): Promise<Outcome> {
  const type = typeOf(pin, surface);
  await hidePin(pin.id, type);
  return { next: { status: 'hidden', feedbackType: type, source: sourceOf(pin, type) } };
}

export async function undo(pin: PinModel, state: PinFeedbackState): Promise<Outcome> {
  if (state.status === 'unfollowed' && state.source) {
    // P-157: an unfollow can be undone; the pin stays hidden
    await setFollow(state.source, true);
    return { next: { ...state, status: 'hidden' } };
  }
  const a = await undoHide(pin.id);
  return { next: a.hidden ? { ...state, status: 'reported', source: null } : null };
}

export async function unfollow(state: PinFeedbackState): Promise<Outcome> {
  if (!state.source) return { next: state };
  await setFollow(state.source, false);
  return { next: { ...state, status: 'unfollowed' } };
}

export async function report(
  pin: PinModel,
  surface: string,
  reason: ReportReason,
): Promise<Outcome> {
  const type = typeOf(pin, surface);
  await reportPin(pin.id, reason, type);
  return {
    next: { status: 'reported', feedbackType: type, source: null },
    notice: REPORTED_THANKS,
  };
}
