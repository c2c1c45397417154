import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { DialogContent, type DialogProps } from './Dialog';
import s from './Sheet.module.css';

/** spec 02 §1: the mobile modal's variants (signup, euPrompt and repinPage are features built on these). */
export const SHEET_VARIANTS = ['fullpage', 'fullscreen', 'tablet', 'footer', 'slideUp'] as const;
export type SheetVariant = (typeof SHEET_VARIANTS)[number];

export interface SheetProps extends Omit<DialogProps, 'size'> {
  /** defaults to slideUp: it suits a phone and a tablet alike */
  variant?: SheetVariant;
  /** spec 02 §4 (M-245): the page behind stays scrollable only when this is set */
  allowScroll?: boolean;
  /** called when it opens, e.g. to pause impression tracking behind it (M-246) */
  onOpen?(): void;
  /** called when it closes or unmounts while open, e.g. to resume impression tracking (M-247) */
  onClose?(): void;
}

/**
 * The mobile modal of spec 02 (§1, §4, §5, §9). A closed sheet renders nothing (M-244); an open
 * one locks page scrolling unless allowScroll (M-245) and closes on a tap on its mask unless
 * closeOnOutsideClick is false (M-248). Focus is trapped and returned as in Dialog.
 */
export function Sheet(props: SheetProps) {
  const [innerOpen, setInnerOpen] = useState(props.defaultOpen ?? false);
  const open = props.open ?? innerOpen;
  useOpenCallbacks(open, props.onOpen, props.onClose);
  const variant = props.variant ?? 'slideUp';
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        setInnerOpen(next);
        props.onOpenChange?.(next);
      }}
    >
      {props.trigger ? <RadixDialog.Trigger asChild>{props.trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        {/* Radix's overlay is what locks scrolling: a plain mask leaves the page scrollable */}
        {props.allowScroll ? (
          <div className={s.mask} aria-hidden="true" />
        ) : (
          <RadixDialog.Overlay className={s.mask} />
        )}
        <DialogContent
          {...props}
          className={`${s.sheet} ${s[variant]}`}
          variant={variant}
          compact={variant !== 'tablet'}
        />
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** onOpen on each opening, onClose on each closing and on unmount while open. */
function useOpenCallbacks(open: boolean, onOpen?: () => void, onClose?: () => void) {
  const callbacks = useRef({ onOpen, onClose });
  callbacks.current = { onOpen, onClose };
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) callbacks.current.onOpen?.();
    else callbacks.current.onClose?.();
  }, [open]);
  useEffect(
    () => () => {
      if (wasOpen.current) callbacks.current.onClose?.();
    },
    [],
  );
}
