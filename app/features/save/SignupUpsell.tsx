import { loginPath } from '#domain/sharing/safe-next';
import { Button, ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { LOGIN_PROMPTS, useLoginPrompt } from '../auth';
import s from './Save.module.css';

/**
 * spec 01 §4, §6 (P-138): the sign-up upsell a visitor gets when pressing Save past the local
 * limit. Signing up or logging in returns here; the pins saved so far are then merged into a
 * Quick Saves board (P-139).
 */
export function SignupUpsell(props: { open: boolean; savedCount: number; onClose: () => void }) {
  const prompt = useLoginPrompt();
  const t = useT();
  const next =
    typeof window === 'undefined'
      ? '/'
      : `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const kept =
    props.savedCount > 0 ? t('save.kept', { count: props.savedCount }) : t('save.keptNone');
  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => (o ? null : props.onClose())}
      title={t('save.upsellTitle')}
      description={t('save.upsellText', { kept })}
      size="sm"
    >
      <div className={s.upsellActions}>
        <ButtonLink to={loginPath(next, '/signup')} variant="primary" size="lg" fullWidth>
          {t('save.signUp')}
        </ButtonLink>
        {/* logging in happens in place, in the login modal; the page stays */}
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          onClick={() => {
            props.onClose();
            prompt(LOGIN_PROMPTS.save);
          }}
        >
          {t('save.logIn')}
        </Button>
      </div>
    </Dialog>
  );
}
