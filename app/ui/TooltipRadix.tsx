import { Tooltip as RadixTooltip } from 'radix-ui';
import { type ReactElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Takeover } from './lazy-part';
import s from './Tooltip.module.css';

/**
 * The Radix half of the kit's Tooltip, loaded on demand (Tooltip.tsx). It replaces the plain
 * trigger: a trigger that had focus gets it back (and so shows its tip, as on keyboard focus),
 * and a pointer still resting on it opens the tip when the delay it started runs out.
 */
export function LoadedTooltip(props: {
  text: string;
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delay: number;
  takeover: Takeover<{ openIn: number }>;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { focus, intent } = props.takeover;
  useLayoutEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus]);
  useEffect(() => {
    if (!intent) return;
    timer.current = setTimeout(() => setOpen(true), intent.openIn);
    return () => clearTimeout(timer.current);
  }, [intent]);
  return (
    <RadixTooltip.Provider delayDuration={props.delay}>
      <RadixTooltip.Root
        open={open}
        onOpenChange={(next) => {
          // the pointer left (or pressed, or Escape) before the first delay ran out
          clearTimeout(timer.current);
          setOpen(next);
        }}
      >
        <RadixTooltip.Trigger asChild ref={trigger}>
          {props.children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={s.tooltip} side={props.side ?? 'top'} sideOffset={6}>
            {props.text}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
