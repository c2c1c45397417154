import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { loginPath } from '#domain/safe-next';
import s from './CardActions.module.css';

/**
 * spec 01 §6 (P-271, P-272): what a signed-out visitor gets on 'More actions' or past the
 * download limit: a login/signup upsell that brings them back here.
 */
export function VisitorUpsell(props: { open: boolean; title: string; onClose: () => void }) {
  const id = useId();
  const next =
    typeof window === 'undefined'
      ? '/'
      : `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => (o ? null : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.backdrop} />
        <Dialog.Content className={s.upsell} aria-describedby={`${id}-text`}>
          <Dialog.Close className={s.close} aria-label="Close">
            <X size={20} aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className={s.upsellTitle}>{props.title}</Dialog.Title>
          <p id={`${id}-text`} className={s.upsellText}>
            Log in or sign up to access all of Tessera.
          </p>
          <div className={s.upsellActions}>
            <a className={s.primaryButton} href={loginPath(next, '/signup')}>
              Sign up
            </a>
            <a className={s.secondaryButton} href={loginPath(next)}>
              Log in
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
