import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { isLoggedOutDownloadLimitReached } from '#domain/limits';
import type { PinModel } from '#domain/models';
import type { Viewer } from '#domain/viewer';
import { readVisitorState, recordVisitorDownload } from '../visitor-state';
import s from './CardActions.module.css';
import { DOWNLOADED_MESSAGE, downloadPinImage, downloadUrl } from './download-image';
import { VisitorUpsell } from './VisitorUpsell';

/**
 * spec 01 §4, §6 (P-012, P-270, P-271, P-272, P-278): the overflow menu. Signed-in users get
 * Download image (Hide Pin and Report Pin arrive with issue 13: no disabled placeholders until
 * then); signed-out visitors get the reduced menu (Download image until the limit, then the
 * upsell; More actions opens the login/signup upsell). A click elsewhere closes it.
 */
export function OverflowMenu(props: {
  pin: PinModel;
  viewer: Viewer;
  onToast: (message: string, opts?: { error?: boolean }) => void;
  onOpenChange?: (open: boolean) => void;
}) {
  const { pin, viewer, onToast } = props;
  const visitor = !viewer.isAuth;
  const [upsell, setUpsell] = useState<string | null>(null);

  async function download() {
    if (visitor && isLoggedOutDownloadLimitReached(readVisitorState().downloadedPinsCount)) {
      setUpsell('Log in to download more images');
      return;
    }
    try {
      await downloadPinImage(pin);
      if (visitor) recordVisitorDownload();
      onToast(DOWNLOADED_MESSAGE);
    } catch {
      onToast('Could not download the image. Try again.', { error: true });
    }
  }

  // a signed-in person with nothing to download has no entry yet: no empty menu
  if (!visitor && !downloadUrl(pin)) return null;

  return (
    <>
      <DropdownMenu.Root modal={false} onOpenChange={props.onOpenChange}>
        <DropdownMenu.Trigger asChild>
          <button type="button" className={s.iconButton} aria-label="More options">
            <Ellipsis size={18} aria-hidden="true" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={s.flyout} sideOffset={8} align="end">
            {downloadUrl(pin) ? (
              <DropdownMenu.Item className={s.menuItem} onSelect={() => void download()}>
                Download image
              </DropdownMenu.Item>
            ) : null}
            {visitor ? (
              <DropdownMenu.Item
                className={s.menuItem}
                onSelect={() => setUpsell('Log in to see more actions')}
              >
                More actions
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {visitor ? (
        <VisitorUpsell
          open={upsell !== null}
          title={upsell ?? ''}
          onClose={() => setUpsell(null)}
        />
      ) : null}
    </>
  );
}
