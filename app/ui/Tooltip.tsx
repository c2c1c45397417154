import { Tooltip as RadixTooltip } from 'radix-ui';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import s from './Tooltip.module.css';

/** How long the pointer rests on a control before its tooltip shows. */
export const TOOLTIP_DELAY_MS = 300;

const Provided = createContext(false);

/** Mounted once by the shell: one delay for every tooltip, and moving between tips skips it. */
export function TooltipProvider(props: { delay?: number; children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={props.delay ?? TOOLTIP_DELAY_MS}>
      <Provided.Provider value={true}>{props.children}</Provided.Provider>
    </RadixTooltip.Provider>
  );
}

/**
 * A short text shown on hover or keyboard focus. It describes its trigger (aria-describedby)
 * and never replaces the trigger's own accessible name. Touch does not open it.
 */
export function Tooltip(props: {
  text: string;
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  const provided = useContext(Provided);
  const tip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{props.children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={s.tooltip} side={props.side ?? 'top'} sideOffset={6}>
          {props.text}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  // a component rendered on its own (a test, the gallery) still works without the shell
  return provided ? (
    tip
  ) : (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{tip}</RadixTooltip.Provider>
  );
}
