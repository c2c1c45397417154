// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, Tooltip, TooltipProvider, tooltipPart } from './Tooltip';

// the Radix half already loaded, as after a first hover (Tooltip.lazy.test.tsx covers before)
beforeAll(() => tooltipPart.load());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness(props: { delay?: number }) {
  return (
    <TooltipProvider delay={props.delay}>
      <Tooltip text="More options">
        <button type="button" aria-label="Board options">
          …
        </button>
      </Tooltip>
    </TooltipProvider>
  );
}

describe('Tooltip', () => {
  it('shows after the provider delay on hover and describes the trigger, which keeps its own name', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Board options' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('More options');
    expect(screen.getByRole('button', { name: 'Board options' })).toBe(trigger);
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('takes its delay from the one provider', () => {
    vi.useFakeTimers();
    render(<Harness delay={1000} />);
    fireEvent.pointerMove(screen.getByRole('button'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('shows on keyboard focus and hides on Escape', () => {
    render(<Harness />);
    fireEvent.focus(screen.getByRole('button'));
    expect(screen.getByRole('tooltip').textContent).toBe('More options');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('works without the shell provider', () => {
    render(
      <Tooltip text="Verified">
        <button type="button">badge</button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByText('badge'));
    expect(screen.getByRole('tooltip').textContent).toBe('Verified');
  });
});
