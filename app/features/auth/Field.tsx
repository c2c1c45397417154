import s from './Auth.module.css';

interface FieldProps {
  id: string;
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password' | 'url';
  autoComplete: string;
  defaultValue?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** ids of texts describing this input (hint, the form's error) */
  describedBy?: (string | null | undefined)[];
  invalid?: boolean;
  hint?: string;
  multiline?: boolean;
  autoFocus?: boolean;
}

/** A labelled input; its hint and any error that concerns it are tied with aria-describedby. */
export function Field(props: FieldProps) {
  const hintId = props.hint ? `${props.id}-hint` : null;
  const describedBy = [hintId, ...(props.describedBy ?? [])].filter(Boolean).join(' ') || undefined;
  const common = {
    id: props.id,
    name: props.name,
    autoComplete: props.autoComplete,
    defaultValue: props.defaultValue,
    required: props.required,
    maxLength: props.maxLength,
    'aria-describedby': describedBy,
    'aria-invalid': props.invalid || undefined,
    autoFocus: props.autoFocus,
  };
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={props.id}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea className={`${s.input} ${s.textarea}`} rows={3} {...common} />
      ) : (
        <input
          className={s.input}
          type={props.type ?? 'text'}
          minLength={props.minLength}
          {...common}
        />
      )}
      {hintId ? (
        <p id={hintId} className={s.hint}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/** The form's error, announced when it appears; inputs point at it with aria-describedby. */
export function FormAlert({ id, message }: { id: string; message: string | null | undefined }) {
  // the live region stays in the page so screen readers announce the text when it arrives
  return (
    <div id={id} role="alert" className={message ? s.alert : s.alertEmpty}>
      {message ?? ''}
    </div>
  );
}

/** Which inputs an error concerns: its field, or all of them when the service did not say. */
export function errorTarget(
  errorId: string,
  failure: { field: string | null } | null,
  name: string,
): { describedBy: string[]; invalid: boolean } {
  if (!failure) return { describedBy: [], invalid: false };
  const hit = failure.field === null || failure.field === name;
  return hit ? { describedBy: [errorId], invalid: true } : { describedBy: [], invalid: false };
}
