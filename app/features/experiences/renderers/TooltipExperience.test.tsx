// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import TooltipExperience from './TooltipExperience';
import { experienceOf, pageButton, setUpAnchoredRendererTests } from './test-support';

setUpAnchoredRendererTests();

function renderTip(display: Parameters<typeof experienceOf>[1], more: { boardName?: string } = {}) {
  const onComplete = vi.fn();
  const onDismiss = vi.fn();
  render(
    <TooltipExperience
      experience={experienceOf(8, display)}
      onComplete={onComplete}
      onDismiss={onDismiss}
      mobile={false}
      boardName={more.boardName}
    />,
  );
  return { onComplete, onDismiss };
}

const ANCHOR = '[data-anchor="save"]';

describe('TooltipExperience', () => {
  it('M-219 with a pulsar and a tip, a tap on the pulsar pauses it and shows the tip', () => {
    pageButton({ 'data-anchor': 'save' });
    renderTip({ anchor: ANCHOR, has_pulsar: true, has_tooltip: true, text: 'Save ideas here' });
    const pulsar = screen.getByRole('button', { name: 'Show tip' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pulsar.hasAttribute('data-paused')).toBe(false);
    fireEvent.click(pulsar);
    expect(screen.getByRole('dialog', { name: 'Tip' }).textContent).toContain('Save ideas here');
    expect(pulsar.hasAttribute('data-paused')).toBe(true);
    expect(pulsar.getAttribute('aria-expanded')).toBe('true');
  });

  it('M-220 with neither a pulsar nor a tip completes at once and draws nothing', () => {
    pageButton({ 'data-anchor': 'save' });
    const { onComplete } = renderTip({ anchor: ANCHOR, has_pulsar: false, has_tooltip: false });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ code: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show tip' })).toBeNull();
  });

  it('M-221 dismisses its delay after the first scroll, when scroll_to_dismiss', () => {
    pageButton({ 'data-anchor': 'save' });
    const { onDismiss } = renderTip({
      anchor: ANCHOR,
      text: 'Tip',
      scroll_to_dismiss: true,
      scroll_to_dismiss_delay_in_seconds: 2,
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(1999));
    fireEvent.scroll(window);
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('M-221 a touch-move counts as a scroll; without scroll_to_dismiss neither does anything', () => {
    pageButton({ 'data-anchor': 'save' });
    const first = renderTip({ anchor: ANCHOR, text: 'Tip', scroll_to_dismiss: true });
    fireEvent.touchMove(window);
    act(() => vi.advanceTimersByTime(0));
    expect(first.onDismiss).toHaveBeenCalledOnce();
    cleanup();
    const second = renderTip({ anchor: ANCHOR, text: 'Tip' });
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(60_000));
    expect(second.onDismiss).not.toHaveBeenCalled();
  });

  it('M-222 dismisses on a click on its anchor', () => {
    const anchor = pageButton({ id: 'save-button' });
    const { onDismiss } = renderTip({ anchors_by_platform: { web: '#save-button' }, text: 'Tip' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(anchor);
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('M-223 a tooltip dismisses after disappearTime', () => {
    pageButton({ 'data-anchor': 'save' });
    const { onDismiss } = renderTip({ anchor: ANCHOR, text: 'Tip', disappearTime: 5000 });
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('M-151 fills {boardName} in tooltip.mainText, and points where idealDirection says', () => {
    pageButton({ 'data-anchor': 'save' });
    renderTip(
      { anchor: ANCHOR, tooltip: { mainText: 'Saved to {boardName}', idealDirection: 'up' } },
      { boardName: 'Kitchens' },
    );
    const tip = screen.getByRole('dialog', { name: 'Tip' });
    expect(tip.textContent).toContain('Saved to Kitchens');
    expect(tip.getAttribute('data-side')).toBe('top');
  });

  it('its confirm button completes, its cancel button and Escape dismiss', () => {
    pageButton({ 'data-anchor': 'save' });
    const a = renderTip({
      anchor: ANCHOR,
      tooltip: { mainText: 'Tip', confirmButtonText: 'Nice', cancelButtonText: 'Later' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Nice' }));
    expect(a.onComplete).toHaveBeenCalledExactlyOnceWith({ code: 1 });
    cleanup();
    const b = renderTip({ anchor: ANCHOR, text: 'Tip', dismiss_button_text: 'Later' });
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(b.onDismiss).toHaveBeenCalledOnce();
    cleanup();
    const c = renderTip({ anchor: ANCHOR, text: 'Tip' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(c.onDismiss).toHaveBeenCalledOnce();
    expect(c.onComplete).not.toHaveBeenCalled();
  });

  it('draws nothing while its anchor is not on the page, and appears when it is', async () => {
    renderTip({ anchor: ANCHOR, text: 'Tip' });
    expect(screen.queryByRole('dialog')).toBeNull();
    pageButton({ 'data-anchor': 'save' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('dialog', { name: 'Tip' })).toBeTruthy();
  });

  it('a preview draws the tip against a stand-in and is never timed away', () => {
    const onDismiss = vi.fn();
    render(
      <TooltipExperience
        experience={experienceOf(8, { anchor: ANCHOR, text: 'Tip', disappearTime: 1000 })}
        onComplete={vi.fn()}
        onDismiss={onDismiss}
        mobile={false}
        preview
      />,
    );
    expect(screen.getByText('Anchor')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Tip' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
