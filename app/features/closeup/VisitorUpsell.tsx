import { pinPath } from '#domain/routes';
import { loginPath } from '#domain/safe-next';
import { useCloseupContext } from './CloseupContext';
import s from './CloseupParts.module.css';

/**
 * spec 01 §2 (P-066), §6 (P-273): a logged-out pin page carries a login/signup upsell whose
 * links bring the visitor back to this pin. Not for signed-in people, nor for bots.
 */
export function VisitorUpsell() {
  const { pin, viewer } = useCloseupContext();
  if (viewer.isAuth || viewer.isBot) return null;
  const back = pinPath(pin.id, { seoTitle: pin.title });
  return (
    <aside className={s.upsell} aria-labelledby={`upsell-${pin.id}`}>
      <h2 id={`upsell-${pin.id}`} className={s.upsellTitle}>
        Find more ideas like this on Tessera
      </h2>
      <p className={s.upsellText}>Log in or sign up to save this pin and see more like it.</p>
      <div className={s.upsellActions}>
        <a className={s.upsellLogin} href={loginPath(back)}>
          Log in
        </a>
        <a className={s.upsellSignup} href={loginPath(back, '/signup')}>
          Sign up
        </a>
      </div>
    </aside>
  );
}
