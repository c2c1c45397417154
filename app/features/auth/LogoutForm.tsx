import { Form } from 'react-router';
import { useCsrfToken } from '../../lib/root-data';
import s from './Auth.module.css';

/** The /logout page's one button, for logging out without scripts (GET changes nothing). */
export function LogoutForm() {
  const csrf = useCsrfToken();
  return (
    <Form method="post" className={s.form}>
      <input type="hidden" name="_csrf" value={csrf} />
      <button type="submit" className={s.primary}>
        Log out
      </button>
    </Form>
  );
}
