import { type ChangeEvent, type ReactNode, useId } from 'react';
import c from './Choice.module.css';
import { ChoiceRow } from './ChoiceRow';
import s from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** what the choice is about, read before the options */
  legend: string;
  hideLegend?: boolean;
  name: string;
  options: readonly RadioOption[];
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
}

/**
 * One choice of a few, all in view. Native radios in a fieldset: they post without scripts, and
 * the browser gives the group one tab stop with arrow keys moving and choosing inside it.
 */
export function RadioGroup(props: RadioGroupProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const horizontal = props.orientation === 'horizontal';
  return (
    <fieldset
      id={id}
      className={horizontal ? `${s.group} ${s.horizontal}` : s.group}
      aria-describedby={describedBy}
      data-invalid={errorId ? true : undefined}
      disabled={props.disabled}
    >
      <legend className={props.hideLegend ? 'visually-hidden' : s.legend}>{props.legend}</legend>
      {hintId ? (
        <p id={hintId} className={`${s.message} ${c.hint}`}>
          {props.hint}
        </p>
      ) : null}
      <div className={s.options}>
        {props.options.map((o) => {
          const optionId = `${id}-${o.value}`;
          const optionHint = o.hint ? `${optionId}-hint` : undefined;
          return (
            <ChoiceRow
              key={o.value}
              inputId={optionId}
              label={o.label}
              hint={o.hint}
              hintId={optionHint}
              input={
                <input
                  id={optionId}
                  className={c.input}
                  type="radio"
                  name={props.name}
                  value={o.value}
                  defaultChecked={
                    props.value === undefined ? props.defaultValue === o.value : undefined
                  }
                  checked={props.value === undefined ? undefined : props.value === o.value}
                  onChange={(e) => props.onValueChange?.(o.value, e)}
                  required={props.required}
                  disabled={o.disabled}
                  aria-describedby={optionHint}
                  aria-invalid={errorId ? true : undefined}
                />
              }
              drawing={<span className={`${c.mark} ${s.dot}`} aria-hidden="true" />}
            />
          );
        })}
      </div>
      {errorId ? (
        <p id={errorId} className={`${s.message} ${c.error}`} role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
