/**
 * Why a pin is in a person's ranked home feed (spec 01 §3 P-080 recommendationReason(reason,
 * reasonId, board); spec 02 §8 M-399..M-403; spec 01 §4 P-121 'Picked for you'). The server sets
 * a reason only when it is true: the profile, board or topic it names is what put the pin there
 * (src/server/services/feeds/ranked-home.ts). Pins with no reason carry null and say nothing.
 */
import { feedbackName } from '../formatting/truncate.ts';
import type { Said } from '../i18n/said.ts';

export const RECOMMENDATION_REASONS = [
  /** the viewer follows the pin's pinner (M-402) */
  'followed_user',
  /** the pin is saved on a board the viewer follows (M-403) */
  'followed_board',
  /** the viewer follows the pin's topic (M-401) */
  'followed_interest',
  /** the pin's topic is on one of the viewer's own boards (M-400) */
  'your_board',
  /** the pin's topic is one the viewer favourited pins of (M-399) */
  'recent_activity',
] as const;
export type RecommendationReasonKind = (typeof RECOMMENDATION_REASONS)[number];

export interface ReasonBoard {
  id: string;
  name: string;
  url: string;
}

/** spec 01 §3 recommendationReason(reason, reasonId, board), plus the name the message shows. */
export interface RecommendationReason {
  reason: RecommendationReasonKind;
  /** the followed user, followed board, topic or own board; null for recent activity */
  reasonId: string | null;
  /** the board named (followed_board, your_board) */
  board: ReasonBoard | null;
  /** the profile's or topic's name (followed_user, followed_interest) */
  name: string | null;
}

/**
 * spec 02 §8 M-399..M-403: the sentence that says why the pin is here. Names are cut like the
 * other feedback names (M-294, 32 characters). A reason whose name is missing falls back to the
 * general M-399 sentence rather than naming nothing.
 */
export function reasonMessage(r: RecommendationReason): Said {
  const board = r.board?.name.trim() ? feedbackName(r.board.name) : null;
  const name = r.name?.trim() ? feedbackName(r.name) : null;
  switch (r.reason) {
    case 'followed_user':
      if (name) return { id: 'feedback.fromProfile', name };
      break;
    case 'followed_board':
      if (board) return { id: 'feedback.fromBoard', name: board };
      break;
    case 'followed_interest':
      if (name) return { id: 'feedback.inspiredBy', name };
      break;
    case 'your_board':
      if (board) return { id: 'feedback.byYourBoard', name: board };
      break;
    case 'recent_activity':
      break;
  }
  return { id: 'feedback.byActivity' };
}

/**
 * spec 01 §4 text variants on the signed-in home card: a followed profile reads
 * 'From {pinnerName}', a followed topic 'From {topic}', every other pick 'Picked for you' (P-121).
 */
export function reasonAttribution(r: RecommendationReason): {
  kind: 'pinner' | 'topic' | 'picked';
  text: Said;
  topic: string | null;
} {
  const name = r.name?.trim();
  if (r.reason === 'followed_user' && name)
    return { kind: 'pinner', text: { id: 'pins.from', name }, topic: null };
  if (r.reason === 'followed_interest' && name) {
    return { kind: 'topic', text: { id: 'pins.from', name }, topic: name };
  }
  return { kind: 'picked', text: { id: 'pins.picked' }, topic: null };
}
