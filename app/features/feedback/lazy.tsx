import { type ComponentProps, lazy, Suspense } from 'react';
import type { HiddenOverlay as HiddenOverlayComponent } from './HiddenOverlay';
import type { ReportDialog as ReportDialogComponent } from './ReportDialog';

/**
 * The overlay and the report dialog show only after a person hides or reports a pin, so they are
 * not part of a grid page's initial JS (issue 12's budget): each is fetched when first needed,
 * starting as the call that needs it is sent.
 */
function loadOverlay() {
  return import('./HiddenOverlay').then((m) => ({ default: m.HiddenOverlay }));
}
function loadReport() {
  return import('./ReportDialog').then((m) => ({ default: m.ReportDialog }));
}

const Overlay = lazy(loadOverlay);
const Report = lazy(loadReport);

export function preloadOverlay(): void {
  void loadOverlay().catch(() => undefined);
}

export function preloadReport(): void {
  void loadReport().catch(() => undefined);
}

export function HiddenOverlay(props: ComponentProps<typeof HiddenOverlayComponent>) {
  return (
    <Suspense fallback={null}>
      <Overlay {...props} />
    </Suspense>
  );
}

export function ReportDialog(props: ComponentProps<typeof ReportDialogComponent>) {
  return (
    <Suspense fallback={null}>
      <Report {...props} />
    </Suspense>
  );
}
