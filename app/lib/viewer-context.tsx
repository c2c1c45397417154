import { createContext, useContext, useEffect, useState } from 'react';
import { anonymousViewer, type Viewer } from '#domain/accounts/viewer';
import { type DeviceClass, isDesktop, refineDeviceClass } from '#domain/layout/device';

const ViewerContext = createContext<{ viewer: Viewer; origin: string; device: DeviceClass }>({
  viewer: anonymousViewer(),
  origin: 'http://localhost',
  device: 'desktop',
});

const COARSE = '(pointer: coarse)';
const HOVER = '(hover: hover)';

/**
 * The device class the page renders for: the server's guess (client hint, user agent) for the
 * server render and the first client render, so hydration matches; then the browser's own
 * screen refines it, and keeps refining when the pointer or the width changes.
 */
function useRefinedDevice(server: DeviceClass): DeviceClass {
  const [device, setDevice] = useState(server);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
      setDevice(server);
      return;
    }
    const queries = [window.matchMedia(COARSE), window.matchMedia(HOVER)];
    const update = () =>
      setDevice(
        refineDeviceClass(server, {
          width: window.innerWidth,
          coarsePointer: window.matchMedia(COARSE).matches,
          canHover: window.matchMedia(HOVER).matches,
        }),
      );
    update();
    for (const q of queries) q.addEventListener('change', update);
    window.addEventListener('resize', update);
    return () => {
      for (const q of queries) q.removeEventListener('change', update);
      window.removeEventListener('resize', update);
    };
  }, [server]);
  return device;
}

export function ViewerProvider(props: {
  viewer: Viewer;
  origin: string;
  /** the server's device class of the request (desktop when not given, as in tests) */
  device?: DeviceClass;
  children: React.ReactNode;
}) {
  const device = useRefinedDevice(props.device ?? 'desktop');
  // the server wrote its class on <html>; keep it true for styles once the browser knows better
  useEffect(() => {
    document.documentElement.dataset.device = device;
  }, [device]);
  return (
    <ViewerContext.Provider value={{ viewer: props.viewer, origin: props.origin, device }}>
      {props.children}
    </ViewerContext.Provider>
  );
}

/** Who is looking (spec 01 §3 Viewer), as the server saw it. */
export function useViewer(): Viewer {
  return useContext(ViewerContext).viewer;
}

/** Tessera's own origin: a link to it is not external (spec 01 §5). */
export function useOrigin(): string {
  return useContext(ViewerContext).origin;
}

/** Desktop, tablet or mobile web (P-006): the spec's desktop-only rules read this. */
export function useDeviceClass(): DeviceClass {
  return useContext(ViewerContext).device;
}

/** The spec's "desktop" (share flyout P-315, stats button P-299). */
export function useIsDesktop(): boolean {
  return isDesktop(useDeviceClass());
}
