// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarouselSlotModel } from '#domain/pins/models';
import { Carousel } from './Carousel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slot = (i: number): CarouselSlotModel => ({
  slotId: `s${i}`,
  title: `Slot ${i + 1}`,
  details: null,
  link: i === 1 ? 'https://shop.example.com/two' : null,
  images: { '236x': { url: `/i/${i}.jpg`, width: 236, height: 300, dominantColor: '#ccc' } },
});
const slots = [slot(0), slot(1), slot(2)];

function renderCarousel(place: 'card' | 'closeup' = 'closeup', onSwipe = vi.fn()) {
  const view = render(
    <Carousel
      slots={slots}
      place={place}
      aspect={1.25}
      isBot={false}
      dominantColor="#ccc"
      fallbackAlt="A pin"
      onSwipe={onSwipe}
    />,
  );
  const root = view.container.firstElementChild as HTMLElement;
  return { ...view, root, onSwipe };
}

describe('closeup carousel (spec 01 §2, §4, §5)', () => {
  it("P-058 P-059 P-165 P-166 P-209 arrows 'View Previous' / 'View Next' show only when a slot exists", () => {
    const { root } = renderCarousel();
    expect(screen.queryByRole('button', { name: 'View Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Next' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Next' }));
    expect(root.dataset.slotIndex).toBe('1');
    expect(screen.getByRole('button', { name: 'View Previous' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Next' }));
    expect(root.dataset.slotIndex).toBe('2');
    expect(screen.queryByRole('button', { name: 'View Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Previous' }));
    expect(root.dataset.slotIndex).toBe('1');
  });

  it('P-060 P-167 dots jump to a slot and mark the current one', () => {
    const { root } = renderCarousel();
    const dots = screen.getAllByRole('button', { name: /^Go to slide \d$/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(root.dataset.slotIndex).toBe('2');
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(dots[0]?.getAttribute('aria-current')).toBeNull();
  });

  it('each slot shows its own title and link', () => {
    renderCarousel();
    expect(screen.getByText('Slot 1').tagName).toBe('SPAN');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    const link = screen.getByRole('link', { name: 'Slot 2' });
    expect(link.getAttribute('href')).toBe('https://shop.example.com/two');
  });

  it('P-168 the slot timer moves on after 4000 ms and pauses while hovered', () => {
    vi.useFakeTimers();
    const { root } = renderCarousel();
    act(() => vi.advanceTimersByTime(3999));
    expect(root.dataset.slotIndex).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(root.dataset.slotIndex).toBe('1');
    fireEvent.pointerEnter(root);
    act(() => vi.advanceTimersByTime(10_000));
    expect(root.dataset.slotIndex).toBe('1');
    fireEvent.pointerLeave(root);
    act(() => vi.advanceTimersByTime(4000));
    expect(root.dataset.slotIndex).toBe('2');
    act(() => vi.advanceTimersByTime(4000));
    expect(root.dataset.slotIndex).toBe('0');
  });

  it('P-169 P-170 P-171 a swipe moves a slot and logs 108; a long press does not move', () => {
    const { root, onSwipe } = renderCarousel();
    const viewport = root.firstElementChild as HTMLElement;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, timeStamp: number) => {
      const list = [{ clientX: x, clientY: 50 }];
      const ev = type === 'touchEnd' ? { changedTouches: list } : { touches: list };
      fireEvent[type](viewport, { ...ev, timeStamp });
    };
    touch('touchStart', 200, 0);
    touch('touchMove', 140, 100);
    touch('touchEnd', 120, 200);
    expect(root.dataset.slotIndex).toBe('1');
    expect(onSwipe).toHaveBeenCalledWith(108, 'next');
    touch('touchStart', 200, 1000);
    touch('touchEnd', 203, 1700);
    expect(root.dataset.slotIndex).toBe('1');
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });
});

describe('card carousel', () => {
  it('P-008 shows the slots without buttons (the card is a link) and with passive dots', () => {
    const { root } = renderCarousel('card');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(root.tagName).toBe('DIV');
    expect(root.querySelectorAll('img')).toHaveLength(3);
  });
});
