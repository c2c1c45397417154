import type { Ref } from 'react';
import { IconButton } from '../../ui/IconButton';
import s from './media.module.css';

/** The arrow over one side of a carousel or story, stepping to the slot before or after. */
export function MediaArrow(props: {
  direction: 'previous' | 'next';
  label: string;
  onClick(): void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const previous = props.direction === 'previous';
  return (
    <IconButton
      ref={props.ref}
      variant="on-media"
      className={`${s.arrow} ${previous ? s.arrowPrevious : s.arrowNext}`}
      label={props.label}
      icon={previous ? 'chevron-left' : 'chevron-right'}
      onClick={props.onClick}
    />
  );
}
