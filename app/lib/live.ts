import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveCounts } from '#domain/messages/notifications';
import { ApiError, getResource } from './resource';
import { useViewer } from './viewer-context';

/**
 * Decision 017: the page's one EventSource on `/v3/live/`, shared by every part that wants live
 * updates (the header's badges, an open conversation, the inbox and notification lists). It
 * opens while someone listens and the viewer is signed in, reconnects with a growing wait after
 * an error, stops for good on a 401 (the session ended), closes a minute after the tab is
 * hidden and reopens when it is shown again. Every (re)connection starts with `hello` and the
 * counts; one after the first also tells listeners to `resync` (they may have missed events),
 * and so does the first when the server says an event came while the page loaded (decision 086).
 */
export type LiveEventKind = 'message' | 'conversation' | 'notification' | 'resync';

export interface LiveEventData {
  conversationId?: string;
  messageId?: string;
  notificationId?: string;
}

/** `idle`: the server let a newer page of this person have the stream; back when looked at */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'idle' | 'ended' | 'unsupported';

type Listener = (kind: LiveEventKind, data: LiveEventData) => void;

const LIVE_URL = '/v3/live/';
const HIDDEN_CLOSE_MS = 60_000;
const MAX_BACKOFF_MS = 60_000;

interface Snapshot {
  status: LiveStatus;
  counts: LiveCounts | null;
}

const state = {
  snapshot: { status: 'off', counts: null } as Snapshot,
  userId: null as string | null,
  users: 0,
  es: null as EventSource | null,
  attempts: 0,
  helloSeen: false,
  retryTimer: 0 as number | ReturnType<typeof setTimeout>,
  hiddenTimer: 0 as number | ReturnType<typeof setTimeout>,
  listeners: new Set<Listener>(),
  watchers: new Set<() => void>(),
  pageHooks: false,
};

function set(next: Partial<Snapshot>): void {
  state.snapshot = { ...state.snapshot, ...next };
  for (const w of state.watchers) w();
}

function emit(kind: LiveEventKind, data: LiveEventData): void {
  for (const fn of state.listeners) fn(kind, data);
}

function supported(): boolean {
  return typeof window !== 'undefined' && typeof window.EventSource === 'function';
}

function disconnect(): void {
  clearTimeout(state.retryTimer);
  state.es?.close();
  state.es = null;
}

function parse(e: MessageEvent): unknown {
  try {
    return JSON.parse(String(e.data));
  } catch {
    return null;
  }
}

function connect(): void {
  disconnect();
  if (!state.userId || state.users === 0 || state.snapshot.status === 'ended') return;
  if (document.visibilityState === 'hidden') return;
  set({ status: 'connecting' });
  // decision 086: until a first hello, the page says how long ago it began loading (its data
  // is no older), and the server says whether an event for this person may have come since
  const es = new EventSource(
    state.helloSeen ? LIVE_URL : `${LIVE_URL}?age=${Math.round(performance.now())}`,
  );
  state.es = es;
  const takeCounts = (d: LiveCounts | null) => {
    if (d?.messages) set({ counts: { messages: d.messages, notifications: d.notifications } });
  };
  es.addEventListener('hello', (e) => {
    state.attempts = 0;
    set({ status: 'open' });
    const hello = parse(e as MessageEvent) as
      | (LiveCounts & { missed?: boolean; quietMs?: number })
      | null;
    takeCounts(hello);
    // decision 089: the page began loading at 0 of its own clock; if the server has known for
    // less time than that that nothing came for this person, something may have come since
    const quiet = typeof hello?.quietMs === 'number' ? hello.quietMs : Number.POSITIVE_INFINITY;
    const missed = hello?.missed === true || quiet <= performance.now();
    if (state.helloSeen || missed) emit('resync', {});
    state.helloSeen = true;
  });
  es.addEventListener('unread', (e) => takeCounts(parse(e as MessageEvent) as LiveCounts | null));
  es.addEventListener('evicted', () => {
    if (state.es !== es) return;
    // too many open pages of this account: this one waits until the person comes back to it
    disconnect();
    set({ status: 'idle' });
  });
  for (const kind of ['message', 'conversation', 'notification', 'resync'] as const) {
    es.addEventListener(kind, (e) => emit(kind, (parse(e as MessageEvent) ?? {}) as LiveEventData));
  }
  es.onerror = () => {
    if (state.es !== es) return;
    // the browser's own retry cannot tell a lost network from an ended session: ours can
    disconnect();
    set({ status: 'connecting' });
    state.attempts += 1;
    const wait = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(state.attempts, 6));
    state.retryTimer = setTimeout(
      () => {
        getResource('UnreadCountResource', {})
          .then(() => connect())
          .catch((err: unknown) => {
            if (err instanceof ApiError && err.status === 401) {
              set({ status: 'ended', counts: null });
            } else connect();
          });
      },
      wait / 2 + Math.random() * (wait / 2),
    );
  };
}

function onVisibility(): void {
  clearTimeout(state.hiddenTimer);
  if (document.visibilityState === 'hidden') {
    state.hiddenTimer = setTimeout(() => {
      disconnect();
      if (state.snapshot.status !== 'ended') set({ status: 'off' });
    }, HIDDEN_CLOSE_MS);
  } else if (!state.es && state.snapshot.status !== 'ended') {
    connect();
  }
}

function onFocus(): void {
  if (state.snapshot.status === 'idle' && !state.es) connect();
}

function onOnline(): void {
  if (state.snapshot.status === 'connecting' && !state.es) connect();
}

function retain(userId: string): () => void {
  if (!supported()) {
    set({ status: 'unsupported' });
    return () => {};
  }
  if (state.userId !== userId) {
    // another person signed in in this page: nothing of the last one's stream carries over
    disconnect();
    state.userId = userId;
    state.helloSeen = false;
    state.attempts = 0;
    set({ status: 'off', counts: null });
  }
  state.users += 1;
  if (!state.pageHooks) {
    state.pageHooks = true;
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFocus);
  }
  if (!state.es && state.snapshot.status !== 'ended') connect();
  return () => {
    state.users -= 1;
    if (state.users > 0) return;
    // the last listener left (signed out, or the page no longer shows anything live)
    disconnect();
    clearTimeout(state.hiddenTimer);
    state.userId = null;
    state.helloSeen = false;
    set({ status: 'off', counts: null });
  };
}

function subscribeSnapshot(fn: () => void): () => void {
  state.watchers.add(fn);
  return () => state.watchers.delete(fn);
}

const SERVER_SNAPSHOT: Snapshot = { status: 'off', counts: null };

/**
 * The live channel's status and the latest counts, keeping the stream open while mounted for a
 * signed-in viewer.
 */
export function useLive(): Snapshot {
  const viewer = useViewer();
  const id = viewer.isAuth ? viewer.id : null;
  useEffect(() => (id ? retain(String(id)) : undefined), [id]);
  return useSyncExternalStore(
    subscribeSnapshot,
    () => state.snapshot,
    () => SERVER_SNAPSHOT,
  );
}

/** Calls `handler` for each live event of these kinds (`resync` after a reconnection). */
export function useLiveEvent(
  kinds: readonly LiveEventKind[],
  handler: (kind: LiveEventKind, data: LiveEventData) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const key = kinds.join(',');
  useLive();
  useEffect(() => {
    const wanted = new Set(key.split(','));
    const fn: Listener = (kind, data) => {
      if (wanted.has(kind)) latest.current(kind, data);
    };
    state.listeners.add(fn);
    return () => {
      state.listeners.delete(fn);
    };
  }, [key]);
}
