import s from './Checkbox.module.css';
import c from './Choice.module.css';
import { type CheckControlProps, ChoiceRow, useCheckControl } from './ChoiceRow';
import { Icon } from './Icon';

export interface CheckboxProps extends CheckControlProps {
  error?: string | null;
  required?: boolean;
}

/** A labelled tick box; a native checkbox underneath, so it posts without scripts. */
export function Checkbox(props: CheckboxProps) {
  const { id, hintId, input } = useCheckControl(props);
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <ChoiceRow
      inputId={id}
      label={props.label}
      hint={props.hint}
      hintId={hintId}
      error={props.error}
      errorId={errorId}
      input={
        <input
          {...input}
          required={props.required}
          aria-describedby={describedBy}
          aria-invalid={errorId ? true : undefined}
        />
      }
      drawing={
        <span className={`${c.mark} ${s.box}`} aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
      }
    />
  );
}
