import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '#domain/analytics/analytics';
import { EVENT } from '#domain/analytics/analytics-events';
import { ACCEPT_ALL, REJECT_ALL } from '#domain/consent/consent';

const started = vi.fn();
const stopped = vi.fn();
vi.mock('./runtime', () => ({
  startTracking: () => {
    started();
    return stopped;
  },
}));

async function fresh() {
  vi.resetModules();
  const tracker = await import('./tracker');
  const gate = await import('./consent-gate');
  const got: AnalyticsEvent[] = [];
  return { tracker, gate, got, sink: () => tracker.connectSink((e) => got.push(e)) };
}

const click = { type: EVENT.CLICK, pin_id: '3', element: 'pin' };
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the consent gate (spec 02 §3, §4)', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {});
    started.mockClear();
    stopped.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['not chosen yet', { isBot: false, cookieConsent: null }],
    ['Reject all', { isBot: false, cookieConsent: REJECT_ALL }],
    ['a bot that replays Accept all', { isBot: true, cookieConsent: ACCEPT_ALL }],
  ])('%s: what waited is dropped, nothing is kept, no runtime loads', async (_name, viewer) => {
    const t = await fresh();
    t.tracker.logEvent(click);
    t.gate.applyConsent(viewer);
    t.tracker.logEvent(click);
    t.sink();
    await flush();
    expect(t.got).toEqual([]);
    expect(started).not.toHaveBeenCalled();
  });

  it('Accept all: the runtime starts once and takes what waited; a later refusal stops it', async () => {
    const t = await fresh();
    t.tracker.logEvent(click);
    t.gate.applyConsent({ isBot: false, cookieConsent: ACCEPT_ALL });
    t.gate.applyConsent({ isBot: false, cookieConsent: ACCEPT_ALL });
    await flush();
    await flush();
    expect(started).toHaveBeenCalledTimes(1);
    t.sink();
    expect(t.got).toHaveLength(1);
    t.gate.applyConsent({ isBot: false, cookieConsent: REJECT_ALL });
    expect(stopped).toHaveBeenCalledTimes(1);
    t.tracker.logEvent(click);
    expect(t.got).toHaveLength(1);
  });
});
