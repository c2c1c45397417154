import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isInviteCode } from '#domain/boards/invites';
import { inviteLandingContext } from '#domain/pins/card-permissions';
import { loginPath } from '#domain/sharing/safe-next';
import { getResource } from '../../lib/resource';
import { useDeviceClass, useViewer } from '../../lib/viewer-context';
import { Avatar } from '../../ui/Avatar';
import { ButtonLink } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { VisitorUpsell } from '../visitor-state';
import s from './InviteLanding.module.css';

interface Sender {
  id: string;
  username: string;
  first_name: string;
  full_name: string;
  image_medium_url: string | null;
  should_show_messaging: boolean;
  recent_pin_images: { url: string; width: number; height: number }[];
}

const SEEN_KEY = 'tessera:invite-landing-seen';

function seen(code: string): boolean {
  try {
    return (sessionStorage.getItem(SEEN_KEY) ?? '').split(' ').includes(code);
  } catch {
    return false;
  }
}

function markSeen(code: string) {
  try {
    const list = (sessionStorage.getItem(SEEN_KEY) ?? '').split(' ').filter(Boolean);
    sessionStorage.setItem(SEEN_KEY, [...list.slice(-20), code].join(' '));
  } catch {
    // private mode: the landing may show again on reload, which is harmless
  }
}

/**
 * spec 01 §4, §6 (P-184 … P-189, P-305), §8 (P-383): a page opened from a share link
 * (`invite_code` in its query) says who shared it — a popover for visitors on a desktop, the
 * sign-up upsell on a phone, and for a signed-in person a toast when the sharer is someone else
 * and both can message. Without the sender (an unknown code) nothing shows; bots get nothing.
 * Once per code and browser session.
 */
export function InviteLanding() {
  const location = useLocation();
  const viewer = useViewer();
  const mobile = useDeviceClass() !== 'desktop';
  const toast = useToast();
  const t = useT();
  // the effect's toast speaks the page's language without re-running when the render's t changes
  const tRef = useRef(t);
  tRef.current = t;
  const [sender, setSender] = useState<Sender | null>(null);
  const [shown, setShown] = useState<'popover' | 'upsell' | null>(null);
  const code = new URLSearchParams(location.search).get('invite_code');

  useEffect(() => {
    if (
      !isInviteCode(code) ||
      seen(code) ||
      viewer.audience === 'bot' ||
      viewer.audience === 'social_bot'
    )
      return;
    const abort = new AbortController();
    getResource<{ sender: Sender }>(
      'InviteCodeMetadataResource',
      { invite_code: code, field_set_key: 'default_with_sender_recent_pins' },
      { signal: abort.signal },
    )
      .then(({ data }) => {
        markSeen(code);
        const context = inviteLandingContext({
          sender: data.sender,
          viewer: { ...viewer, isBot: false, canMessage: viewer.isAuth },
          isMobile: mobile,
        });
        if (context === 'toast') {
          toast.show({
            text: tRef.current('share.sharedWithYou', { name: data.sender.full_name }),
            duration: 5000,
          });
        } else if (context) {
          setSender(data.sender);
          setShown(context);
        }
      })
      .catch(() => {
        // P-189 / M-344: no sender, no landing
      });
    return () => abort.abort();
  }, [code, viewer, mobile, toast]);

  if (!sender || !shown) return null;
  const title = t('share.sharedWithYou', { name: sender.full_name });
  const back = `${location.pathname}${location.search}`;
  if (shown === 'upsell') {
    return (
      <VisitorUpsell
        title={title}
        text={t('share.upsellText')}
        next={back}
        dialog={{ open: true, onClose: () => setShown(null) }}
      />
    );
  }
  return (
    <aside className={s.popover} aria-label={title}>
      <div className={s.head}>
        <Avatar name={sender.full_name} src={sender.image_medium_url} size={48} />
        <p className={s.title}>{title}</p>
        <IconButton label={t('share.close')} icon="x" size="sm" onClick={() => setShown(null)} />
      </div>
      {sender.recent_pin_images.length > 0 ? (
        <ul className={s.pins} aria-label={t('share.recentBy', { name: sender.first_name })}>
          {sender.recent_pin_images.slice(0, 6).map((img) => (
            <li key={img.url}>
              <img src={img.url} alt="" width={img.width} height={img.height} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={s.text}>{t('share.upsellOf', { name: sender.first_name })}</p>
      <div className={s.actions}>
        <ButtonLink to={loginPath(back, '/signup')} variant="primary" size="md">
          {t('share.signUp')}
        </ButtonLink>
        <ButtonLink to={loginPath(back)} variant="secondary" size="md">
          {t('share.logIn')}
        </ButtonLink>
      </div>
    </aside>
  );
}
