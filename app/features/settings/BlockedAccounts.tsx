import { useState } from 'react';
import { profilePath } from '#domain/catalogue/routes';
import type { UserModel } from '#domain/pins/models';
import { ApiError, getResource, postResource } from '../../lib/resource';
import { useDeviceClass } from '../../lib/viewer-context';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import s from './BlockedAccounts.module.css';
import '../../lib/texts/settings';

export interface BlockedAccount {
  user: UserModel;
  blockedAt: string;
}

/**
 * Issue 13's Blocked accounts: the people the viewer blocked, the latest first, a page at a time.
 * Unblock asks first, then says so in a toast; blocking again is on their profile's … menu or a
 * message request. Unblocking is an in-place control (decision 008): it calls UserBlockResource
 * delete, as the profile's menu does.
 */
export function BlockedAccounts(props: { items: BlockedAccount[]; bookmark: string | null }) {
  const [items, setItems] = useState(props.items);
  const [bookmark, setBookmark] = useState(props.bookmark);
  const [more, setMore] = useState(false);
  const [asking, setAsking] = useState<UserModel | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const device = useDeviceClass();
  const t = useT();
  const readable = (e: unknown) => (e instanceof ApiError ? e.message : t('settings.failed'));

  async function loadMore() {
    if (!bookmark) return;
    setMore(true);
    try {
      const r = await getResource<BlockedAccount[]>('UserBlockResource', { bookmark });
      const known = new Set(items.map((i) => i.user.id));
      setItems([...items, ...r.data.filter((i) => !known.has(i.user.id))]);
      setBookmark(r.bookmark);
    } catch (e) {
      toast.show({ text: readable(e), tone: 'error' });
    } finally {
      setMore(false);
    }
  }

  async function unblock(user: UserModel) {
    setBusy(true);
    try {
      await postResource('UserBlockResource', 'delete', { user_id: user.id });
      setItems((now) => now.filter((i) => i.user.id !== user.id));
      setAsking(null);
      toast.show({ text: t('settings.blocked.done', { name: user.fullName }) });
    } catch (e) {
      toast.show({ text: readable(e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (items.length === 0) {
    return <p className={s.empty}>{t('settings.blocked.empty')}</p>;
  }

  return (
    <>
      <ul className={s.list} aria-label={t('settings.blocked.title')}>
        {items.map(({ user }) => (
          <li key={user.id} className={s.row}>
            <Avatar name={user.fullName} src={user.imageSmallUrl} size={48} />
            <span className={s.who}>
              <Link to={profilePath(user.username)} className={s.name}>
                {user.fullName}
              </Link>
              <span className={s.username}>@{user.username}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('settings.blocked.unblockOf', { name: user.fullName })}
              onClick={() => setAsking(user)}
            >
              {t('settings.blocked.unblock')}
            </Button>
          </li>
        ))}
      </ul>
      {bookmark ? (
        <div className={s.more}>
          <Button variant="secondary" loading={more} onClick={() => void loadMore()}>
            {t('settings.blocked.more')}
          </Button>
        </div>
      ) : null}
      <Modal
        mobile={device !== 'desktop'}
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={
          asking
            ? t('settings.blocked.askTitle', { name: asking.fullName })
            : t('settings.blocked.unblock')
        }
        description={
          asking ? t('settings.blocked.askText', { username: asking.username }) : undefined
        }
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">{t('ui.cancel')}</Button>
            </DialogClose>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => (asking ? void unblock(asking) : undefined)}
            >
              {t('settings.blocked.unblock')}
            </Button>
          </>
        }
      />
    </>
  );
}
