import { isDesktop } from '#domain/layout/device';
import { useDeviceClass } from '../../lib/viewer-context';
import { Modal } from '../../ui/Modal';
import { LoginFetcherForm } from './LoginForm';
import { LOGIN_SUBHEADER, type LoginPrompt } from './login-prompts';

/**
 * spec 02 §6: the login modal a visitor gets for an action that needs an account. Labelled by
 * its title (the prompt), described by the subheader; logging in returns to `next`. A desktop
 * dialog, and on a phone or tablet the full-page sheet of the mobile modal.
 */
export function LoginModal(props: {
  prompt: LoginPrompt | null;
  next: string;
  onClose: () => void;
}) {
  const device = useDeviceClass();
  return (
    <Modal
      mobile={!isDesktop(device)}
      sheetVariant="fullpage"
      open={props.prompt !== null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.prompt ?? 'Log in'}
      description={LOGIN_SUBHEADER}
    >
      {props.prompt ? <LoginFetcherForm next={props.next} /> : null}
    </Modal>
  );
}
