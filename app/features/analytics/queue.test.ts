import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '#domain/analytics/analytics';
import {
  BATCH_MAX_EVENTS,
  BATCH_MAX_WAIT_MS,
  EVENT,
  EVENTS_PATH,
} from '#domain/analytics/analytics-events';
import { createEventQueue, QUEUE_MAX_EVENTS, RETRY_DELAY_MS } from './queue';
import { type SendOutcome, sendBatch } from './transport';

let n = 0;
const newId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function setUp(outcomes: SendOutcome[] = []) {
  const sent: { events: AnalyticsEvent[]; mode: string }[] = [];
  const send = vi.fn(async (events: AnalyticsEvent[], mode: 'normal' | 'unload') => {
    sent.push({ events, mode });
    return outcomes.shift() ?? 'ok';
  });
  const q = createEventQueue({ send });
  return { q, send, sent };
}

const base = { type: EVENT.CLICK, pin_id: '42', element: 'pin' };
/** a fresh event as logEvent makes it (its own id) */
const click = () => ({ ...base, id: newId(), time: 1_000 });

describe('event queue (spec 01 §7 P-359)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a batch as soon as 50 wait, never more than 50 in one', () => {
    const { q, sent } = setUp();
    q.setGate('open');
    for (let i = 0; i < 2 * BATCH_MAX_EVENTS + 20; i++) q.push(click());
    expect(sent.map((b) => b.events.length)).toEqual([50, 50]);
    vi.advanceTimersByTime(BATCH_MAX_WAIT_MS);
    expect(sent.map((b) => b.events.length)).toEqual([50, 50, 20]);
  });

  it(`sends what waits ${BATCH_MAX_WAIT_MS} ms after the first event, not before`, () => {
    const { q, sent } = setUp();
    q.setGate('open');
    q.push(click());
    vi.advanceTimersByTime(BATCH_MAX_WAIT_MS - 1);
    q.push(click());
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent.map((b) => b.events.length)).toEqual([2]);
    expect(sent[0]?.mode).toBe('normal');
  });

  it('a flush on leaving the page sends everything at once, marked unload (keepalive)', () => {
    const { q, sent } = setUp();
    q.setGate('open');
    for (let i = 0; i < 70; i++) q.push(click());
    q.flush('unload');
    expect(sent.map((b) => [b.events.length, b.mode])).toEqual([
      [50, 'normal'],
      [20, 'unload'],
    ]);
    expect(q.size()).toBe(0);
  });

  it.each<[SendOutcome[], number]>([
    [['ok'], 1],
    [['drop'], 1],
    [['retry', 'ok'], 2],
    [['retry', 'retry'], 2],
  ])(
    'after %j a batch was sent %d times (retried once, same event ids)',
    async (outcomes, times) => {
      const { q, send, sent } = setUp([...outcomes]);
      q.setGate('open');
      q.push(click());
      q.flush('normal');
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 5);
      expect(send).toHaveBeenCalledTimes(times);
      expect(new Set(sent.map((b) => b.events[0]?.id)).size).toBe(1);
    },
  );

  it('a send that throws never reaches the page', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const q = createEventQueue({ send });
    q.setGate('open');
    q.push(click());
    expect(() => q.flush('normal')).not.toThrow();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gate closed (no analytics consent, a bot): nothing is kept and nothing is sent', () => {
    const { q, send } = setUp();
    q.setGate('closed');
    for (let i = 0; i < 60; i++) q.push(click());
    q.flush('unload');
    vi.advanceTimersByTime(BATCH_MAX_WAIT_MS * 2);
    expect(send).not.toHaveBeenCalled();
    expect(q.size()).toBe(0);
  });

  it('before the viewer is known events wait; a refusal drops them', () => {
    const { q, send } = setUp();
    q.push(click());
    q.flush('unload');
    vi.advanceTimersByTime(BATCH_MAX_WAIT_MS * 2);
    expect(send).not.toHaveBeenCalled();
    expect(q.size()).toBe(1);
    q.setGate('closed');
    expect(q.size()).toBe(0);
    q.setGate('open');
    vi.advanceTimersByTime(BATCH_MAX_WAIT_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });

  it('before the viewer is known events wait; a yes sends them', () => {
    const { q, sent } = setUp();
    q.push(click());
    q.setGate('open');
    vi.advanceTimersByTime(BATCH_MAX_WAIT_MS);
    expect(sent.map((b) => b.events.length)).toEqual([1]);
  });

  it(`keeps at most ${QUEUE_MAX_EVENTS} waiting, the newest`, () => {
    const { q } = setUp();
    for (let i = 0; i < QUEUE_MAX_EVENTS + 7; i++) q.push({ ...click(), view_parameter: i });
    expect(q.size()).toBe(QUEUE_MAX_EVENTS);
  });
});

describe('transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFetch(status: number | Error) {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
      if (status instanceof Error) throw status;
      return new Response('{}', { status });
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const events = [{ id: newId(), time: 1, type: EVENT.DOWNLOAD, pin_id: '7' }];

  it('POSTs the batch as JSON to /v3/events/ with the CSRF header; keepalive when leaving', async () => {
    const fetch = stubFetch(200);
    expect(await sendBatch(events, 'unload')).toBe('ok');
    expect(await sendBatch(events, 'normal')).toBe('ok');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(EVENTS_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).has('x-csrf-token')).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({ events });
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ keepalive: false });
  });

  it.each<[number | Error, SendOutcome]>([
    [202, 'ok'],
    [400, 'drop'],
    [403, 'drop'],
    [429, 'retry'],
    [503, 'retry'],
    [new TypeError('Failed to fetch'), 'retry'],
  ])('an answer of %s means %s', async (status, outcome) => {
    stubFetch(status);
    expect(await sendBatch(events, 'normal')).toBe(outcome);
  });

  it('falls back to sendBeacon on leaving only where fetch has no keepalive', async () => {
    const fetch = stubFetch(200);
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('Request', class {});
    vi.stubGlobal('navigator', { sendBeacon });
    expect(await sendBatch(events, 'unload')).toBe('ok');
    expect(sendBeacon).toHaveBeenCalledWith(EVENTS_PATH, expect.any(Blob));
    expect(fetch).not.toHaveBeenCalled();
    expect(await sendBatch(events, 'normal')).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
