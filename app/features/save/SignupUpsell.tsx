import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { loginPath } from '#domain/safe-next';
import { LOGIN_PROMPTS, useLoginPrompt } from '../auth';
import s from './Save.module.css';

/**
 * spec 01 §4, §6 (P-138): the sign-up upsell a visitor gets when pressing Save past the local
 * limit. Signing up or logging in returns here; the pins saved so far are then merged into a
 * Quick Saves board (P-139).
 */
export function SignupUpsell(props: { open: boolean; savedCount: number; onClose: () => void }) {
  const id = useId();
  const prompt = useLoginPrompt();
  const next =
    typeof window === 'undefined'
      ? '/'
      : `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const kept =
    props.savedCount > 0
      ? `The ${props.savedCount === 1 ? 'Pin' : `${props.savedCount} Pins`} you saved will wait for you on a Quick Saves board.`
      : 'Your saves go to a Quick Saves board you can sort later.';
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => (o ? null : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.backdrop} />
        <Dialog.Content className={s.upsell} aria-describedby={`${id}-text`}>
          <Dialog.Close className={`${s.iconButton} ${s.close}`} aria-label="Close">
            <X size={20} aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className={s.upsellTitle}>Sign up to keep saving</Dialog.Title>
          <p id={`${id}-text`} className={s.upsellText}>
            Create a free Tessera account to save as many Pins as you like. {kept}
          </p>
          <div className={s.upsellActions}>
            <a className={`${s.save} ${s.large}`} href={loginPath(next, '/signup')}>
              Sign up
            </a>
            {/* logging in happens in place, in the login modal; the page stays */}
            <button
              type="button"
              className={`${s.secondary} ${s.large}`}
              onClick={() => {
                props.onClose();
                prompt(LOGIN_PROMPTS.save);
              }}
            >
              Already a member? Log in
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
