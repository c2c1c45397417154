import { useCallback, useEffect, useState } from 'react';
import type { ConversationModel } from '#domain/messages/messages';
import { useLiveEvent } from '../../lib/live';
import { getResource } from '../../lib/resource';
import { useT } from '../../ui/i18n';
import { errorText } from './titles';

export type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: ConversationModel[] };

/**
 * The inbox or the requests, loaded when asked for (the panel opens), again on reload, and
 * again when the live channel says a conversation changed (keeping the list shown meanwhile).
 */
export function useConversations(filter: 'inbox' | 'requests', active: boolean) {
  const t = useT();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the reload trigger
  useEffect(() => {
    if (!active) return;
    const ctl = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    getResource<ConversationModel[]>('ConversationsResource', { filter }, { signal: ctl.signal })
      .then((r) => setState({ status: 'ready', items: r.data }))
      .catch((e: unknown) => {
        if ((e as Error).name !== 'AbortError') {
          setState({ status: 'error', message: errorText(t, e) });
        }
      });
    return () => ctl.abort();
  }, [filter, active, round, t]);
  useLiveEvent(['message', 'conversation', 'resync'], () => {
    if (active) reload();
  });
  return { state, reload, setState };
}
