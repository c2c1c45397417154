import type { ReactElement, ReactNode } from 'react';

export interface MenuProps {
  /**
   * the trigger's accessible name, which also names the menu; a trigger that carries its own
   * aria-label keeps it, and one with visible text should be given the same words
   */
  label: string;
  /** the control that opens it, rendered as is */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** a modal menu blocks the page behind it; menus here are not, like the header's */
  modal?: boolean;
}

export interface ItemLook {
  /** an icon or avatar before the text */
  icon?: ReactNode;
  children: ReactNode;
  disabled?: boolean;
}

/** What opened a menu before its Radix half loaded: a key puts focus on the first item. */
export type MenuIntent = 'pointer' | 'keyboard';
