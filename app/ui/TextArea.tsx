import {
  type ChangeEvent,
  type Ref,
  type RefCallback,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import f from './Field.module.css';
import {
  type CharacterCounter,
  Counter,
  describe,
  FieldFrame,
  type FieldTextProps,
  measure,
} from './FieldFrame';
import s from './TextArea.module.css';

export interface TextAreaProps extends FieldTextProps {
  name: string;
  id?: string;
  autoComplete?: string;
  placeholder?: string;
  defaultValue?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  rows?: number;
  autoFocus?: boolean;
  counter?: CharacterCounter;
  /** grow with the text instead of scrolling (up to about 13 lines) */
  autoGrow?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/** A labelled multi-line input; a native <textarea> underneath, so it posts without scripts. */
export function TextArea(props: TextAreaProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const [typed, setTyped] = useState(props.defaultValue ?? '');
  const value = props.value ?? typed;
  const counterId = props.counter ? `${id}-count` : null;
  const { used, over } = measure(props.counter, value);
  const { hintId, errorId, describedBy } = describe(id, props, [counterId]);
  const invalid = props.invalid || Boolean(errorId) || over;

  const element = useRef<HTMLTextAreaElement | null>(null);
  const outer = props.ref;
  const ref: RefCallback<HTMLTextAreaElement> = useCallback(
    (node) => {
      element.current = node;
      if (typeof outer === 'function') outer(node);
      else if (outer) outer.current = node;
    },
    [outer],
  );

  const grow = useCallback(() => {
    const el = element.current;
    if (!props.autoGrow || !el || supportsFieldSizing()) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [props.autoGrow]);

  // a new value is what makes it measure again
  useIsomorphicLayoutEffect(grow, [grow, value]);

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
      <textarea
        ref={ref}
        id={id}
        className={`${f.input} ${s.textarea}${props.autoGrow ? ` ${s.autoGrow}` : ''}`}
        name={props.name}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        defaultValue={props.value === undefined ? props.defaultValue : undefined}
        value={props.value}
        onChange={(e) => {
          if (props.value === undefined) setTyped(e.target.value);
          props.onChange?.(e);
        }}
        onInput={grow}
        required={props.required}
        disabled={props.disabled}
        readOnly={props.readOnly}
        minLength={props.minLength}
        maxLength={props.maxLength}
        rows={props.rows ?? 3}
        // biome-ignore lint/a11y/noAutofocus: only on request: the field the server refused, or a dialog's first field
        autoFocus={props.autoFocus}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
    </FieldFrame>
  );
}

function supportsFieldSizing(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;
}
