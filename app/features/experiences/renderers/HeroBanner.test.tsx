// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HeroBanner from './HeroBanner';
import { experienceOf, inRouter } from './test-support';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DATA = {
  display_type: 'hero',
  text: 'Welcome to Tessera',
  sub_text: 'Save ideas you love.',
  thumbnail_urls: ['/img/a.jpg', '/img/b.jpg'],
  complete_button_text: 'Start exploring',
  complete_button_cta_url: '/next',
  dismiss_button_text: 'Not now',
};

function renderHero(display: Parameters<typeof experienceOf>[1] = DATA) {
  const onComplete = vi.fn();
  const onDismiss = vi.fn();
  render(
    inRouter(() => (
      <HeroBanner
        experience={experienceOf(27, display)}
        onComplete={onComplete}
        onDismiss={onDismiss}
        mobile={false}
      />
    )),
  );
  act(() => vi.advanceTimersByTime(0));
  return { onComplete, onDismiss };
}

function hero() {
  return screen.getByRole('region', { name: 'Welcome to Tessera' });
}

describe('HeroBanner', () => {
  it('M-217 slides in over 400 ms', () => {
    renderHero();
    expect(hero().getAttribute('data-state')).toBe('entering');
    expect(hero().style.getPropertyValue('--hero-duration')).toBe('400ms');
    act(() => vi.advanceTimersByTime(399));
    expect(hero().getAttribute('data-state')).toBe('entering');
    act(() => vi.advanceTimersByTime(1));
    expect(hero().getAttribute('data-state')).toBe('entered');
  });

  it('M-217 appears at once for someone who asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    renderHero();
    expect(hero().getAttribute('data-state')).toBe('entered');
  });

  it('M-218 shows its words and pictures, and the complete button completes then navigates', () => {
    const { onComplete } = renderHero();
    expect(hero().textContent).toContain('Save ideas you love.');
    expect(hero().querySelectorAll('img')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Start exploring' }));
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ code: 1 });
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Next page')).toBeTruthy();
  });

  it('M-218 M-269 an http(s) call to action opens in a new tab without opener or referrer', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderHero({ ...DATA, complete_button_cta_url: 'https://help.example.com/start' });
    fireEvent.click(screen.getByRole('button', { name: 'Start exploring' }));
    expect(open).toHaveBeenCalledWith(
      'https://help.example.com/start',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('M-218 the dismiss button dismisses; without one a named close button does', () => {
    const first = renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(first.onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    const second = renderHero({ text: 'Welcome to Tessera' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(second.onDismiss).toHaveBeenCalledOnce();
    expect(second.onComplete).not.toHaveBeenCalled();
  });
});
