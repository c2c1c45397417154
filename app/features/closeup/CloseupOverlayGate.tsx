import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  getOverlay,
  getServerOverlay,
  setBackgroundKey,
  setSeoUrls,
  subscribe,
} from '../../lib/overlay-store';
import { useViewer } from '../../lib/viewer-context';
import { LoadingLayer } from '../../ui/LoadingLayer';

// issue 12: the overlay (a Radix dialog and the whole closeup) is its own chunk, fetched when a
// pin is first opened over a grid, so no page pays for it up front
const CloseupOverlayHost = lazy(() =>
  import('./CloseupOverlayHost').then((m) => ({ default: m.CloseupOverlayHost })),
);

/**
 * Always mounted by the root: keeps the overlay store told of the page behind and of the
 * viewer's URL style, and mounts the overlay host once a pin is first opened over a grid (it
 * stays mounted afterwards, so closing animates and a second pin opens at once).
 */
export function CloseupOverlay() {
  const location = useLocation();
  const viewer = useViewer();
  const overlay = useSyncExternalStore(subscribe, getOverlay, getServerOverlay);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    setBackgroundKey(location.key);
  }, [location.key]);

  // spec 01 §2 (P-027): signed-out audiences get the search-engine-style closeup URL
  useEffect(() => {
    setSeoUrls(!viewer.isAuth);
  }, [viewer.isAuth]);

  useEffect(() => {
    if (overlay) setNeeded(true);
  }, [overlay]);

  if (!needed && !overlay) return null;
  return (
    <Suspense fallback={overlay ? <LoadingLayer /> : null}>
      <CloseupOverlayHost />
    </Suspense>
  );
}
