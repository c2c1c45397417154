import { useState } from 'react';
import { showsShareFlyout } from '#domain/pins/card-permissions';
import { copyText } from '../../lib/clipboard';
import { useDeviceClass, useIsDesktop } from '../../lib/viewer-context';
import { ActionMenu } from '../../ui/ActionMenu';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import { SendPinDialog } from '../messages';
import {
  downloadFromMenu,
  downloadUrl,
  EmbedCodeDialog,
  pinShareUrl,
  ShareMenuContent,
  useActionToast,
  useShareLink,
} from '../sharing';
import { VisitorUpsell } from '../visitor-state';
import { useCloseupContext } from './CloseupContext';
import { useCloseupFeedback, useCloseupFeedbackItems } from './CloseupFeedback';
import { downloadCtaAux, useDownloadCtaGroup } from './DownloadCta';

/**
 * The closeup's own pin actions (spec 01 §2, §4, §6; issue 13): the share control — the 'Share
 * Menu' popover for signed-in desktop users (P-051, P-182, P-315), elsewhere the phone's share
 * sheet or a copied link — and the "…" menu: Download image (a visitor's one download, then the
 * upsell), Copy link, Get Pin embed code, for signed-in people Send (a message with the pin), and
 * Hide Pin and Report Pin as on the card (CloseupFeedback).
 */
export function CloseupPinActions() {
  const { pin, viewer } = useCloseupContext();
  const desktop = useIsDesktop();
  const mobile = useDeviceClass() !== 'desktop';
  const toast = useActionToast();
  const t = useT();
  const [shareOpen, setShareOpen] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const [upsell, setUpsell] = useState<string | null>(null);
  const feedbackItems = useCloseupFeedbackItems();
  const { menuTriggerId } = useCloseupFeedback();
  const visitor = !viewer.isAuth;
  const url = () => pinShareUrl(pin, viewer);
  const link = useShareLink(pin, viewer);
  // an embed is public: a pin on a secret board has none
  const embeddable = pin.board?.privacy !== 'secret';

  async function copyLink(message: string) {
    const ok = await copyText(url());
    toast(ok ? message : t('share.copyFailed'), { error: !ok });
  }

  // the menu's downloads carry the visitor's experiment group too, so the groups can be compared
  const ctaGroup = useDownloadCtaGroup();
  const download = () =>
    downloadFromMenu(pin, visitor, { toast, limit: setUpsell, t }, downloadCtaAux(ctaGroup));

  const share = showsShareFlyout(viewer, { isDesktop: desktop }) ? (
    <Popover
      label={t('share.menu')}
      open={shareOpen}
      onOpenChange={(open) => {
        setShareOpen(open);
        if (open) link.prepare();
      }}
      trigger={<IconButton variant="transparent" size="lg" label={t('share.share')} icon="share" />}
    >
      <ShareMenuContent
        url={link.url}
        text={pin.title}
        pinId={pin.id}
        onDone={() => setShareOpen(false)}
        onToast={toast}
        onSend={() => setSendOpen(true)}
      />
    </Popover>
  ) : (
    <IconButton
      variant="transparent"
      size="lg"
      label={t('share.share')}
      icon="share"
      onClick={async () => {
        // a phone's own share sheet when it has one; a cancelled sheet is not an error
        if (mobile && typeof navigator.share === 'function') {
          await navigator
            .share({ url: url(), title: pin.title || t('share.aPin') })
            .catch(() => {});
          return;
        }
        await copyLink(t('share.copiedToShare'));
      }}
    />
  );

  return (
    <>
      {share}
      <ActionMenu
        label={t('closeup.moreOptions')}
        align="start"
        mobile={mobile}
        trigger={
          <IconButton
            id={menuTriggerId}
            variant="transparent"
            size="lg"
            label={t('closeup.moreOptions')}
            icon="ellipsis"
          />
        }
        items={[
          ...(viewer.isAuth
            ? [{ label: t('closeup.send'), onSelect: () => setSendOpen(true) }]
            : []),
          ...(downloadUrl(pin)
            ? [{ label: t('closeup.download'), onSelect: () => void download() }]
            : []),
          { label: t('share.copyLink'), onSelect: () => void copyLink(t('share.copied')) },
          ...(embeddable
            ? [{ label: t('closeup.embed'), onSelect: () => setEmbedOpen(true) }]
            : []),
          ...feedbackItems,
        ]}
      />
      {embedOpen ? (
        <EmbedCodeDialog
          pin={pin}
          open
          mobile={mobile}
          onClose={() => setEmbedOpen(false)}
          onToast={toast}
        />
      ) : null}
      {sendOpen ? (
        <SendPinDialog pinId={pin.id} open mobile={mobile} onClose={() => setSendOpen(false)} />
      ) : null}
      {visitor ? (
        <VisitorUpsell
          title={upsell ?? ''}
          text={t('closeup.upsellAll')}
          dialog={{ open: upsell !== null, onClose: () => setUpsell(null) }}
        />
      ) : null}
    </>
  );
}
