import type { UserModel } from '#domain/pins/models';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/Toast';
import { NewMessageForm } from './NewMessageForm';
import { conversationName } from './titles';
import '../../lib/texts/messages';

/** 'Send this pin' (spec 01 §9): pick people and add a message; the pin goes with it. */
export function SendPinDialog(props: {
  pinId: string;
  open: boolean;
  mobile: boolean;
  onClose(): void;
}) {
  const toast = useToast();
  const t = useT();
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={t('messages.sendPin')}
      mobile={props.mobile}
      size="md"
    >
      <NewMessageForm
        pinId={props.pinId}
        onCancel={props.onClose}
        onSent={(_, to) => {
          props.onClose();
          toast.show({ text: t('messages.sentTo', { title: conversationName(t, to) }) });
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
  const t = useT();
  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={t('messages.messageTo', { name: props.to.fullName })}
      mobile={props.mobile}
      size="md"
    >
      <NewMessageForm
        recipients={[props.to]}
        onCancel={props.onClose}
        onSent={(_, to) => {
          props.onClose();
          toast.show({ text: t('messages.sentTo', { title: conversationName(t, to) }) });
        }}
      />
    </Modal>
  );
}
