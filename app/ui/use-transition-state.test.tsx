// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTransitionState } from './use-transition-state';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Probe(props: { open: boolean; appear?: boolean; keepMounted?: boolean }) {
  const state = useTransitionState(props.open, {
    enterMs: 200,
    exitMs: 150,
    appear: props.appear,
    keepMounted: props.keepMounted,
  });
  return <output data-testid="probe">{state}</output>;
}

function state(): string | null {
  return document.querySelector('[data-testid="probe"]')?.textContent ?? null;
}

function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('useTransitionState (spec 02 §4)', () => {
  it('M-258 opening goes unmounted → exited → entering → entered', () => {
    const { rerender } = render(<Probe open={false} />);
    expect(state()).toBe('unmounted');
    rerender(<Probe open />);
    expect(state()).toBe('exited');
    wait(0);
    expect(state()).toBe('entering');
    wait(199);
    expect(state()).toBe('entering');
    wait(1);
    expect(state()).toBe('entered');
  });

  it('M-258 closing is exiting in the same render, unmounted after the exit time', () => {
    const { rerender } = render(<Probe open />);
    expect(state()).toBe('entered');
    rerender(<Probe open={false} />);
    expect(state()).toBe('exiting');
    wait(149);
    expect(state()).toBe('exiting');
    wait(1);
    expect(state()).toBe('unmounted');
  });

  it('M-258 reopening while exiting enters again', () => {
    const { rerender } = render(<Probe open />);
    rerender(<Probe open={false} />);
    wait(100);
    rerender(<Probe open />);
    expect(state()).toBe('entering');
    wait(200);
    expect(state()).toBe('entered');
  });

  it('M-258 appear animates in on mount; keepMounted rests exited', () => {
    const { rerender } = render(<Probe open appear keepMounted />);
    expect(state()).toBe('exited');
    wait(0);
    wait(200);
    expect(state()).toBe('entered');
    rerender(<Probe open={false} appear keepMounted />);
    wait(150);
    expect(state()).toBe('exited');
  });

  it('M-258 with prefers-reduced-motion every change is instant', () => {
    reduceMotion();
    const { rerender } = render(<Probe open={false} />);
    rerender(<Probe open />);
    expect(state()).toBe('entered');
    rerender(<Probe open={false} />);
    expect(state()).toBe('unmounted');
  });
});
