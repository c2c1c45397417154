import {
  cloneElement,
  createContext,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useRef,
} from 'react';
import { lazyPart, useLazyPart } from './lazy-part';

/** How long the pointer rests on a control before its tooltip shows. */
export const TOOLTIP_DELAY_MS = 300;

const Delay = createContext(TOOLTIP_DELAY_MS);

/** The Radix tooltip (with floating-ui), fetched when a person first reaches for a trigger. */
export const tooltipPart = lazyPart(() => import('./TooltipRadix'));

/** Mounted once by the shell: one delay for every tooltip. Imports no Radix. */
export function TooltipProvider(props: { delay?: number; children: ReactNode }) {
  return <Delay.Provider value={props.delay ?? TOOLTIP_DELAY_MS}>{props.children}</Delay.Provider>;
}

/** What the first interaction asks of the loaded tooltip: open after this many ms. */
type TipIntent = { openIn: number };

type TriggerProps = {
  onPointerEnter?(e: PointerEvent): void;
  onPointerMove?(e: PointerEvent): void;
  onPointerLeave?(e: PointerEvent): void;
  onPointerDown?(e: PointerEvent): void;
  onFocus?(e: FocusEvent): void;
  onBlur?(e: FocusEvent): void;
};

/**
 * A short text shown on hover or keyboard focus. It describes its trigger (aria-describedby)
 * and never replaces the trigger's own accessible name. Touch does not open it.
 *
 * Until a mouse rests on the trigger or the keyboard focuses it, only the trigger renders; then
 * the Radix tooltip loads and takes over, keeping the delay counted from the pointer's arrival.
 */
export function Tooltip(props: {
  text: string;
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  const delay = useContext(Delay);
  const { loaded, request } = useLazyPart<typeof import('./TooltipRadix'), TipIntent>(tooltipPart);
  // when the pointer arrived (null once it left); whether a press, not the keyboard, focused it
  const hoverSince = useRef<number | null>(null);
  const pressed = useRef(false);
  if (loaded) {
    const { LoadedTooltip } = loaded.mod;
    return (
      <LoadedTooltip text={props.text} side={props.side} delay={delay} takeover={loaded.takeover}>
        {props.children}
      </LoadedTooltip>
    );
  }
  const own = (props.children as ReactElement<TriggerProps>).props;
  const intent = (): TipIntent | null => {
    if (hoverSince.current === null) return null;
    return { openIn: Math.max(0, delay - (Date.now() - hoverSince.current)) };
  };
  const hover = (e: PointerEvent) => {
    if (e.pointerType === 'touch' || hoverSince.current !== null) return;
    hoverSince.current = Date.now();
    request(e.currentTarget, intent);
  };
  return cloneElement(props.children as ReactElement<TriggerProps>, {
    onPointerEnter(e: PointerEvent) {
      own.onPointerEnter?.(e);
      hover(e);
    },
    onPointerMove(e: PointerEvent) {
      own.onPointerMove?.(e);
      hover(e);
    },
    onPointerLeave(e: PointerEvent) {
      own.onPointerLeave?.(e);
      hoverSince.current = null;
    },
    onPointerDown(e: PointerEvent) {
      own.onPointerDown?.(e);
      pressed.current = true;
      hoverSince.current = null;
    },
    onFocus(e: FocusEvent) {
      own.onFocus?.(e);
      // a tap or click focuses a button too: like Radix, only keyboard focus shows the tip
      if (pressed.current) return;
      request(e.currentTarget, () => null);
    },
    onBlur(e: FocusEvent) {
      own.onBlur?.(e);
      pressed.current = false;
    },
  } satisfies TriggerProps);
}
