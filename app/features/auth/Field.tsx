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
  /** this input's own error, shown under it and tied to it (the input alone turns red) */
  error?: string | null;
}

/** A labelled input; its hint and any error that concerns it are tied with aria-describedby. */
export function Field(props: FieldProps) {
  const hintId = props.hint ? `${props.id}-hint` : null;
  const errorId = props.error ? `${props.id}-error` : null;
  const describedBy =
    [errorId, hintId, ...(props.describedBy ?? [])].filter(Boolean).join(' ') || undefined;
  const common = {
    id: props.id,
    name: props.name,
    autoComplete: props.autoComplete,
    defaultValue: props.defaultValue,
    required: props.required,
    maxLength: props.maxLength,
    'aria-describedby': describedBy,
    'aria-invalid': props.invalid || Boolean(errorId) || undefined,
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
      {errorId ? (
        <p id={errorId} className={s.fieldError} role="alert">
          {props.error}
        </p>
      ) : null}
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

/**
 * A failure split by where it belongs: `field(name)` is the props of the one input the server
 * named (its message, focus), `form` the message for the form's alert when the server named no
 * input of this form. So one wrong field turns only that field red.
 */
export function splitFailure(
  failure: { error: string; field: string | null } | null,
  names: readonly string[],
): { form: string | null; field(name: string): { error: string | null; autoFocus: boolean } } {
  const own = failure?.field != null && names.includes(failure.field) ? failure.field : null;
  return {
    form: failure && !own ? failure.error : null,
    field: (name) =>
      own === name && failure
        ? { error: failure.error, autoFocus: true }
        : { error: null, autoFocus: false },
  };
}
