import { useEffect } from 'react';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import type { LoginPrompt } from '../auth';
import { useLoginPrompt } from '../auth';
import s from './PinBuilder.module.css';

/** A visitor on a page that needs an account: the login modal opens with the spec's prompt. */
export function LoginNeeded({ prompt, lead }: { prompt: LoginPrompt; lead: string }) {
  const t = useT();
  const openLogin = useLoginPrompt();
  useEffect(() => {
    // after the provider's own mount effect, which closes any modal on a new location
    const timer = setTimeout(() => openLogin(prompt), 0);
    return () => clearTimeout(timer);
  }, [openLogin, prompt]);
  return (
    <div className={s.prompt}>
      <h1 className={s.title}>{prompt}</h1>
      <p>{lead}</p>
      <Button variant="primary" onClick={() => openLogin(prompt)}>
        {t('shell.logIn')}
      </Button>
    </div>
  );
}
