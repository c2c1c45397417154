import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import s from './CardActions.module.css';

/** spec 01 §9: the download and copy toasts stay 5000 ms. */
export const CARD_TOAST_MS = 5000;

/**
 * A toast at the bottom of the page for one card's actions ('Link copied to clipboard!',
 * 'Image downloaded to your device. '). Rendered into the body only while it shows, so a grid
 * of cards does not carry hundreds of empty live regions.
 */
export function useCardToast(ms = CARD_TOAST_MS): {
  toast: React.ReactNode;
  show(message: string, opts?: { error?: boolean }): void;
} {
  const [msg, setMsg] = useState<{ text: string; error: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (text: string, opts?: { error?: boolean }) => {
      if (timer.current) clearTimeout(timer.current);
      setMsg({ text, error: opts?.error ?? false });
      timer.current = setTimeout(() => setMsg(null), ms);
    },
    [ms],
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const toast =
    msg && typeof document !== 'undefined'
      ? createPortal(
          <div role={msg.error ? 'alert' : 'status'} className={s.toast}>
            {msg.text}
          </div>,
          document.body,
        )
      : null;
  return { toast, show };
}
