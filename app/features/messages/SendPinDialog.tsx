import { conversationTitle } from '#domain/messages/messages';
import type { UserModel } from '#domain/pins/models';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import { NewMessageForm } from './NewMessageForm';

/** 'Send this pin' (spec 01 §9): pick people and add a message; the pin goes with it. */
export function SendPinDialog(props: {
  pinId: string;
  open: boolean;
  mobile: boolean;
  onClose(): void;
}) {
  const toast = useToast();
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title="Send this pin"
      mobile={props.mobile}
      size="md"
    >
      <NewMessageForm
        pinId={props.pinId}
        onCancel={props.onClose}
        onSent={(_, to) => {
          props.onClose();
          toast.show({ text: `Sent to ${conversationTitle(to)}` });
        }}
      />
    </Modal>
  );
}

/** Issue 33: Message on someone's profile: a message to that person, who is shown, not picked. */
export function MessagePersonDialog(props: {
  to: UserModel;
  open: boolean;
  mobile: boolean;
  onClose(): void;
}) {
  const toast = useToast();
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={`Message ${props.to.fullName}`}
      mobile={props.mobile}
      size="md"
    >
      <NewMessageForm
        recipients={[props.to]}
        onCancel={props.onClose}
        onSent={(_, to) => {
          props.onClose();
          toast.show({ text: `Sent to ${conversationTitle(to)}` });
        }}
      />
    </Modal>
  );
}
