import { Dialog, type DialogProps } from './Dialog';
import { Sheet, type SheetVariant } from './Sheet';

export interface ModalProps extends DialogProps {
  /**
   * true on a phone or tablet: the feature passes what the device context says (the kit does
   * not read it, so it stays free of app plumbing)
   */
  mobile: boolean;
  /** the sheet used on mobile; slideUp unless given */
  sheetVariant?: SheetVariant;
  allowScroll?: boolean;
  onOpen?(): void;
  onClose?(): void;
}

/** One modal for both worlds: the desktop Dialog, or on mobile the spec 02 Sheet. */
export function Modal({ mobile, sheetVariant, size, ...rest }: ModalProps) {
  if (mobile) return <Sheet {...rest} variant={sheetVariant} />;
  return <Dialog {...rest} size={size} />;
}
