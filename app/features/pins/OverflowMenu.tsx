import { useState } from 'react';
import type { Viewer } from '#domain/accounts/viewer';
import type { PinModel } from '#domain/pins/models';
import { useDeviceClass } from '../../lib/viewer-context';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { downloadFromMenu, downloadUrl } from '../sharing';
import { VisitorUpsell } from '../visitor-state';

/**
 * spec 01 §4, §6 (P-012, P-270, P-271, P-272, P-278): the overflow menu. Signed-in users get
 * Download image, and on someone else's pin Hide Pin and Report Pin (issue 13); signed-out visitors get the reduced menu (Download image until the limit, then the
 * upsell; More actions opens the login/signup upsell). A click elsewhere closes it. A dropdown on
 * desktop, a sheet on phones and tablets (issue 13: "desktop popovers, mobile sheets").
 */
export function OverflowMenu(props: {
  pin: PinModel;
  viewer: Viewer;
  onToast: (message: string, opts?: { error?: boolean }) => void;
  onOpenChange?: (open: boolean) => void;
  /** issue 13: present when the viewer may hide and report this pin */
  feedback?: { onHide(): void; onReport(): void } | null;
}) {
  const { pin, viewer, onToast } = props;
  const t = useT();
  const visitor = !viewer.isAuth;
  const [upsell, setUpsell] = useState<string | null>(null);
  const mobile = useDeviceClass() !== 'desktop';

  const download = () => downloadFromMenu(pin, visitor, { toast: onToast, limit: setUpsell, t });

  // a signed-in person with nothing to download has no entry yet: no empty menu
  const feedback = visitor ? null : (props.feedback ?? null);
  if (!visitor && !downloadUrl(pin) && !feedback) return null;

  const items: ActionMenuItem[] = [
    ...(downloadUrl(pin) ? [{ label: t('pins.dlImage'), onSelect: () => void download() }] : []),
    ...(feedback
      ? [
          { label: t('pins.hide'), onSelect: feedback.onHide },
          { label: t('pins.report'), onSelect: feedback.onReport },
        ]
      : []),
    ...(visitor
      ? [{ label: t('pins.more'), onSelect: () => setUpsell(t('pins.moreUpsell')) }]
      : []),
  ];

  return (
    <>
      <ActionMenu
        label={t('pins.options')}
        align="end"
        mobile={mobile}
        onOpenChange={props.onOpenChange}
        trigger={
          <IconButton variant="on-media" size="sm" label={t('pins.options')} icon="ellipsis" />
        }
        items={items}
      />
      {visitor ? (
        <VisitorUpsell
          title={upsell ?? ''}
          text={t('pins.upsell', { name: 'Tessera' })}
          dialog={{ open: upsell !== null, onClose: () => setUpsell(null) }}
        />
      ) : null}
    </>
  );
}
