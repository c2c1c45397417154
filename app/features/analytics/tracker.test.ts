import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '#domain/analytics/analytics';
import { EVENT } from '#domain/analytics/analytics-events';

// the tracker keeps its state for the page's life: each test loads a fresh copy
async function fresh() {
  vi.resetModules();
  return import('./tracker');
}

const download = { type: EVENT.DOWNLOAD, pin_id: '9' };

describe('logEvent and the consent gate (spec 01 §7, 02 §3)', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('P-359 gives each event a random id and the time; it waits until the runtime takes it', async () => {
    const t = await fresh();
    t.logEvent(download);
    t.logEvent(download);
    t.setTrackingGate('open');
    const got: AnalyticsEvent[] = [];
    t.connectSink((e) => got.push(e));
    t.logEvent(download);
    expect(got).toHaveLength(3);
    expect(got[0]).toMatchObject(download);
    expect(got[0]?.time).toBeGreaterThan(0);
    expect(new Set(got.map((e) => e.id)).size).toBe(3);
    for (const e of got) expect(e.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/);
  });

  it('a closed gate (no consent, a bot) drops what waited and everything after', async () => {
    const t = await fresh();
    t.logEvent(download);
    t.setTrackingGate('closed');
    t.logEvent(download);
    const got: AnalyticsEvent[] = [];
    t.connectSink((e) => got.push(e));
    t.logEvent(download);
    expect(got).toEqual([]);
  });

  it(`keeps at most the newest events while it waits`, async () => {
    const t = await fresh();
    for (let i = 0; i < t.WAITING_MAX_EVENTS + 5; i++)
      t.logEvent({ ...download, view_parameter: i });
    t.setTrackingGate('open');
    const got: AnalyticsEvent[] = [];
    t.connectSink((e) => got.push(e));
    expect(got).toHaveLength(t.WAITING_MAX_EVENTS);
    expect(got[0]?.view_parameter).toBe(5);
  });

  it('never throws into the page', async () => {
    const t = await fresh();
    t.setTrackingGate('open');
    t.connectSink(() => {
      throw new Error('broken');
    });
    expect(() => t.logEvent(download)).not.toThrow();
  });
});
