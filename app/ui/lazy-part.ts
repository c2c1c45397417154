import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A piece of the kit loaded on demand (issue 12): the Radix half of a tooltip, menu or popover is
 * not part of a page's initial JS; it is fetched the first time a person reaches for a trigger
 * and is kept for every later one.
 */
export interface LazyPart<M> {
  /** the module once loaded, else null */
  get(): M | null;
  load(): Promise<M>;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    get: () => loaded,
    load() {
      pending ??= importer().then(
        (m) => {
          loaded = m;
          return m;
        },
        (error: unknown) => {
          // a failed fetch (offline for a moment) is tried again by the next interaction
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** How the loaded part takes over from the plain trigger. */
export interface Takeover<I> {
  /** the light trigger had focus when it was replaced: the loaded one takes it */
  focus: boolean;
  /** what the interaction that loaded it asked for (open the menu, show the tip) */
  intent: I | null;
}

/**
 * One kit component's switch from its plain trigger to the loaded part. Before the first
 * interaction it renders the trigger alone (server render and hydration included); `request`
 * loads the part and switches this instance over, remembering whether the trigger had focus.
 * An instance mounted after the part loaded uses it from the start.
 */
export function useLazyPart<M, I>(part: LazyPart<M>) {
  const [state, setState] = useState<{ mod: M; takeover: Takeover<I> } | null>(() => {
    const mod = part.get();
    return mod ? { mod, takeover: { focus: false, intent: null } } : null;
  });
  const alive = useRef(true);
  // the latest interaction's wish wins: a focus starts the load, the key pressed meanwhile opens
  const wish = useRef<() => I | null>(() => null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const request = useCallback(
    (el: Element | null, intent: () => I | null) => {
      wish.current = intent;
      const swap = (mod: M) => {
        if (!alive.current) return;
        const focus = el !== null && document.activeElement === el;
        setState((s) => s ?? { mod, takeover: { focus, intent: wish.current() } });
      };
      const ready = part.get();
      if (ready) swap(ready);
      else part.load().then(swap, () => {});
    },
    [part],
  );
  return { loaded: state, request };
}
