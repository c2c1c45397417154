import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { PinModel } from '#domain/models';
import type { Viewer } from '#domain/viewer';
import {
  type CloseupPlace,
  closeImageViewer,
  getImageViewer,
  getServerImageViewer,
  openImageViewer,
  subscribe,
} from './overlay-store';

/** spec 01 §8 (P-376): the text thrown when the hook is used outside its provider. */
export const CLOSEUP_CONTEXT_ERROR = 'useCloseupContext must be used within CloseupContextProvider';

export interface CloseupContextValue {
  pin: PinModel;
  viewer: Viewer;
  /** the closeup is the page itself, or shown over a grid */
  place: CloseupPlace;
  mediaViewerOpen: boolean;
  openMediaViewer(): void;
  closeMediaViewer(): void;
}

const CloseupContext = createContext<CloseupContextValue | null>(null);

/** What every part of one closeup shares: its pin, the viewer and the media viewer's state. */
export function CloseupContextProvider(props: {
  pin: PinModel;
  viewer: Viewer;
  place: CloseupPlace;
  children: React.ReactNode;
}) {
  const { pin, viewer, place } = props;
  const imageViewer = useSyncExternalStore(subscribe, getImageViewer, getServerImageViewer);
  const mediaViewerOpen = imageViewer?.pinId === pin.id && imageViewer.place === place;
  const openMediaViewer = useCallback(() => openImageViewer(pin.id, place), [pin.id, place]);
  const value = useMemo<CloseupContextValue>(
    () => ({
      pin,
      viewer,
      place,
      mediaViewerOpen,
      openMediaViewer,
      closeMediaViewer: closeImageViewer,
    }),
    [pin, viewer, place, mediaViewerOpen, openMediaViewer],
  );
  return <CloseupContext.Provider value={value}>{props.children}</CloseupContext.Provider>;
}

/** The closeup around a component; spec 01 §8: outside a provider it throws (P-376). */
export function useCloseupContext(): CloseupContextValue {
  const value = useContext(CloseupContext);
  if (!value) throw new Error(CLOSEUP_CONTEXT_ERROR);
  return value;
}
