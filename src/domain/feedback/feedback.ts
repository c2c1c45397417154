/**
 * Hiding, reporting and feedback on a pin (spec 01 §3, §4, §5, §8, §9; spec 02 §5, §8; issue 13).
 *
 * Which controls the hidden-pin overlay offers is `hiddenOverlayActions` (card-permissions);
 * the 250 px text rule is `feedbackOverlayShowsText` (limits). This module adds the feedback
 * types, the texts each type shows, the fade, the report reasons and who may hide or report.
 */

import { feedbackName } from '../formatting/truncate.ts';
import type { MessageId } from '../i18n/catalogs/en.ts';
import type { Said } from '../i18n/said.ts';
import { hiddenOverlayActions } from '../pins/card-permissions.ts';
import {
  FEWER_GLP1_ADS,
  FEWER_LIKE_THIS,
  MORE_RELEVANT,
  PIN_HIDDEN,
  REPORTED_THANKS,
  REPORTED_TITLE,
} from './feedback-texts.ts';

export * from './feedback-texts.ts';
export { hiddenOverlayActions };

/** spec 01 §5 (P-244): the feedback overlay hides its text when its container is under 250 px. */
export function feedbackOverlayShowsText(containerWidth: number): boolean {
  return containerWidth >= 250;
}

/**
 * spec 01 §4 (P-151, P-152): the feedback types the overlay rules name, plus `genAI` (P-154)
 * and `interest` (a pin inspired by a topic, M-401).
 */
