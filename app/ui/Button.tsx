import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import s from './Button.module.css';
import { Icon, type IconName } from './Icon';
import { Link } from './Link';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  /** primary: the red Save colour; secondary: grey; tertiary: no fill; danger: destructive */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon before the text */
  iconStart?: IconName;
  /** An icon after the text (a chevron on a picker) */
  iconEnd?: IconName;
}

const ICON_SIZE: Record<ButtonSize, number> = { sm: 14, md: 16, lg: 20 };

function lookClasses(look: ButtonLook, extra: string | undefined): string {
  return [
    s.button,
    s[look.variant ?? 'secondary'],
    s[look.size ?? 'md'],
    look.fullWidth ? s.fullWidth : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ look, children }: { look: ButtonLook; children: ReactNode }) {
  const iconSize = ICON_SIZE[look.size ?? 'md'];
  return (
    <>
      {look.iconStart ? <Icon name={look.iconStart} size={iconSize} /> : null}
      <span className={s.text}>{children}</span>
      {look.iconEnd ? <Icon name={look.iconEnd} size={iconSize} /> : null}
    </>
  );
}

type ButtonProps = ButtonLook &
  ComponentProps<'button'> & {
    /** Busy: a spinner over the (kept, invisible) text, so the button does not change width. */
    loading?: boolean;
  };

/** Every text button in the product. */
export function Button({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const look = { variant, size, fullWidth, iconStart, iconEnd };
  function click(event: MouseEvent<HTMLButtonElement>) {
    // aria-disabled rather than disabled: focus stays on the button while it works
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      type={type}
      className={lookClasses(look, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      onClick={click}
      {...rest}
    >
      <Content look={look}>{children}</Content>
      {loading ? <Spinner decorative size="sm" className={s.spinner} /> : null}
    </button>
  );
}

type ButtonLinkProps = ButtonLook & ComponentProps<typeof Link>;

/** A link that looks like a Button, so features never style anchors as buttons. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const look = { variant, size, fullWidth, iconStart, iconEnd };
  return (
    <Link className={lookClasses(look, className)} {...rest}>
      <Content look={look}>{children}</Content>
    </Link>
  );
}
