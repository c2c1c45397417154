import type { ReactElement, ReactNode, RefObject } from 'react';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** the control that opens it (rendered as is, so it keeps its own name and look) */
  trigger?: ReactElement;
  /** every dialog is labelled: this is its accessible name */
  title: string;
  /** a title for screen readers only, when the body shows its own heading (e.g. an image) */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** the actions row at the bottom (Cancel, Create ...) */
  footer?: ReactNode;
  /** experience: spec 02 §9 modal experience, 540x363 on desktop and 320x215 on a phone */
  size?: 'sm' | 'md' | 'lg' | 'experience';
  /** a click on the mask closes it unless false (e.g. while a form is being sent) */
  closeOnOutsideClick?: boolean;
  /**
   * a confirmation that interrupts (delete for good): role alertdialog, and a stray click on the
   * mask does not close it unless closeOnOutsideClick says so
   */
  alert?: boolean;
  /** focused on open instead of the first focusable control */
  initialFocus?: RefObject<HTMLElement | null>;
}

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

/** What opened a dialog before its Radix half loaded: a click on its trigger. */
export type DialogIntent = 'open';
