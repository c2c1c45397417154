import { isDesktop } from '#domain/layout/device';
import { useDeviceClass } from '../../lib/viewer-context';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import { LoginFetcherForm } from './LoginForm';
import { LOGIN_PROMPTS, type LoginPrompt } from './login-prompts';

/** Each prompt's catalog id, found by its English words (the callers name a prompt by them). */
const PROMPT_KEYS = new Map(
  Object.entries(LOGIN_PROMPTS).map(([key, text]) => [text, key as keyof typeof LOGIN_PROMPTS]),
);

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
  const t = useT();
  const key = props.prompt ? PROMPT_KEYS.get(props.prompt) : undefined;
  return (
    <Modal
      mobile={!isDesktop(device)}
      sheetVariant="fullpage"
      open={props.prompt !== null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={key ? t(`auth.prompt.${key}`) : (props.prompt ?? t('shell.logIn'))}
      description={t('auth.promptSubheader')}
    >
      {props.prompt ? <LoginFetcherForm next={props.next} /> : null}
    </Modal>
  );
}
