import type { ReactNode } from 'react';

export interface AnchoredPopoverProps {
  /**
   * the element of the page it points at, which it does not render (a feature finds it, e.g. by
   * a CSS selector); null draws nothing
   */
  anchor: Element | null;
  /** the accessible name of the popover (a non-modal dialog to assistive technology) */
  label: string;
  open: boolean;
  /** Escape (and, with closeOnOutsideClick, a press elsewhere) asks to close it */
  onOpenChange?(open: boolean): void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** move focus into it on open; off by default, since it appears without being asked for */
  autoFocus?: boolean;
  /** a press or focus elsewhere on the page closes it; off by default */
  closeOnOutsideClick?: boolean;
  children: ReactNode;
}
