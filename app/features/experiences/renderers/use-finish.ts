import { useMemo, useRef, useState } from 'react';
import type { RendererProps } from '../types';

type CompleteOptions = Parameters<RendererProps['onComplete']>[0];

/**
 * The person's one answer to an experience: complete or dismiss, whichever comes first, sent
 * once; the renderer then hides (the store may keep it when removal is prevented). A preview
 * reports every press and stays drawn. The two functions keep their identity across renders.
 */
export function useFinish(props: Pick<RendererProps, 'onComplete' | 'onDismiss' | 'preview'>) {
  const [done, setDone] = useState(false);
  const sent = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  const actions = useMemo(() => {
    function finish(send: () => void) {
      if (latest.current.preview) {
        send();
        return;
      }
      if (sent.current) return;
      sent.current = true;
      setDone(true);
      send();
    }
    return {
      complete: (options?: CompleteOptions) =>
        finish(() => latest.current.onComplete({ code: 1, ...options })),
      dismiss: () => finish(() => latest.current.onDismiss()),
    };
  }, []);
  return { done, ...actions };
}
