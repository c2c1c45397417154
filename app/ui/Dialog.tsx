import type { ReactElement } from 'react';
import type { DialogProps } from './dialog-types';
import { lazyPart, useLightOverlay } from './lazy-part';

export type { DialogProps } from './dialog-types';

/**
 * Radix's dialog with its focus trap and scroll lock (the halves of Dialog and Sheet), fetched
 * when a person reaches for a dialog's trigger or a feature opens one.
 */
export const dialogPart = lazyPart(() => import('./DialogRadix'));

/**
 * The desktop modal: one look for every dialog. Radix traps focus inside, returns it to the
 * trigger on close, closes on Escape and hides the rest of the page from assistive technology.
 * A closed dialog renders only its trigger until its Radix half has loaded.
 */
export function Dialog(props: DialogProps) {
  const { loaded, light } = useLightOverlay(dialogPart, props);
  if (!loaded) return light;
  const { LoadedDialog } = loaded.mod;
  return <LoadedDialog {...props} takeover={loaded.takeover} />;
}

/** Wraps a control (e.g. a Cancel button) so activating it closes the surrounding dialog or sheet. */
export function DialogClose(props: { children: ReactElement }) {
  const Close = dialogPart.get()?.DialogClose;
  return Close ? <Close {...props} /> : props.children;
}
