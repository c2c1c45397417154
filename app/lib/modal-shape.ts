import type { SheetVariant } from '../ui/Sheet';
import { useDeviceClass } from './viewer-context';

/** How a dialog shows on this device: a dialog on desktop, a sheet that suits the screen elsewhere. */
export function useModalShape(phone: SheetVariant = 'fullpage'): {
  mobile: boolean;
  sheetVariant: SheetVariant;
} {
  const device = useDeviceClass();
  return { mobile: device !== 'desktop', sheetVariant: device === 'tablet' ? 'tablet' : phone };
}
