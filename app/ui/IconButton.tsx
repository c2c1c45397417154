import type { ComponentProps } from 'react';
import { Icon, type IconName } from './Icon';
import s from './IconButton.module.css';

export type IconButtonVariant = 'default' | 'transparent' | 'on-media' | 'primary';

const ICON_SIZE = { sm: 16, md: 20, lg: 24 } as const;

type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label' | 'title'> & {
  /** The button's name for assistive tech (and its tooltip with showTitle): required, there is no text. */
  label: string;
  icon: IconName;
  size?: 'sm' | 'md' | 'lg';
  /**
   * default: grey circle; transparent: no fill until hovered; on-media: white circle readable over
   * any image; primary: the red Save colour.
   */
  variant?: IconButtonVariant;
  /** A toggle (favourite, mute): its state is announced and the icon drawn filled when on. */
  pressed?: boolean;
  /** Show the label as the browser's tooltip too */
  showTitle?: boolean;
};

/** A round button with only an icon. */
export function IconButton({
  label,
  icon,
  size = 'md',
  variant = 'default',
  pressed,
  showTitle = false,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={[s.button, s[size], s[variant], className ?? ''].filter(Boolean).join(' ')}
      aria-label={label}
      aria-pressed={pressed}
      title={showTitle ? label : undefined}
      {...rest}
    >
      <Icon name={icon} size={ICON_SIZE[size]} filled={pressed === true} />
    </button>
  );
}
