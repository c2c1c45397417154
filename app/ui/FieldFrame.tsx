import type { ReactNode } from 'react';
import s from './Field.module.css';

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

/** The ids a field's input points at with aria-describedby, error first so it is read first. */
export function describe(
  id: string,
  props: FieldTextProps,
  own: readonly (string | null | undefined)[] = [],
): { hintId: string | null; errorId: string | null; describedBy: string | undefined } {
  const hintId = props.hint ? `${id}-hint` : null;
  const errorId = props.error ? `${id}-error` : null;
  const ids = [errorId, hintId, ...own, ...(props.describedBy ?? [])].filter(Boolean);
  return { hintId, errorId, describedBy: ids.length > 0 ? ids.join(' ') : undefined };
}

/** Label row (with an optional counter beside it), the control, then the error and the hint. */
export function FieldFrame(props: {
  inputId: string;
  label: string;
  hideLabel?: boolean;
  aside?: ReactNode;
  hint?: ReactNode;
  hintId: string | null;
  error?: string | null;
  errorId: string | null;
  children: ReactNode;
}) {
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
export function measure(
  counter: CharacterCounter | undefined,
  value: string,
): { used: number; over: boolean } {
  if (!counter) return { used: 0, over: false };
  const used = counter.count ? counter.count(value) : value.length;
  return { used, over: used > counter.max };
}

/** "12/100": how much of a limit is used; over it the counter turns red. */
export function Counter(props: { id: string; used: number; max: number }) {
  const over = props.used > props.max;
  return (
    <span id={props.id} className={over ? `${s.counter} ${s.counterOver}` : s.counter}>
      {props.used}/{props.max}
      <span className="visually-hidden"> characters</span>
    </span>
  );
}
