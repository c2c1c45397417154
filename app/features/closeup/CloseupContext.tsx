import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Viewer } from '#domain/accounts/viewer';
import type { PinModel } from '#domain/pins/models';
import {
  type CloseupPlace,
  closeImageViewer,
  getImageViewer,
  getServerImageViewer,
  openImageViewer,
  subscribe,
} from '../../lib/overlay-store';

/** spec 01 §8 (P-376): the text thrown when the hook is used outside its provider. */
export const CLOSEUP_CONTEXT_ERROR = 'useCloseupContext must be used within CloseupContextProvider';

export interface CloseupContextValue {
  pin: PinModel;
  viewer: Viewer;
  /** the closeup is the page itself, or shown over a grid */
  place: CloseupPlace;
  mediaViewerOpen: boolean;
  /** the carousel slot the media viewer shows: the one on screen when it was opened */
  viewerSlot: number;
  /** the closeup's carousel reports the slot on screen */
  setSlotOnScreen(index: number): void;
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
  // A ref, not state: the carousel's timer moves slots every 4 s and the closeup need not
  // re-render for it. The viewer keeps the slot it opened on while the carousel moves on.
  const slotOnScreen = useRef(pin.carouselData?.index ?? 0);
  const [viewerSlot, setViewerSlot] = useState(slotOnScreen.current);
  const setSlotOnScreen = useCallback((index: number) => {
    slotOnScreen.current = index;
  }, []);
  const openMediaViewer = useCallback(() => {
    setViewerSlot(slotOnScreen.current);
    openImageViewer(pin.id, place);
  }, [pin.id, place]);
  const value = useMemo<CloseupContextValue>(
    () => ({
      pin,
      viewer,
      place,
      mediaViewerOpen,
      viewerSlot,
      setSlotOnScreen,
      openMediaViewer,
      closeMediaViewer: closeImageViewer,
    }),
    [pin, viewer, place, mediaViewerOpen, viewerSlot, setSlotOnScreen, openMediaViewer],
  );
  return <CloseupContext.Provider value={value}>{props.children}</CloseupContext.Provider>;
}

/** The closeup around a component; spec 01 §8: outside a provider it throws (P-376). */
export function useCloseupContext(): CloseupContextValue {
  const value = useContext(CloseupContext);
  if (!value) throw new Error(CLOSEUP_CONTEXT_ERROR);
  return value;
}