export const FEEDBACK_TYPES = [
  'pfy',
  'pfyBoard',
  'followed',
  'related',
  'search',
  'hiddenForWeightLoss',
  'genAI',
  'interest',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export function isFeedbackType(value: unknown): value is FeedbackType {
  return typeof value === 'string' && (FEEDBACK_TYPES as readonly string[]).includes(value);
}

/** spec 01 §4 (P-156): feedback status values. */
export type FeedbackStatus = 'hidden' | 'reported' | 'unfollowed' | 'hiddenForWeightLoss';

/**
 * spec 01 §2 (P-037): what 'Tune your home feed' lists, newest first, each with the control that
 * undoes it: the boards, people and interests (topics) the viewer follows and the pins they hid
 * or reported. The page shows it as the server sends it.
 */
export interface TuneEntries {
  boards: { id: string; name: string; url: string; ownerName: string }[];
  people: { id: string; username: string; fullName: string; imageUrl: string | null }[];
  /** each with its ideas page */
  interests: { id: string; name: string; url: string }[];
  hidden: {
    pinId: string;
    title: string;
    imageUrl: string | null;
    status: Extract<FeedbackStatus, 'hidden' | 'reported'>;
    /** ISO time */
    hiddenAt: string;
  }[];
}

/** What the hidden pin came from: the followed board or person, or the inspiring topic. */
export type FeedbackSource =
  | { kind: 'board'; id: string; name: string }
  | { kind: 'user'; id: string; name: string }
  | { kind: 'interest'; id: string; name: string };

export interface FeedbackText {
  /** null for a weight-loss ad (P-437: its message hides the title) */
  title: Said | null;
  subTitle: Said;
}

/** spec 02 §8 (M-396): the gen-AI message names the topic; without one, just 'AI Pins'. */
function genAiText(topic: string | undefined): Said {
  return topic
    ? { id: 'feedback.fewerAiOf', name: feedbackName(topic) }
    : { id: 'feedback.fewerAi' };
}

/** spec 02 §8 (M-402, M-403, M-401): why the pin was there, for the followed and topic types. */
function sourceLine(source: FeedbackSource): Said {
  const name = feedbackName(source.name);
  if (source.kind === 'board') return { id: 'feedback.fromBoard', name };
  if (source.kind === 'user') return { id: 'feedback.fromProfile', name };
  return { id: 'feedback.inspiredBy', name };
}

const line = (id: MessageId): Said => ({ id });

/**
 * spec 01 §4, §8; 02 §5, §8: the overlay's title and subtitle for a feedback type and status.
 * Reported pins say 'Reported' and the thanks (P-377, P-378); an unfollow switches to its
 * confirmation (P-150); weight-loss ads have no title and the GLP-1 subtitle (P-155, P-437);
 * an unrecognised type shows no text at all (M-299). Names are cut at 32 characters (M-294).
 */
export function feedbackText(input: {
  feedbackType: string;
  status?: FeedbackStatus;
  source?: FeedbackSource | null;
  topic?: string;
}): FeedbackText | null {
  if (input.status === 'reported') {
    return { title: line(REPORTED_TITLE), subTitle: line(REPORTED_THANKS) };
  }
  if (!isFeedbackType(input.feedbackType)) return null;
  const source = input.source ?? null;
  if (input.status === 'unfollowed' && source) {
    return {
      title: { id: 'feedback.unfollowedOf', name: feedbackName(source.name) },
      subTitle: line(source.kind === 'interest' ? 'feedback.noTopicPins' : 'feedback.noTheirPins'),
    };
  }
  const hidden = line(PIN_HIDDEN);
  switch (input.feedbackType) {
    case 'hiddenForWeightLoss':
      return { title: null, subTitle: line(FEWER_GLP1_ADS) };
    case 'genAI':
      return { title: hidden, subTitle: genAiText(input.topic) };
    case 'related':
    case 'search':
      return { title: hidden, subTitle: line(MORE_RELEVANT) };
    case 'followed':
    case 'interest':
      return { title: hidden, subTitle: source ? sourceLine(source) : line(FEWER_LIKE_THIS) };
    default:
      return { title: hidden, subTitle: line(FEWER_LIKE_THIS) };
  }
}

/**
 * The overlay's whole state for one hidden pin: texts, which of Undo / Unfollow / Tune show, and
 * whether the texts fit (P-244).
 */
export function feedbackOverlay(input: {
  feedbackType: string;
  status: FeedbackStatus;
  source?: FeedbackSource | null;
  topic?: string;
  width: number;
}) {
  const text = feedbackText(input);
  const actions = hiddenOverlayActions({
    feedbackType: input.feedbackType,
    reported: text?.title?.id === REPORTED_TITLE,
    hasUnfollowTarget: input.source != null,
    unfollowed: input.status === 'unfollowed',
  });
  return {
    text,
    showText: text !== null && feedbackOverlayShowsText(input.width),
    undo: actions.undo,
    unfollow: actions.unfollow && input.status === 'hidden',
    tuneYourFeed: actions.tuneYourFeed && input.status !== 'reported',
  };
}

/**
 * The reasons a person reports a pin for (issue 13; spec 01 §3 complaintReason). The spec lists
 * none; these follow the sections of the community guidelines page, where each one is explained.
 * Each reason's label and hint are catalog ids (decision 064; the English is the catalog's).
 */
export const REPORT_REASONS = [
  { id: 'spam', label: 'feedback.r.spam', hint: 'feedback.rh.spam' },
  { id: 'adult', label: 'feedback.r.adult', hint: 'feedback.rh.adult' },
  { id: 'self_harm', label: 'feedback.r.self_harm', hint: 'feedback.rh.self_harm' },
  { id: 'misinformation', label: 'feedback.r.misinformation', hint: 'feedback.rh.misinformation' },
  { id: 'hate', label: 'feedback.r.hate', hint: 'feedback.rh.hate' },
  { id: 'dangerous', label: 'feedback.r.dangerous', hint: 'feedback.rh.dangerous' },
  { id: 'harassment', label: 'feedback.r.harassment', hint: 'feedback.rh.harassment' },
  { id: 'violence', label: 'feedback.r.violence', hint: 'feedback.rh.violence' },
  { id: 'privacy', label: 'feedback.r.privacy', hint: 'feedback.rh.privacy' },
  {
    id: 'intellectual_property',
    label: 'feedback.r.intellectual_property',
    hint: 'feedback.rh.intellectual_property',
  },
] as const satisfies readonly { id: string; label: MessageId; hint: MessageId }[];
export type ReportReason = (typeof REPORT_REASONS)[number]['id'];

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && REPORT_REASONS.some((r) => r.id === value);
}

/**
 * A stored reason's label (a catalog id, said in the reader's language), or null for a reason
 * this version no longer lists: the stored code is then shown as it is.
 */
export function reportReasonLabel(id: string): MessageId | null {
  return REPORT_REASONS.find((r) => r.id === id)?.label ?? null;
}

/** What an employee does with an open report: the pin goes (Unavailable everywhere) or stays. */
export type ReportResolution = 'removed' | 'dismissed';
