import type { ComponentProps, ReactElement } from 'react';
import { Icon, type IconName } from './Icon';
import s from './IconButton.module.css';
import { Link } from './Link';

export type IconButtonVariant = 'default' | 'transparent' | 'on-media' | 'primary';

const ICON_SIZE = { sm: 16, md: 20, lg: 24 } as const;

type IconButtonSize = 'sm' | 'md' | 'lg';

interface IconButtonLook {
  /** The control's name for assistive tech (and its tooltip with showTitle): required, there is no text. */
  label: string;
  /** A sprite icon, or a glyph of the kit's own (a VerifiedMark, an Avatar) */
  icon: IconName | ReactElement;
  size?: IconButtonSize;
  /**
   * default: grey circle; transparent: no fill until hovered; on-media: white circle readable over
   * any image; primary: the red Save colour.
   */
  variant?: IconButtonVariant;
  /** Show the label as the browser's tooltip too */
  showTitle?: boolean;
}

function lookClasses(size: IconButtonSize, variant: IconButtonVariant, extra?: string): string {
  return [s.button, s[size], s[variant], extra ?? ''].filter(Boolean).join(' ');
}

function Glyph(props: { icon: IconName | ReactElement; size: IconButtonSize; filled: boolean }) {
  if (typeof props.icon !== 'string') return props.icon;
  return <Icon name={props.icon} size={ICON_SIZE[props.size]} filled={props.filled} />;
}

type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label' | 'title'> &
  IconButtonLook & {
    /** A toggle (favourite, mute): its state is announced and the icon drawn filled when on. */
    pressed?: boolean;
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
      className={lookClasses(size, variant, className)}
      aria-label={label}
      aria-pressed={pressed}
      title={showTitle ? label : undefined}
      {...rest}
    >
      <Glyph icon={icon} size={size} filled={pressed === true} />
    </button>
  );
}

type IconButtonLinkProps = Omit<ComponentProps<typeof Link>, 'children' | 'aria-label' | 'title'> &
  IconButtonLook;

/** A link with only an icon (Edit Pin), looking like an IconButton. */
export function IconButtonLink({
  label,
  icon,
  size = 'md',
  variant = 'default',
  showTitle = false,
  className,
  ...rest
}: IconButtonLinkProps) {
  return (
    <Link
      className={lookClasses(size, variant, className)}
      aria-label={label}
      title={showTitle ? label : undefined}
      {...rest}
    >
      <Glyph icon={icon} size={size} filled={false} />
    </Link>
  );
}
