import { type KeyboardEvent, type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';
import f from './Field.module.css';
import { FieldFrame, type TextControlProps, useField, useTextValue } from './FieldFrame';
import s from './TextArea.module.css';

export interface TextAreaProps extends TextControlProps<HTMLTextAreaElement> {
  rows?: number;
  /** grow with the text instead of scrolling (up to about 13 lines) */
  autoGrow?: boolean;
  /**
   * a messenger's field: Enter submits its form, Shift+Enter starts a new line (as does Enter
   * while an input method is composing a word)
   */
  submitOnEnter?: boolean;
}

function submitOnEnter(e: KeyboardEvent<HTMLTextAreaElement>) {
  if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.nativeEvent.isComposing || e.keyCode === 229) return;
  e.preventDefault();
  e.currentTarget.form?.requestSubmit();
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/** A labelled multi-line input; a native <textarea> underneath, so it posts without scripts. */
export function TextArea(props: TextAreaProps) {
  // the typed text is always kept: a counter shows it and growth measures it
  const text = useTextValue(props, true);
  const value = text.value;
  const { id, frame, aria } = useField(props, value);

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
    <FieldFrame {...frame}>
      <textarea
        ref={ref}
        id={id}
        className={`${f.input} ${s.textarea}${props.autoGrow ? ` ${s.autoGrow}` : ''}`}
        name={props.name}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        {...text.bind}
        required={props.required}
        disabled={props.disabled}
        readOnly={props.readOnly}
        minLength={props.minLength}
        maxLength={props.maxLength}
        rows={props.rows ?? 3}
        onKeyDown={props.submitOnEnter ? submitOnEnter : undefined}
        // biome-ignore lint/a11y/noAutofocus: only on request: the field the server refused, or a dialog's first field
        autoFocus={props.autoFocus}
        {...aria}
      />
    </FieldFrame>
  );
}

function supportsFieldSizing(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;
}
