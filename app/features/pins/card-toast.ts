import { useCallback } from 'react';
import { useToast } from '../../ui/Toast';

/** spec 01 §9: the download and copy toasts stay 5000 ms. */
export const CARD_TOAST_MS = 5000;

/**
 * The card actions' toasts ('Link copied to clipboard!', 'Image downloaded to your device. ')
 * through the page's one toast stack, at the card's 5000 ms.
 */
export function useCardToast(
  ms = CARD_TOAST_MS,
): (message: string, opts?: { error?: boolean }) => void {
  const toast = useToast();
  return useCallback(
    (text: string, opts?: { error?: boolean }) => {
      toast.show({ text, duration: ms, tone: opts?.error ? 'error' : 'default' });
    },
    [toast, ms],
  );
}
