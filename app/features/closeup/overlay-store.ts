import type { PinModel } from '#domain/models';
import { pinPath } from '#domain/routes';

/**
 * The closeup overlay (DESIGN.md: route-based dialog). A click on a pin in a grid pushes the
 * pin's own URL and shows the closeup over the grid, which stays mounted, so Back returns to
 * the same scroll position. React Router is not told: a reload of that URL renders the full
 * closeup page on the server instead.
 */
export interface OverlayState {
  pinId: string;
  preview: PinModel | null;
}

interface HistoryMark {
  tesseraOverlay?: { pinId: string };
  key?: string;
}

let state: OverlayState | null = null;
let backgroundKey: string | null = null;
const listeners = new Set<() => void>();

function emit(next: OverlayState | null) {
  state = next;
  document.documentElement.classList.toggle('overlay-open', next !== null);
  for (const l of listeners) l();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getOverlay(): OverlayState | null {
  return state;
}

export function getServerOverlay(): OverlayState | null {
  return null;
}

/** The router location under the overlay; set by the host on every navigation. */
export function setBackgroundKey(key: string) {
  backgroundKey = key;
  if (state) emit(null);
}

export function openPinOverlay(pin: PinModel) {
  const current = (window.history.state ?? {}) as HistoryMark;
  const mark: HistoryMark = { ...current, tesseraOverlay: { pinId: pin.id } };
  window.history.pushState(mark, '', pinPath(pin.id));
  emit({ pinId: pin.id, preview: pin });
}

export function closePinOverlay() {
  if (state) window.history.back();
}

/**
 * Installed before React Router's own listener (entry.client.tsx), so it can keep the router
 * out of overlay steps. Returns true when the event was an overlay step.
 */
export function handlePopState(event: PopStateEvent): boolean {
  const mark = (event.state ?? {}) as HistoryMark;
  if (backgroundKey === null || mark.key !== backgroundKey) return false;
  if (mark.tesseraOverlay) {
    emit({ pinId: mark.tesseraOverlay.pinId, preview: null });
    return true;
  }
  if (state) {
    emit(null);
    return true;
  }
  return false;
}
