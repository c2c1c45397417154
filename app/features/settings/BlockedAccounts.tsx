import { useState } from 'react';
import { profilePath } from '#domain/catalogue/routes';
import type { UserModel } from '#domain/pins/models';
import { ApiError, getResource, postResource } from '../../lib/resource';
import { useDeviceClass } from '../../lib/viewer-context';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import s from './BlockedAccounts.module.css';

export interface BlockedAccount {
  user: UserModel;
  blockedAt: string;
}

const FAILED = 'Something went wrong. Please try again.';

function readable(e: unknown): string {
  return e instanceof ApiError ? e.message : FAILED;
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
      toast.show({ text: `${user.fullName} is unblocked.` });
    } catch (e) {
      toast.show({ text: readable(e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (items.length === 0) {
    return (
      <p className={s.empty}>
        You haven't blocked anyone. Someone you block from their profile or a message request shows
        up here.
      </p>
    );
  }

  return (
    <>
      <ul className={s.list} aria-label="Blocked accounts">
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
              aria-label={`Unblock ${user.fullName}`}
              onClick={() => setAsking(user)}
            >
              Unblock
            </Button>
          </li>
        ))}
      </ul>
      {bookmark ? (
        <div className={s.more}>
          <Button variant="secondary" loading={more} onClick={() => void loadMore()}>
            Show more
          </Button>
        </div>
      ) : null}
      <Modal
        mobile={device !== 'desktop'}
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={asking ? `Unblock ${asking.fullName}?` : 'Unblock'}
        description={
          asking
            ? `@${asking.username} will be able to send you messages again. You can block them again from their profile.`
            : undefined
        }
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => (asking ? void unblock(asking) : undefined)}
            >
              Unblock
            </Button>
          </>
        }
      />
    </>
  );
}
