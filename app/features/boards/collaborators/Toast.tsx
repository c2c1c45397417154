import { useCallback, useEffect, useRef, useState } from 'react';
import s from './Collaborators.module.css';

/** A short confirmation at the bottom of the page, announced politely (e.g. 'Link copied to clipboard!'). */
export function useToast(ms = 3000): { toast: React.ReactNode; show(message: string): void } {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback(
    (m: string) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(m);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const toast = (
    <div role="status" aria-live="polite" className={message ? s.toast : 'visually-hidden'}>
      {message ?? ''}
    </div>
  );
  return { toast, show };
}

/** The readable message of a failed call. */
export function messageOf(e: unknown): string {
  return e instanceof Error && e.message ? e.message : 'Something went wrong. Please try again.';
}
