import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * While `active`, the page's loaders run again every `everyMs` (a long job's progress: an export,
 * an import), never two at once; stops as soon as `active` turns false or the page goes.
 */
export function useRevalidateWhile(active: boolean, everyMs: number): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, revalidator]);
}
