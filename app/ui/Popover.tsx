import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useRef,
} from 'react';
import { lazyPart, useLazyPart } from './lazy-part';
import type { PopoverIntent, PopoverProps } from './PopoverRadix';

export type { PopoverProps } from './PopoverRadix';

/** Radix's popover (with floating-ui), fetched when a person first reaches for a popover. */
export const popoverPart = lazyPart(() => import('./PopoverRadix'));

type Loaded = typeof import('./PopoverRadix');

type ControlProps = {
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'data-state'?: string;
  onPointerEnter?(e: PointerEvent): void;
  onFocus?(e: FocusEvent): void;
  onClick?(e: MouseEvent): void;
};

/**
 * A labelled flyout placed against its trigger; Escape and a click outside close it.
 *
 * Until a person reaches for it, only the trigger (or anchor) renders; a hover or focus fetches
 * the Radix popover, and the click on the trigger (or `open` set by the feature) opens it.
 */
export function Popover(props: PopoverProps) {
  const { loaded, request } = useLazyPart<Loaded, PopoverIntent>(popoverPart);
  // the anchor's element, so an anchor that had focus gets it back when Radix takes over
  const lastControl = useRef<Element | null>(null);
  const openedFromCode = (props.open === true || props.defaultOpen === true) && !loaded;
  useEffect(() => {
    if (openedFromCode) request(lastControl.current, () => null);
  }, [openedFromCode, request]);
  if (loaded) {
    const { LoadedPopover } = loaded.mod;
    return <LoadedPopover {...props} takeover={loaded.takeover} />;
  }
  const control = (props.trigger ?? props.anchor) as ReactElement<ControlProps> | undefined;
  if (!control) return null;
  const own = control.props;
  const preload = (el: Element) => {
    lastControl.current = el;
    popoverPart.load().catch(() => {});
  };
  return cloneElement(control, {
    ...(props.trigger
      ? { 'aria-haspopup': 'dialog', 'aria-expanded': false, 'data-state': 'closed' }
      : {}),
    onPointerEnter(e: PointerEvent) {
      own.onPointerEnter?.(e);
      if (e.pointerType === 'mouse') preload(e.currentTarget);
    },
    onFocus(e: FocusEvent) {
      own.onFocus?.(e);
      preload(e.currentTarget);
    },
    onClick(e: MouseEvent) {
      own.onClick?.(e);
      lastControl.current = e.currentTarget;
      // an anchor opens only when the feature sets `open`
      if (props.trigger && !e.defaultPrevented) request(e.currentTarget, () => 'open');
    },
  } satisfies ControlProps);
}

/** Wraps a control inside the popover so activating it closes the popover. */
export function PopoverClose(props: { children: ReactElement }) {
  const Close = popoverPart.get()?.PopoverClose;
  return Close ? <Close {...props} /> : props.children;
}
