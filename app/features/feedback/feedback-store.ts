import { useCallback, useSyncExternalStore } from 'react';
import type { PinFeedbackState } from './use-pin-feedback';

interface Entry {
  state: PinFeedbackState | null;
  listeners: Set<() => void>;
}

// A pin hidden in its closeup over a grid is hidden in that grid's card too, and Undo in either
// place brings both back: the two share one state per pin while either is on screen.
const entries = new Map<string, Entry>();

function entryOf(pinId: string): Entry {
  let e = entries.get(pinId);
  if (!e) {
    e = { state: null, listeners: new Set() };
    entries.set(pinId, e);
  }
  return e;
}

function subscribeTo(pinId: string, listener: () => void): () => void {
  const e = entryOf(pinId);
  e.listeners.add(listener);
  return () => {
    e.listeners.delete(listener);
    // once nothing shows the pin the state goes: the next feed comes from the server, which
    // knows what is hidden (and a pin shown again from 'Tune your home feed' is not stale here)
    if (e.listeners.size === 0 && entries.get(pinId) === e) entries.delete(pinId);
  };
}

const serverState = () => null;

/** The viewer's feedback on one pin, shared by every card and closeup of it on screen. */
export function usePinFeedbackState(
  pinId: string,
): [PinFeedbackState | null, (next: PinFeedbackState | null) => void] {
  const subscribe = useCallback((l: () => void) => subscribeTo(pinId, l), [pinId]);
  const state = useSyncExternalStore(
    subscribe,
    () => entries.get(pinId)?.state ?? null,
    serverState,
  );
  const set = useCallback(
    (next: PinFeedbackState | null) => {
      // an answer that comes after every view of the pin is gone has nothing to show
      const e = entries.get(pinId);
      if (!e) return;
      e.state = next;
      for (const l of e.listeners) l();
    },
    [pinId],
  );
  return [state, set];
}
