import { SHARE_CHANNEL_LABELS, type ShareChannel, shareUrl } from '#domain/sharing/share';
import { copyText } from '../../lib/clipboard';
import { Button, ButtonLink } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { EVENT, logEvent, SHARE_COMPONENT } from '../analytics';
import s from './Sharing.module.css';
import { openSharePopup } from './share-link';

const POPUP_CHANNELS = ['facebook', 'twitter', 'line', 'whatsapp'] as const;

/**
 * The Share Menu's body (spec 01 §2 P-051, §4 P-182, §6 P-315; spec 02 §7 M-363 … M-366): Copy
 * link, then the networks, each in its popup, email, and — where the surface can send messages —
 * 'Send to a Tessera user'. `onDone` closes the menu; `onToast` says what happened; `onSend`
 * (given by the card or the closeup, which compose messages' Send dialog: sharing sits below
 * messages, decision 008) opens the Send dialog for this pin after the menu closes.
 */
export function ShareMenuContent(props: {
  url: string;
  text: string;
  onDone(): void;
  onToast(message: string, opts?: { error?: boolean }): void;
  onSend?: (() => void) | undefined;
  /** the pin shared: each action logs 101 with component share_menu (spec 02 §7 M-376) */
  pinId?: string;
}) {
  const { url, text, onDone, onToast, onSend, pinId } = props;
  const t = useT();
  function logged(element: string) {
    if (pinId) logEvent({ type: EVENT.CLICK, pin_id: pinId, component: SHARE_COMPONENT, element });
  }
  function share(channel: (typeof POPUP_CHANNELS)[number]) {
    logged(channel);
    const opened = openSharePopup(channel, { url, text });
    onDone();
    if (!opened)
      onToast(t('share.blocked', { channel: SHARE_CHANNEL_LABELS[channel] }), { error: true });
  }
  return (
    <div className={s.menu}>
      <p className={s.menuTitle}>{t('share.share')}</p>
      <Button
        variant="tertiary"
        iconStart="link-2"
        fullWidth
        align="start"
        onClick={async () => {
          logged('copy_link');
          const ok = await copyText(url);
          onDone();
          onToast(ok ? t('share.copied') : t('share.copyFailed'), { error: !ok });
        }}
      >
        {t('share.copyLink')}
      </Button>
      {POPUP_CHANNELS.map((channel) => (
        <Button
          key={channel}
          variant="tertiary"
          iconStart="external-link"
          fullWidth
          align="start"
          onClick={() => share(channel)}
        >
          {SHARE_CHANNEL_LABELS[channel]}
        </Button>
      ))}
      <ButtonLink
        to={shareUrl('email' satisfies ShareChannel, { url, text })}
        reloadDocument
        variant="tertiary"
        iconStart="mail"
        fullWidth
        align="start"
        onClick={() => {
          logged('email');
          onDone();
        }}
      >
        {t('share.email')}
      </ButtonLink>
      {onSend ? (
        <Button
          variant="tertiary"
          iconStart="message-circle"
          fullWidth
          align="start"
          onClick={() => {
            logged('send');
            onDone();
            onSend();
          }}
        >
          {t('share.send')}
        </Button>
      ) : null}
    </div>
  );
}
