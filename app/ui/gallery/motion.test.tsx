// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { motionEntries } from './motion';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('gallery: Motion', () => {
  it('M-258 the useTransitionState demo walks through the states as it is shown and hidden', () => {
    const entry = motionEntries.find((e) => e.name === 'useTransitionState');
    render(<div>{entry?.render()}</div>);
    const state = () => screen.getByLabelText('Transition state').textContent;
    expect(state()).toBe('unmounted');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(state()).toBe('exited');
    act(() => vi.advanceTimersByTime(0));
    expect(state()).toBe('entering');
    act(() => vi.advanceTimersByTime(400));
    expect(state()).toBe('entered');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(state()).toBe('exiting');
    act(() => vi.advanceTimersByTime(400));
    expect(state()).toBe('unmounted');
  });
});
