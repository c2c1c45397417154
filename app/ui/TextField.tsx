import { type HTMLAttributes, useEffect, useState } from 'react';
import f from './Field.module.css';
import { FieldFrame, type TextControlProps, useField, useTextValue } from './FieldFrame';
import { IconButton } from './IconButton';
import { useT } from './i18n';
import s from './TextField.module.css';

export interface TextFieldProps extends TextControlProps<HTMLInputElement> {
  type?: 'text' | 'email' | 'password' | 'url' | 'search' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  pattern?: string;
}

/** Whether the page has hydrated: controls that need scripts appear only then. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A labelled one-line input; a native <input> underneath, so it posts without scripts. */
export function TextField(props: TextFieldProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const text = useTextValue(props, Boolean(props.counter));
  const { id, frame, aria } = useField(props, text.value);
  const password = props.type === 'password';
  const t = useT();

  return (
    <FieldFrame {...frame}>
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
          {...text.bind}
          required={props.required}
          disabled={props.disabled}
          readOnly={props.readOnly}
          minLength={props.minLength}
          maxLength={props.maxLength}
          pattern={props.pattern}
          // biome-ignore lint/a11y/noAutofocus: only on request: the field the server refused, or a dialog's first field
          autoFocus={props.autoFocus}
          {...aria}
        />
        {password && hydrated ? (
          <IconButton
            className={s.toggle}
            variant="transparent"
            icon={shown ? 'eye-off' : 'eye'}
            label={shown ? t('ui.hidePassword') : t('ui.showPassword')}
            aria-controls={id}
            disabled={props.disabled}
            onClick={() => setShown((v) => !v)}
          />
        ) : null}
      </div>
    </FieldFrame>
  );
}
