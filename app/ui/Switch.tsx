import { type CheckControlProps, ChoiceRow, useCheckControl } from './ChoiceRow';
import s from './Switch.module.css';

export interface SwitchProps extends CheckControlProps {
  /** label first and the switch at the row's end, for a list of settings */
  labelFirst?: boolean;
}

/**
 * An on/off setting that takes effect at once. A native checkbox with role="switch": it posts
 * without scripts and Space toggles it.
 */
export function Switch(props: SwitchProps) {
  const { id, hintId, input } = useCheckControl(props);
  return (
    <ChoiceRow
      className={props.labelFirst ? s.row : undefined}
      textClassName={props.labelFirst ? s.text : undefined}
      inputId={id}
      label={props.label}
      hint={props.hint}
      hintId={hintId}
      input={
        <input
          {...input}
          // biome-ignore lint/a11y/useAriaPropsForRole: the native checked state is the switch's state; an aria-checked copy would go stale without scripts
          role="switch"
          aria-describedby={hintId}
        />
      }
      drawing={
        <span className={s.track} aria-hidden="true">
          <span className={s.thumb} />
        </span>
      }
    />
  );
}
