// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousViewer, type Viewer } from '#domain/accounts/viewer';
import { useLive, useLiveEvent } from './live';
import { ViewerProvider } from './viewer-context';

// Decision 017: one EventSource per page, backoff after errors, a full stop on a 401.

class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) {
      fn(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
}

const signedIn = { ...anonymousViewer(), isAuth: true, id: '7', username: 'ana' } as Viewer;
const hello = { messages: { conversations: 1, requests: 2 }, notifications: 3, resumed: false };

function Probe(props: { seen: string[] }) {
  const live = useLive();
  useLiveEvent(['message', 'resync'], (kind, data) =>
    props.seen.push(`${kind}:${data.conversationId ?? ''}`),
  );
  return (
    <output>
      {live.status}/{live.counts ? live.counts.notifications : '-'}
    </output>
  );
}

function mount(viewer: Viewer, seen: string[] = []) {
  return render(
    <ViewerProvider viewer={viewer} origin="http://tessera.test" device="desktop">
      <Probe seen={seen} />
      <Probe seen={[]} />
    </ViewerProvider>,
  );
}

describe('the live channel client', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one stream for the page, takes its counts and hands events to listeners', () => {
    const seen: string[] = [];
    const view = mount(signedIn, seen);
    expect(FakeEventSource.all).toHaveLength(1);
    const es = FakeEventSource.all[0] as FakeEventSource;
    // decision 086: the first stream says how long ago the page began loading
    expect(es.url).toMatch(/^\/v3\/live\/\?age=\d+$/);
    act(() => es.emit('hello', { ...hello, missed: false }));
    expect(view.container.textContent).toBe('open/3open/3');
    act(() => es.emit('message', { conversationId: '5', messageId: '9' }));
    expect(seen).toEqual(['message:5']);
    view.unmount();
    expect(es.closed).toBe(true);
  });

  it('a first hello that says an event came while the page loaded asks listeners to resync', () => {
    const seen: string[] = [];
    const view = mount(signedIn, seen);
    act(() => FakeEventSource.all[0]?.emit('hello', { ...hello, missed: true }));
    expect(seen).toEqual(['resync:']);
    view.unmount();
  });

  it('decision 089: a first hello whose quiet is shorter than the page has been loading asks listeners to resync', () => {
    const seen: string[] = [];
    const view = mount(signedIn, seen);
    // nothing for a day: nothing since this page began loading
    act(() => FakeEventSource.all[0]?.emit('hello', { ...hello, missed: false, quietMs: 864e5 }));
    expect(seen).toEqual([]);
    view.unmount();
    const again: string[] = [];
    const next = mount(signedIn, again);
    // something just now, though the server could not tell from the page's age
    act(() => FakeEventSource.all[1]?.emit('hello', { ...hello, missed: false, quietMs: 0 }));
    expect(again).toEqual(['resync:']);
    next.unmount();
  });

  it('a visitor opens nothing', () => {
    const view = mount(anonymousViewer());
    expect(FakeEventSource.all).toHaveLength(0);
    view.unmount();
  });

  it('after an error it waits, checks the session, reconnects and asks listeners to resync', async () => {
    const fetches = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            resource_response: { data: { conversations: 0, requests: 0 }, error: null },
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetches);
    const seen: string[] = [];
    const view = mount(signedIn, seen);
    const first = FakeEventSource.all[0] as FakeEventSource;
    act(() => first.emit('hello', hello));
    act(() => first.onerror?.());
    expect(first.closed).toBe(true);
    expect(FakeEventSource.all).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.all).toHaveLength(2);
    // a page that has had a hello asks only about what came since (Last-Event-ID)
    expect(FakeEventSource.all[1]?.url).toBe('/v3/live/');
    act(() => FakeEventSource.all[1]?.emit('hello', { ...hello, resumed: true }));
    expect(seen).toEqual(['resync:']);
    view.unmount();
  });

  it('a 401 ends it: no more streams, no more asking', async () => {
    const fetches = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            resource_response: {
              data: null,
              error: { code: 'unauthorized', message: 'Log in', http_status: 401 },
            },
          }),
          { status: 401 },
        ),
    );
    vi.stubGlobal('fetch', fetches);
    const view = mount(signedIn);
    act(() => FakeEventSource.all[0]?.onerror?.());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(view.container.textContent).toBe('ended/-ended/-');
    view.unmount();
  });
});
