import { lazy } from 'react';
import { useIsDesktop } from '../../lib/viewer-context';
import { useT } from '../../ui/i18n';
import { PanelButton } from '../../ui/PanelButton';
import { useNotificationCount } from './use-notification-count';

// the panel (its list and states) is fetched when it first opens
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })),
);

/**
 * The header's notifications for signed-in people (decision 017): a bell with the unread count
 * that opens the panel, a popover on a desktop and a sheet on a phone or tablet.
 */
export function NotificationsButton() {
  const t = useT();
  return (
    <PanelButton
      icon="bell"
      label={t('header.notifications')}
      title={t('header.notifications')}
      loadingLabel={t('header.loadingNotifications')}
      count={useNotificationCount()}
      desktop={useIsDesktop()}
      badgeTestId="notifications-badge"
    >
      {(close, inSheet) => <NotificationsPanel onClose={close} inSheet={inSheet} />}
    </PanelButton>
  );
}
