import { type ComponentProps, lazy, Suspense } from 'react';
import type { ReportReason } from '#domain/feedback/feedback';
import type { HiddenOverlay as HiddenOverlayComponent } from './HiddenOverlay';
import type { ReportDialogProps } from './ReportDialog';

/**
 * The overlay and the report dialog show only after a person hides or reports a pin, so they are
 * not part of a grid page's initial JS (issue 12's budget): they are fetched together when first
 * needed, starting as the call that needs them is sent.
 */
function load() {
  return import('./feedback-ui');
}

const Overlay = lazy(() => load().then((m) => ({ default: m.HiddenOverlay })));
const Report = lazy(() => load().then((m) => ({ default: m.ReportDialog })));

export function preloadFeedbackUi(): void {
  void load().catch(() => undefined);
}

export function HiddenOverlay(props: ComponentProps<typeof HiddenOverlayComponent>) {
  return (
    <Suspense fallback={null}>
      <Overlay {...props} />
    </Suspense>
  );
}

export function ReportDialog<R extends string = ReportReason>(props: ReportDialogProps<R>) {
  return (
    <Suspense fallback={null}>
      {/* the lazy component loses its type parameter; the props are the same */}
      <Report {...(props as unknown as ReportDialogProps<ReportReason>)} />
    </Suspense>
  );
}
