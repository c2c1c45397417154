import { lazy, Suspense, useState } from 'react';
import { useIsDesktop } from '../../lib/viewer-context';
import { Badge } from '../../ui/Badge';
import { IconButton } from '../../ui/IconButton';
import { Popover } from '../../ui/Popover';
import { Sheet } from '../../ui/Sheet';
import { Spinner } from '../../ui/Spinner';
import s from './InboxButton.module.css';
import { useUnreadCount } from './use-unread-count';

// issue 12's budget: the panel (lists, forms, search) is fetched when the inbox first opens
const InboxPanel = lazy(() => import('./InboxPanel').then((m) => ({ default: m.InboxPanel })));

/** Counts past this show as "99+". */
const BADGE_MAX = 99;

/**
 * The header's inbox for signed-in people: an icon button with the unread count that opens the
 * inbox panel, a popover on a desktop and a sheet on a phone or tablet.
 */
export function InboxButton() {
  const count = useUnreadCount();
  const desktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const label = count > 0 ? `Messages, ${count} unread` : 'Messages';
  const trigger = (
    <IconButton icon="message-circle" variant="transparent" size="lg" label={label} />
  );
  const badge =
    count > 0 ? (
      <span className={s.badge} aria-hidden="true" data-testid="unread-badge">
        <Badge tone="brand">{count > BADGE_MAX ? `${BADGE_MAX}+` : count}</Badge>
      </span>
    ) : null;
  const panel = open ? (
    <Suspense
      fallback={
        <div className={s.panelLoading}>
          <Spinner label="Loading messages" />
        </div>
      }
    >
      <InboxPanel onClose={() => setOpen(false)} inSheet={!desktop} />
    </Suspense>
  ) : null;
  return (
    <span className={s.inboxTrigger}>
      {desktop ? (
        <Popover
          label="Inbox"
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
          align="end"
          flush
        >
          {panel}
        </Popover>
      ) : (
        <Sheet title="Inbox" hideTitle open={open} onOpenChange={setOpen} trigger={trigger}>
          {panel}
        </Sheet>
      )}
      {badge}
    </span>
  );
}
