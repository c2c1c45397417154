import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
import s from './Checkbox.module.css';
import c from './Choice.module.css';
import { Icon } from './Icon';

export interface CheckboxProps {
  label: string;
  name?: string;
  /** what the form posts when ticked ("on" when left out, as the browser does) */
  value?: string;
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  defaultChecked?: boolean;
  checked?: boolean;
  onCheckedChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled tick box; a native checkbox underneath, so it posts without scripts. */
export function Checkbox(props: CheckboxProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={c.choice}>
      <span className={c.control}>
        <input
          ref={props.ref}
          id={id}
          className={c.input}
          type="checkbox"
          name={props.name}
          value={props.value}
          defaultChecked={props.checked === undefined ? props.defaultChecked : undefined}
          checked={props.checked}
          onChange={(e) => props.onCheckedChange?.(e.target.checked, e)}
          required={props.required}
          disabled={props.disabled}
          aria-describedby={describedBy}
          aria-invalid={errorId ? true : undefined}
        />
        <span className={s.box} aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
      </span>
      <span className={c.text}>
        <label className={c.label} htmlFor={id}>
          {props.label}
        </label>
        {errorId ? (
          <span id={errorId} className={c.error} role="alert">
            {props.error}
          </span>
        ) : null}
        {hintId ? (
          <span id={hintId} className={c.hint}>
            {props.hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
