import { useSyncExternalStore } from 'react';
import {
  EMPTY_VIDEO_STATE,
  type VideoAction,
  type VideoManagerState,
  type VideoPinState,
  videoReducer,
} from '#domain/media/video-player';

/**
 * The page's video store (spec 01 §4, P-158 - P-162): one playing video per track (organic,
 * promoted, carousel module). Players dispatch play and pause; a player whose pin the store
 * marks paused pauses its element. The rules are the pure videoReducer of #domain/media/video-player.
 */
export interface VideoManager {
  getState(): VideoManagerState;
  dispatch(action: VideoAction): void;
  subscribe(listener: () => void): () => void;
}

export function createVideoManager(): VideoManager {
  let state = EMPTY_VIDEO_STATE;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = videoReducer(state, action);
      if (next === state) return;
      state = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one store of the page (a module singleton: the browser has one page at a time). */
export const videoManager = createVideoManager();

const NO_STATE: VideoPinState | null = null;

/** spec 01 §3 (P-104): a pin's video state {pinId, currentTime, paused}, null before any play. */
export function useVideoPinState(
  pinId: string,
  manager: VideoManager = videoManager,
): VideoPinState | null {
  return useSyncExternalStore(
    manager.subscribe,
    () => manager.getState().pins[pinId] ?? NO_STATE,
    () => NO_STATE,
  );
}
