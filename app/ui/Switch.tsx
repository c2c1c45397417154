import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
import c from './Choice.module.css';
import s from './Switch.module.css';

export interface SwitchProps {
  label: string;
  name?: string;
  value?: string;
  id?: string;
  hint?: ReactNode;
  defaultChecked?: boolean;
  checked?: boolean;
  onCheckedChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** label first and the switch at the row's end, for a list of settings */
  labelFirst?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting that takes effect at once. A native checkbox with role="switch": it posts
 * without scripts and Space toggles it.
 */
export function Switch(props: SwitchProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  const hintId = props.hint ? `${id}-hint` : undefined;
  return (
    <div className={props.labelFirst ? `${c.choice} ${s.row}` : c.choice}>
      <span className={c.control}>
        <input
          ref={props.ref}
          id={id}
          className={c.input}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: the native checked state is the switch's state; an aria-checked copy would go stale without scripts
          role="switch"
          name={props.name}
          value={props.value}
          defaultChecked={props.checked === undefined ? props.defaultChecked : undefined}
          checked={props.checked}
          onChange={(e) => props.onCheckedChange?.(e.target.checked, e)}
          disabled={props.disabled}
          aria-describedby={hintId}
        />
        <span className={s.track} aria-hidden="true">
          <span className={s.thumb} />
        </span>
      </span>
      <span className={props.labelFirst ? `${c.text} ${s.text}` : c.text}>
        <label className={c.label} htmlFor={id}>
          {props.label}
        </label>
        {hintId ? (
          <span id={hintId} className={c.hint}>
            {props.hint}
          </span>
        ) : null}
      </span>
    </div>
  );
}
