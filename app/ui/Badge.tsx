import type { ReactNode } from 'react';
import s from './Badge.module.css';
import { Icon } from './Icon';

export type BadgeTone = 'neutral' | 'brand' | 'inverse' | 'success' | 'warning' | 'danger';

/** A short word or count on a surface: "Sponsored", "New", "3". */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={[s.badge, s[tone], className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

export type VerifiedKind = 'merchant' | 'domain';
/** spec 01: verified sizes 12/16/20/24 */
export type VerifiedSize = 12 | 16 | 20 | 24;

/**
 * The verified mark: a filled check seal for verified merchants, a globe for a verified domain.
 * It knows no users: the caller decides which kind applies. With a label it is an image with
 * that name; without, decoration next to a name that already says it.
 */
export function VerifiedMark({
  kind,
  size = 16,
  label,
  className,
}: {
  kind: VerifiedKind;
  size?: VerifiedSize;
  label?: string;
  className?: string;
}) {
  return (
    <Icon
      name={kind === 'merchant' ? 'badge-check' : 'globe'}
      size={size}
      label={label}
      className={[kind === 'merchant' ? s.merchant : s.domain, className ?? '']
        .filter(Boolean)
        .join(' ')}
    />
  );
}
