import { useState } from 'react';
import type { Viewer } from '#domain/accounts/viewer';
import type {
  FeedbackSource,
  FeedbackStatus,
  FeedbackType,
  ReportReason,
} from '#domain/feedback/feedback';
import { canHideOrReport } from '#domain/pins/card-permissions';
import type { PinModel } from '#domain/pins/models';
import { ApiError } from '../../lib/resource';
import { type Translate, useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import type { Outcome } from './feedback-actions';
import { usePinFeedbackState } from './feedback-store';
import { preloadFeedbackUi } from './lazy';

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

type Actions = typeof import('./feedback-actions');

function message(t: Translate, e: unknown): string {
  return e instanceof ApiError ? e.message : t('ui.failed');
}

/**
 * Hide, Undo, Unfollow (and its undo) and Report for one card or closeup (issue 13). The card
 * keeps only this state, shared with the pin's closeup (feedback-store); what each does is
 * fetched the first time a person uses one (every grid page carries this hook). A failure leaves
 * the card as it was and says why in a toast.
 */
export function usePinFeedback(pin: PinModel, viewer: Viewer, surface: string): PinFeedback {
  const toast = useToast();
  const t = useT();
  const [state, setState] = usePinFeedbackState(pin.id);
  const [busy, setBusy] = useState(false);
  const [reporting, setReportingOpen] = useState(false);

  async function run(work: (a: Actions) => Promise<Outcome>, after?: () => void) {
    setBusy(true);
    try {
      const out = await work(await import('./feedback-actions'));
      setState(out.next);
      after?.();
      if (out.notice) toast.show({ text: t(out.notice), duration: 5000 });
    } catch (e) {
      toast.show({ text: message(t, e), tone: 'error', duration: 5000 });
    } finally {
      setBusy(false);
    }
  }

  return {
    state,
    allowed: canHideOrReport(viewer, { pinnerId: pin.pinner.id }),
    busy,
    reporting,
    setReporting(open) {
      if (open) preloadFeedbackUi();
      setReportingOpen(open);
    },
    hide() {
      preloadFeedbackUi();
      return run((a) => a.hide(pin, surface));
    },
    undo: () => run((a) => (state ? a.undo(pin, state) : Promise.resolve({ next: null }))),
    unfollow: () => run((a) => (state ? a.unfollow(state) : Promise.resolve({ next: null }))),
    report: (reason) =>
      run(
        (a) => a.report(pin, surface, reason),
        () => setReportingOpen(false),
      ),
  };
}
