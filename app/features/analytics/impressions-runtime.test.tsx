// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EVENT,
  IMPRESSION_THRESHOLDS,
  IMPRESSION_TOP_MARGIN_PX,
} from '#domain/analytics/analytics-events';
import { useModalPresence } from '../../ui/modal-presence';
import { createImpressionTracker } from './impressions-runtime';
import type { LoggedEvent } from './queue';
import type { ImpressionInfo } from './registry';

/** A stand-in for the browser's observer: the test says what is on screen. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  show(el: Element, ratio: number) {
    const entry = { target: el, isIntersecting: ratio > 0, intersectionRatio: ratio };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Modal() {
  const ref = useRef<HTMLDivElement>(null);
  useModalPresence(ref);
  return (
    <div ref={ref}>
      <span data-testid="inside" />
    </div>
  );
}

const PIN: ImpressionInfo = {
  type: EVENT.PIN_IMPRESSION,
  pin_id: '5',
  aux_data: { grid_index: 3 },
};

let clock = 0;
let logged: LoggedEvent[];

function setUp() {
  logged = [];
  const tracker = createImpressionTracker(
    (e) => logged.push(e),
    () => clock,
  );
  const io = FakeObserver.last as FakeObserver;
  const el = document.createElement('article');
  el.append(document.createElement('img'));
  document.body.append(el);
  tracker.add(el, PIN);
  return { tracker, io, el };
}

const impressions = () => logged.filter((e) => e.type === EVENT.PIN_IMPRESSION);
const markers = () => logged.filter((e) => e.type === EVENT.PAUSE_RESUME);

describe('the impression observer (spec 02 §4, §9)', () => {
  beforeEach(() => {
    clock = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('M-438 M-439 one observer, thresholds 0/0.5/0.8/1, the 143 px header left out', () => {
    const { io, tracker } = setUp();
    expect(io.options.threshold).toEqual([...IMPRESSION_THRESHOLDS]);
    expect(io.options.rootMargin).toBe(`-${IMPRESSION_TOP_MARGIN_PX}px 0px 0px 0px`);
    const other = document.createElement('div');
    tracker.add(other, { type: EVENT.BOARD_IMPRESSION, object_id_str: '8' });
    expect(FakeObserver.last).toBe(io);
    expect(io.targets.size).toBe(2);
    tracker.dispose();
  });

  it('M-179 M-249 M-250 an element seen at 50% or more logs its kind’s event on exit, with the time at each threshold', () => {
    const { io, el, tracker } = setUp();
    io.show(el, 0.6);
    clock = 400;
    io.show(el, 1);
    clock = 1000;
    io.show(el, 0);
    expect(impressions()).toEqual([
      {
        type: 18,
        pin_id: '5',
        aux_data: {
          grid_index: 3,
          visible_ms: 1000,
          max_visibility: 100,
          ms_50: 1000,
          ms_80: 600,
          ms_100: 600,
          pauses: 0,
        },
      },
    ]);
    tracker.dispose();
  });

  it('M-252 removing an element forces its exit', () => {
    const { io, el, tracker } = setUp();
    io.show(el, 1);
    clock = 300;
    tracker.remove(el);
    expect(impressions()).toHaveLength(1);
    expect(io.targets.has(el)).toBe(false);
    tracker.dispose();
  });

  it('M-253 M-254 M-255 M-251 an unfocused window or hidden page pauses with the 102 marker; focus resumes', () => {
    const { io, el, tracker } = setUp();
    io.show(el, 1);
    clock = 100;
    window.dispatchEvent(new Event('blur'));
    clock = 5000;
    window.dispatchEvent(new Event('focus'));
    clock = 5100;
    window.dispatchEvent(new Event('beforeunload'));
    clock = 9000;
    window.dispatchEvent(new Event('pageshow'));
    clock = 9100;
    io.show(el, 0);
    expect(markers().map((m) => m.aux_data)).toEqual([
      { paused: true, reason: 'blur', elements: 1 },
      { paused: false, reason: 'blur', elements: 1 },
      { paused: true, reason: 'hidden', elements: 1 },
      { paused: false, reason: 'hidden', elements: 1 },
    ]);
    expect(impressions()[0]?.aux_data).toMatchObject({ visible_ms: 300, pauses: 2 });
    tracker.dispose();
  });

  it('M-246 M-247 an open modal pauses what it covers, not what is inside it', () => {
    const { io, el, tracker } = setUp();
    io.show(el, 1);
    clock = 100;
    const modal = render(<Modal />);
    expect(markers().at(-1)?.aux_data).toMatchObject({ paused: true, reason: 'modal' });
    // a related pin inside the closeup overlay is tracked as usual
    const inside = modal.getByTestId('inside');
    tracker.add(inside, { type: EVENT.PIN_IMPRESSION, pin_id: '6' });
    io.show(inside, 1);
    clock = 1100;
    io.show(inside, 0);
    expect(impressions().find((e) => e.pin_id === '6')?.aux_data).toMatchObject({
      visible_ms: 1000,
      pauses: 0,
    });
    clock = 2000;
    modal.unmount();
    expect(markers().at(-1)?.aux_data).toMatchObject({ paused: false, reason: 'modal' });
    clock = 2100;
    io.show(el, 0);
    expect(impressions().find((e) => e.pin_id === '5')?.aux_data).toMatchObject({
      visible_ms: 200,
    });
    tracker.dispose();
  });

  it('P-373 an image that fails to load pauses its element; a load resumes it', () => {
    const { io, el, tracker } = setUp();
    const img = el.querySelector('img') as HTMLImageElement;
    io.show(el, 1);
    clock = 100;
    img.dispatchEvent(new Event('error'));
    clock = 1000;
    img.dispatchEvent(new Event('load'));
    clock = 1050;
    io.show(el, 0);
    expect(impressions()[0]?.aux_data).toMatchObject({ visible_ms: 150, pauses: 1 });
    tracker.dispose();
  });

  it('leaving the page ends every stretch on screen (its impression is logged before the last batch)', () => {
    const { io, el, tracker } = setUp();
    io.show(el, 0.9);
    clock = 700;
    tracker.end();
    expect(impressions()[0]?.aux_data).toMatchObject({ visible_ms: 700, max_visibility: 80 });
    tracker.dispose();
  });
});
