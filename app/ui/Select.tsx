import type { ChangeEvent, Ref } from 'react';
import f from './Field.module.css';
import { FieldFrame, type FieldTextProps, useField, valueOrDefault } from './FieldFrame';
import { Icon } from './Icon';
import s from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldTextProps {
  name: string;
  id?: string;
  options: readonly SelectOption[];
  /** a first, empty choice ("Pick a board"): with `required`, the form asks for a real one */
  placeholder?: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled choice of one. A styled native <select>: it posts without scripts, and the
 * platform's own list (keyboard, type-ahead, the phone's picker) does the choosing.
 */
export function Select(props: SelectProps) {
  const { id, frame, aria } = useField(props);
  const valueProps = valueOrDefault(
    props.value,
    props.defaultValue ?? (props.placeholder ? '' : undefined),
  );
  return (
    <FieldFrame {...frame}>
      <div className={f.control}>
        <select
          ref={props.ref}
          id={id}
          className={`${f.input} ${s.select}`}
          name={props.name}
          {...valueProps}
          onChange={(e) => props.onValueChange?.(e.target.value, e)}
          required={props.required}
          disabled={props.disabled}
          autoComplete={props.autoComplete}
          {...aria}
        >
          {props.placeholder ? (
            <option value="" disabled={props.required}>
              {props.placeholder}
            </option>
          ) : null}
          {props.options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className={s.chevron} size={20} />
      </div>
    </FieldFrame>
  );
}
