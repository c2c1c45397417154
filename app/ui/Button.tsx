import type { ComponentProps, MouseEvent, ReactElement, ReactNode } from 'react';
import s from './Button.module.css';
import { Icon, type IconName } from './Icon';
import { Link } from './Link';
import { Spinner } from './Spinner';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'tertiary'
  | 'danger'
  | 'inverse'
  | 'on-media';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  /**
   * primary: the red Save colour; secondary: grey; tertiary: no fill; danger: destructive;
   * inverse: dark on a light page (a done state, "Saved"); on-media: a light pill readable over
   * any image, in either theme
   */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Content to the start, for a full-width button in a list of choices (Copy link) */
  align?: 'center' | 'start';
  /** An icon before the text: a sprite name, or an Icon of the caller's (a filled heart) */
  iconStart?: IconName | ReactElement;
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
    look.align === 'start' ? s.alignStart : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Parts a Button's or ButtonLink's props into its look and what goes on the element. */
function splitLook<P extends ButtonLook>({
  variant,
  size,
  fullWidth,
  align,
  iconStart,
  iconEnd,
  ...element
}: P): [ButtonLook, Omit<P, keyof ButtonLook>] {
  return [{ variant, size, fullWidth, align, iconStart, iconEnd }, element];
}

function Content({ look, children }: { look: ButtonLook; children: ReactNode }) {
  const iconSize = ICON_SIZE[look.size ?? 'md'];
  return (
    <>
      {typeof look.iconStart === 'string' ? (
        <Icon name={look.iconStart} size={iconSize} />
      ) : (
        (look.iconStart ?? null)
      )}
      {/* no empty text box beside a lone icon: the flex gap to it pushed the icon off centre */}
      {children === null ||
      children === undefined ||
      children === false ||
      children === '' ? null : (
        <span className={s.text}>{children}</span>
      )}
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
export function Button(props: ButtonProps) {
  const [look, { loading = false, type = 'button', className, children, onClick, ...rest }] =
    splitLook(props);
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
export function ButtonLink(props: ButtonLinkProps) {
  const [look, { className, children, ...rest }] = splitLook(props);
  return (
    <Link className={lookClasses(look, className)} {...rest}>
      <Content look={look}>{children}</Content>
    </Link>
  );
}
