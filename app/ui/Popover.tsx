import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode, RefObject } from 'react';
import f from './Flyout.module.css';
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

/** A labelled flyout placed against its trigger; Escape and a click outside close it. */
export function Popover(props: PopoverProps) {
  return (
    <RadixPopover.Root
      open={props.open}
      defaultOpen={props.defaultOpen}
      onOpenChange={props.onOpenChange}
    >
      {props.trigger ? <RadixPopover.Trigger asChild>{props.trigger}</RadixPopover.Trigger> : null}
      {props.anchor ? <RadixPopover.Anchor asChild>{props.anchor}</RadixPopover.Anchor> : null}
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
