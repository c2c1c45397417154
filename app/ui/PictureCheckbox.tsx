import { useId } from 'react';
import { Icon } from './Icon';
import s from './PictureCheckbox.module.css';

/**
 * A choice shown as a picture with its name under it (a topic picked at onboarding). A native
 * checkbox underneath, so a form posts it without scripts and Space ticks it; the picture is
 * decoration and the name is the label.
 */
export function PictureCheckbox(props: {
  label: string;
  name: string;
  value: string;
  src: string | null;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label className={s.tile} htmlFor={id}>
      <input
        id={id}
        className={s.input}
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.checked}
        defaultChecked={props.defaultChecked}
        onChange={(e) => props.onCheckedChange?.(e.target.checked)}
      />
      <span className={s.picture}>
        {props.src ? <img src={props.src} alt="" loading="lazy" /> : null}
        <span className={s.tick} aria-hidden="true">
          <Icon name="check" size={16} />
        </span>
      </span>
      <span className={s.name}>{props.label}</span>
    </label>
  );
}
