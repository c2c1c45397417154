import { act, fireEvent } from '@testing-library/react';

/** Radix starts listening for outside presses one task after an overlay opens. */
export async function settle() {
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

/** Radix waits for the whole click before dismissing, so a press that becomes a drag does not. */
export function tap(el: Element) {
  fireEvent.pointerDown(el);
  fireEvent.mouseDown(el);
  fireEvent.pointerUp(el);
  fireEvent.mouseUp(el);
  fireEvent.click(el);
}

/** The overlay's mask (the dimmed page behind it). */
export function mask(): Element {
  const el = document.querySelector('[class*="mask"]');
  if (!el) throw new Error('no mask');
  return el;
}
