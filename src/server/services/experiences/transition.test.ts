import { describe, expect, it } from 'vitest';
import { type StatusState, transition } from './transition.ts';

const now = new Date('2026-03-01T12:00:00Z');
const earlier = new Date('2026-03-01T11:00:00Z');

function state(over: Partial<StatusState>): StatusState {
  return {
    status: 'viewed',
    viewCount: 1,
    viewedAt: earlier,
    completedAt: null,
    dismissedAt: null,
    triggeredAt: null,
    ...over,
  };
}

describe('transition (spec 02 §4 lifecycle)', () => {
  it('M-184 a first view makes it viewed, counted once, logging 4503', () => {
    expect(transition(null, 'view', now)).toEqual({
      next: state({ viewCount: 1, viewedAt: now }),
      event: 4503,
    });
  });
  it('M-187 a second view keeps the status and first time, and counts', () => {
    expect(transition(state({}), 'view', now)?.next).toEqual(state({ viewCount: 2 }));
  });
  it('M-190 M-194 complete and dismiss are final: nothing changes them', () => {
    for (const status of ['completed', 'dismissed'] as const) {
      for (const action of ['view', 'complete', 'dismiss', 'trigger'] as const) {
        const current = state({ status, triggeredAt: earlier });
        expect(transition(current, action, now)).toBeNull();
      }
    }
  });
  it('complete and dismiss log 6567 and 6568, also without a view first', () => {
    expect(transition(null, 'complete', now)).toMatchObject({
      next: { status: 'completed', completedAt: now, viewCount: 0 },
      event: 6567,
    });
    expect(transition(state({}), 'dismiss', now)).toMatchObject({
      next: { status: 'dismissed', dismissedAt: now, viewCount: 1 },
      event: 6568,
    });
  });
  it('M-334 a trigger marks the row once and logs nothing; a view after it keeps the mark', () => {
    const triggered = transition(null, 'trigger', now);
    expect(triggered).toMatchObject({
      next: { status: 'triggered', triggeredAt: now },
      event: null,
    });
    const after = triggered?.next ?? null;
    expect(transition(after, 'trigger', now)).toBeNull();
    expect(transition(after, 'view', now)?.next).toMatchObject({
      status: 'viewed',
      triggeredAt: now,
    });
  });
});
