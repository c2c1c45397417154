import type { ReactNode } from 'react';
import { Avatar } from '../../../ui/Avatar';
import { Link } from '../../../ui/Link';
import s from './PersonCell.module.css';

/**
 * The start of a row about a person or their board: an avatar, then a name (a link when `to` is
 * given) over a smaller line. The row's own grid places it and whatever follows.
 */
export function PersonCell(props: {
  avatar: { name: string; src: string | null };
  size?: 32 | 48;
  name: ReactNode;
  nameId?: string;
  to?: string;
  sub: ReactNode;
}) {
  return (
    <>
      <Avatar name={props.avatar.name} src={props.avatar.src} size={props.size ?? 48} />
      <span className={s.who}>
        {props.to ? (
          <Link id={props.nameId} to={props.to} className={s.name} underline="hover">
            {props.name}
          </Link>
        ) : (
          <span id={props.nameId} className={s.name}>
            {props.name}
          </span>
        )}
        <span className={s.sub}>{props.sub}</span>
      </span>
    </>
  );
}
