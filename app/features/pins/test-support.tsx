/** Renders a PinCard the way the app does (router, viewer, tooltips), for component tests. */
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { Viewer } from '#domain/accounts/viewer';
import type { CardSurface } from '#domain/analytics/surfaces';
import type { DeviceClass } from '#domain/layout/device';
import type { PinModel } from '#domain/pins/models';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { TooltipProvider } from '../../ui/Tooltip';
import { PinCard } from './PinCard';

function CardProviders(props: { viewer: Viewer; device: DeviceClass; children: ReactNode }) {
  return (
    <MemoryRouter>
      <ViewerProvider viewer={props.viewer} origin="http://tessera.test" device={props.device}>
        <TooltipProvider>
          <ToastProvider>{props.children}</ToastProvider>
        </TooltipProvider>
      </ViewerProvider>
    </MemoryRouter>
  );
}

/** The HTML the server sends for a card. */
export function cardServerHtml(p: PinModel, viewer: Viewer, surface: CardSurface = 'AuthHomefeed') {
  return renderToString(
    <CardProviders viewer={viewer} device="desktop">
      <PinCard pin={p} viewer={viewer} surface={surface} />
    </CardProviders>,
  );
}

export function renderCard(
  p: PinModel,
  viewer: Viewer,
  surface: CardSurface = 'AuthHomefeed',
  extra: {
    experiments?: ReadonlySet<string>;
    showAttribution?: boolean;
    device?: DeviceClass;
  } = {},
) {
  const { device = 'desktop', ...props } = extra;
  const r = render(
    <CardProviders viewer={viewer} device={device}>
      <PinCard pin={p} viewer={viewer} surface={surface} {...props} />
    </CardProviders>,
  );
  const card = r.container.querySelector('article') as HTMLElement;
  return { ...r, card };
}

/**
 * renderCard, then the pointer comes over the card: the hover-only controls (save, action bar,
 * menus) mount on the first hover or focus and are not there before (issue 12).
 */
export function renderHoveredCard(...args: Parameters<typeof renderCard>) {
  const r = renderCard(...args);
  fireEvent.pointerOver(r.card);
  return r;
}
