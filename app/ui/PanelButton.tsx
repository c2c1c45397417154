import { type ReactNode, Suspense, useState } from 'react';
import { Badge } from './Badge';
import type { IconName } from './Icon';
import { IconButton } from './IconButton';
import { useT } from './i18n';
import s from './PanelButton.module.css';
import { Popover } from './Popover';
import { Sheet } from './Sheet';
import { Spinner } from './Spinner';

/** Counts past this show as "99+". */
export const PANEL_BADGE_MAX = 99;

/**
 * A header icon button with an unread count that opens a panel: a popover on a desktop, a sheet
 * on a phone or tablet (the feature says which). The panel is rendered only while open, inside
 * a Suspense that shows a spinner, so a feature may fetch its panel's code on first open.
 */
export function PanelButton(props: {
  icon: IconName;
  /** what the button is ('Messages'); the count is added to it ('Messages, 3 unread') */
  label: string;
  /** the panel's accessible name ('Inbox') */
  title: string;
  count: number;
  desktop: boolean;
  /** read out while the panel's code loads */
  loadingLabel: string;
  badgeTestId?: string;
  children(close: () => void, inSheet: boolean): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { count, desktop } = props;
  const t = useT();
  const label = count > 0 ? t('ui.unreadCount', { label: props.label, count }) : props.label;
  const trigger = <IconButton icon={props.icon} variant="transparent" size="lg" label={label} />;
  const panel = open ? (
    <Suspense
      fallback={
        <div className={s.panelLoading}>
          <Spinner label={props.loadingLabel} />
        </div>
      }
    >
      {props.children(() => setOpen(false), !desktop)}
    </Suspense>
  ) : null;
  return (
    <span className={s.trigger}>
      {desktop ? (
        <Popover
          label={props.title}
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
          align="end"
          flush
        >
          {panel}
        </Popover>
      ) : (
        <Sheet title={props.title} hideTitle open={open} onOpenChange={setOpen} trigger={trigger}>
          {panel}
        </Sheet>
      )}
      {count > 0 ? (
        <span className={s.badge} aria-hidden="true" data-testid={props.badgeTestId}>
          <Badge tone="brand">{count > PANEL_BADGE_MAX ? `${PANEL_BADGE_MAX}+` : count}</Badge>
        </span>
      ) : null}
    </span>
  );
}
