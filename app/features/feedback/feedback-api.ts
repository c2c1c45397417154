import type { FeedbackType, ReportReason } from '#domain/feedback/feedback';
import { postResource } from '../../lib/resource';

/** What the server says of a pin after a hide, an undo or a report (issue 13). */
export interface HideAnswer {
  pinId: string;
  hidden: boolean;
  status: 'hidden' | 'reported' | null;
  feedbackType: string | null;
}

export function hidePin(pinId: string, feedbackType: FeedbackType): Promise<HideAnswer> {
  return postResource<HideAnswer>('PinFeedbackResource', 'create', {
    pin_id: pinId,
    feedback_type: feedbackType,
  });
}

export function undoHide(pinId: string): Promise<HideAnswer> {
  return postResource<HideAnswer>('PinFeedbackResource', 'delete', { pin_id: pinId });
}

export function reportPin(
  pinId: string,
  reason: ReportReason,
  feedbackType: FeedbackType,
): Promise<HideAnswer> {
  return postResource<HideAnswer>('PinReportResource', 'create', {
    pin_id: pinId,
    reason,
    feedback_type: feedbackType,
  });
}

export function setBoardFollow(boardId: string, follow: boolean): Promise<unknown> {
  return postResource('BoardFollowResource', follow ? 'create' : 'delete', { board_id: boardId });
}

export function setUserFollow(userId: string, follow: boolean): Promise<unknown> {
  return postResource('UserFollowResource', follow ? 'create' : 'delete', { user_id: userId });
}

/** P-352: the unfollow (and its undo) of a topic sends interest_id. */
export function setInterestFollow(interestId: string, follow: boolean): Promise<unknown> {
  return postResource('InterestFollowResource', follow ? 'create' : 'delete', {
    interest_id: interestId,
  });
}

/** Decision 046: report someone's profile; a second open report is a 409 that says so. */
export function reportProfile(userId: string, reason: string, details: string): Promise<unknown> {
  return postResource('UserReportResource', 'create', { user_id: userId, reason, details });
}
