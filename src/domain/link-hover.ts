/**
 * Link hover states of spec 02 §4 (M-259): not over, over, clicked. A link whose page's data is
 * preloaded on hover (M-029) starts the preload once the pointer is over it or it was clicked;
 * in the app, app/ui/Link does this through React Router's prefetch="intent".
 */

/** spec 02 §4 (M-259): not over, over, clicked. */
export const LINK_HOVER_STATES = ['notOver', 'over', 'clicked'] as const;
export type LinkHoverState = (typeof LINK_HOVER_STATES)[number];

/** enter and leave: the pointer (or focus) reaching and leaving the link; click: it was followed. */
export type LinkHoverEvent = 'enter' | 'leave' | 'click';

/**
 * spec 02 §4 (M-259): entering makes it over; a click (pointer, touch or keyboard, over or not)
 * makes it clicked, which stays until the pointer leaves; leaving returns to not over.
 */
export function nextLinkHover(state: LinkHoverState, event: LinkHoverEvent): LinkHoverState {
  if (event === 'click') return 'clicked';
  if (event === 'leave') return 'notOver';
  return state === 'clicked' ? 'clicked' : 'over';
}

/** spec 02 §2 (M-029): the linked page's data is preloaded once the link is over or clicked. */
export function shouldPreload(state: LinkHoverState): boolean {
  return state !== 'notOver';
}
