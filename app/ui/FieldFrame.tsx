import { type ChangeEvent, type ReactNode, type Ref, useId, useState } from 'react';
import s from './Field.module.css';
import { useT } from './i18n';

/** What every labelled field takes: its label, a hint, its own error, and texts beyond it. */
export interface FieldTextProps {
  /** every field has a visible label; `hideLabel` keeps it for screen readers only */
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** this field's own error, shown under it and tied to it; the field turns red */
  error?: string | null;
  /** ids of other texts about the field, such as the form's alert */
  describedBy?: readonly (string | null | undefined)[];
  /** red without a message of its own, when the form's alert names the problem */
  invalid?: boolean;
}

/** What TextField (E = input) and TextArea (E = textarea) take alike. */
export interface TextControlProps<E extends HTMLInputElement | HTMLTextAreaElement>
  extends FieldTextProps {
  /** the form field's name; the value is posted under it, with or without JavaScript */
  name: string;
  id?: string;
  autoComplete?: string;
  placeholder?: string;
  defaultValue?: string;
  value?: string;
  onChange?: (event: ChangeEvent<E>) => void;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  minLength?: number;
  /** a hard limit: the browser stops typing at it */
  maxLength?: number;
  autoFocus?: boolean;
  counter?: CharacterCounter;
  ref?: Ref<E>;
}

/** The ids a field's input points at with aria-describedby, error first so it is read first. */
function describe(
  id: string,
  props: FieldTextProps,
  own: readonly (string | null | undefined)[] = [],
): { hintId: string | null; errorId: string | null; describedBy: string | undefined } {
  const hintId = props.hint ? `${id}-hint` : null;
  const errorId = props.error ? `${id}-error` : null;
  const ids = [errorId, hintId, ...own, ...(props.describedBy ?? [])].filter(Boolean);
  return { hintId, errorId, describedBy: ids.length > 0 ? ids.join(' ') : undefined };
}

interface FieldFrameProps {
  inputId: string;
  label: string;
  hideLabel?: boolean;
  aside?: ReactNode;
  hint?: ReactNode;
  hintId: string | null;
  error?: string | null;
  errorId: string | null;
}

/**
 * What TextField, TextArea and Select work out alike: the control's id, the frame around it
 * (with the counter when there is one) and the aria attributes that tie it to its texts.
 */
export function useField(
  props: FieldTextProps & { id?: string; counter?: CharacterCounter },
  value = '',
): {
  id: string;
  frame: FieldFrameProps;
  aria: { 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };
} {
  const ownId = useId();
  const id = props.id ?? ownId;
  const counterId = props.counter ? `${id}-count` : null;
  const { used, over } = measure(props.counter, value);
  const { hintId, errorId, describedBy } = describe(id, props, [counterId]);
  const frame: FieldFrameProps = {
    inputId: id,
    label: props.label,
    hideLabel: props.hideLabel,
    hint: props.hint,
    hintId,
    error: props.error,
    errorId,
    aside:
      props.counter && counterId ? (
        <Counter id={counterId} used={used} max={props.counter.max} />
      ) : null,
  };
  const invalid = props.invalid || Boolean(errorId) || over;
  return {
    id,
    frame,
    aria: { 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined },
  };
}

/**
 * A text control's value, controlled or not. The typed text is kept only when `track` says
 * something shows it (a counter, growth), so a plain field does not re-render on each key.
 */
export function useTextValue<E extends HTMLInputElement | HTMLTextAreaElement>(
  props: { value?: string; defaultValue?: string; onChange?: (event: ChangeEvent<E>) => void },
  track: boolean,
): {
  value: string;
  bind: {
    defaultValue?: string | undefined;
    value?: string;
    onChange: (event: ChangeEvent<E>) => void;
  };
} {
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  const onChange = (event: ChangeEvent<E>) => {
    if (props.value === undefined && track) setTyped(event.target.value);
    props.onChange?.(event);
  };
  return {
    value: props.value ?? typed,
    bind: { ...valueOrDefault(props.value, props.defaultValue), onChange },
  };
}

/**
 * A native field's value props: `value` when controlled, else `defaultValue`, never both, so a
 * field stays controlled or uncontrolled for its whole life as React expects.
 */
export function valueOrDefault(
  value: string | undefined,
  defaultValue: string | undefined,
): { value: string } | { defaultValue: string | undefined } {
  return value === undefined ? { defaultValue } : { value };
}

/** Label row (with an optional counter beside it), the control, then the error and the hint. */
export function FieldFrame(props: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={s.field}>
      <div className={s.labelRow}>
        <label className={props.hideLabel ? 'visually-hidden' : s.label} htmlFor={props.inputId}>
          {props.label}
        </label>
        {props.aside}
      </div>
      {props.children}
      {props.errorId ? (
        <p id={props.errorId} className={`${s.message} ${s.error}`} role="alert">
          {props.error}
        </p>
      ) : null}
      {props.hintId ? (
        <p id={props.hintId} className={`${s.message} ${s.hint}`}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/** A soft limit shown as "12/100": typing past it is allowed, and the field turns red. */
export interface CharacterCounter {
  max: number;
  /** how the limit counts (e.g. grapheme clusters); string length when left out */
  count?: (value: string) => number;
}

/** How much of the counter's limit a value uses, and whether it is past it. */
function measure(
  counter: CharacterCounter | undefined,
  value: string,
): { used: number; over: boolean } {
  if (!counter) return { used: 0, over: false };
  const used = counter.count ? counter.count(value) : value.length;
  return { used, over: used > counter.max };
}

/** "12/100": how much of a limit is used; over it the counter turns red. */
function Counter(props: { id: string; used: number; max: number }) {
  const t = useT();
  const over = props.used > props.max;
  return (
    <span id={props.id} className={over ? `${s.counter} ${s.counterOver}` : s.counter}>
      {props.used}/{props.max}
      <span className="visually-hidden"> {t('ui.characters')}</span>
    </span>
  );
}
