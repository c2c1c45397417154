import { useId } from 'react';
import { loginPath } from '#domain/sharing/safe-next';
import { ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import s from './VisitorUpsell.module.css';

/** The page the visitor is on, to come back to after logging in or signing up. */
function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

interface Props {
  title: string;
  text: string;
  /** where logging in or signing up brings the visitor back to; the current page by default */
  next?: string;
  /** given, the upsell is a dialog (an action a visitor may not take); absent, a panel on the page */
  dialog?: { open: boolean; onClose: () => void };
}

/**
 * The login/signup upsell a signed-out visitor gets (spec 01 §2 P-066, §6 P-271 … P-273): on the
 * pin page as a panel, and as a dialog from a card's More actions or past the download limit.
 */
export function VisitorUpsell({ title, text, next, dialog }: Props) {
  const t = useT();
  const headingId = useId();
  const back = next ?? currentPath();
  // stacked and full width in a dialog, side by side in the page's panel
  const wide = dialog !== undefined;
  const actions = (
    <>
      <ButtonLink to={loginPath(back, '/signup')} variant="primary" size="lg" fullWidth={wide}>
        {t('shell.signUp')}
      </ButtonLink>
      <ButtonLink to={loginPath(back)} variant="secondary" size="lg" fullWidth={wide}>
        {t('shell.logIn')}
      </ButtonLink>
    </>
  );
  if (dialog) {
    return (
      <Dialog
        open={dialog.open}
        onOpenChange={(open) => (open ? null : dialog.onClose())}
        title={title}
        description={text}
        size="sm"
      >
        <div className={s.actions}>{actions}</div>
      </Dialog>
    );
  }
  return (
    <aside className={s.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.title}>
        {title}
      </h2>
      <p className={s.text}>{text}</p>
      <div className={s.row}>{actions}</div>
    </aside>
  );
}
