import type { ReactElement } from 'react';
import { lazyPart, useLightOverlay } from './lazy-part';
import type { PopoverProps } from './PopoverRadix';

export type { PopoverProps } from './PopoverRadix';

/** Radix's popover (with floating-ui), fetched when a person first reaches for a popover. */
export const popoverPart = lazyPart(() => import('./PopoverRadix'));

/**
 * A labelled flyout placed against its trigger; Escape and a click outside close it.
 *
 * Until a person reaches for it, only the trigger (or anchor) renders; a hover or focus fetches
 * the Radix popover, and the click on the trigger (or `open` set by the feature) opens it.
 */
export function Popover(props: PopoverProps) {
  const { loaded, light } = useLightOverlay(popoverPart, props);
  if (!loaded) return light;
  const { LoadedPopover } = loaded.mod;
  return <LoadedPopover {...props} takeover={loaded.takeover} />;
}

/** Wraps a control inside the popover so activating it closes the popover. */
export function PopoverClose(props: { children: ReactElement }) {
  const Close = popoverPart.get()?.PopoverClose;
  return Close ? <Close {...props} /> : props.children;
}
