import { useEffect } from 'react';
import type { AnchoredPopoverProps } from './anchored-popover-types';
import { useLazyPart } from './lazy-part';
import { popoverPart } from './Popover';

export type { AnchoredPopoverProps } from './anchored-popover-types';

/**
 * A popover with an arrow, placed against an element of the page that it does not render (an
 * onboarding tip pointing at the Save button, found by a selector). It is a non-modal dialog:
 * it keeps the person's focus where it is unless `autoFocus`, stays while they work elsewhere
 * unless `closeOnOutsideClick`, and closes on Escape. Radix's popover loads when it first opens.
 */
export function AnchoredPopover(props: AnchoredPopoverProps) {
  const { loaded, request } = useLazyPart<typeof import('./PopoverRadix'), never>(popoverPart);
  const wanted = props.open && props.anchor !== null;
  useEffect(() => {
    if (wanted && !loaded) request(null, () => null);
  }, [wanted, loaded, request]);
  if (!loaded || props.anchor === null) return null;
  const { LoadedAnchoredPopover } = loaded.mod;
  return <LoadedAnchoredPopover {...props} />;
}
