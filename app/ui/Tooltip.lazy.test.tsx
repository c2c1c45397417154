// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, Tooltip, TooltipProvider, tooltipPart } from './Tooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness() {
  return (
    <TooltipProvider>
      <Tooltip text="More options">
        <button type="button" aria-label="Board options">
          …
        </button>
      </Tooltip>
      <Tooltip text="Verified">
        <button type="button">badge</button>
      </Tooltip>
    </TooltipProvider>
  );
}

/** Lets the dynamic import of the Radix half finish and React take it over. */
async function loaded() {
  await act(() => tooltipPart.load());
}

// one file, one module registry: these run in order, the first before anything loaded Radix
describe('Tooltip before its Radix half is loaded', () => {
  it('renders the trigger alone, with its own name, and loads nothing until reached for', () => {
    render(<Harness />);
    expect(tooltipPart.get()).toBeNull();
    expect(screen.getByRole('button', { name: 'Board options' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(screen.getByText('badge'), { pointerType: 'touch' });
    fireEvent.pointerDown(screen.getByText('badge'), { pointerType: 'touch' });
    fireEvent.focus(screen.getByText('badge'));
    expect(tooltipPart.get()).toBeNull();
  });

  it('a resting mouse loads it and opens it once the delay counted from its arrival ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(<Harness />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Board options' }), {
      pointerType: 'mouse',
    });
    await loaded();
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('More options');
    const trigger = screen.getByRole('button', { name: 'Board options' });
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
  });
});

describe('Tooltip taking over from its plain trigger', () => {
  it('keyboard focus keeps focus on the trigger and shows the tip', async () => {
    render(<Harness />);
    const badge = screen.getByRole('button', { name: 'badge' });
    badge.focus();
    await loaded();
    const now = screen.getByRole('button', { name: 'badge' });
    expect(document.activeElement).toBe(now);
    expect(screen.getByRole('tooltip').textContent).toBe('Verified');
    expect(now.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('a pointer that left before the tip loaded opens nothing', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Board options' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    await loaded();
    await act(() => new Promise((r) => setTimeout(r, TOOLTIP_DELAY_MS + 50)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
