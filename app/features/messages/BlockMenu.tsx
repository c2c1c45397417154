import { useState } from 'react';
import type { UserModel } from '#domain/pins/models';
import { ApiError, postResource } from '../../lib/resource';
import { useDeviceClass } from '../../lib/viewer-context';
import { ActionMenu } from '../../ui/ActionMenu';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { IconButton } from '../../ui/IconButton';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';

const FAILED = 'Something went wrong. Please try again.';

/**
 * The … menu of another person's profile and of a conversation with one person (issue 13):
 * Block (asked first: it declines their waiting message requests) or Unblock (at once, with a
 * toast; blocking again is one step). The list of everyone blocked is in Settings, Blocked
 * accounts. `onChange` hears each change that went through.
 */
export function BlockMenu(props: {
  user: Pick<UserModel, 'id' | 'fullName' | 'username'>;
  blocked: boolean;
  onChange?(blocked: boolean): void;
}) {
  const { user } = props;
  const [blocked, setBlocked] = useState(props.blocked);
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
      props.onChange?.(block);
      toast.show({
        text: block ? `${user.fullName} is blocked.` : `${user.fullName} is unblocked.`,
      });
    } catch (e) {
      toast.show({ text: e instanceof ApiError ? e.message : FAILED, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ActionMenu
        label="More options"
        mobile={mobile}
        trigger={<IconButton size="lg" label="More options" icon="ellipsis" />}
        items={[
          blocked
            ? { label: 'Unblock', onSelect: () => void change(false) }
            : { label: 'Block', onSelect: () => setAsking(true), tone: 'danger' },
        ]}
      />
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
    </>
  );
}
