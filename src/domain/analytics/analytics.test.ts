import { describe, expect, it } from 'vitest';
import {
  BATCH_MAX_EVENTS,
  EVENT,
  eventBatchSchema,
  IMPRESSION_EVENT,
  IMPRESSION_THRESHOLDS,
  IMPRESSION_TOP_MARGIN_PX,
  KNOWN_EVENT_TYPES,
  metricOf,
  REPINS_LOGGED,
} from './analytics.ts';

const ID = '0b7f4a52-6d7c-4b35-9f0f-3c8a1b2c3d4e';

describe('analytics contract', () => {
  it('M-179 impression event numbers: Pin 18, Board 3700, User 3704, Story 170', () => {
    expect(IMPRESSION_EVENT).toMatchObject({ Pin: 18, Board: 3700, User: 3704, Story: 170 });
  });

  it('M-178 each impression kind has its own event number, one the endpoint accepts', () => {
    const numbers = Object.values(IMPRESSION_EVENT);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(KNOWN_EVENT_TYPES.has(n)).toBe(true);
    expect(IMPRESSION_EVENT.Comment).toBe(EVENT.COMMENT_IMPRESSION);
  });

  it('M-438 M-439 impression top margin 143 px and thresholds 0, 0.5, 0.8, 1', () => {
    expect(IMPRESSION_TOP_MARGIN_PX).toBe(143);
    expect(IMPRESSION_THRESHOLDS).toEqual([0, 0.5, 0.8, 1]);
  });

  it('P-369 first 9 repins logged', () => {
    expect(REPINS_LOGGED).toBe(9);
  });

  it.each([
    [12, 'P-360'],
    [82, 'P-361'],
    [101, 'P-362'],
    [8948, 'P-363'],
    [10220, 'P-364'],
    [25, 'P-365'],
    [29, 'P-365'],
    [13, 'P-366'],
    [14, 'P-366'],
    [102, 'P-366'],
    [103, 'P-366'],
    [108, 'P-366'],
    [7762, 'P-366'],
    [9371, 'P-366'],
    [14577, 'P-366'],
    [16815, 'P-366'],
    [7352, 'M-380'],
  ])('%i is a logged event type (%s)', (type) => {
    expect(KNOWN_EVENT_TYPES.has(type)).toBe(true);
  });

  it.each([
    [{ type: EVENT.PIN_IMPRESSION, pin_id: '1' }, 'impressions'],
    [{ type: EVENT.CLOSEUP_NAVIGATION, pin_id: '1' }, 'closeupViews'],
    [{ type: EVENT.CLICK, pin_id: '1', element: 'pin' }, 'pinClicks'],
    [{ type: EVENT.CLICK, pin_id: '1', component: 'share_menu', element: 'copy_link' }, 'shares'],
    [{ type: EVENT.CLICK, pin_id: '1', element: 'save_button' }, null],
    [{ type: EVENT.CLICKTHROUGH, pin_id: '1' }, 'outboundClicks'],
    [{ type: EVENT.DOWNLOAD, pin_id: '1' }, 'downloads'],
    [{ type: EVENT.PIN_IMPRESSION }, null],
    [{ type: EVENT.SWIPE, pin_id: '1' }, null],
  ])('metricOf(%o) is %s', (e, metric) => {
    expect(metricOf(e)).toBe(metric);
  });

  it('accepts a well-formed batch with the P-367 payload fields', () => {
    const r = eventBatchSchema.safeParse({
      events: [
        {
          id: ID,
          type: 101,
          time: 1_790_000_000_000,
          pin_id: '123',
          view_type: 1,
          view_parameter: 2,
          component: 'pin_card',
          element: 'pin',
          object_id_str: '123',
          client_tracking_params: 'abc',
          aux_data: { grid_index: 3, is_promoted: false, click_type: 'closeup' },
        },
      ],
    });
    expect(r.success).toBe(true);
  });

  it.each([
    ['no events', { events: [] }],
    [
      'too many events',
      {
        events: Array.from({ length: BATCH_MAX_EVENTS + 1 }, () => ({ id: ID, type: 18, time: 1 })),
      },
    ],
    ['an unknown type', { events: [{ id: ID, type: 424242, time: 1 }] }],
    ['a bad id', { events: [{ id: 'x', type: 18, time: 1 }] }],
    ['a pin id that is not digits', { events: [{ id: ID, type: 18, time: 1, pin_id: '1; drop' }] }],
    [
      'a nested aux_data value',
      { events: [{ id: ID, type: 18, time: 1, aux_data: { a: { b: 1 } } }] },
    ],
  ])('rejects a batch with %s', (_name, batch) => {
    expect(eventBatchSchema.safeParse(batch).success).toBe(false);
  });
});
