import { lazy } from 'react';
import { useIsDesktop } from '../../lib/viewer-context';
import { useT } from '../../ui/i18n';
import { PanelButton } from '../../ui/PanelButton';
import { useUnreadCount } from './use-unread-count';

// issue 12's budget: the panel (lists, forms, search) is fetched when the inbox first opens
const InboxPanel = lazy(() => import('./InboxPanel').then((m) => ({ default: m.InboxPanel })));

/**
 * The header's inbox for signed-in people: an icon button with the unread count that opens the
 * inbox panel, a popover on a desktop and a sheet on a phone or tablet.
 */
export function InboxButton() {
  const t = useT();
  return (
    <PanelButton
      icon="message-circle"
      label={t('header.messages')}
      title={t('header.inbox')}
      loadingLabel={t('header.loadingMessages')}
      count={useUnreadCount()}
      desktop={useIsDesktop()}
      badgeTestId="unread-badge"
    >
      {(close, inSheet) => <InboxPanel onClose={close} inSheet={inSheet} />}
    </PanelButton>
  );
}
