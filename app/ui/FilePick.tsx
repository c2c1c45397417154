import { useId, useRef } from 'react';
import { Button } from './Button';
import s from './FilePick.module.css';
import { useT } from './i18n';

/**
 * Choose one file: a button that opens the system's picker, and the chosen file's name beside
 * it (or "No file chosen"). The input itself is hidden from sight and from the tab order: the
 * button is the one control, named like the action.
 */
export function FilePick(props: {
  /** the button's words: "Choose your export file" */
  label: string;
  /** what the picker offers (the input's accept) */
  accept?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** a line under the button: what kind of file, how large */
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  return (
    <div className={s.pick}>
      <input
        ref={input}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={props.label}
        type="file"
        {...(props.accept ? { accept: props.accept } : {})}
        onChange={(e) => {
          props.onChange(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      <div className={s.row}>
        <Button
          variant="secondary"
          disabled={props.disabled}
          aria-describedby={props.hint ? hintId : undefined}
          onClick={() => input.current?.click()}
        >
          {props.label}
        </Button>
        <span className={s.name} aria-live="polite">
          {props.file ? props.file.name : t('ui.noFile')}
        </span>
      </div>
      {props.hint ? (
        <p id={hintId} className={s.hint}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
