import { type ReactNode, useState } from 'react';
import type { UserModel } from '#domain/pins/models';
import { ApiError, postResource } from '../../lib/resource';
import { useDeviceClass } from '../../lib/viewer-context';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import '../../lib/texts/messages';

type Person = Pick<UserModel, 'id' | 'fullName' | 'username'>;

/**
 * Blocking one person (issue 13): `item` is the menu's Block (asked first: it declines their
 * waiting message requests) or Unblock (at once, with a toast; blocking again is one step);
 * `ask` opens the Block question from elsewhere (after a report, decision 046); `dialog` is that
 * question, to render once. `onChange` hears each change that went through.
 */
export function useBlocking(
  user: Person,
  initiallyBlocked: boolean,
  onChange?: (blocked: boolean) => void,
): { blocked: boolean; item: ActionMenuItem; ask(): void; dialog: ReactNode } {
  const [blocked, setBlocked] = useState(initiallyBlocked);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const t = useT();
  const mobile = useDeviceClass() !== 'desktop';

  async function change(block: boolean) {
    setBusy(true);
    try {
      await postResource('UserBlockResource', block ? 'create' : 'delete', { user_id: user.id });
      setBlocked(block);
      setAsking(false);
      onChange?.(block);
      toast.show({
        text: t(block ? 'messages.isBlocked' : 'messages.isUnblocked', { name: user.fullName }),
      });
    } catch (e) {
      toast.show({ text: e instanceof ApiError ? e.message : t('messages.failed'), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return {
    blocked,
    item: blocked
      ? { label: t('messages.unblock'), onSelect: () => void change(false) }
      : { label: t('messages.block'), onSelect: () => setAsking(true), tone: 'danger' },
    ask: () => setAsking(true),
    dialog: (
      <Modal
        mobile={mobile}
        open={asking}
        onOpenChange={setAsking}
        title={t('messages.blockTitle', { name: user.fullName })}
        description={t('messages.blockText', { username: user.username })}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">{t('ui.cancel')}</Button>
            </DialogClose>
            <Button variant="danger" loading={busy} onClick={() => void change(true)}>
              {t('messages.block')}
            </Button>
          </>
        }
      />
    ),
  };
}

/**
 * The … menu of a conversation with one person (issue 13): Block or Unblock (useBlocking), and
 * on a profile with Report before it (ProfileMenu, decision 046). The list of
 * everyone blocked is in Settings, Blocked accounts.
 */
export function BlockMenu(props: {
  user: Person;
  blocked: boolean;
  onChange?(blocked: boolean): void;
}) {
  const blocking = useBlocking(props.user, props.blocked, props.onChange);
  return <MoreMenu items={[blocking.item]}>{blocking.dialog}</MoreMenu>;
}

/** The … trigger and its menu (a sheet on a phone or tablet), and the dialogs it opens. */
export function MoreMenu(props: { items: readonly ActionMenuItem[]; children?: ReactNode }) {
  const mobile = useDeviceClass() !== 'desktop';
  const t = useT();
  return (
    <>
      <ActionMenu
        label={t('messages.moreOptions')}
        mobile={mobile}
        trigger={<IconButton size="lg" label={t('messages.moreOptions')} icon="ellipsis" />}
        items={props.items}
      />
      {props.children}
    </>
  );
}
