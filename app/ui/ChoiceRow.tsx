import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
import c from './Choice.module.css';

/**
 * Checkbox, Switch and each radio of RadioGroup: the native input with its drawing beside it,
 * then the label, the error and the hint. Internal to the kit.
 */
export function ChoiceRow(props: {
  inputId: string;
  label: string;
  /** the native input (class `c.input` from Choice.module.css) */
  input: ReactNode;
  /** what the user sees of the input, drawn by CSS from the input's state */
  drawing: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
  className?: string;
  textClassName?: string;
}) {
  return (
    <div className={props.className ? `${c.choice} ${props.className}` : c.choice}>
      <span className={c.control}>
        {props.input}
        {props.drawing}
      </span>
      <span className={props.textClassName ? `${c.text} ${props.textClassName}` : c.text}>
        <label className={c.label} htmlFor={props.inputId}>
          {props.label}
        </label>
        {props.errorId ? (
          <span id={props.errorId} className={c.error} role="alert">
            {props.error}
          </span>
        ) : null}
        {props.hintId ? (
          <span id={props.hintId} className={c.hint}>
            {props.hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}

/** What Checkbox and Switch take alike: both are a labelled native checkbox. */
export interface CheckControlProps {
  label: string;
  name?: string;
  /** what the form posts when ticked ("on" when left out, as the browser does) */
  value?: string;
  id?: string;
  hint?: ReactNode;
  defaultChecked?: boolean;
  checked?: boolean;
  onCheckedChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The ids of a Checkbox or Switch and the attributes of its native checkbox, controlled or not. */
export function useCheckControl(props: CheckControlProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const input = {
    ref: props.ref,
    id,
    className: c.input,
    type: 'checkbox',
    name: props.name,
    value: props.value,
    defaultChecked: props.checked === undefined ? props.defaultChecked : undefined,
    checked: props.checked,
    onChange: (e: ChangeEvent<HTMLInputElement>) => props.onCheckedChange?.(e.target.checked, e),
    disabled: props.disabled,
  };
  return { id, hintId, input };
}
