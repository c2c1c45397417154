// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ThumbnailFlyout from './ThumbnailFlyout';
import { experienceOf, inRouter } from './test-support';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DATA = {
  display_type: 'flyout',
  text: 'More ideas for your kitchen',
  thumbnail_urls: ['/img/a.jpg', '/img/b.jpg', '/img/c.jpg'],
  button_text: 'See them',
  button_uri: '/next',
};

function renderFlyout(display: Parameters<typeof experienceOf>[1] = DATA, preview = false) {
  const onComplete = vi.fn();
  const onDismiss = vi.fn();
  render(
    inRouter(() => (
      <ThumbnailFlyout
        experience={experienceOf(27, display)}
        onComplete={onComplete}
        onDismiss={onDismiss}
        mobile={false}
        preview={preview}
      />
    )),
  );
  act(() => vi.advanceTimersByTime(0));
  return { onComplete, onDismiss };
}

describe('ThumbnailFlyout', () => {
  it('M-224 dismisses 3 s after the first scroll', () => {
    const { onDismiss } = renderFlyout();
    const flyout = screen.getByRole('complementary', { name: 'More ideas for your kitchen' });
    expect(flyout.querySelectorAll('img')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('its button completes and follows its link; the close button and Escape dismiss', () => {
    const first = renderFlyout();
    fireEvent.click(screen.getByRole('button', { name: 'See them' }));
    expect(first.onComplete).toHaveBeenCalledExactlyOnceWith({ code: 1 });
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Next page')).toBeTruthy();
    cleanup();
    const second = renderFlyout();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(second.onDismiss).toHaveBeenCalledOnce();
    cleanup();
    const third = renderFlyout();
    fireEvent.keyDown(screen.getByRole('button', { name: 'See them' }), { key: 'Escape' });
    expect(third.onDismiss).toHaveBeenCalledOnce();
  });

  it('a preview is never scrolled away', () => {
    const { onDismiss } = renderFlyout(DATA, true);
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
