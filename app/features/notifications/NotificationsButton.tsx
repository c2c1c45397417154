import { lazy, Suspense, useState } from 'react';
import { useIsDesktop } from '../../lib/viewer-context';
import { Badge } from '../../ui/Badge';
import { IconButton } from '../../ui/IconButton';
import { Popover } from '../../ui/Popover';
import { Sheet } from '../../ui/Sheet';
import { Spinner } from '../../ui/Spinner';
import s from './NotificationsButton.module.css';
import { useNotificationCount } from './use-notification-count';

// the panel (its list and states) is fetched when it first opens
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })),
);

/** Counts past this show as "99+". */
const BADGE_MAX = 99;

/**
 * The header's notifications for signed-in people (decision 017): a bell with the unread count
 * that opens the panel, a popover on a desktop and a sheet on a phone or tablet.
 */
export function NotificationsButton() {
  const count = useNotificationCount();
  const desktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  const trigger = <IconButton icon="bell" variant="transparent" size="lg" label={label} />;
  const badge =
    count > 0 ? (
      <span className={s.badge} aria-hidden="true" data-testid="notifications-badge">
        <Badge tone="brand">{count > BADGE_MAX ? `${BADGE_MAX}+` : count}</Badge>
      </span>
    ) : null;
  const panel = open ? (
    <Suspense
      fallback={
        <div className={s.panelLoading}>
          <Spinner label="Loading notifications" />
        </div>
      }
    >
      <NotificationsPanel onClose={() => setOpen(false)} inSheet={!desktop} />
    </Suspense>
  ) : null;
  return (
    <span className={s.trigger}>
      {desktop ? (
        <Popover
          label="Notifications"
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
          align="end"
          flush
        >
          {panel}
        </Popover>
      ) : (
        <Sheet title="Notifications" hideTitle open={open} onOpenChange={setOpen} trigger={trigger}>
          {panel}
        </Sheet>
      )}
      {badge}
    </span>
  );
}
