import { createContext, useContext, useEffect, useId, useRef } from 'react';
import { CLOSEUP_SURFACE } from '#domain/analytics/surfaces';
import type { FeedbackStatus } from '#domain/feedback/feedback';
import { useT } from '../../ui/i18n';
import { LOGIN_PROMPTS, useLoginPrompt } from '../auth';
import { HiddenOverlay, type PinFeedback, ReportDialog, usePinFeedback } from '../feedback';
import { useCloseupContext } from './CloseupContext';

interface CloseupFeedback {
  fb: PinFeedback;
  /** the "…" menu's trigger, where focus goes back to after Undo */
  menuTriggerId: string;
}

const CloseupFeedbackContext = createContext<CloseupFeedback | null>(null);

/** The closeup's one Hide/Report state, read by its "…" menu and by its media's overlay. */
export function CloseupFeedbackProvider({ children }: { children: React.ReactNode }) {
  const { pin, viewer } = useCloseupContext();
  const fb = usePinFeedback(pin, viewer, CLOSEUP_SURFACE);
  const menuTriggerId = useId();

  return (
    <CloseupFeedbackContext.Provider value={{ fb, menuTriggerId }}>
      {children}
      {fb.allowed && fb.reporting ? (
        <ReportDialog
          open
          busy={fb.busy}
          onOpenChange={fb.setReporting}
          onReport={(r) => void fb.report(r)}
        />
      ) : null}
    </CloseupFeedbackContext.Provider>
  );
}

export function useCloseupFeedback(): CloseupFeedback {
  const value = useContext(CloseupFeedbackContext);
  if (!value) throw new Error('useCloseupFeedback must be used within CloseupFeedbackProvider');
  return value;
}

/**
 * The "…" menu's Hide Pin and Report Pin, as on the card (decision 015): for someone else's pin, and
 * for a visitor, who gets the login prompt instead (the server refuses them with the same words).
 * Hide Pin goes once the pin is hidden (Undo is on the overlay); Report Pin once it is reported.
 */
export function useCloseupFeedbackItems(): { label: string; onSelect(): void }[] {
  const { viewer } = useCloseupContext();
  const { fb } = useCloseupFeedback();
  const prompt = useLoginPrompt();
  const t = useT();
  const hide = t('closeup.hide');
  const report = t('closeup.report');
  if (!viewer.isAuth) {
    return [
      { label: hide, onSelect: () => prompt(LOGIN_PROMPTS.hide) },
      { label: report, onSelect: () => prompt(LOGIN_PROMPTS.report) },
    ];
  }
  if (!fb.allowed) return [];
  return [
    ...(fb.state ? [] : [{ label: hide, onSelect: () => void fb.hide() }]),
    ...(fb.state?.status === 'reported'
      ? []
      : [{ label: report, onSelect: () => fb.setReporting(true) }]),
  ];
}

/** Whether the viewer hid or reported this pin (null: shown as usual). */
export function useCloseupFeedbackStatus(): FeedbackStatus | null {
  return useCloseupFeedback().fb.state?.status ?? null;
}

/**
 * The hidden or reported overlay over the closeup's media, as a card shows it. After Undo the
 * overlay that held focus is gone: focus goes back to the "…" menu it was hidden from, not to
 * the page.
 */
export function CloseupHiddenOverlay() {
  const { fb, menuTriggerId } = useCloseupFeedback();
  const hidden = fb.state !== null;
  const wasHidden = useRef(false);
  useEffect(() => {
    if (wasHidden.current && !hidden && document.activeElement === document.body) {
      document.getElementById(menuTriggerId)?.focus();
    }
    wasHidden.current = hidden;
  }, [hidden, menuTriggerId]);
  if (!fb.state) return null;
  return (
    <HiddenOverlay
      state={fb.state}
      busy={fb.busy}
      onUndo={() => void fb.undo()}
      onUnfollow={() => void fb.unfollow()}
    />
  );
}
