/** Renders a PinCard the way the app does (router, viewer, tooltips), for component tests. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DeviceClass } from '#domain/device';
import type { PinModel } from '#domain/models';
import type { CardSurface } from '#domain/surfaces';
import type { Viewer } from '#domain/viewer';
import { ViewerProvider } from '../../lib/viewer-context';
import { ToastProvider } from '../../ui/Toast';
import { TooltipProvider } from '../../ui/Tooltip';
import { PinCard } from './PinCard';

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
    <MemoryRouter>
      <ViewerProvider viewer={viewer} origin="http://tessera.test" device={device}>
        <TooltipProvider>
          <ToastProvider>
            <PinCard pin={p} viewer={viewer} surface={surface} {...props} />
          </ToastProvider>
        </TooltipProvider>
      </ViewerProvider>
    </MemoryRouter>,
  );
  const card = r.container.querySelector('article') as HTMLElement;
  return { ...r, card };
}
