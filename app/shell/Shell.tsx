import type { Viewer } from '#domain/accounts/viewer';
import type { DeviceClass } from '#domain/layout/device';
import { LoginPromptProvider } from '../features/auth';
import { useLiveTheme } from '../lib/theme';
import { ViewerProvider } from '../lib/viewer-context';
import { useT } from '../ui/i18n';
import { ToastProvider } from '../ui/Toast';
import { TooltipProvider } from '../ui/Tooltip';
import { BottomNav } from './BottomNav';
import { Header, type HeaderSlots } from './Header';
import s from './Shell.module.css';

/**
 * The frame of every page: the header (home, create, the profile menu, and slots later issues
 * fill), the main area and, below 744 px, the bottom navigation. The root error boundary uses it
 * too, so a person on a 404 or error page can go home or log in (issue 10); without root data
 * (the root loader itself failed) it shows a visitor's.
 */
export function Shell({
  viewer,
  origin,
  device,
  slots,
  before,
  after,
  children,
}: {
  viewer: Viewer;
  origin: string;
  device?: DeviceClass;
  /** the search box, notifications and messages: nothing renders for an empty slot */
  slots?: HeaderSlots;
  before?: React.ReactNode;
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  useLiveTheme();
  const t = useT();
  return (
    <ViewerProvider viewer={viewer} origin={origin} device={device}>
      <TooltipProvider>
        <ToastProvider>
          <LoginPromptProvider>
            {before}
            <a className="skip-link" href="#main">
              {t('shell.skipToContent')}
            </a>
            <Header slots={slots} />
            <main id="main" className={s.main}>
              {children}
            </main>
            <BottomNav />
            {after}
          </LoginPromptProvider>
        </ToastProvider>
      </TooltipProvider>
    </ViewerProvider>
  );
}
