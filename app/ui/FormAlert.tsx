import s from './FormAlert.module.css';

/**
 * A form's own error, announced when it appears. Inputs the error concerns point at its id with
 * aria-describedby (the fields' `describedBy`).
 */
export function FormAlert({ id, message }: { id: string; message: string | null | undefined }) {
  // the live region stays in the page so screen readers announce the text when it arrives
  return (
    <div id={id} role="alert" className={message ? s.alert : s.empty}>
      {message ?? ''}
    </div>
  );
}
