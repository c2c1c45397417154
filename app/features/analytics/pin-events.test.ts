import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '#domain/analytics/analytics';

describe('repin logging (spec 01 §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('P-369 logs the first 9 repins of the page, 101 save/repin with their index, then none', async () => {
    vi.stubGlobal('window', {});
    vi.resetModules();
    const tracker = await import('./tracker');
    const { logRepin } = await import('./pin-events');
    tracker.setTrackingGate('open');
    const got: AnalyticsEvent[] = [];
    tracker.connectSink((e) => got.push(e));
    for (let i = 0; i < 12; i++) logRepin(String(100 + i), i % 2 ? '7' : null);
    expect(got.map((e) => e.aux_data?.repin_index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(got[1]).toMatchObject({
      type: 101,
      pin_id: '101',
      component: 'save',
      element: 'repin',
      aux_data: { board_id: '7' },
    });
  });
});
