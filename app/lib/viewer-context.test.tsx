// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousViewer } from '#domain/accounts/viewer';
import type { DeviceClass } from '#domain/layout/device';
import { stubMatchMedia } from '../../tests/support/dom';
import { useDeviceClass, ViewerProvider } from './viewer-context';

// P-006: the server's device class renders the page and the first client render, so hydration
// matches; the browser's own screen refines it afterwards.

function stubScreen(width: number, coarse: boolean, hover: boolean) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  stubMatchMedia((query) =>
    query === '(pointer: coarse)' ? coarse : query === '(hover: hover)' ? hover : false,
  );
}

function App(props: { device: DeviceClass; seen: DeviceClass[] }) {
  return (
    <ViewerProvider viewer={anonymousViewer()} origin="http://tessera.test" device={props.device}>
      <Probe seen={props.seen} />
    </ViewerProvider>
  );
}

function Probe(props: { seen: DeviceClass[] }) {
  const device = useDeviceClass();
  props.seen.push(device);
  return <p data-device={device}>{device}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('device class on server and client', () => {
  it.each<[string, DeviceClass, [number, boolean, boolean], DeviceClass]>([
    ['a phone whose hint said desktop', 'desktop', [390, true, false], 'mobile'],
    ['an iPad that said Macintosh', 'desktop', [1024, true, false], 'tablet'],
    ['a mouse-driven screen with a phone user agent', 'mobile', [1280, false, true], 'desktop'],
    ['a phone the server already knew', 'mobile', [390, true, false], 'mobile'],
    ['a phone turned sideways', 'mobile', [932, true, false], 'mobile'],
    ['a tablet in split view', 'tablet', [500, true, false], 'tablet'],
  ])('%s: hydrates with the server’s class, then refines', async (_, server, screen, want) => {
    const html = renderToString(<App device={server} seen={[]} />);
    expect(html).toContain(`data-device="${server}"`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    stubScreen(...screen);
    const seen: DeviceClass[] = [];
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <App device={server} seen={seen} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen[0]).toBe(server);
    expect(container.querySelector('p')?.dataset.device).toBe(want);
  });

  it('without media queries (old browsers, tests) the server’s class stays', async () => {
    const html = renderToString(<App device="tablet" seen={[]} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <App device="tablet" seen={[]} />);
    });
    expect(container.querySelector('p')?.dataset.device).toBe('tablet');
  });
});
