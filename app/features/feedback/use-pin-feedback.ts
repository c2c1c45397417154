import { useCallback, useState } from 'react';
import { canHideOrReport, feedbackTypeFor } from '#domain/card-permissions';
import type { FeedbackSource, FeedbackStatus, FeedbackType, ReportReason } from '#domain/feedback';
import { REPORTED_THANKS } from '#domain/feedback-texts';
import type { PinModel } from '#domain/models';
import type { Viewer } from '#domain/viewer';
import { ApiError } from '../../lib/resource';
import { useToast } from '../../ui/Toast';
import { hidePin, reportPin, setBoardFollow, setUserFollow, undoHide } from './feedback-api';
import { preloadOverlay, preloadReport } from './lazy';

/** A card's feedback once the viewer hid or reported its pin. */
export interface PinFeedbackState {
  status: FeedbackStatus;
  feedbackType: FeedbackType;
  source: FeedbackSource | null;
}

export interface PinFeedback {
  /** null while the pin shows as usual */
  state: PinFeedbackState | null;
  /** the viewer may hide or report this pin */
  allowed: boolean;
  busy: boolean;
  reporting: boolean;
  setReporting(open: boolean): void;
  hide(): Promise<void>;
  undo(): Promise<void>;
  unfollow(): Promise<void>;
  report(reason: ReportReason): Promise<void>;
}

/** What a 'followed' pin came from: the followed board first, else the followed pinner. */
function sourceOf(pin: PinModel, type: FeedbackType): FeedbackSource | null {
  if (type !== 'followed') return null;
  if (pin.board?.followedByMe) return { kind: 'board', id: pin.board.id, name: pin.board.name };
  if (pin.pinner.explicitlyFollowedByMe) {
    return { kind: 'user', id: pin.pinner.id, name: pin.pinner.fullName };
  }
  return null;
}

/** P-157: unfollow, or follow again to undo it, the board or person the pin came from. */
function setFollow(source: FeedbackSource, follow: boolean): Promise<unknown> {
  return source.kind === 'user'
    ? setUserFollow(source.id, follow)
    : setBoardFollow(source.id, follow);
}

function message(e: unknown): string {
  return e instanceof ApiError ? e.message : 'Something went wrong. Please try again.';
}

/**
 * Hide, Undo, Unfollow (and its undo) and Report for one card (issue 13). Each calls the
 * resource API and changes the card only from the answer; a failure leaves the card as it was
 * and says why in a toast.
 */
export function usePinFeedback(pin: PinModel, viewer: Viewer, surface: string): PinFeedback {
  const toast = useToast();
  const [state, setState] = useState<PinFeedbackState | null>(null);
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState(false);
  const allowed = canHideOrReport(viewer, { pinnerId: pin.pinner.id });
  const type = feedbackTypeFor({
    surface,
    followsBoard: pin.board?.followedByMe === true,
    followsPinner: pin.pinner.explicitlyFollowedByMe,
  });

  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      try {
        await work();
      } catch (e) {
        toast.show({ text: message(e), tone: 'error', duration: 5000 });
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );

  return {
    state,
    allowed,
    busy,
    reporting,
    setReporting(open) {
      if (open) {
        preloadReport();
        preloadOverlay();
      }
      setReporting(open);
    },
    hide: () =>
      run(async () => {
        preloadOverlay();
        await hidePin(pin.id, type);
        setState({ status: 'hidden', feedbackType: type, source: sourceOf(pin, type) });
      }),
    undo: () =>
      run(async () => {
        if (state?.status === 'unfollowed' && state.source) {
          // P-157: an unfollow can be undone; the pin stays hidden
          await setFollow(state.source, true);
          setState({ ...state, status: 'hidden' });
          return;
        }
        const a = await undoHide(pin.id);
        setState(a.hidden ? { status: 'reported', feedbackType: type, source: null } : null);
      }),
    unfollow: () =>
      run(async () => {
        if (!state?.source) return;
        await setFollow(state.source, false);
        setState({ ...state, status: 'unfollowed' });
      }),
    report: (reason) =>
      run(async () => {
        await reportPin(pin.id, reason, type);
        setReporting(false);
        setState({ status: 'reported', feedbackType: type, source: null });
        toast.show({ text: REPORTED_THANKS, duration: 5000 });
      }),
  };
}
