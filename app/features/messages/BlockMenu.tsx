import { type ReactNode, useState } from 'react';
import type { UserModel } from '#domain/pins/models';
import { ApiError, postResource } from '../../lib/resource';
import { useDeviceClass } from '../../lib/viewer-context';
import { ActionMenu, type ActionMenuItem } from '../../ui/ActionMenu';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { IconButton } from '../../ui/IconButton';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';

const FAILED = 'Something went wrong. Please try again.';

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
  const mobile = useDeviceClass() !== 'desktop';

  async function change(block: boolean) {
    setBusy(true);
    try {
      await postResource('UserBlockResource', block ? 'create' : 'delete', { user_id: user.id });
      setBlocked(block);
      setAsking(false);
      onChange?.(block);
      toast.show({
        text: block ? `${user.fullName} is blocked.` : `${user.fullName} is unblocked.`,
      });
    } catch (e) {
      toast.show({ text: e instanceof ApiError ? e.message : FAILED, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return {
    blocked,
    item: blocked
      ? { label: 'Unblock', onSelect: () => void change(false) }
      : { label: 'Block', onSelect: () => setAsking(true), tone: 'danger' },
    ask: () => setAsking(true),
    dialog: (
      <Modal
        mobile={mobile}
        open={asking}
        onOpenChange={setAsking}
        title={`Block ${user.fullName}?`}
        description={`@${user.username} won't be able to send you messages, and you won't be able to send them any. Their waiting message requests are declined. You can unblock them in Settings.`}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="danger" loading={busy} onClick={() => void change(true)}>
              Block
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
  return (
    <>
      <ActionMenu
        label="More options"
        mobile={mobile}
        trigger={<IconButton size="lg" label="More options" icon="ellipsis" />}
        items={props.items}
      />
      {props.children}
    </>
  );
}
