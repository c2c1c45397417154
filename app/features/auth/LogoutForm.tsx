import { Form } from 'react-router';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import s from './Auth.module.css';

/** The /logout page's one button, for logging out without scripts (GET changes nothing). */
export function LogoutForm() {
  const csrf = useCsrfToken();
  const t = useT();
  return (
    <Form method="post" className={s.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <Button type="submit" variant="primary" size="lg" fullWidth>
        {t('shell.logOut')}
      </Button>
    </Form>
  );
}
