import { type ChangeEvent, type HTMLAttributes, type Ref, useEffect, useId, useState } from 'react';
import f from './Field.module.css';
import {
  type CharacterCounter,
  Counter,
  describe,
  FieldFrame,
  type FieldTextProps,
  measure,
} from './FieldFrame';
import { IconButton } from './IconButton';
import s from './TextField.module.css';

export interface TextFieldProps extends FieldTextProps {
  /** the form field's name; the value is posted under it, with or without JavaScript */
  name: string;
  id?: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'search' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  defaultValue?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  minLength?: number;
  /** a hard limit: the browser stops typing at it */
  maxLength?: number;
  pattern?: string;
  autoFocus?: boolean;
  counter?: CharacterCounter;
  ref?: Ref<HTMLInputElement>;
}

/** Whether the page has hydrated: controls that need scripts appear only then. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A labelled one-line input; a native <input> underneath, so it posts without scripts. */
export function TextField(props: TextFieldProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  const value = props.value ?? typed;
  const counterId = props.counter ? `${id}-count` : null;
  const { used, over } = measure(props.counter, value);
  const { hintId, errorId, describedBy } = describe(id, props, [counterId]);
  const password = props.type === 'password';
  const invalid = props.invalid || Boolean(errorId) || over;

  return (
    <FieldFrame
      inputId={id}
      label={props.label}
      hideLabel={props.hideLabel}
      hint={props.hint}
      hintId={hintId}
      error={props.error}
      errorId={errorId}
      aside={
        props.counter && counterId ? (
          <Counter id={counterId} used={used} max={props.counter.max} />
        ) : null
      }
    >
      <div className={f.control}>
        <input
          ref={props.ref}
          id={id}
          className={password ? `${f.input} ${s.withToggle}` : f.input}
          type={password && shown ? 'text' : (props.type ?? 'text')}
          name={props.name}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          defaultValue={props.value === undefined ? props.defaultValue : undefined}
          value={props.value}
          onChange={(e) => {
            if (props.value === undefined && props.counter) setTyped(e.target.value);
            props.onChange?.(e);
          }}
          required={props.required}
          disabled={props.disabled}
          readOnly={props.readOnly}
          minLength={props.minLength}
          maxLength={props.maxLength}
          pattern={props.pattern}
          // biome-ignore lint/a11y/noAutofocus: only on request: the field the server refused, or a dialog's first field
          autoFocus={props.autoFocus}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
        {password && hydrated ? (
          <IconButton
            className={s.toggle}
            variant="transparent"
            icon={shown ? 'eye-off' : 'eye'}
            label={shown ? 'Hide password' : 'Show password'}
            aria-controls={id}
            disabled={props.disabled}
            onClick={() => setShown((v) => !v)}
          />
        ) : null}
      </div>
    </FieldFrame>
  );
}
