// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createVideoManager, useVideoPinState, type VideoManager } from './video-manager';

afterEach(cleanup);

function Probe({ pinId, manager }: { pinId: string; manager: VideoManager }) {
  const state = useVideoPinState(pinId, manager);
  return (
    <span data-testid={pinId}>
      {state ? `${state.paused ? 'paused' : 'playing'}@${state.currentTime}` : 'idle'}
    </span>
  );
}

describe('video manager (spec 01 §4)', () => {
  it('P-158 P-161 P-162 one organic video at a time; pausing records the time', () => {
    const manager = createVideoManager();
    render(
      <>
        <Probe pinId="a" manager={manager} />
        <Probe pinId="b" manager={manager} />
        <Probe pinId="ad" manager={manager} />
      </>,
    );
    const text = (id: string) => screen.getByTestId(id).textContent;
    expect(text('a')).toBe('idle');
    act(() => manager.dispatch({ type: 'play', pinId: 'a', track: 'organic' }));
    expect(text('a')).toBe('playing@0');
    act(() => manager.dispatch({ type: 'time', pinId: 'a', currentTime: 1.5 }));
    act(() => manager.dispatch({ type: 'play', pinId: 'b', track: 'organic' }));
    expect(text('a')).toBe('paused@1.5');
    expect(text('b')).toBe('playing@0');
    expect(manager.getState().current.organic).toBe('b');
    // P-159: a promoted video is tracked apart
    act(() => manager.dispatch({ type: 'play', pinId: 'ad', track: 'promoted' }));
    expect(text('b')).toBe('playing@0');
    expect(text('ad')).toBe('playing@0');
    act(() => manager.dispatch({ type: 'pause', pinId: 'b', track: 'organic', currentTime: 3.25 }));
    expect(text('b')).toBe('paused@3.25');
    expect(manager.getState().current.organic).toBeNull();
    expect(manager.getState().current.promoted).toBe('ad');
  });
});
