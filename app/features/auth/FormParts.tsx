import { type FormResult, isSuccess } from '../../lib/form-result';
import { useCsrfToken } from '../../lib/root-data';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { TextField, type TextFieldProps } from '../../ui/TextField';
import s from './Auth.module.css';

/**
 * The head of an account form that posts without scripts: the CSRF token and the form's other
 * hidden values, its error line, and the server's notice when the post went through.
 */
export function AccountFormHead(props: {
  hidden?: Record<string, string>;
  errorId: string;
  error: string | null | undefined;
  result?: FormResult | undefined;
}) {
  const csrf = useCsrfToken();
  return (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert id={props.errorId} message={props.error} />
      {isSuccess(props.result) ? (
        <p className={s.notice} role="status">
          {props.result.message}
        </p>
      ) : null}
    </>
  );
}

type FieldProps = Omit<TextFieldProps, 'name' | 'type' | 'autoComplete' | 'required'>;

/** The account's email address. */
export function EmailField(props: Omit<FieldProps, 'label'>) {
  const t = useT();
  return (
    <TextField
      label={t('auth.email')}
      name="email"
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

/**
 * A password: the one the account has, or (`fresh`) a new one, held to the service's 8 to 128
 * characters so the browser refuses a wrong length before posting.
 */
export function PasswordField({ fresh, ...props }: FieldProps & { name: string; fresh?: boolean }) {
  return (
    <TextField
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      minLength={fresh ? 8 : undefined}
      maxLength={fresh ? 128 : undefined}
      required
      {...props}
    />
  );
}

/** The foot of an auth page's form: its one big submit button, then the way to the other page. */
export function AuthFormFoot(props: {
  busy: boolean;
  submit: string;
  question: string;
  to: string;
  link: string;
  /** the sign-up and log-in pages point at each other in bold */
  bold?: boolean;
}) {
  return (
    <>
      <Button type="submit" variant="primary" size="lg" fullWidth loading={props.busy}>
        {props.submit}
      </Button>
      <p className={s.switch}>
        {props.question}{' '}
        <Link underline="always" to={props.to} className={props.bold ? s.switchLink : undefined}>
          {props.link}
        </Link>
      </p>
    </>
  );
}
