import { type RefObject, useEffect } from 'react';

/**
 * The modals open on the page, innermost last. spec 02 §4 (M-246, M-247): an open modal pauses
 * impression tracking behind it and its closing resumes it; what is inside the modal (a
 * closeup's related pins) stays tracked. The kit's dialogs and sheets register here, so a
 * tracker needs no hook in each feature that opens one.
 */
const open: HTMLElement[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const l of listeners) l();
}

export function subscribeModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Is `el` behind the innermost open modal (so hidden by it)? */
export function coveredByModal(el: Element): boolean {
  const top = open.at(-1);
  return top !== undefined && !top.contains(el);
}

/** Registers the modal box while it is mounted (an open dialog or sheet). */
export function useModalPresence(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    open.push(el);
    notify();
    return () => {
      const i = open.lastIndexOf(el);
      if (i >= 0) open.splice(i, 1);
      notify();
    };
  }, [ref]);
}
