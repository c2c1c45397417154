import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { LogoMark } from '../../ui/LogoMark';
import s from './Auth.module.css';
import { LoginFetcherForm } from './LoginForm';
import { LOGIN_SUBHEADER, type LoginPrompt } from './login-prompts';

/**
 * spec 02 §6: the login modal a visitor gets for an action that needs an account. Labelled by
 * its title (the prompt), described by the subheader; logging in returns to `next`.
 */
export function LoginModal(props: {
  prompt: LoginPrompt | null;
  next: string;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open={props.prompt !== null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={s.modalBackdrop} />
        <Dialog.Content className={s.modal}>
          <Dialog.Close className={s.modalClose} aria-label="Close">
            <X size={20} aria-hidden="true" />
          </Dialog.Close>
          <div className={s.logoMark}>
            <LogoMark />
          </div>
          <Dialog.Title className={s.modalTitle}>{props.prompt ?? 'Log in'}</Dialog.Title>
          <Dialog.Description className={s.modalSubheader}>{LOGIN_SUBHEADER}</Dialog.Description>
          {props.prompt ? <LoginFetcherForm next={props.next} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
