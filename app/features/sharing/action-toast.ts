import { useCallback } from 'react';
import { useToast } from '../../ui/Toast';

/** spec 01 §9: the download and copy toasts stay 5000 ms. */
export const ACTION_TOAST_MS = 5000;

/**
 * The pin actions' toasts ('Link copied to clipboard!', 'Image downloaded to your device. ')
 * through the page's one toast stack, at 5000 ms, on the card and the closeup alike.
 */
export function useActionToast(
  ms = ACTION_TOAST_MS,
): (message: string, opts?: { error?: boolean }) => void {
  const toast = useToast();
  return useCallback(
    (text: string, opts?: { error?: boolean }) => {
      toast.show({ text, duration: ms, tone: opts?.error ? 'error' : 'default' });
    },
    [toast, ms],
  );
}
