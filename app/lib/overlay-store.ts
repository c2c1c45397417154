import { pinPath } from '#domain/catalogue/routes';
import type { PinModel } from '#domain/pins/models';

/**
 * The closeup overlay (docs/architecture.md "Pages": route-based dialog). A click on a pin in a grid pushes the
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
  /** the media viewer's own entry (`#imgViewer`, M-021) above a closeup */
  tesseraImgViewer?: { pinId: string };
  key?: string;
}

/** spec 02 §2 (M-021): the hash that marks an open image viewer. */
export const IMG_VIEWER_HASH = '#imgViewer';

/** Which closeup shows the media viewer: the page's own, or the one in the overlay. */
export type CloseupPlace = 'page' | 'overlay';

export interface ImageViewerState {
  pinId: string;
  place: CloseupPlace;
  /** the history entry beneath the viewer's (its router key and overlay pin) */
  baseKey: string | undefined;
  baseOverlayPinId: string | undefined;
  /** false when the page was loaded with the hash already: closing replaces, never goes back */
  pushed: boolean;
}

let state: OverlayState | null = null;
let backgroundKey: string | null = null;
let imageViewer: ImageViewerState | null = null;
/** spec 01 §2 (P-027): visitors' closeup URLs are the search-engine style, slug--id */
let seoUrls = false;
const listeners = new Set<() => void>();

function notify() {
  for (const l of listeners) l();
}

function emit(next: OverlayState | null) {
  state = next;
  document.documentElement.classList.toggle('overlay-open', next !== null);
  notify();
}

/** Set by the overlay host from the viewer: signed-out audiences get the seo form of the URL. */
export function setSeoUrls(on: boolean) {
  seoUrls = on;
}

export function getImageViewer(): ImageViewerState | null {
  return imageViewer;
}

export function getServerImageViewer(): ImageViewerState | null {
  return null;
}

function pathWithoutHash(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Opens the media viewer of a closeup: a history entry of its own with `#imgViewer` (M-021),
 * so Back closes it. Neither React Router nor the overlay see that step (handlePopState).
 * A page loaded with the hash shows the viewer without a new entry.
 */
export function openImageViewer(pinId: string, place: CloseupPlace) {
  if (imageViewer) return;
  const current = (window.history.state ?? {}) as HistoryMark;
  const loadedWithHash = window.location.hash === IMG_VIEWER_HASH && !current.tesseraImgViewer;
  imageViewer = {
    pinId,
    place,
    baseKey: current.key,
    baseOverlayPinId: current.tesseraOverlay?.pinId,
    pushed: !loadedWithHash,
  };
  if (!loadedWithHash) {
    const mark: HistoryMark = { ...current, tesseraImgViewer: { pinId } };
    window.history.pushState(mark, '', `${pathWithoutHash()}${IMG_VIEWER_HASH}`);
  }
  notify();
}

/** Closes the media viewer and takes `#imgViewer` off the URL (Escape, backdrop, close). */
export function closeImageViewer() {
  if (!imageViewer) return;
  const current = (window.history.state ?? {}) as HistoryMark;
  if (imageViewer.pushed && current.tesseraImgViewer) {
    window.history.back();
    return;
  }
  imageViewer = null;
  if (window.location.hash === IMG_VIEWER_HASH) {
    window.history.replaceState(window.history.state, '', pathWithoutHash());
  }
  notify();
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
  // a real navigation leaves any media viewer behind with the closeup it belonged to
  if (imageViewer && window.location.hash !== IMG_VIEWER_HASH) imageViewer = null;
  if (state) emit(null);
  else notify();
}

export function openPinOverlay(pin: PinModel) {
  const current = (window.history.state ?? {}) as HistoryMark;
  const mark: HistoryMark = { ...current, tesseraOverlay: { pinId: pin.id } };
  window.history.pushState(mark, '', pinPath(pin.id, seoUrls ? { seoTitle: pin.title } : {}));
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
  if (imageViewer) {
    const viewer = imageViewer;
    imageViewer = null;
    notify();
    // back from the viewer's entry to the closeup beneath it: nothing else moves
    if (
      !mark.tesseraImgViewer &&
      mark.key === viewer.baseKey &&
      mark.tesseraOverlay?.pinId === viewer.baseOverlayPinId
    ) {
      return true;
    }
  } else if (mark.tesseraImgViewer && mark.key === (backgroundKey ?? mark.key)) {
    // forward again onto a viewer entry of the closeup on screen: the viewer reopens
    const overlayPin = mark.tesseraOverlay?.pinId;
    if (overlayPin === state?.pinId) {
      imageViewer = {
        pinId: mark.tesseraImgViewer.pinId,
        place: overlayPin ? 'overlay' : 'page',
        baseKey: mark.key,
        baseOverlayPinId: overlayPin,
        pushed: true,
      };
      notify();
      return true;
    }
  }
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
