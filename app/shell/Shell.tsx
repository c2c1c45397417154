import type { DeviceClass } from '#domain/device';
import type { Viewer } from '#domain/viewer';
import { LoginPromptProvider } from '../features/auth';
import { ViewerProvider } from '../lib/viewer-context';
import { ToastProvider } from '../ui/Toast';
import { TooltipProvider } from '../ui/Tooltip';
import { Header } from './Header';

/**
 * The frame of every page: the header (home, log in / sign up or the profile menu) and the main
 * area. The root error boundary uses it too, so a person on a 404 or error page can go home or
 * log in (issue 10); without root data (the root loader itself failed) it shows a visitor's.
 */
export function Shell({
  viewer,
  origin,
  device,
  before,
  after,
  children,
}: {
  viewer: Viewer;
  origin: string;
  device?: DeviceClass;
  before?: React.ReactNode;
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <ViewerProvider viewer={viewer} origin={origin} device={device}>
      <TooltipProvider>
        <ToastProvider>
          <LoginPromptProvider>
            {before}
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            <Header />
            <main id="main">{children}</main>
            {after}
          </LoginPromptProvider>
        </ToastProvider>
      </TooltipProvider>
    </ViewerProvider>
  );
}
