import { dialogPart } from './Dialog';
import type { SheetProps } from './dialog-types';
import { useLightOverlay } from './lazy-part';

export { SHEET_VARIANTS, type SheetProps, type SheetVariant } from './dialog-types';

/**
 * The mobile modal of spec 02 (§1, §4, §5, §9). A closed sheet renders nothing (M-244); an open
 * one locks page scrolling unless allowScroll (M-245) and closes on a tap on its mask unless
 * closeOnOutsideClick is false (M-248). Focus is trapped and returned as in Dialog. Its Radix
 * half loads with the dialog's, on first use.
 */
export function Sheet(props: SheetProps) {
  const { loaded, light } = useLightOverlay(dialogPart, props);
  if (!loaded) return light;
  const { LoadedSheet } = loaded.mod;
  return <LoadedSheet {...props} takeover={loaded.takeover} />;
}
