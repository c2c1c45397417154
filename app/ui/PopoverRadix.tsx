import { Popover as RadixPopover } from 'radix-ui';
import { type ReactElement, type ReactNode, type RefObject, useRef } from 'react';
import type { AnchoredPopoverProps } from './anchored-popover-types';
import f from './Flyout.module.css';
import { type Takeover, useTakeover } from './lazy-part';
import s from './Popover.module.css';

export interface PopoverProps {
  /** the control that toggles it, rendered as is (it keeps its own name and look) */
  trigger?: ReactElement;
  /**
   * or an element it is placed against without toggling it (a button with logic of its own,
   * e.g. Save that opens the board picker only on a second click); then `open` is controlled
   */
  anchor?: ReactElement;
  /** the accessible name of the popover (a dialog to assistive technology) */
  label: string;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** no padding, for content that brings its own (a list reaching the edges) */
  flush?: boolean;
  /** focused on open instead of the first focusable control */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** What opened a popover before its Radix half loaded. */
export type PopoverIntent = 'open';

/**
 * The Radix half of the kit's Popover, loaded on demand (Popover.tsx). It replaces the plain
 * trigger or anchor: one that had focus gets it back (so focus returns there on close), and the
 * click that loaded it opens the popover.
 */
export function LoadedPopover(props: PopoverProps & { takeover: Takeover<PopoverIntent> }) {
  const { open, change, control } = useTakeover<HTMLElement>(props.takeover, props);
  return (
    <RadixPopover.Root open={open} onOpenChange={change}>
      {props.trigger ? (
        <RadixPopover.Trigger asChild ref={control as RefObject<HTMLButtonElement | null>}>
          {props.trigger}
        </RadixPopover.Trigger>
      ) : null}
      {props.anchor ? (
        <RadixPopover.Anchor asChild ref={control as RefObject<HTMLDivElement | null>}>
          {props.anchor}
        </RadixPopover.Anchor>
      ) : null}
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={`${f.flyout} ${s.popover}${props.flush ? ` ${s.flush}` : ''}`}
          aria-label={props.label}
          side={props.side ?? 'bottom'}
          align={props.align ?? 'center'}
          sideOffset={8}
          collisionPadding={8}
          onOpenAutoFocus={(e) => {
            if (props.initialFocus?.current) {
              e.preventDefault();
              props.initialFocus.current.focus();
            }
          }}
        >
          {props.children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Wraps a control inside the popover so activating it closes the popover. */
export function PopoverClose(props: { children: ReactElement }) {
  return <RadixPopover.Close asChild>{props.children}</RadixPopover.Close>;
}

/**
 * The Radix half of AnchoredPopover (AnchoredPopover.tsx): a popover placed against an element
 * of the page it does not render (found by a feature, e.g. by a CSS selector), through Popper's
 * virtual anchor. It appears by itself, so by default it neither takes focus nor closes when
 * the person works elsewhere on the page; Escape closes it.
 */
export function LoadedAnchoredPopover(props: AnchoredPopoverProps) {
  const anchor = useRef<Element | null>(props.anchor);
  anchor.current = props.anchor;
  const outside = (e: Event) => {
    if (!props.closeOnOutsideClick) e.preventDefault();
  };
  return (
    <RadixPopover.Root
      open={props.open && props.anchor !== null}
      onOpenChange={props.onOpenChange}
      modal={false}
    >
      <RadixPopover.Anchor virtualRef={anchor} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={`${f.flyout} ${s.popover} ${s.anchored}`}
          aria-label={props.label}
          side={props.side ?? 'bottom'}
          align={props.align ?? 'center'}
          sideOffset={8}
          collisionPadding={8}
          onOpenAutoFocus={(e) => {
            if (!props.autoFocus) e.preventDefault();
          }}
          onPointerDownOutside={outside}
          onFocusOutside={outside}
        >
          {props.children}
          <RadixPopover.Arrow className={s.arrow} width={16} height={8} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
